// Desktop /thematic/{id}: a special topic's banner, introduction and its courses in the topic's order.
import { CourseGrid } from '@/components/catalogue/course-grid'
import { RichText } from '@/components/catalogue/rich-text'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { thematicPage } from '@/lib/pages/thematic'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { cropView } from '@/components/catalogue/renditions'
import { PriorityImage } from '@/components/ui/priority-image'

// A faded backdrop behind the heading: WebP at quality 75 is plenty under 40 % opacity.
const BANNER_VIEW = cropView(1200, 400)

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = thematicPage.metadata

export default thematicPage.view(function DesktopThematicDetail({ site, topic }) {
  const { qiNiuUrl, paymentUnitName: unit } = site.settings
  const banner = storageImageUrl(qiNiuUrl, topic.bannerUrl, BANNER_VIEW)
  return (
    <>
      <section
        data-testid="topic-head"
        className="relative overflow-hidden bg-gradient-to-r from-primary to-primary-hover text-primary-contrast"
      >
        {banner ? (
          <PriorityImage
            src={banner}
            alt=""
            width={1200}
            height={400}
            className="absolute inset-0 size-full object-cover opacity-40"
          />
        ) : null}
        <div className="relative mx-auto max-w-content px-4 py-14">
          <p className="text-sm opacity-80">专题</p>
          <h1 className="mt-2 text-3xl font-bold">{topic.title}</h1>
          <p className="mt-3 text-sm opacity-90">{topic.courseCount}门课程</p>
        </div>
      </section>
      <div className="mx-auto max-w-content space-y-10 px-4 py-8">
        {topic.introduction ? (
          <section aria-labelledby="topic-intro" className="rounded-lg bg-white p-6">
            <SectionHeading id="topic-intro" title="专题介绍" />
            <RichText text={topic.introduction} className="text-[15px] text-gray-700" />
          </section>
        ) : null}
        <section aria-labelledby="topic-courses" data-testid="topic-courses">
          <SectionHeading id="topic-courses" title="专题课程" note={`共${topic.courses.length}门`} />
          <CourseGrid courses={topic.courses} qiNiuUrl={qiNiuUrl} unit={unit} />
        </section>
      </div>
    </>
  )
})
