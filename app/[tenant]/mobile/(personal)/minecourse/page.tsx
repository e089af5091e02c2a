// Mobile /minecourse (spec §2, login gate): the learner's courses under a page header.
import { MyCoursesView } from '@/components/learn/my-courses-view'
import { TopBar } from '@/components/auth/top-bar'
import { loadMyCourses, myCoursesMetadata, type MyCoursesProps as Props } from '@/lib/pages/my-courses'

export async function generateMetadata(props: Props) {
  return myCoursesMetadata(props)
}

export default async function MobileMyCourses(props: Props) {
  const { site } = await loadMyCourses(props)
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title="我的课程" />
      <MyCoursesView variant="mobile" qiNiuUrl={site.settings.qiNiuUrl} />
    </div>
  )
}
