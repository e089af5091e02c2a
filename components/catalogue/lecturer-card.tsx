// A lecturer as a grid tile (lists, home) or with the introduction (course detail); 金牌讲师 marks gold ones.
import Link from 'next/link'
import type { LecturerBrief } from '@/lib/contract/schemas/catalogue'
import { avatarUrl } from '@/lib/ui/image-urls'
import { RichText } from './rich-text'

export type LecturerCardData = LecturerBrief & { courseCount?: number; introduction?: string }

export interface LecturerCardProps {
  lecturer: LecturerCardData
  qiNiuUrl: string
  /** Off when the tenant's lecturer pages are switched off (isHideMenuTeacher): a link would lead to a 404. */
  linked?: boolean
  /** tile: centred, for grids; detailed: avatar beside name, with the introduction under it. */
  variant?: 'tile' | 'detailed'
  titleAs?: 'h2' | 'h3' | 'h4'
}

export function GoldBadge() {
  return (
    <span
      data-testid="gold-badge"
      className="inline-flex items-center rounded-sm bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-700"
    >
      金牌讲师
    </span>
  )
}

function Avatar({ src, name, size }: { src: string; name: string; size: number }) {
  const box = size >= 80 ? 'size-20' : 'size-16'
  if (!src) {
    return (
      <span
        role="img"
        aria-label={name}
        className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-primary-soft text-2xl font-semibold text-primary`}
      >
        {Array.from(name)[0] ?? ''}
      </span>
    )
  }
  // The storage serves the 100×100 avatar rendition itself (docs/spec.md §9).
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={name}
      width={100}
      height={100}
      loading="lazy"
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  )
}

export function LecturerCard({
  lecturer,
  qiNiuUrl,
  linked = true,
  variant = 'tile',
  titleAs: Title = 'h3',
}: LecturerCardProps) {
  const href = `/teacher/${lecturer.id}`
  const avatar = avatarUrl(qiNiuUrl, lecturer.avatarUrl)
  const shared = { 'data-testid': 'lecturer-card', 'data-lecturer-id': lecturer.id }

  if (variant === 'detailed') {
    return (
      <article {...shared} className="flex gap-4 rounded-lg border border-gray-100 bg-white p-4">
        <Avatar src={avatar} name={lecturer.name} size={80} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Title className="text-base font-semibold text-gray-900">
              {linked ? (
                <Link href={href} className="hover:text-primary">
                  {lecturer.name}
                </Link>
              ) : (
                lecturer.name
              )}
            </Title>
            {lecturer.isGold ? <GoldBadge /> : null}
          </div>
          {lecturer.title ? <p className="mt-1 text-sm text-gray-500">{lecturer.title}</p> : null}
          {lecturer.introduction ? (
            <RichText text={lecturer.introduction} className="mt-3 text-sm text-gray-600" />
          ) : null}
        </div>
      </article>
    )
  }

  const body = (
    <>
      <Avatar src={avatar} name={lecturer.name} size={64} />
      <Title className="mt-3 text-base font-semibold text-gray-900 group-hover:text-primary">{lecturer.name}</Title>
      {lecturer.isGold ? <GoldBadge /> : null}
      {lecturer.title ? <p className="mt-1 line-clamp-2 text-xs text-gray-500">{lecturer.title}</p> : null}
      {lecturer.courseCount !== undefined ? (
        <p className="mt-1 text-xs text-gray-500">{lecturer.courseCount}门课程</p>
      ) : null}
    </>
  )
  const tile =
    'group flex h-full flex-col items-center gap-1 rounded-lg border border-gray-100 bg-white p-4 text-center shadow-sm'
  return linked ? (
    <Link
      href={href}
      {...shared}
      className={`${tile} transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary`}
    >
      {body}
    </Link>
  ) : (
    <div {...shared} className={tile}>
      {body}
    </div>
  )
}
