// Desktop /course/my (MyCourse, the header's 我的课程): a banner in the tenant's colours and the learner's courses.
import { MyCoursesView } from '@/components/learn/my-courses-view'
import { myCoursesPage } from '@/lib/pages/my-courses'
import { storageImageUrl } from '@/lib/ui/image-urls'

const BANNER_VIEW = 'imageView2/2/w/1920/q/85'

export const generateMetadata = myCoursesPage.metadata

export default myCoursesPage.view(function DesktopMyCourses({ site }) {
  const { qiNiuUrl, myCourseHeadBackgroundImg } = site.settings
  const banner = storageImageUrl(qiNiuUrl, myCourseHeadBackgroundImg, BANNER_VIEW)
  return (
    <>
      <section
        className="bg-gradient-to-r from-primary to-primary-hover bg-cover bg-center text-primary-contrast"
        style={banner ? { backgroundImage: `url("${banner}")` } : undefined}
      >
        <div className="mx-auto max-w-content px-4 py-10">
          <h1 className="text-2xl font-bold">我的课程</h1>
          <p className="mt-2 text-sm opacity-90">学习进度由服务器按实际观看时长记录，可在任意设备继续学习</p>
        </div>
      </section>
      <div className="mx-auto max-w-content px-4 py-6">
        <MyCoursesView variant="desktop" qiNiuUrl={qiNiuUrl} />
      </div>
    </>
  )
})
