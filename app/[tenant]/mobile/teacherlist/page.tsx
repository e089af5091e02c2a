// Mobile /teacherlist (更多专家): lecturers, gold ones first, paged; exists only when isHideMenuTeacher is on.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MobileLecturerRow } from '@/components/catalogue/mobile-lecturer-row'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { getLecturers } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { readPage, type QueryParams } from '@/lib/catalogue/route-params'

// The page number is in the query string: rendered per request (the list call stays cached).
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<QueryParams> }

async function loadSite(props: Props) {
  const site = await getTenantSite((await props.params).tenant)
  return site?.settings.isHideMenuTeacher ? site : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const site = await loadSite(props)
  if (!site) return {}
  const page = readPage(await props.searchParams)
  return pageMetadata(site, {
    title: page > 1 ? `更多专家 - 第${page}页` : '更多专家',
    description: `${site.settings.tenantName}的讲师与专家团队：金牌讲师、行业专家及其主讲课程。`,
    path: page > 1 ? `/teacherlist?page=${page}` : '/teacherlist',
  })
}

export default async function MobileTeacherListPage(props: Props) {
  const site = await loadSite(props)
  if (!site) notFound()
  const page = readPage(await props.searchParams)
  const result = await getLecturers(site.slug, page, PAGE_SIZE)

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="flex items-baseline justify-between px-3 pt-4 pb-3">
        <h1 className="text-lg font-semibold text-gray-900">更多专家</h1>
        <span data-testid="lecturer-count" className="text-xs text-gray-400">
          共{result.totalCount}位讲师
        </span>
      </div>
      {result.items.length > 0 ? (
        <ul className="flex flex-col gap-2 px-3">
          {result.items.map((lecturer) => (
            <li key={lecturer.id}>
              <MobileLecturerRow lecturer={lecturer} qiNiuUrl={site.settings.qiNiuUrl} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="暂无讲师" />
      )}
      <PageLinks className="py-4" path="/teacherlist" page={page} total={result.totalCount} pageSize={PAGE_SIZE} />
    </>
  )
}
