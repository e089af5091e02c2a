// Mobile /thematiclist (更多专题): special topics as banner cards, paged; exists only when isHideMenuMoreSpecial is on.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MobileTopicCard } from '@/components/catalogue/mobile-topic-card'
import { PageLinks } from '@/components/catalogue/page-links'
import { MobileHeader } from '@/components/shell/mobile-header'
import { EmptyState } from '@/components/ui/empty-state'
import { getTopics } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { readPage, type QueryParams } from '@/lib/catalogue/route-params'

// The page number is in the query string: rendered per request (the list call stays cached).
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<QueryParams> }

async function loadSite(props: Props) {
  const site = await getTenantSite((await props.params).tenant)
  return site?.settings.isHideMenuMoreSpecial ? site : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const site = await loadSite(props)
  if (!site) return {}
  const page = readPage(await props.searchParams)
  return pageMetadata(site, {
    title: page > 1 ? `更多专题 - 第${page}页` : '更多专题',
    description: `${site.settings.tenantName}专题学习：围绕一个主题精选的系列课程。`,
    path: page > 1 ? `/thematiclist?page=${page}` : '/thematiclist',
  })
}

export default async function MobileThematicListPage(props: Props) {
  const site = await loadSite(props)
  if (!site) notFound()
  const page = readPage(await props.searchParams)
  const result = await getTopics(site.slug, page, PAGE_SIZE)

  return (
    <>
      <MobileHeader settings={site.settings} />
      <div className="flex items-baseline justify-between px-3 pt-4 pb-3">
        <h1 className="text-lg font-semibold text-gray-900">更多专题</h1>
        <span data-testid="topic-count" className="text-xs text-gray-400">
          共{result.totalCount}个专题
        </span>
      </div>
      {result.items.length > 0 ? (
        <ul className="flex flex-col gap-3 px-3">
          {result.items.map((topic) => (
            <li key={topic.id}>
              <MobileTopicCard topic={topic} qiNiuUrl={site.settings.qiNiuUrl} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text="暂无专题" />
      )}
      <PageLinks className="py-4" path="/thematiclist" page={page} total={result.totalCount} pageSize={PAGE_SIZE} />
    </>
  )
}
