// The paged lists of the discussion pages on both devices: a course's topics (/topicList), a topic's floors
// (/topicDetails) and a floor's replies (/talkabout) — the posts, or the note that there are none yet, then the page links.
import { PageLinks, type QueryValues } from '@/components/catalogue/page-links'
import { EmptyState } from '@/components/ui/empty-state'
import type { Paged } from '@/lib/contract/schemas/catalogue'
import type { FloorDto, ReplyDto, TopicItem } from '@/lib/contract/schemas/discussion'
import { FloorItem } from './floor-item'
import { FloorReplies } from './floor-thread'
import { TopicRow } from './topic-row'

/** The page's paging as its model carries it (lib/pages/discussion.ts). */
interface ListPaging {
  page: number
  pageSize: number
  pagerPath: string
  pagerQuery?: QueryValues
}

interface ListProps<T> {
  list: Paged<T>
  now: Date
  paging: ListPaging
  variant: 'desktop' | 'mobile'
}

function Pager({ paging, total, className }: { paging: ListPaging; total: number; className: string }) {
  const { page, pageSize, pagerPath, pagerQuery } = paging
  return (
    <PageLinks
      className={className}
      page={page}
      total={total}
      pageSize={pageSize}
      path={pagerPath}
      query={pagerQuery}
    />
  )
}

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
