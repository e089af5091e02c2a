// /course/learn/{courseid} for both variants: the course's outline and which lessons are free previews (cached for
// everyone); the players' signed media addresses, who may play the rest, progress and resuming load on the client. Not a search result: the course page is.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { routeId } from '@/lib/catalogue/route-params'
import type { CourseDetail } from '@/lib/contract/schemas/catalogue'
import type { LearnOutlineLesson } from '@/lib/contract/learning-rules'
import type { TenantSite } from '@/lib/contract/site'
import { getLearnPageCourse, getPreviewLessons } from '@/lib/services/learn-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { pageModel } from './page-model'

export type CourseLearnProps = { params: Promise<{ tenant: string; courseid: string }> }

export interface CourseLearnModel {
  site: TenantSite
  course: Pick<CourseDetail, 'id' | 'title' | 'coverUrl' | 'price'>
  /** The learning room's props, the same on both devices (components/learn/learn-room.tsx adds the variant). */
  room: {
    course: { id: number; title: string }
    lessons: LearnOutlineLesson[]
    /** What the page opens before the client knows more: the first free preview, else the first lesson. */
    initialLessonId: number | null
    poster: string
    qiNiuUrl: string
  }
}

/** The player's poster before a lesson plays: the cover cropped to 16:9 at the player's size. */
const POSTER_VIEW = 'imageView2/1/w/960/h/540/q/80'

const readCourseLearn = cache(async (slug: string, id: string): Promise<CourseLearnModel | null> => {
  const courseId = routeId(id)
  if (courseId === null) return null
  const site = await getTenantSite(slug)
  if (!site) return null
  const course = await getLearnPageCourse(site.slug, courseId)
  if (!course) return null
  const previews = new Set(await getPreviewLessons(site.slug, courseId))
  const lessons = course.chapters.flatMap((ch) =>
    ch.lessons.map((l) => ({
      id: l.id,
      chapterTitle: ch.title,
      title: l.title,
      durationSeconds: l.durationSeconds,
      isFreePreview: l.isFreePreview,
      hasPreview: previews.has(l.id),
    })),
  )
  const initial = lessons.find((l) => l.hasPreview) ?? lessons[0] ?? null
  const { qiNiuUrl } = site.settings
  return {
    site,
    course: { id: course.id, title: course.title, coverUrl: course.coverUrl, price: course.price },
    room: {
      course: { id: course.id, title: course.title },
      lessons,
      initialLessonId: initial?.id ?? null,
      poster: storageImageUrl(qiNiuUrl, course.coverUrl, POSTER_VIEW),
      qiNiuUrl,
    },
  }
})

/** 404 for a non-canonical id, an unknown tenant, or a course neither published nor joined by anyone. */
async function loadCourseLearn({ params }: CourseLearnProps): Promise<CourseLearnModel> {
  const { tenant, courseid } = await params
  return (await readCourseLearn(tenant, courseid)) ?? notFound()
}

async function courseLearnMetadata(props: CourseLearnProps): Promise<Metadata> {
  const { course } = await loadCourseLearn(props)
  return {
    title: `${course.title} - 课程学习`,
    robots: { index: false, follow: true },
  }
}

export const courseLearnPage = pageModel(loadCourseLearn, courseLearnMetadata)
