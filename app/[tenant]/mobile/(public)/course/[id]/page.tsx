// Mobile /course/{id}: cover, price and facts, 简介/目录/讲师/相关课程, a fixed 开始学习 bar, and Course JSON-LD.
import type { ReactNode } from 'react'
import { CourseOutline } from '@/components/catalogue/course-outline'
import { CourseLearnButton } from '@/components/learn/course-learn-button'
import { CourseDiscussionLink } from '@/components/discussion/course-discussion-link'
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { MobileLecturerRow } from '@/components/catalogue/mobile-lecturer-row'
import { CourseDescription } from '@/components/catalogue/course-description'
import { JsonLd } from '@/components/seo/json-ld'
import { MobileHeader } from '@/components/shell/mobile-header'
import { formatCount, formatPrice, formatTotalDuration } from '@/lib/catalogue/format'
import { formatDate } from '@/lib/contract/dates'
import { coursePage } from '@/lib/pages/course'
import { courseTopicCount } from '@/lib/pages/course-discussion'
import { mobileHeroCover } from '@/components/catalogue/renditions'
import { PriorityImage } from '@/components/ui/priority-image'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = coursePage.metadata

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-2 scroll-mt-24 bg-white px-4 py-4">
      <h2
        id={`${id}-title`}
        className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900"
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

const SECTIONS = [
  { id: 'course-intro', title: '简介' },
  { id: 'course-outline', title: '目录' },
  { id: 'course-lecturers', title: '讲师' },
  { id: 'course-related', title: '相关课程' },
] as const

export default coursePage.view(function MobileCourseDetailPage({ site, course, jsonLd, linkLecturers }) {
  const { qiNiuUrl, paymentUnitName } = site.settings
  const cover = mobileHeroCover(qiNiuUrl, course.coverUrl)
  const price = formatPrice(course.price, paymentUnitName)
  const free = !course.price
  const category = course.parentCourseTypeName
    ? `${course.parentCourseTypeName} / ${course.courseTypeName}`
    : course.courseTypeName
  const sections = SECTIONS.filter(
    (s) =>
      (s.id !== 'course-lecturers' || course.lecturerDetails.length > 0) &&
      (s.id !== 'course-related' || course.related.length > 0),
  )

  return (
    <>
      <JsonLd data={jsonLd} />
      <MobileHeader settings={site.settings} />
      <div className="aspect-[2/1.2] w-full bg-gray-200">
        {/* The page's LCP: high priority here, and never preloaded by a prefetch of this page from elsewhere. */}
        {cover.src ? (
          <PriorityImage {...cover} alt={course.title} width={640} height={384} className="size-full object-cover" />
        ) : null}
      </div>

      <div className="bg-white px-4 pt-3 pb-4">
        <h1 className="text-lg leading-snug font-semibold text-gray-900">{course.title}</h1>
        <p data-testid="course-price" className={`mt-2 text-xl font-bold ${free ? 'text-green-700' : 'text-red-600'}`}>
          {price}
        </p>
        <p data-testid="course-meta" className="mt-2 text-xs text-gray-500">
          共{course.lessonCount}课时 · {formatTotalDuration(course.totalDurationSeconds)} ·{' '}
          {formatCount(course.learnerCount)}人学习
        </p>
        <p className="mt-1 text-xs text-gray-500">
          {category ? `${category} · ` : ''}
          {course.publishedAt ? `${formatDate(course.publishedAt)} 发布` : ''}
        </p>
        {course.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="标签">
            {course.tags.map((tag) => (
              <li key={tag} className="rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <nav aria-label="课程内容" className="sticky top-12 z-20 mt-2 flex border-b border-gray-100 bg-white">
        {sections.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className="flex-1 py-2.5 text-center text-sm text-gray-600 active:text-primary"
          >
            {s.title}
          </a>
        ))}
      </nav>

      <Section id="course-intro" title="简介">
        {course.summary ? <p className="mb-3 text-sm font-medium text-gray-700">{course.summary}</p> : null}
        {course.description ? <CourseDescription text={course.description} /> : null}
        {!course.summary && !course.description ? <p className="text-sm text-gray-500">暂无简介</p> : null}
      </Section>

      <Section id="course-outline" title="目录">
        <CourseOutline courseId={course.id} chapters={course.chapters} />
      </Section>

      <CourseDiscussionLink courseId={course.id} count={courseTopicCount(site, course.id)} variant="mobile" />

      {course.lecturerDetails.length > 0 ? (
        <Section id="course-lecturers" title="讲师">
          <ul className="-mx-3 flex flex-col gap-1">
            {course.lecturerDetails.map((lecturer) => (
              <li key={lecturer.id}>
                <MobileLecturerRow lecturer={lecturer} qiNiuUrl={qiNiuUrl} linked={linkLecturers} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {course.related.length > 0 ? (
        <Section id="course-related" title="相关课程">
          <MobileCourseList courses={course.related} unit={paymentUnitName} qiNiuUrl={qiNiuUrl} className="-mx-2.5" />
        </Section>
      ) : null}

      {/* Keeps the end of the page clear of the fixed bar below. */}
      <div aria-hidden="true" className="box-content h-16 pb-[env(safe-area-inset-bottom)]" />
      <div className="fixed inset-x-0 bottom-0 z-40 box-content flex h-14 items-center gap-3 border-t border-gray-100 bg-white px-4 pb-[env(safe-area-inset-bottom)]">
        <span className={`flex-1 text-lg font-bold ${free ? 'text-green-700' : 'text-red-600'}`}>{price}</span>
        <CourseLearnButton
          courseId={course.id}
          paid={!free}
          variant="mobile"
          className="rounded-full bg-primary px-8 py-2.5 text-base font-medium text-primary-contrast active:bg-primary-hover"
        />
      </div>
    </>
  )
})
