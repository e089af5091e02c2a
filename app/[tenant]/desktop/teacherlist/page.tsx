// Desktop /teacherlist (更多讲师): every lecturer, gold ones first, paged; 404 unless isHideMenuTeacher is on.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LecturerCard } from '@/components/catalogue/lecturer-card'
import { PageLinks } from '@/components/catalogue/page-links'
import { EmptyState } from '@/components/ui/empty-state'
import { getLecturers } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { readPage } from '@/lib/catalogue/route-params'

// Reads ?page=; the lecturer loader underneath is cached per tenant and page.
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ params, searchParams }: Props) {
  const site = await getTenantSite((await params).tenant)
  if (!site || !site.settings.isHideMenuTeacher) notFound()
  return { site, page: readPage(await searchParams) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page } = await load(props)
  return pageMetadata(site, {
    title: '全部讲师',
    description: `${site.settings.tenantName}的讲师与行业专家：金牌讲师领衔，查看每位讲师的介绍与主讲课程。`,
    path: page > 1 ? `/teacherlist?page=${page}` : '/teacherlist',
  })
}

export default async function DesktopTeacherList(props: Props) {
  const { site, page } = await load(props)
  const list = await getLecturers(site.slug, page, PAGE_SIZE)
  return (
    <section className="mx-auto max-w-content px-4 py-8" aria-labelledby="teacher-list-heading">
      <div className="mb-5 flex items-baseline gap-3 border-b border-gray-100 pb-3">
        <h1 id="teacher-list-heading" className="text-2xl font-semibold text-gray-900">
          全部讲师
        </h1>
        <span className="text-sm text-gray-400" data-testid="teacher-list-total">
          共{list.totalCount}位
        </span>
      </div>
      {list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid grid-cols-5 gap-4" data-testid="teacher-grid">
          {list.items.map((lecturer) => (
            <li key={lecturer.id}>
              <LecturerCard lecturer={lecturer} qiNiuUrl={site.settings.qiNiuUrl} titleAs="h2" />
            </li>
          ))}
        </ul>
      )}
      <PageLinks className="mt-8" page={page} total={list.totalCount} pageSize={list.pageSize || PAGE_SIZE} path="/teacherlist" />
    </section>
  )
}
