// Mobile lecturer row and avatar tile; they link to /teacher/{id} only when the tenant's lecturer pages exist.
import Link from 'next/link'
import type { ReactNode } from 'react'
import type { LecturerBrief } from '@/lib/contract/schemas/catalogue'
import { avatarUrl } from '@/lib/ui/image-urls'

export interface MobileLecturerProps {
  /** courseCount comes with the lecturer list; detail pages list the courses themselves. */
  lecturer: LecturerBrief & { courseCount?: number }
  qiNiuUrl: string
  /** False when isHideMenuTeacher is off: /teacher/{id} would be a 404, so nothing links there. */
  linked?: boolean
  /** The name's heading level: h2 where the row sits right under the page's h1 (/teacherlist), h3 under a section. */
  titleAs?: 'h2' | 'h3'
}

function Avatar({ src, name, className }: { src: string; name: string; className: string }) {
  return src ? (
    // Plain <img>: the storage serves the 100×100 rendition itself (docs/spec.md §9).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      loading="lazy"
      width={100}
      height={100}
      className={`shrink-0 rounded-full bg-gray-100 object-cover ${className}`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary ${className}`}
    >
      {name.slice(0, 1)}
    </span>
  )
}

export function GoldBadge() {
  return (
    <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs leading-none text-amber-700">金牌讲师</span>
  )
}

function Wrap({
  href,
  testId,
  className,
  children,
}: {
  href?: string
  testId: string
  className: string
  children: ReactNode
}) {
  return href ? (
    <Link href={href} data-testid={testId} className={`${className} active:bg-gray-50`}>
      {children}
    </Link>
  ) : (
    <div data-testid={testId} className={className}>
      {children}
    </div>
  )
}

export function MobileLecturerRow({ lecturer, qiNiuUrl, linked = true, titleAs: Title = 'h3' }: MobileLecturerProps) {
  return (
    <Wrap
      href={linked ? `/teacher/${lecturer.id}` : undefined}
      testId="mobile-lecturer-row"
      className="flex items-center gap-3 rounded-lg bg-white p-3"
    >
      <Avatar src={avatarUrl(qiNiuUrl, lecturer.avatarUrl)} name={lecturer.name} className="size-14 text-lg" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <Title className="truncate text-base font-medium text-gray-900">{lecturer.name}</Title>
          {lecturer.isGold ? <GoldBadge /> : null}
        </div>
        {lecturer.title ? <p className="mt-1 line-clamp-2 text-xs text-gray-500">{lecturer.title}</p> : null}
        {lecturer.courseCount !== undefined ? (
          <p className="mt-1 text-xs text-gray-500">{lecturer.courseCount}门课程</p>
        ) : null}
      </div>
      {linked ? (
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
          className="size-4 shrink-0 text-gray-300"
        >
          <path d="m7.5 4 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </Wrap>
  )
}

/** Round avatar over name and title, sized for a horizontally scrolling strip (home 金牌讲师). */
export function MobileLecturerTile({ lecturer, qiNiuUrl, linked = true }: MobileLecturerProps) {
  return (
    <Wrap
      href={linked ? `/teacher/${lecturer.id}` : undefined}
      testId="mobile-lecturer-tile"
      className="flex w-24 flex-col items-center rounded-lg bg-white px-2 py-3 text-center"
    >
      <Avatar src={avatarUrl(qiNiuUrl, lecturer.avatarUrl)} name={lecturer.name} className="size-16 text-xl" />
      <span className="mt-2 w-full truncate text-sm font-medium text-gray-900">{lecturer.name}</span>
      {lecturer.title ? <span className="mt-0.5 w-full truncate text-xs text-gray-500">{lecturer.title}</span> : null}
    </Wrap>
  )
}
