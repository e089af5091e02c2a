// Desktop home (route /, tab 0): banner, the course bar per top category, new courses, gold lecturers, topics.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { LecturerCard } from '@/components/catalogue/lecturer-card'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { TopicCard } from '@/components/catalogue/topic-card'
import { courseListHref } from '@/lib/catalogue/links'
import { EmptyState } from '@/components/ui/empty-state'
import { getHomeData, getNewCourses, getSelectedTopics } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'

type Params = { params: Promise<{ tenant: string }> }

// Rendered on a tenant's first request, then served from the cache (ISR).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const site = await getTenantSite((await params).tenant)
  if (!site) return {}
  const { tenantName } = site.settings
  const names = site.header.homeCourseTypeDtos.map((t) => t.typeName).join('、')
  return pageMetadata(site, {
    title: `${tenantName} - 在线学习平台`,
    absoluteTitle: true,
    description: `${tenantName}：${names ? `汇聚${names}等方向的` : ''}精品在线课程，名师讲解，随时随地学习。`,
    path: '/',
  })
}

export default async function DesktopHome({ params }: Params) {
  const slug = (await params).tenant
  const site = await getTenantSite(slug)
  if (!site) notFound()
  const { tenantName, qiNiuUrl, paymentUnitName: unit } = site.settings
  const { isHideGoldTeacher, isHideSelectedSpecial, isHideMenuTeacher, isHideMenuMoreSpecial } = site.settings
  const types = site.header.homeCourseTypeDtos
  const [home, newCourses, topics] = await Promise.all([
    getHomeData(slug),
    getNewCourses(slug, 1, 8),
    isHideSelectedSpecial ? getSelectedTopics(slug, 4) : Promise.resolve([]),
  ])
  const classifications = home?.classifications ?? []
  const goldTeachers = home?.goldTeachers ?? []

  return (
    <>
      <section className="bg-gradient-to-r from-primary to-primary-hover text-primary-contrast">
        <div className="mx-auto max-w-content px-4 py-14">
          <h1 className="text-4xl font-bold tracking-wide">{tenantName}</h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            汇聚 {types.length} 大类、{types.reduce((n, t) => n + t.children.length, 0)} 个方向的精品课程，随时随地，学以致用。
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
        <section aria-labelledby="course-bar" data-testid="home-course-bar">
          <SectionHeading id="course-bar" title="课程分类" />
          {classifications.length === 0 ? <EmptyState /> : null}
          <div className="space-y-10">
            {classifications.map((group) => (
              <section key={group.courseTypeId} data-testid="home-category" aria-labelledby={`category-${group.courseTypeId}`}>
                <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-100 pb-3">
                  <h3 id={`category-${group.courseTypeId}`} className="text-lg font-semibold text-gray-900">
                    {group.typeName}
                  </h3>
                  <ul className="flex flex-1 flex-wrap gap-2">
                    {group.children.map((child) => (
                      <li key={child.courseTypeId}>
                        <Link
                          href={courseListHref(group.courseTypeId, child.courseTypeId)}
                          className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm text-primary hover:bg-primary hover:text-primary-contrast"
                        >
                          {child.typeName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link href={courseListHref(group.courseTypeId)} className="text-sm text-primary hover:underline">
                    查看全部 ›
                  </Link>
                </div>
                <CourseGrid courses={group.courses} qiNiuUrl={qiNiuUrl} unit={unit} titleAs="h4" />
              </section>
            ))}
          </div>
        </section>

        <section aria-labelledby="new-courses" data-testid="home-new-courses">
          <SectionHeading id="new-courses" title="最新课程" moreHref="/courselist" moreLabel="更多课程" />
          <CourseGrid courses={newCourses.items} qiNiuUrl={qiNiuUrl} unit={unit} />
        </section>

        {isHideGoldTeacher ? (
          <section aria-labelledby="gold-teachers" data-testid="home-gold-teachers">
            <SectionHeading
              id="gold-teachers"
              title="金牌讲师"
              moreHref={isHideMenuTeacher ? '/teacherlist' : undefined}
              moreLabel="更多讲师"
            />
            {goldTeachers.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="grid grid-cols-5 gap-4">
                {goldTeachers.map((lecturer) => (
                  <li key={lecturer.id}>
                    <LecturerCard lecturer={lecturer} qiNiuUrl={qiNiuUrl} linked={isHideMenuTeacher} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        {isHideSelectedSpecial ? (
          <section aria-labelledby="selected-topics" data-testid="home-topics">
            <SectionHeading
              id="selected-topics"
              title="精选专题"
              moreHref={isHideMenuMoreSpecial ? '/thematiclist' : undefined}
              moreLabel="更多专题"
            />
            {topics.length === 0 ? (
              <EmptyState />
            ) : (
              <ul className="grid grid-cols-4 gap-4">
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <TopicCard topic={topic} qiNiuUrl={qiNiuUrl} linked={isHideMenuMoreSpecial} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
    </>
  )
}
