// docs/spec.md §5: the tenant's sensitive words (setting `sensitiveWords`, joined by '|') are shown as one '*' per character.
// The server applies this on every read and stores text as written, so a changed word list applies at once.

/** The setting as a word list: trimmed, empty entries dropped, duplicates (ignoring Latin case) removed, longest first. */
export function parseSensitiveWords(list: string | readonly string[] | null | undefined): string[] {
  const raw = typeof list === 'string' ? list.split('|') : (list ?? [])
  const seen = new Set<string>()
  const words: string[] = []
  for (const entry of raw) {
    const word = entry.trim()
    const key = word.toLowerCase()
    if (!word || seen.has(key)) continue
    seen.add(key)
    words.push(word)
  }
  // Longest first, so 代开发票 is masked whole even when 发票 is listed too.
  return words.sort((a, b) => Array.from(b).length - Array.from(a).length)
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Compiled patterns per word list (one list per tenant, so a small bound is plenty).
const compiled = new Map<string, RegExp[]>()
const MAX_LISTS = 64

function patternsFor(list: string | readonly string[]): RegExp[] {
  const key = typeof list === 'string' ? list : list.join('|')
  let found = compiled.get(key)
  if (!found) {
    found = parseSensitiveWords(list).map((word) => new RegExp(escape(word), 'giu'))
    if (compiled.size >= MAX_LISTS) compiled.delete(compiled.keys().next().value!)
    compiled.set(key, found)
  }
  return found
}

/**
 * Every occurrence of every word replaced by as many '*' as the word has characters (code points, so an emoji or a
 * rare CJK character is one '*'). Latin letters match case-insensitively. Occurrences may overlap (赌博彩 with 赌博 and
 * 博彩): every character inside any of them is masked, so no listed word survives in part.
 */
export function maskSensitive(text: string, words: string | readonly string[] | null | undefined): string {
  if (!text || !words) return text
  const patterns = patternsFor(words)
  if (patterns.length === 0) return text
  const masked = new Uint8Array(text.length)
  let any = false
  for (const pattern of patterns) {
    pattern.lastIndex = 0
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      masked.fill(1, m.index, m.index + m[0].length)
      any = true
      // One character on rather than past the match, so overlapping occurrences of the same word are found too (a
      // whole code point: inside a surrogate pair a /u pattern would restart at the same place for ever).
      pattern.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1)
    }
  }
  if (!any) return text
  let out = ''
  let i = 0
  for (const ch of text) {
    out += masked[i] || masked[i + ch.length - 1] ? '*' : ch
    i += ch.length
  }
  return out
}
