// Mobile /teacherlist (更多专家): lecturers, gold ones first, paged; 404 unless the lecturer menu is on.
import { MobileLecturerRow } from '@/components/catalogue/mobile-lecturer-row'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { teacherListPage } from '@/lib/pages/teacher-list'

export const generateMetadata = teacherListPage.metadata

export default teacherListPage.view(function MobileTeacherListPage({ site, heading, page, pageSize, list }) {
  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="flex items-baseline justify-between px-3 pt-4 pb-3">
        <h1 className="text-lg font-semibold text-gray-900">{heading}</h1>
        <span data-testid="lecturer-count" className="text-xs text-gray-500">
          共{list.totalCount}位讲师
        </span>
      </div>
      {list.items.length > 0 ? (
        <ul className="flex flex-col gap-2 px-3">
          {list.items.map((lecturer) => (
            <li key={lecturer.id}>
              <MobileLecturerRow lecturer={lecturer} qiNiuUrl={site.settings.qiNiuUrl} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="暂无讲师" />
      )}
      <PageLinks className="py-4" path="/teacherlist" page={page} total={list.totalCount} pageSize={pageSize} />
    </>
  )
})
