// Mobile /thematic/{id}: the topic's banner and introduction over its ordered courses; 404 unless the topic menu is on.
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { rendition } from '@/components/catalogue/renditions'
import { RichText } from '@/components/catalogue/rich-text'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { PriorityImage } from '@/components/ui/priority-image'
import { thematicPage } from '@/lib/pages/thematic'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = thematicPage.metadata

export default thematicPage.view(function MobileThematicPage({ site, topic }) {
  const { qiNiuUrl, paymentUnitName } = site.settings
  // The full phone width, 2:1.
  const banner = rendition(qiNiuUrl, topic.bannerUrl, [720], 0.5, '100vw')

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="aspect-[2/1] w-full bg-gradient-to-r from-primary to-primary-hover">
        {banner.src ? (
          <PriorityImage {...banner} alt={topic.title} width={720} height={360} className="size-full object-cover" />
        ) : null}
      </div>
      <div className="bg-white px-4 pt-3 pb-4">
        <h1 className="text-lg leading-snug font-semibold text-gray-900">{topic.title}</h1>
        <p data-testid="topic-course-count" className="mt-1 text-xs text-gray-500">
          共{topic.courses.length}门课程
        </p>
        {topic.introduction ? (
          <div className="mt-3">
            <RichText text={topic.introduction} />
          </div>
        ) : null}
      </div>

      <section aria-labelledby="topic-courses" className="mt-2 px-3 py-4">
        <h2
          id="topic-courses"
          className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900"
        >
          专题课程
        </h2>
        {topic.courses.length > 0 ? (
          <MobileCourseList courses={topic.courses} unit={paymentUnitName} qiNiuUrl={qiNiuUrl} />
        ) : (
          <EmptyState text="暂无课程" />
        )}
      </section>
    </>
  )
})
