// Mobile /teacherlist (更多专家): lecturers, gold ones first, paged; 404 unless the lecturer menu is on.
import { MobileLecturerRow } from '@/components/catalogue/mobile-lecturer-row'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { loadTeacherList, teacherListMetadata, type TeacherListProps } from '@/lib/pages/teacher-list'

// The page number is in the query string: rendered per request (the list call stays cached).
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: TeacherListProps) {
  return teacherListMetadata(props)
}

export default async function MobileTeacherListPage(props: TeacherListProps) {
  const { site, heading, page, pageSize, list } = await loadTeacherList(props)

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
}
