// A post's time as forums say it (刚刚, N分钟前, N小时前, then the date), written by the server at the moment the page
// is drawn; the browser recounts the relative part from the reader's clock (reader-time.tsx), so a cached page never
// says 刚刚 about an hour-old post, while the date formatting stays on the server.
import { formatPostDateTime, formatPostTime } from '@/lib/catalogue/post-time'
import { ReaderTime } from './reader-time'

export function PostTime({ at, drawnAt, prefix = '' }: { at: string; drawnAt?: Date; prefix?: string }) {
  return (
    <time dateTime={at} title={formatPostDateTime(at)}>
      {prefix}
      <ReaderTime at={at} label={formatPostTime(at, drawnAt)} />
    </time>
  )
}
