// Control characters in text input (issue 9, M3): PostgreSQL refuses NUL outright, and no name, phone or search needs
// C0/C1 controls or DEL; nor half of a surrogate pair (issue 23 L1). Zod-free, so browser forms can share the rules.

/** C0 controls (NUL … US, tab and newlines included), DEL and the C1 controls. */
export const CONTROL_CHAR_RE = /[\u0000-\u001f\u007f-\u009f]/

/** For `.regex()`: the whole value is free of control characters. */
export const PLAIN_TEXT_RE = /^[^\u0000-\u001f\u007f-\u009f]*$/

export const controlCharMessage = (label: string) => `${label}包含非法字符`

/** The generic message when a value has no label (the dispatcher's last line of defence). */
export const CONTROL_CHAR_GENERIC = '请求参数包含非法字符'

/** The message when a string holds half of a UTF-16 surrogate pair: `{label}包含无法识别的字符`. */
export const illFormedMessage = (label: string) => `${label}包含无法识别的字符`

/**
 * Whether a string holds a lone surrogate (a high one without its low partner, or a low one alone — "\udc00", or a
 * reversed pair "\ude00\ud83d"). JSON's \u escapes can make one; no UTF-8 text can hold it, and PGlite's encoder
 * miscounts it into a 500 (issue 23 L1). A loop rather than a lookbehind regex, which older phone browsers lack.
 */
export function hasLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0xd800 || c > 0xdfff) continue
    if (c <= 0xdbff) {
      const next = s.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++
        continue
      }
    }
    return true
  }
  return false
}

/**
 * The path of the first string (or key) anywhere in `value` that `bad` says no to, or null. Iterative and with parent
 * links instead of path copies, so a deeply nested body neither overflows the stack nor costs d² memory.
 */
function findBadString(value: unknown, bad: (s: string) => boolean): PropertyKey[] | null {
  type Node = { value: unknown; key: PropertyKey | null; parent: Node | null }
  const pathOf = (node: Node | null, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last]
    for (let n = node; n && n.key !== null; n = n.parent) path.push(n.key)
    return path.reverse()
  }
  const stack: Node[] = [{ value, key: null, parent: null }]
  while (stack.length) {
    const node = stack.pop()!
    const v = node.value
    if (typeof v === 'string') {
      if (bad(v)) return pathOf(node)
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node })
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v).reverse()) {
        if (bad(key)) return pathOf(node, key)
        stack.push({ value: child, key, parent: node })
      }
    }
  }
  return null
}

/** The path of the first string (or key) anywhere in `value` that holds a control character, or null. */
export function findControlChars(value: unknown): PropertyKey[] | null {
  return findBadString(value, (s) => CONTROL_CHAR_RE.test(s))
}

/** The path of the first string (or key) anywhere in `value` that holds a lone surrogate, or null. */
export function findIllFormed(value: unknown): PropertyKey[] | null {
  return findBadString(value, hasLoneSurrogate)
}
