// Desktop /teacherlist (更多讲师): every lecturer, gold ones first, paged; 404 unless the lecturer menu is on.
import { LecturerCard } from '@/components/catalogue/lecturer-card'
import { PageLinks } from '@/components/catalogue/page-links'
import { EmptyState } from '@/components/ui/empty-state'
import { teacherListPage } from '@/lib/pages/teacher-list'

export const generateMetadata = teacherListPage.metadata

export default teacherListPage.view(function DesktopTeacherList({ site, heading, page, pageSize, list }) {
  return (
    <section className="mx-auto max-w-content px-4 py-8" aria-labelledby="teacher-list-heading">
      <div className="mb-5 flex items-baseline gap-3 border-b border-gray-100 pb-3">
        <h1 id="teacher-list-heading" className="text-2xl font-semibold text-gray-900">
          {heading}
        </h1>
        <span className="text-sm text-gray-500" data-testid="teacher-list-total">
          共{list.totalCount}位
        </span>
      </div>
      {list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid grid-cols-5 gap-4" data-testid="teacher-grid">
          {list.items.map((lecturer) => (
            <li key={lecturer.id}>
              <LecturerCard lecturer={lecturer} qiNiuUrl={site.settings.qiNiuUrl} titleAs="h2" />
            </li>
          ))}
        </ul>
      )}
      <PageLinks className="mt-8" page={page} total={list.totalCount} pageSize={pageSize} path="/teacherlist" />
    </section>
  )
})
