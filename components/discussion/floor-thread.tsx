// /talkabout/{id}'s body on both variants: the floor itself (or 该回复已删除), then every reply inside it, then the box.
import type { ReplyDto } from '@/lib/contract/schemas/discussion'
import { ChildReply } from './floor-item'
import { DeletePost } from './delete-post'
import { Avatar, DeletedPost, PostMeta, PostText } from './post-parts'

export interface FloorThreadProps {
  floor: ReplyDto
  replies: ReplyDto[]
  /** The topic page, where a floor deleted without replies under it leaves to. */
  topicHref: string
  now?: Date
}

export function FloorHead({ floor, topicHref, now }: Omit<FloorThreadProps, 'replies'>) {
  return (
    <article data-testid="floor" className="flex gap-3">
      <Avatar author={floor.author} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <PostMeta author={floor.author} at={floor.createdAt} now={now} />
          <span className="flex shrink-0 items-center gap-3 text-xs text-gray-500">
            {floor.author ? (
              <DeletePost
                kind="reply"
                id={floor.id}
                authorId={floor.author.id}
                then={floor.childCount > 0 ? undefined : topicHref}
              />
            ) : null}
            {floor.floor}楼
          </span>
        </div>
        {floor.deleted ? (
          <div className="mt-2">
            <DeletedPost />
          </div>
        ) : (
          <PostText text={floor.content} className="mt-2 text-[15px] leading-relaxed text-gray-800" />
        )}
      </div>
    </article>
  )
}

export function FloorReplies({ replies, now }: Pick<FloorThreadProps, 'replies' | 'now'>) {
  if (replies.length === 0) return <p className="py-8 text-center text-sm text-gray-500">还没有人回复这一楼</p>
  return (
    <ul className="divide-y divide-gray-100">
      {replies.map((reply) => (
        <ChildReply key={reply.id} reply={reply} now={now} />
      ))}
    </ul>
  )
}
