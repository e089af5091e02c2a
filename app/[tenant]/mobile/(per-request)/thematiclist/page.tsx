// Mobile /thematiclist (更多专题): special topics as banner cards, paged; 404 unless the topic menu is on.
import { MobileTopicCard } from '@/components/catalogue/mobile-topic-card'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { thematicListPage } from '@/lib/pages/thematic-list'

export const generateMetadata = thematicListPage.metadata

export default thematicListPage.view(function MobileThematicListPage({ site, heading, page, pageSize, list }) {
  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="flex items-baseline justify-between px-3 pt-4 pb-3">
        <h1 className="text-lg font-semibold text-gray-900">{heading}</h1>
        <span data-testid="topic-count" className="text-xs text-gray-500">
          共{list.totalCount}个专题
        </span>
      </div>
      {list.items.length > 0 ? (
        <ul className="flex flex-col gap-3 px-3">
          {list.items.map((topic) => (
            <li key={topic.id}>
              <MobileTopicCard topic={topic} qiNiuUrl={site.settings.qiNiuUrl} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="暂无专题" />
      )}
      <PageLinks className="py-4" path="/thematiclist" page={page} total={list.totalCount} pageSize={pageSize} />
    </>
  )
})
