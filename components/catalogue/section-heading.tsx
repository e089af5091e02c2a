// The title row of a page section, with an optional "more" link on the right.
import Link from 'next/link'
import type { ReactNode } from 'react'

export interface SectionHeadingProps {
  title: string
  /** For aria-labelledby on the section. */
  id?: string
  as?: 'h1' | 'h2' | 'h3'
  /** A short note after the title, e.g. 共12门. */
  note?: ReactNode
  moreHref?: string
  moreLabel?: string
  className?: string
}

export function SectionHeading({
  title,
  id,
  as: Heading = 'h2',
  note,
  moreHref,
  moreLabel = '查看全部',
  className,
}: SectionHeadingProps) {
  return (
    <div className={`mb-4 flex items-baseline justify-between gap-4 ${className ?? ''}`}>
      <div className="flex min-w-0 items-baseline gap-3">
        <Heading id={id} className="text-xl font-semibold text-gray-900">
          {title}
        </Heading>
        {note ? <span className="text-sm text-gray-500">{note}</span> : null}
      </div>
      {moreHref ? (
        <Link href={moreHref} className="shrink-0 text-sm text-primary hover:underline">
          {moreLabel} ›
        </Link>
      ) : null}
    </div>
  )
}
