// Desktop home (route /, tab 0): banner, 继续学习 for a signed-in learner, the course bar per top category, new
// courses, gold lecturers, topics.
import Link from 'next/link'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { LecturerCard } from '@/components/catalogue/lecturer-card'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { TopicCard } from '@/components/catalogue/topic-card'
import { courseListHref } from '@/lib/catalogue/links'
import { EmptyState } from '@/components/ui/empty-state'
import { ContinueLearning } from '@/components/learn/continue-learning'
import { homePage } from '@/lib/pages/home'

/**
 * One row of four per category: each bar links to its whole list (查看全部), and two rows for every category made the
 * home ~230 KB of HTML and RSC payload, which is what it costs to serve and to hydrate.
 */
const COURSES_PER_BAR = 4

export const generateMetadata = homePage.metadata

export default homePage.view(function DesktopHome({
  site,
  categories: types,
  classifications,
  newCourses,
  goldTeachers,
  topics,
  linkLecturers,
  linkTopics,
  teacherListHref,
  topicListHref,
}) {
  const { tenantName, qiNiuUrl, paymentUnitName: unit } = site.settings

  return (
    <>
      <section className="bg-gradient-to-r from-primary to-primary-hover text-primary-contrast">
        <div className="mx-auto max-w-content px-4 py-14">
          <h1 className="text-4xl font-bold tracking-wide">{tenantName}</h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            汇聚 {types.length} 大类、{types.reduce((n, t) => n + t.children.length, 0)}{' '}
            个方向的精品课程，随时随地，学以致用。
          </p>
          <Link
            href="/courselist"
            className="mt-8 inline-block rounded-md bg-white px-6 py-2.5 text-base font-medium text-primary shadow hover:bg-primary-soft"
          >
            浏览全部课程
          </Link>
        </div>
      </section>

      <div className="mx-auto max-w-content space-y-12 px-4 py-10">
        {/* A signed-in learner's last courses, drawn in the browser: this page is cached for everyone. */}
        <ContinueLearning variant="desktop" qiNiuUrl={qiNiuUrl} />
        <section aria-labelledby="course-bar" data-testid="home-course-bar">
          <SectionHeading id="course-bar" title="课程分类" />
          {classifications.length === 0 ? <EmptyState /> : null}
          <div className="space-y-10">
            {classifications.map((group) => (
              <section
                key={group.courseTypeId}
                data-testid="home-category"
                aria-labelledby={`category-${group.courseTypeId}`}
              >
                <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-100 pb-3">
                  <h3 id={`category-${group.courseTypeId}`} className="text-lg font-semibold text-gray-900">
                    {group.typeName}
                  </h3>
                  <ul className="flex flex-1 flex-wrap gap-2">
                    {group.children.map((child) => (
                      <li key={child.courseTypeId}>
                        <Link href={courseListHref(group.courseTypeId, child.courseTypeId)} className="tag-pill">
                          {child.typeName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link href={courseListHref(group.courseTypeId)} className="text-sm text-primary hover:underline">
                    查看全部 ›
                  </Link>
                </div>
                <CourseGrid
                  courses={group.courses.slice(0, COURSES_PER_BAR)}
                  qiNiuUrl={qiNiuUrl}
                  unit={unit}
                  titleAs="h4"
                />
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="new-courses" data-testid="home-new-courses">
          <SectionHeading id="new-courses" title="最新课程" moreHref="/courselist" moreLabel="更多课程" />
          <CourseGrid courses={newCourses} qiNiuUrl={qiNiuUrl} unit={unit} />
        </section>

        {site.features.showGoldTeachers ? (
          <section aria-labelledby="gold-teachers" data-testid="home-gold-teachers">
            <SectionHeading id="gold-teachers" title="金牌讲师" moreHref={teacherListHref} moreLabel="更多讲师" />
            {goldTeachers.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="grid grid-cols-5 gap-4">
                {goldTeachers.map((lecturer) => (
                  <li key={lecturer.id}>
                    <LecturerCard lecturer={lecturer} qiNiuUrl={qiNiuUrl} linked={linkLecturers} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        {site.features.showSelectedTopics ? (
          <section aria-labelledby="selected-topics" data-testid="home-topics">
            <SectionHeading id="selected-topics" title="精选专题" moreHref={topicListHref} moreLabel="更多专题" />
            {topics.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="grid grid-cols-4 gap-4">
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <TopicCard topic={topic} qiNiuUrl={qiNiuUrl} linked={linkTopics} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
    </>
  )
})
