// The desktop course page's view (/course/{id}): head (cover, price, workload, 开始学习), introduction, outline,
// lecturers, related. The public page draws it with its cached model; the console's 预览 draws the same view with a
// draft's data (no 开始学习, no discussion link, no JSON-LD: nothing there may call or index a course not published).
import Link from 'next/link'
import { courseWorkload } from '@/components/catalogue/course-card'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { CourseLearnButton } from '@/components/learn/course-learn-button'
import { CourseOutline } from '@/components/catalogue/course-outline'
import { CourseDiscussionLink } from '@/components/discussion/course-discussion-link'
import { LecturerCard, type LecturerCardData } from '@/components/catalogue/lecturer-card'
import { detailCover } from '@/components/catalogue/renditions'
import { CourseDescription } from '@/components/catalogue/course-description'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { JsonLd } from '@/components/seo/json-ld'
import { courseListHref } from '@/lib/catalogue/links'
import { EmptyState } from '@/components/ui/empty-state'
import { PriorityImage } from '@/components/ui/priority-image'
import { formatCount, formatPrice } from '@/lib/catalogue/format'
import { formatDate } from '@/lib/contract/dates'
import type { CourseDetail } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import type { JsonLdData } from '@/lib/seo/json-ld'
import { storageImageUrl } from '@/lib/ui/image-urls'

const HEAD_BACKGROUND_VIEW = 'imageView2/2/w/1920/q/85'

const SECTIONS = [
  { id: 'intro', label: '课程介绍' },
  { id: 'outline', label: '课程目录' },
  { id: 'lecturers', label: '讲师介绍' },
] as const

export interface DesktopCourseDetailProps {
  site: TenantSite
  course: CourseDetail
  linkLecturers: boolean
  /** The public page's structured data; none in the console's preview. */
  jsonLd?: JsonLdData
  /** The discussion count's promise on the public page; absent in the preview, which then draws no 开始学习 either. */
  topicCount?: Promise<number>
}

export function DesktopCourseDetail({ site, course, jsonLd, linkLecturers, topicCount }: DesktopCourseDetailProps) {
  const { qiNiuUrl, paymentUnitName: unit, courseDetailHeadBackgroundImg } = site.settings
  const background = storageImageUrl(qiNiuUrl, courseDetailHeadBackgroundImg, HEAD_BACKGROUND_VIEW)
  const cover = detailCover(qiNiuUrl, course.coverUrl)
  const parentId = course.parentCourseTypeId
  const lecturers: LecturerCardData[] = course.lecturerDetails

  return (
    <>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <section
        data-testid="course-detail-head"
        className="bg-gradient-to-r from-primary to-primary-hover bg-cover bg-center text-primary-contrast"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        <div className="mx-auto max-w-content px-4 py-6">
          <nav aria-label="面包屑" className="text-sm opacity-90">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link href="/" className="hover:underline">
                  首页
                </Link>
              </li>
              {parentId !== null && course.parentCourseTypeName ? (
                <li>
                  <span aria-hidden="true"> › </span>
                  <Link href={courseListHref(parentId)} className="hover:underline">
                    {course.parentCourseTypeName}
                  </Link>
                </li>
              ) : null}
              {course.courseTypeName ? (
                <li>
                  <span aria-hidden="true"> › </span>
                  <Link
                    href={
                      parentId !== null
                        ? courseListHref(parentId, course.courseTypeId)
                        : courseListHref(course.courseTypeId)
                    }
                    className="hover:underline"
                  >
                    {course.courseTypeName}
                  </Link>
                </li>
              ) : null}
              <li aria-current="page" className="max-w-xs truncate opacity-80">
                <span aria-hidden="true"> › </span>
                {course.title}
              </li>
            </ol>
          </nav>

          <div className="mt-5 flex gap-8 rounded-xl bg-white p-6 text-gray-800 shadow-lg">
            <div className="aspect-video w-[480px] shrink-0 overflow-hidden rounded-lg bg-primary-soft">
              {/* The page's LCP: high priority here, and never preloaded by a prefetch of this page from elsewhere. */}
              {cover.src ? (
                <PriorityImage
                  {...cover}
                  alt={course.title}
                  width={640}
                  height={360}
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <h1 className="text-2xl leading-snug font-bold text-gray-900">{course.title}</h1>
              {course.summary ? (
                <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-gray-600">{course.summary}</p>
              ) : null}
              {course.tags.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="标签">
                  {course.tags.map((tag) => (
                    <li key={tag} className="rounded-sm bg-primary-soft px-2 py-0.5 text-xs text-primary">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-500">
                <div>
                  <dt className="sr-only">课时与时长</dt>
                  <dd data-testid="course-workload">
                    {courseWorkload(course.lessonCount, course.totalDurationSeconds)}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">学习人数</dt>
                  <dd data-testid="course-learners">{formatCount(course.learnerCount)}人学习</dd>
                </div>
                {course.publishedAt ? (
                  <div>
                    <dt className="sr-only">发布时间</dt>
                    <dd>发布于 {formatDate(course.publishedAt)}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="mt-auto flex items-center gap-6 pt-5">
                <span
                  data-testid="course-price"
                  className={`text-3xl font-bold ${course.price ? 'text-orange-700' : 'text-green-700'}`}
                >
                  {formatPrice(course.price, unit)}
                </span>
                {topicCount ? (
                  <CourseLearnButton
                    courseId={course.id}
                    paid={course.price > 0}
                    variant="desktop"
                    className="rounded-md bg-primary px-10 py-3 text-base font-medium text-primary-contrast shadow hover:bg-primary-hover"
                  />
                ) : (
                  <span className="rounded-md bg-primary px-10 py-3 text-base font-medium text-primary-contrast opacity-70">
                    开始学习（预览）
                  </span>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-content px-4 py-8">
        <nav
          aria-label="课程详情导航"
          className="sticky top-16 z-20 mb-6 flex gap-8 border-b border-gray-200 bg-gray-50 text-base"
        >
          {SECTIONS.map((s) => (
            <a
              key={s.id}
              href={`#${s.id}`}
              className="-mb-px border-b-2 border-transparent py-3 text-gray-600 hover:border-primary hover:text-primary"
            >
              {s.label}
            </a>
          ))}
          {topicCount ? <CourseDiscussionLink courseId={course.id} count={topicCount} variant="desktop" /> : null}
        </nav>

        <div className="space-y-10">
          <section id="intro" aria-labelledby="intro-heading" className="scroll-mt-32 rounded-lg bg-white p-6">
            <SectionHeading id="intro-heading" title="课程介绍" />
            {course.description || course.summary ? (
              <CourseDescription text={course.description || course.summary} className="text-[15px] text-gray-700" />
            ) : (
              <EmptyState text="暂无介绍" />
            )}
          </section>

          <section id="outline" aria-labelledby="outline-heading" className="scroll-mt-32">
            <SectionHeading
              id="outline-heading"
              title="课程目录"
              note={courseWorkload(course.lessonCount, course.totalDurationSeconds)}
            />
            <CourseOutline courseId={course.id} chapters={course.chapters} />
          </section>

          <section id="lecturers" aria-labelledby="lecturers-heading" className="scroll-mt-32">
            <SectionHeading id="lecturers-heading" title="讲师介绍" />
            {lecturers.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="grid grid-cols-2 gap-4">
                {lecturers.map((lecturer) => (
                  <li key={lecturer.id}>
                    <LecturerCard lecturer={lecturer} qiNiuUrl={qiNiuUrl} variant="detailed" linked={linkLecturers} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {course.related.length > 0 ? (
            <section aria-labelledby="related-heading" data-testid="related-courses">
              <SectionHeading id="related-heading" title="相关课程" />
              <CourseGrid courses={course.related} qiNiuUrl={qiNiuUrl} unit={unit} />
            </section>
          ) : null}
        </div>
      </div>
    </>
  )
}
