// The paged lists of a topic's floors (/topicDetails) and a floor's replies (/talkabout) on both devices — the posts,
// or the note that there are none yet, then the page links. (/topicList's list is topic-list.tsx: no floor code there.)
import { EmptyState } from '@/components/ui/empty-state'
import type { FloorDto, ReplyDto } from '@/lib/contract/schemas/discussion'
import { FloorItem } from './floor-item'
import { FloorReplies } from './floor-thread'
import { Pager, type ListProps } from './list-pager'

export function FloorList({ list, now, paging, variant }: ListProps<FloorDto>) {
  const compact = variant === 'mobile'
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState text="还没有回复，说说你的看法吧" className={compact ? undefined : 'py-12'} />
      ) : (
        <ul className="divide-y divide-gray-100">
          {list.items.map((floor) => (
            <li key={floor.id}>
              <FloorItem floor={floor} compact={compact} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Pager paging={paging} total={list.totalCount} className={compact ? 'py-4' : 'py-6'} />
    </>
  )
}

export function ReplyList({ list, now, paging }: Omit<ListProps<ReplyDto>, 'variant'>) {
  return (
    <>
      <FloorReplies replies={list.items} now={now} />
      <Pager paging={paging} total={list.totalCount} className="py-4" />
    </>
  )
}
