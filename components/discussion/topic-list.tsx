// /topicList on both devices: a course's topics, or the note that there are none yet, then the page links.
import { EmptyState } from '@/components/ui/empty-state'
import type { TopicItem } from '@/lib/contract/schemas/discussion'
import { Pager, type ListProps } from './list-pager'
import { TopicRow } from './topic-row'

export function TopicList({ list, now, paging, variant }: ListProps<TopicItem>) {
  const compact = variant === 'mobile'
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState text="还没有话题，来发起第一个讨论吧" className={compact ? 'py-12' : 'py-16'} />
      ) : (
        <ul className="divide-y divide-gray-100">
          {list.items.map((topic) => (
            <li key={topic.id}>
              <TopicRow topic={topic} compact={compact} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Pager paging={paging} total={list.totalCount} className={compact ? 'py-4' : 'py-6'} />
    </>
  )
}
