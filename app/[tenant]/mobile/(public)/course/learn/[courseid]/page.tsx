// Mobile /course/learn/{courseid}?classId=: the player, progress and outline (no header or footer, spec §2).
import { LearnRoom } from '@/components/learn/learn-room'
import { courseLearnPage } from '@/lib/pages/course-learn'
import { storageImageUrl } from '@/lib/ui/image-urls'

const POSTER_VIEW = 'imageView2/1/w/960/h/540/q/80'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = courseLearnPage.metadata

export default courseLearnPage.view(function MobileCourseLearn({ site, course, lessons, initialLessonId }) {
  const { qiNiuUrl } = site.settings
  return (
    <LearnRoom
      variant="mobile"
      course={{ id: course.id, title: course.title }}
      lessons={lessons}
      initialLessonId={initialLessonId}
      poster={storageImageUrl(qiNiuUrl, course.coverUrl, POSTER_VIEW)}
      qiNiuUrl={qiNiuUrl}
    />
  )
})
