// Desktop /teacherlist (更多讲师): every lecturer, gold ones first, paged; 404 unless the lecturer menu is on.
import { DesktopCardListPage } from '@/components/catalogue/card-list-page'
import { teacherListPage } from '@/lib/pages/teacher-list'

export const generateMetadata = teacherListPage.metadata

export default teacherListPage.view((model) => <DesktopCardListPage kind="lecturers" {...model} />)
