// /teacherlist (更多讲师) and /thematiclist (更多专题) are one page with another card: the list's heading and count, one
// page of lecturer or topic cards (or an empty note) and the page links — drawn once per device here.
import { LecturerCard } from '@/components/catalogue/lecturer-card'
import { MobileLecturerRow } from '@/components/catalogue/mobile-lecturer-row'
import { MobileTopicCard } from '@/components/catalogue/mobile-topic-card'
import { PageLinks } from '@/components/catalogue/page-links'
import { TopicCard } from '@/components/catalogue/topic-card'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import type { LecturerBrief, Paged, TopicCard as TopicCardData } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'

type Lists =
  | { kind: 'lecturers'; list: Paged<LecturerBrief & { courseCount: number }> }
  | { kind: 'topics'; list: Paged<TopicCardData> }

export type CardListPageProps = Lists & {
  site: Pick<TenantSite, 'settings'>
  heading: string
  page: number
  pageSize: number
}

/** What differs between the two lists, per device: test ids and counts the e2e journeys read, spacing, empty notes. */
const KINDS = {
  lecturers: { path: '/teacherlist', desktopId: 'teacher', desktopUnit: '位', desktopGrid: 'grid-cols-5 gap-4' },
  topics: { path: '/thematiclist', desktopId: 'topic', desktopUnit: '个', desktopGrid: 'grid-cols-3 gap-5' },
} as const
const MOBILE = {
  lecturers: { countId: 'lecturer-count', unit: '位讲师', gap: 'gap-2', empty: '暂无讲师' },
  topics: { countId: 'topic-count', unit: '个专题', gap: 'gap-3', empty: '暂无专题' },
} as const

export function DesktopCardListPage({ site, heading, page, pageSize, ...props }: CardListPageProps) {
  const { path, desktopId: id, desktopUnit, desktopGrid } = KINDS[props.kind]
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <section className="mx-auto max-w-content px-4 py-8" aria-labelledby={`${id}-list-heading`}>
      <div className="mb-5 flex items-baseline gap-3 border-b border-gray-100 pb-3">
        <h1 id={`${id}-list-heading`} className="text-2xl font-semibold text-gray-900">
          {heading}
        </h1>
        <span className="text-sm text-gray-500" data-testid={`${id}-list-total`}>
          共{props.list.totalCount}
          {desktopUnit}
        </span>
      </div>
      {props.list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={`grid ${desktopGrid}`} data-testid={`${id}-grid`}>
          {props.kind === 'lecturers'
            ? props.list.items.map((lecturer) => (
                <li key={lecturer.id}>
                  <LecturerCard lecturer={lecturer} qiNiuUrl={qiNiuUrl} titleAs="h2" />
                </li>
              ))
            : props.list.items.map((topic) => (
                <li key={topic.id}>
                  <TopicCard topic={topic} qiNiuUrl={qiNiuUrl} titleAs="h2" />
                </li>
              ))}
        </ul>
      )}
      <PageLinks className="mt-8" page={page} total={props.list.totalCount} pageSize={pageSize} path={path} />
    </section>
  )
}

export function MobileCardListPage({ site, heading, page, pageSize, ...props }: CardListPageProps) {
  const { path } = KINDS[props.kind]
  const { countId, unit, gap, empty } = MOBILE[props.kind]
  const qiNiuUrl = site.settings.qiNiuUrl
  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="flex items-baseline justify-between px-3 pt-4 pb-3">
        <h1 className="text-lg font-semibold text-gray-900">{heading}</h1>
        <span data-testid={countId} className="text-xs text-gray-500">
          共{props.list.totalCount}
          {unit}
        </span>
      </div>
      {props.list.items.length > 0 ? (
        <ul className={`flex flex-col ${gap} px-3`}>
          {props.kind === 'lecturers'
            ? props.list.items.map((lecturer) => (
                <li key={lecturer.id}>
                  <MobileLecturerRow lecturer={lecturer} qiNiuUrl={qiNiuUrl} titleAs="h2" />
                </li>
              ))
            : props.list.items.map((topic) => (
                <li key={topic.id}>
                  <MobileTopicCard topic={topic} qiNiuUrl={qiNiuUrl} titleAs="h2" />
                </li>
              ))}
        </ul>
      ) : (
        <EmptyState text={empty} />
      )}
      <PageLinks className="py-4" path={path} page={page} total={props.list.totalCount} pageSize={pageSize} />
    </>
  )
}
