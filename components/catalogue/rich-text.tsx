// Tenant-written long text as paragraphs. It is plain text by contract, so it is never parsed as HTML.

export interface RichTextProps {
  text: string
  className?: string
}

/** Paragraphs are separated by blank lines; single line breaks stay inside their paragraph. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

export function RichText({ text, className }: RichTextProps) {
  const parts = paragraphs(text)
  if (parts.length === 0) return null
  return (
    <div data-testid="rich-text" className={`space-y-3 leading-relaxed ${className ?? ''}`}>
      {parts.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  )
}
