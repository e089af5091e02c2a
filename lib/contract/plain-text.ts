// Control characters in text input (issue 9, M3): PostgreSQL refuses NUL outright, and no name, phone or search needs
// C0/C1 controls or DEL. Zod-free, so browser forms can share the rule with the endpoints.

/** C0 controls (NUL … US, tab and newlines included), DEL and the C1 controls. */
export const CONTROL_CHAR_RE = /[\u0000-\u001f\u007f-\u009f]/

/** For `.regex()`: the whole value is free of control characters. */
export const PLAIN_TEXT_RE = /^[^\u0000-\u001f\u007f-\u009f]*$/

export const controlCharMessage = (label: string) => `${label}包含非法字符`

/** The generic message when a value has no label (the dispatcher's last line of defence). */
export const CONTROL_CHAR_GENERIC = '请求参数包含非法字符'

/**
 * The path of the first string (or key) anywhere in `value` that holds a control character, or null. Iterative and
 * with parent links instead of path copies, so a deeply nested body neither overflows the stack nor costs d² memory.
 */
export function findControlChars(value: unknown): PropertyKey[] | null {
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
      if (CONTROL_CHAR_RE.test(v)) return pathOf(node)
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node })
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v).reverse()) {
        if (CONTROL_CHAR_RE.test(key)) return pathOf(node, key)
        stack.push({ value: child, key, parent: node })
      }
    }
  }
  return null
}
