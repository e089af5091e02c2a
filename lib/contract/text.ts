// Counting and tidying user-written text the same way in every form and endpoint (discussion, profile, company,
// consulting); a module of its own so a form that needs only these does not carry another feature's rules.

/** Characters as people count them (code points), the way PostgreSQL's varchar counts too. */
export function textLength(value: string): number {
  return Array.from(value).length
}

/** Line breaks to '\n', trailing spaces off each line, at most one blank line in a row, trimmed. */
export function normalizePostText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[ \u3000]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
