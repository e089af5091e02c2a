// Mobile /minecourse (docs/spec.md §2, login gate): the learner's courses under a page header.
import { MyCoursesView } from '@/components/learn/my-courses-view'
import { TopBar } from '@/components/auth/top-bar'
import { myCoursesPage } from '@/lib/pages/my-courses'

export const generateMetadata = myCoursesPage.metadata

export default myCoursesPage.view(({ site }) => (
  <div className="min-h-screen bg-gray-50">
    <TopBar title="我的课程" />
    <MyCoursesView variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} />
  </div>
))
