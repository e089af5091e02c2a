// Mobile /teacher/{id}: avatar, title and introduction, their courses, and Person JSON-LD; 404 unless the lecturer menu is on.
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { GoldBadge } from '@/components/catalogue/mobile-lecturer-row'
import { RichText } from '@/components/catalogue/rich-text'
import { JsonLd } from '@/components/seo/json-ld'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { teacherPage } from '@/lib/pages/teacher'
import { avatarUrl } from '@/lib/ui/image-urls'
import { PriorityImage } from '@/components/ui/priority-image'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = teacherPage.metadata

export default teacherPage.view(function MobileTeacherPage({ site, lecturer, jsonLd }) {
  const { qiNiuUrl, paymentUnitName } = site.settings
  const avatar = avatarUrl(qiNiuUrl, lecturer.avatarUrl)

  return (
    <>
      <JsonLd data={jsonLd} />
      <MobileHeader settings={site.settings} />
      <div className="flex flex-col items-center bg-gradient-to-b from-primary to-primary-hover px-4 pt-6 pb-5 text-center text-primary-contrast">
        {avatar ? (
          // The storage serves the 100×100 rendition itself (docs/spec.md §9); not preloaded by prefetches of this page.
          <PriorityImage
            src={avatar}
            alt={lecturer.name}
            width={100}
            height={100}
            className="size-20 rounded-full border-2 border-white/80 bg-white object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-white/20 text-2xl font-semibold"
          >
            {lecturer.name.slice(0, 1)}
          </span>
        )}
        <div className="mt-3 flex items-center gap-2">
          <h1 className="text-xl font-semibold">{lecturer.name}</h1>
          {lecturer.isGold ? <GoldBadge /> : null}
        </div>
        {lecturer.title ? <p className="mt-1 text-sm opacity-90">{lecturer.title}</p> : null}
      </div>

      <section aria-labelledby="teacher-intro" className="mt-2 bg-white px-4 py-4">
        <h2
          id="teacher-intro"
          className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900"
        >
          讲师介绍
        </h2>
        {lecturer.introduction ? (
          <RichText text={lecturer.introduction} />
        ) : (
          <p className="text-sm text-gray-500">暂无介绍</p>
        )}
      </section>

      <section aria-labelledby="teacher-courses" className="mt-2 px-3 py-4">
        <h2
          id="teacher-courses"
          className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900"
        >
          主讲课程（{lecturer.courses.length}）
        </h2>
        {lecturer.courses.length > 0 ? (
          <MobileCourseList courses={lecturer.courses} unit={paymentUnitName} qiNiuUrl={qiNiuUrl} />
        ) : (
          <EmptyState text="暂无课程" />
        )}
      </section>
    </>
  )
})
