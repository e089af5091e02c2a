// Desktop /teacher/{id}: one lecturer's profile and courses; 404 unless isHideMenuTeacher is on.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CourseGrid } from '@/components/catalogue/course-grid'
import { GoldBadge } from '@/components/catalogue/lecturer-card'
import { RichText } from '@/components/catalogue/rich-text'
import { SectionHeading } from '@/components/catalogue/section-heading'
import { JsonLd, personJsonLd } from '@/components/seo/json-ld'
import { EmptyState } from '@/components/ui/empty-state'
import { getLecturerDetail } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { avatarUrl } from '@/lib/storage/urls'
import { routeId } from '@/lib/catalogue/route-params'

type Props = { params: Promise<{ tenant: string; id: string }> }

// Rendered on first request per tenant and lecturer, then served from the cache (ISR).
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { tenant, id } = await params
  const recordId = routeId(id)
  if (recordId === null) notFound()
  const site = await getTenantSite(tenant)
  if (!site || !site.settings.isHideMenuTeacher) notFound()
  const lecturer = await getLecturerDetail(site.slug, recordId)
  if (!lecturer) notFound()
  return { site, lecturer, path: `/teacher/${lecturer.id}` }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, lecturer, path } = await load(props)
  return pageMetadata(site, {
    title: lecturer.title ? `${lecturer.name} - ${lecturer.title}` : lecturer.name,
    description: lecturer.introduction || `${lecturer.name}在${site.settings.tenantName}的主讲课程`,
    path,
    image: lecturer.avatarUrl,
  })
}

export default async function DesktopTeacherDetail(props: Props) {
  const { site, lecturer, path } = await load(props)
  const { qiNiuUrl, paymentUnitName: unit } = site.settings
  const avatar = avatarUrl(qiNiuUrl, lecturer.avatarUrl)
  return (
    <>
      <JsonLd data={personJsonLd(site, lecturer, path)} />
      <section className="bg-gradient-to-r from-primary to-primary-hover text-primary-contrast" data-testid="teacher-head">
        <div className="mx-auto flex max-w-content items-center gap-6 px-4 py-10">
          {avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- the storage serves the 100×100 rendition itself
            <img src={avatar} alt={lecturer.name} width={100} height={100} className="size-24 rounded-full border-4 border-white/40 object-cover" />
          ) : (
            <span role="img" aria-label={lecturer.name} className="flex size-24 items-center justify-center rounded-full bg-white/20 text-3xl font-semibold">
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
          {lecturer.introduction ? <RichText text={lecturer.introduction} className="text-[15px] text-gray-700" /> : <EmptyState text="暂无介绍" />}
        </section>
        <section aria-labelledby="teacher-courses" data-testid="teacher-courses">
          <SectionHeading id="teacher-courses" title="主讲课程" note={`共${lecturer.courses.length}门`} />
          <CourseGrid courses={lecturer.courses} qiNiuUrl={qiNiuUrl} unit={unit} />
        </section>
      </div>
    </>
  )
}
