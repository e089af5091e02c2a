// Mobile home (route /, tab 0): banner, 继续学习 for a signed-in learner, category chips, a course bar per top category,
// newest courses, and the gold-lecturer and selected-topic strips when the tenant switches them on.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { MobileLecturerTile } from '@/components/catalogue/mobile-lecturer-row'
import { MobileTopicCard } from '@/components/catalogue/mobile-topic-card'
import { ContinueLearning } from '@/components/learn/continue-learning'
import { MobileHeader } from '@/components/shell/mobile-header'
import { courseListHref } from '@/lib/catalogue/links'
import { homePage } from '@/lib/pages/home'
import { mobileRowCover } from '@/components/catalogue/renditions'
import { inlineRendition } from '@/lib/services/inline-image'
import { LegalLinks } from '@/components/shell/legal-links'

// A phone screen shows three or four rows before the next section; more belongs on /courselist.
const ROWS_PER_CATEGORY = 4
const NEW_COURSES = 6
/**
 * Eager rows: only the first, the page's LCP picture. The other covers in view load lazily right after layout, so they
 * do not take the connections (six per host over HTTP/1.1) the page's scripts need.
 */
const FIRST_SCREEN_ROWS = 1

export const generateMetadata = homePage.metadata

function Section({
  id,
  title,
  more,
  testId,
  children,
}: {
  id: string
  title: string
  more?: string
  testId: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="px-3 pt-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 id={id} className="border-l-4 border-primary pl-2 text-lg leading-none font-semibold text-gray-900">
          {title}
        </h2>
        {more ? (
          <Link href={more} className="text-xs text-gray-500" aria-label={`更多${title}`}>
            更多 ›
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}

export default homePage.view(async function MobileHome({
  site,
  categories,
  classifications,
  newCourses,
  goldTeachers: gold,
  topics,
  linkLecturers,
  linkTopics,
  teacherListHref,
  topicListHref,
}) {
  const { settings } = site
  const { tenantName, qiNiuUrl, paymentUnitName: unit } = settings
  const bars = classifications.filter((c) => c.courses.length > 0)
  const newest = newCourses.slice(0, NEW_COURSES)
  // The first bar's first cover is the first screen's largest element: inside the HTML, it paints with the document.
  const lcpCover = mobileRowCover(qiNiuUrl, bars[0]?.courses[0]?.coverUrl).src
  const inlineFirstCover = lcpCover ? await inlineRendition(site.slug, lcpCover) : null

  return (
    <>
      <MobileHeader settings={settings} />
      <section className="mx-3 mt-3 rounded-xl bg-gradient-to-r from-primary to-primary-hover p-5 text-primary-contrast">
        <h1 className="text-xl font-bold">{tenantName}</h1>
        <p className="mt-2 text-sm opacity-90">精品课程，随时随地学习</p>
        <Link
          href="/courselist"
          className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-sm font-medium text-primary"
        >
          去选课
        </Link>
      </section>

      {/* A signed-in learner's last courses, drawn in the browser: this page is cached for everyone. */}
      <ContinueLearning variant="mobile" qiNiuUrl={qiNiuUrl} />

      {categories.length > 0 ? (
        <Section id="home-categories" title="课程分类" testId="home-categories">
          <ul className="grid grid-cols-4 gap-2">
            {categories.map((t) => (
              <li key={t.courseTypeId}>
                <Link
                  href={courseListHref(t.courseTypeId)}
                  className="block truncate rounded-full bg-white px-2 py-1.5 text-center text-xs text-gray-700 shadow-sm active:bg-primary-soft"
                >
                  {t.typeName}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/courselist"
                className="block truncate rounded-full bg-primary-soft px-2 py-1.5 text-center text-xs text-primary shadow-sm"
              >
                全部课程
              </Link>
            </li>
          </ul>
        </Section>
      ) : null}

      {bars.map((bar, i) => (
        <Section
          key={bar.courseTypeId}
          id={`home-category-${bar.courseTypeId}`}
          title={bar.typeName}
          more={courseListHref(bar.courseTypeId)}
          testId="home-category-section"
        >
          {/* The first bar's first cover is the page's LCP: loaded at once, with high priority. */}
          <MobileCourseList
            courses={bar.courses.slice(0, ROWS_PER_CATEGORY)}
            unit={unit}
            qiNiuUrl={qiNiuUrl}
            eagerRows={i === 0 ? FIRST_SCREEN_ROWS : 0}
            inlineFirstCover={i === 0 ? inlineFirstCover : undefined}
          />
        </Section>
      ))}

      {newest.length > 0 ? (
        <Section id="home-new-courses" title="最新课程" more="/courselist" testId="home-new-courses">
          <MobileCourseList courses={newest} unit={unit} qiNiuUrl={qiNiuUrl} />
        </Section>
      ) : null}

      {gold.length > 0 ? (
        <Section id="home-gold-teachers" title="金牌讲师" more={teacherListHref} testId="home-gold-teachers">
          <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none]">
            {gold.map((lecturer) => (
              <li key={lecturer.id} className="shrink-0">
                <MobileLecturerTile lecturer={lecturer} qiNiuUrl={qiNiuUrl} linked={linkLecturers} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {topics.length > 0 ? (
        <Section id="home-selected-topics" title="精选专题" more={topicListHref} testId="home-selected-topics">
          <ul className="flex flex-col gap-3">
            {topics.map((topic) => (
              <li key={topic.id}>
                <MobileTopicCard topic={topic} qiNiuUrl={qiNiuUrl} linked={linkTopics} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <div className="pt-2 pb-3">
        <LegalLinks variant="mobile" />
      </div>
    </>
  )
})
