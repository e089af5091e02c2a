// Mobile /teacher/{id}: avatar, title and introduction, their courses, and Person JSON-LD; needs isHideMenuTeacher.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MobileCourseList } from '@/components/catalogue/mobile-course-row'
import { GoldBadge } from '@/components/catalogue/mobile-lecturer-row'
import { RichText } from '@/components/catalogue/rich-text'
import { JsonLd, personJsonLd } from '@/components/seo/json-ld'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { getLecturerDetail } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { avatarUrl } from '@/lib/storage/urls'
import { routeId } from '@/lib/catalogue/route-params'

type Props = { params: Promise<{ tenant: string; id: string }> }

// Lecturers are rendered on their first request and then served from the cache (ISR), never at build time.
export function generateStaticParams() {
  return []
}

/** Null when the lecturer menu is off, the id is not canonical, or the lecturer is not this tenant's. */
async function load(props: Props) {
  const { tenant, id } = await props.params
  const recordId = routeId(id)
  if (recordId === null) return null
  const site = await getTenantSite(tenant)
  if (!site?.settings.isHideMenuTeacher) return null
  const lecturer = await getLecturerDetail(tenant, recordId)
  return lecturer ? { site, lecturer } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  const { site, lecturer } = loaded
  return pageMetadata(site, {
    title: lecturer.title ? `${lecturer.name}（${lecturer.title}）` : lecturer.name,
    description: lecturer.introduction.trim() || `${site.settings.tenantName}讲师${lecturer.name}的介绍与主讲课程。`,
    path: `/teacher/${lecturer.id}`,
    image: avatarUrl(site.settings.qiNiuUrl, lecturer.avatarUrl) || undefined,
  })
}

export default async function MobileTeacherPage(props: Props) {
  const loaded = await load(props)
  if (!loaded) notFound()
  const { site, lecturer } = loaded
  const { qiNiuUrl, paymentUnitName } = site.settings
  const avatar = avatarUrl(qiNiuUrl, lecturer.avatarUrl)

  return (
    <>
      <JsonLd data={personJsonLd(site, lecturer, `/teacher/${lecturer.id}`)} />
      <MobileHeader settings={site.settings} />
      <div className="flex flex-col items-center bg-gradient-to-b from-primary to-primary-hover px-4 pt-6 pb-5 text-center text-primary-contrast">
        {avatar ? (
          // Plain <img>: the storage serves the 100×100 rendition itself (spec §9).
          // eslint-disable-next-line @next/next/no-img-element
          <img src={avatar} alt={lecturer.name} width={100} height={100} className="size-20 rounded-full border-2 border-white/80 bg-white object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-white/20 text-2xl font-semibold">
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
        <h2 id="teacher-intro" className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900">
          讲师介绍
        </h2>
        {lecturer.introduction ? <RichText text={lecturer.introduction} /> : <p className="text-sm text-gray-400">暂无介绍</p>}
      </section>

      <section aria-labelledby="teacher-courses" className="mt-2 px-3 py-4">
        <h2 id="teacher-courses" className="mb-3 border-l-4 border-primary pl-2 text-base leading-none font-semibold text-gray-900">
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
}
