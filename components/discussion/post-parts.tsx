// The pieces every discussion post shows on both variants: avatar, author and time, the text, a back bar. Server-only
// markup (no hooks), so they add no JavaScript to the page — the time aside (post-time.tsx: the reader's clock).
import Link from 'next/link'
import type { ReactNode } from 'react'
import type { PostAuthor } from '@/lib/contract/schemas/discussion'
import { PostTime } from './post-time'
import { BackIcon } from '@/components/ui/back-icon'

export function Avatar({ author, size = 'md' }: { author: PostAuthor | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-7 text-xs' : 'size-10 text-base'
  const name = author?.nickname ?? '已删除'
  if (!author?.avatarUrl) {
    return (
      <span
        role="img"
        aria-label={name}
        className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary`}
      >
        {author ? Array.from(name)[0] : '?'}
      </span>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={author.avatarUrl}
      alt={name}
      width={100}
      height={100}
      loading="lazy"
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  )
}

/** 学员小王 · 3分钟前 (the full Beijing time on hover and for assistive technology); `now`: when the page was drawn. */
export function PostMeta({
  author,
  at,
  extra,
  now,
}: {
  author: PostAuthor | null
  at: string
  extra?: ReactNode
  now?: Date
}) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-gray-500">
      <span data-testid="post-author" className="max-w-[12rem] truncate text-sm font-medium text-gray-700">
        {author?.nickname ?? '—'}
      </span>
      <PostTime at={at} drawnAt={now} />
      {extra ? <span>{extra}</span> : null}
    </p>
  )
}

/** User text, escaped by React; its line breaks kept, long words wrapped. */
export function PostText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p data-testid="post-text" className={`break-words whitespace-pre-line ${className}`}>
      {text}
    </p>
  )
}

/** Where a deleted floor stays for the replies under it. */
export function DeletedPost() {
  return (
    <p data-testid="post-deleted" className="text-sm text-gray-500 italic">
      该回复已删除
    </p>
  )
}

/** The phone's top bar on discussion pages: a plain link back to the page above (no script), and the title. */
export function BackBar({
  href,
  title,
  label,
  heading = true,
}: {
  href: string
  title: string
  label: string
  heading?: boolean
}) {
  const Title = heading ? 'h1' : 'p'
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center border-b border-gray-100 bg-white px-2">
      <Link
        href={href}
        aria-label={label}
        className="flex size-9 items-center justify-center rounded-full text-gray-700 active:bg-gray-100"
      >
        <BackIcon />
      </Link>
      <Title className="flex-1 truncate pr-9 text-center text-base font-semibold text-gray-900">{title}</Title>
    </header>
  )
}

/** 💬 12 */
export function ReplyCount({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-gray-500" aria-label={`${count}条回复`}>
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        aria-hidden="true"
        className="size-4"
      >
        <path
          d="M4 4.5h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-3.5 3v-3H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z"
          strokeLinejoin="round"
        />
      </svg>
      {count}
    </span>
  )
}
