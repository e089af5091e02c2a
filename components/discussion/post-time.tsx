'use client'
// A post's time as forums say it (刚刚, N分钟前, N小时前, then the date). The discussion pages come from the route cache,
// drawn at some earlier moment: the server's text counts from then, and once hydrated the browser counts from its own
// clock, to the minute — so a page cached for an hour never says 刚刚 about an hour-old post.
import { useSyncExternalStore } from 'react'
import { formatPostDateTime, formatPostTime } from '@/lib/catalogue/post-time'

const MINUTE = 60_000
const subscribe = () => () => {}
/** The reader's minute: a number, so React reads one value through a render (a new Date each call would differ). */
const readerMinute = () => Math.floor(Date.now() / MINUTE)
/** On the server and during hydration: no reader yet, so the page's own moment. */
const noReader = () => null

export function PostTime({ at, drawnAt, prefix = '' }: { at: string; drawnAt?: Date; prefix?: string }) {
  const minute = useSyncExternalStore(subscribe, readerMinute, noReader)
  const now = minute === null ? drawnAt : new Date(minute * MINUTE)
  return (
    <time dateTime={at} title={formatPostDateTime(at)}>
      {prefix}
      {formatPostTime(at, now)}
    </time>
  )
}
