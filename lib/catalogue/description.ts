// A course's description is HTML when the console wrote it (sanitised on save) and plain text when it predates the
// console (the seed's): one test for both sides, and its words alone for meta descriptions.

/** The console's editor always writes block elements; plain text never starts with one of them. */
export function isHtmlDescription(text: string): boolean {
  return /^<(p|h[2-4]|ul|ol|blockquote|img|hr)[\s>/]/.test(text.trimStart())
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/** The description's words: tags dropped and the sanitiser's entities read back; plain text as it is. */
export function descriptionText(text: string): string {
  if (!isHtmlDescription(text)) return text
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim()
}
