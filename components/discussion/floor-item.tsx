// One floor of a topic: its author, text (or 该回复已删除), its first replies and the way into the whole thread.
import Link from 'next/link'
import type { FloorDto, ReplyDto } from '@/lib/contract/schemas/discussion'
import { DeletePost } from './delete-post'
import { Avatar, DeletedPost, PostMeta, PostText } from './post-parts'

/** A reply inside a floor, as the floor's preview and /talkabout list it. */
export function ChildReply({ reply, then, now }: { reply: ReplyDto; then?: string; now?: Date }) {
  return (
    <li data-testid="child-reply" id={`post-${reply.id}`} className="flex gap-2 py-2">
      <Avatar author={reply.author} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <PostMeta author={reply.author} at={reply.createdAt} now={now} />
          {reply.author ? <DeletePost kind="reply" id={reply.id} authorId={reply.author.id} then={then} /> : null}
        </div>
        <PostText text={reply.content} className="mt-1 text-sm text-gray-700" />
      </div>
    </li>
  )
}

export function FloorItem({ floor, compact = false, now }: { floor: FloorDto; compact?: boolean; now?: Date }) {
  const thread = `/talkabout/${floor.id}`
  const hidden = floor.childCount - floor.children.length
  return (
    <article
      data-testid="floor"
      id={`post-${floor.id}`}
      className={`flex gap-3 ${compact ? 'px-4 py-4' : 'px-6 py-5'}`}
    >
      <Avatar author={floor.author} size={compact ? 'sm' : 'md'} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <PostMeta author={floor.author} at={floor.createdAt} now={now} />
          <span className="shrink-0 text-xs text-gray-500">{floor.floor}楼</span>
        </div>
        {floor.deleted ? (
          <div className="mt-2">
            <DeletedPost />
          </div>
        ) : (
          <PostText text={floor.content} className="mt-2 text-[15px] leading-relaxed text-gray-800" />
        )}
        <div className="mt-2 flex items-center gap-4 text-xs">
          {floor.deleted ? null : (
            <Link href={thread} className="text-gray-500 hover:text-primary">
              回复
            </Link>
          )}
          {floor.author ? <DeletePost kind="reply" id={floor.id} authorId={floor.author.id} /> : null}
        </div>
        {floor.children.length > 0 ? (
          <div className="mt-3 rounded-md bg-gray-50 px-3 py-1">
            <ul className="divide-y divide-gray-100">
              {floor.children.map((child) => (
                <ChildReply key={child.id} reply={child} now={now} />
              ))}
            </ul>
            {hidden > 0 ? (
              <Link href={thread} data-testid="floor-more" className="block py-2 text-sm text-primary hover:underline">
                查看全部{floor.childCount}条回复 ›
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
