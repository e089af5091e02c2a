// Desktop /thematiclist (更多专题): every special topic, paged; 404 unless the topic menu is on.
import { PageLinks } from '@/components/catalogue/page-links'
import { TopicCard } from '@/components/catalogue/topic-card'
import { EmptyState } from '@/components/ui/empty-state'
import { thematicListPage } from '@/lib/pages/thematic-list'

export const generateMetadata = thematicListPage.metadata

export default thematicListPage.view(function DesktopThematicList({ site, heading, page, pageSize, list }) {
  return (
    <section className="mx-auto max-w-content px-4 py-8" aria-labelledby="topic-list-heading">
      <div className="mb-5 flex items-baseline gap-3 border-b border-gray-100 pb-3">
        <h1 id="topic-list-heading" className="text-2xl font-semibold text-gray-900">
          {heading}
        </h1>
        <span className="text-sm text-gray-500" data-testid="topic-list-total">
          共{list.totalCount}个
        </span>
      </div>
      {list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid grid-cols-3 gap-5" data-testid="topic-grid">
          {list.items.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} qiNiuUrl={site.settings.qiNiuUrl} titleAs="h2" />
            </li>
          ))}
        </ul>
      )}
      <PageLinks className="mt-8" page={page} total={list.totalCount} pageSize={pageSize} path="/thematiclist" />
    </section>
  )
})
