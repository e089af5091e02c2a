// Desktop /thematiclist (更多专题): every special topic, paged; 404 unless isHideMenuMoreSpecial is on.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageLinks } from '@/components/catalogue/page-links'
import { TopicCard } from '@/components/catalogue/topic-card'
import { EmptyState } from '@/components/ui/empty-state'
import { getTopics } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { pageMetadata } from '@/lib/seo/metadata'
import { readPage } from '@/lib/catalogue/route-params'

// Reads ?page=; the topic loader underneath is cached per tenant and page.
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 20

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ params, searchParams }: Props) {
  const site = await getTenantSite((await params).tenant)
  if (!site || !site.settings.isHideMenuMoreSpecial) notFound()
  return { site, page: readPage(await searchParams) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page } = await load(props)
  return pageMetadata(site, {
    title: '全部专题',
    description: `${site.settings.tenantName}的学习专题：围绕一个主题精选并排好顺序的系列课程，系统学习更高效。`,
    path: page > 1 ? `/thematiclist?page=${page}` : '/thematiclist',
  })
}

export default async function DesktopThematicList(props: Props) {
  const { site, page } = await load(props)
  const list = await getTopics(site.slug, page, PAGE_SIZE)
  return (
    <section className="mx-auto max-w-content px-4 py-8" aria-labelledby="topic-list-heading">
      <div className="mb-5 flex items-baseline gap-3 border-b border-gray-100 pb-3">
        <h1 id="topic-list-heading" className="text-2xl font-semibold text-gray-900">
          全部专题
        </h1>
        <span className="text-sm text-gray-400" data-testid="topic-list-total">
          共{list.totalCount}个
        </span>
      </div>
      {list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid grid-cols-3 gap-5" data-testid="topic-grid">
          {list.items.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} qiNiuUrl={site.settings.qiNiuUrl} titleAs="h2" />
            </li>
          ))}
        </ul>
      )}
      <PageLinks className="mt-8" page={page} total={list.totalCount} pageSize={list.pageSize || PAGE_SIZE} path="/thematiclist" />
    </section>
  )
}
