// Desktop /course/{id}: the course's head (cover, price, workload, 开始学习), introduction, outline, lecturers, related
// — drawn by components/catalogue/course-detail-desktop.tsx, which the console's 预览 shares.
import { DesktopCourseDetail } from '@/components/catalogue/course-detail-desktop'
import { coursePage } from '@/lib/pages/course'
import { courseTopicCount } from '@/lib/pages/course-discussion'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = coursePage.metadata

export default coursePage.view(function DesktopCoursePage({ site, course, jsonLd, linkLecturers }) {
  return (
    <DesktopCourseDetail
      site={site}
      course={course}
      jsonLd={jsonLd}
      linkLecturers={linkLecturers}
      topicCount={courseTopicCount(site, course.id)}
    />
  )
})
