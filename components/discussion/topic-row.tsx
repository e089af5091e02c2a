// One topic in /topicList: title, excerpt, author and time, reply count; the desktop row and the phone card share it.
import Link from 'next/link'
import type { TopicItem } from '@/lib/contract/schemas/discussion'
import { Avatar, PostMeta, ReplyCount } from './post-parts'
import { PostTime } from './post-time'

export function TopicRow({ topic, compact = false, now }: { topic: TopicItem; compact?: boolean; now?: Date }) {
  const active = topic.lastReplyAt ? <PostTime at={topic.lastReplyAt} drawnAt={now} prefix="最后回复 " /> : undefined
  return (
    <article data-testid="topic-row" className={`flex gap-3 ${compact ? 'px-4 py-3' : 'px-6 py-5'}`}>
      {compact ? null : <Avatar author={topic.author} />}
      <div className="min-w-0 flex-1">
        <h2 className={`${compact ? 'text-[15px]' : 'text-base'} leading-snug font-semibold text-gray-900`}>
          <Link href={`/topicDetails/${topic.id}`} className="line-clamp-2 break-words hover:text-primary">
            {topic.title}
          </Link>
        </h2>
        {topic.excerpt ? <p className="mt-1 line-clamp-2 text-sm break-words text-gray-500">{topic.excerpt}</p> : null}
        <div className="mt-2 flex items-center justify-between gap-3">
          <PostMeta author={topic.author} at={topic.createdAt} extra={compact ? undefined : active} now={now} />
          <ReplyCount count={topic.replyCount} />
        </div>
      </div>
    </article>
  )
}
