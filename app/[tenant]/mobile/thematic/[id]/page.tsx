// Mobile /thematic/{id}: the topic's banner and introduction over its ordered courses; needs isHideMenuMoreSpecial.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { MOBILE_BANNER_VIEW } from '@/components/catalogue/mobile-topic-card'
import { RichText } from '@/components/catalogue/rich-text'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { getTenantSite } from '@/lib/services/tenant-site'
import { getTopicDetail } from '@/lib/services/catalogue-data'
import { pageMetadata } from '@/lib/seo/metadata'
import { storageImageUrl } from '@/lib/storage/urls'
import { routeId } from '@/lib/catalogue/route-params'

type Props = { params: Promise<{ tenant: string; id: string }> }

// Topics are rendered on their first request and then served from the cache (ISR), never at build time.
export function generateStaticParams() {
  return []
}

/** Null when the topic menu is off, the id is not canonical, or the topic is not this tenant's. */
async function load(props: Props) {
  const { tenant, id } = await props.params
  const recordId = routeId(id)
  if (recordId === null) return null
  const site = await getTenantSite(tenant)
  if (!site?.settings.isHideMenuMoreSpecial) return null
  const topic = await getTopicDetail(tenant, recordId)
  return topic ? { site, topic } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { site, topic } = loaded
  return pageMetadata(site, {
    title: topic.title,
    description: topic.introduction.trim() || `${site.settings.tenantName}专题：${topic.title}`,
    path: `/thematic/${topic.id}`,
    image: storageImageUrl(site.settings.qiNiuUrl, topic.bannerUrl, MOBILE_BANNER_VIEW) || undefined,
  })
}

export default async function MobileThematicPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { site, topic } = loaded
  const { qiNiuUrl, paymentUnitName } = site.settings
  const banner = storageImageUrl(qiNiuUrl, topic.bannerUrl, MOBILE_BANNER_VIEW)

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="aspect-[2/1] w-full bg-gradient-to-r from-primary to-primary-hover">
        {banner ? (
          // Plain <img>: the storage serves the resized rendition itself and tenant hosts vary per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={banner} alt={topic.title} width={750} height={375} className="size-full object-cover" />
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
        <h2 id="topic-courses" className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900">
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
}
