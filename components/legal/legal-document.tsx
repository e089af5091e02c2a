// One legal text as plain paragraphs (never HTML): the title, its version and effective date, then the body.

interface Props {
  title: string
  /** Plain-text paragraphs (lib/pages/legal.ts splits the body at blank lines). */
  paragraphs: string[]
  versionLine: string
  variant: 'desktop' | 'mobile'
}

export function LegalDocument({ title, paragraphs, versionLine, variant }: Props) {
  const mobile = variant === 'mobile'
  return (
    <article
      data-testid="legal-document"
      className={mobile ? 'bg-white px-4 py-5' : 'rounded-lg bg-white px-10 py-10 shadow-sm'}
    >
      {/* The phone's top bar already names the page, so its heading is the second level there. */}
      {mobile ? (
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      ) : (
        <h1 className="text-center text-2xl font-semibold text-gray-900">{title}</h1>
      )}
      <p data-testid="legal-version" className={`mt-2 text-sm text-gray-600 ${mobile ? '' : 'text-center'}`}>
        {versionLine}
      </p>
      <div className={`mt-6 space-y-4 leading-relaxed text-gray-800 ${mobile ? 'text-[15px]' : 'text-base'}`}>
        {paragraphs.map((text, i) => (
          // Single line breaks inside a paragraph are numbered items: kept as lines, wrapping anywhere long text must.
          <p key={i} className="break-words whitespace-pre-line">
            {text}
          </p>
        ))}
      </div>
    </article>
  )
}
