// Desktop /course/learn/{courseid}?classId=: the player, progress and outline (no header or footer, spec §2).
import { LearnRoom } from '@/components/learn/learn-room'
import { courseLearnMetadata, loadCourseLearn, type CourseLearnProps as Props } from '@/lib/pages/course-learn'
import { storageImageUrl } from '@/lib/ui/image-urls'

const POSTER_VIEW = 'imageView2/1/w/960/h/540/q/80'

// Rendered on first request per tenant and course, then served from the cache (ISR); the learner's state loads on the client.
export function generateStaticParams() {
  return []
}

export async function generateMetadata(props: Props) {
  return courseLearnMetadata(props)
}

export default async function DesktopCourseLearn(props: Props) {
  const { site, course, lessons, initialLessonId } = await loadCourseLearn(props)
  const { qiNiuUrl } = site.settings
  return (
    <LearnRoom
      variant="desktop"
      course={{ id: course.id, title: course.title }}
      lessons={lessons}
      initialLessonId={initialLessonId}
      poster={storageImageUrl(qiNiuUrl, course.coverUrl, POSTER_VIEW)}
      qiNiuUrl={qiNiuUrl}
    />
  )
}
