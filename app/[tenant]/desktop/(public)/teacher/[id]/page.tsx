// Desktop /teacher/{id}: one lecturer's profile and courses; 404 unless the lecturer menu is on.
import { CourseGrid } from '@/components/catalogue/course-grid'
import { GoldBadge } from '@/components/catalogue/lecturer-card'
import { RichText } from '@/components/catalogue/rich-text'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { JsonLd } from '@/components/seo/json-ld'
import { EmptyState } from '@/components/ui/empty-state'
import { teacherPage } from '@/lib/pages/teacher'
import { avatarUrl } from '@/lib/ui/image-urls'
import { PriorityImage } from '@/components/ui/priority-image'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = teacherPage.metadata

export default teacherPage.view(function DesktopTeacherDetail({ site, lecturer, jsonLd }) {
  const { qiNiuUrl, paymentUnitName: unit } = site.settings
  const avatar = avatarUrl(qiNiuUrl, lecturer.avatarUrl)
  return (
    <>
      <JsonLd data={jsonLd} />
      <section
        className="bg-gradient-to-r from-primary to-primary-hover text-primary-contrast"
        data-testid="teacher-head"
      >
        <div className="mx-auto flex max-w-content items-center gap-6 px-4 py-10">
          {avatar ? (
            // The storage serves the 100×100 rendition itself (docs/spec.md §9); not preloaded by prefetches of this page.
            <PriorityImage
              src={avatar}
              alt={lecturer.name}
              width={100}
              height={100}
              className="size-24 rounded-full border-4 border-white/40 object-cover"
            />
          ) : (
            <span
              role="img"
              aria-label={lecturer.name}
              className="flex size-24 items-center justify-center rounded-full bg-white/20 text-3xl font-semibold"
            >
              {Array.from(lecturer.name)[0] ?? ''}
            </span>
          )}
          <div>
            <div className="flex items-center gap-3">
              <h1 className="text-3xl font-bold">{lecturer.name}</h1>
              {lecturer.isGold ? <GoldBadge /> : null}
            </div>
            {lecturer.title ? <p className="mt-2 text-base opacity-90">{lecturer.title}</p> : null}
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-content space-y-10 px-4 py-8">
        <section aria-labelledby="teacher-intro" className="rounded-lg bg-white p-6">
          <SectionHeading id="teacher-intro" title="讲师介绍" />
          {lecturer.introduction ? (
            <RichText text={lecturer.introduction} className="text-[15px] text-gray-700" />
          ) : (
            <EmptyState text="暂无介绍" />
          )}
        </section>
        <section aria-labelledby="teacher-courses" data-testid="teacher-courses">
          <SectionHeading id="teacher-courses" title="主讲课程" note={`共${lecturer.courses.length}门`} />
          <CourseGrid courses={lecturer.courses} qiNiuUrl={qiNiuUrl} unit={unit} />
        </section>
      </div>
    </>
  )
})
