// /thematiclist for both variants: the topic-menu switch, one page rule, one title and canonical.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { readPage, type QueryParams } from '@/lib/catalogue/route-params'
import type { Paged, TopicCard } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getTopics } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { LIST_PAGE_SIZE, listPath, pagedTitle } from './paging'
import { pageModel } from './page-model'

export type ThematicListProps = { params: Promise<{ tenant: string }>; searchParams: Promise<QueryParams> }

export interface ThematicListModel {
  site: TenantSite
  /** The shared heading and <title> stem (the phone used to say 更多专题, the desktop 全部专题). */
  heading: string
  page: number
  pageSize: number
  list: Paged<TopicCard>
  seo: PageSeo
}

export function thematicListSeo(site: Pick<TenantSite, 'settings'>, page: number): PageSeo {
  return {
    title: pagedTitle('全部专题', page),
    description: `${site.settings.tenantName}的学习专题：围绕一个主题精选并排好顺序的系列课程，系统学习更高效。`,
    path: listPath('/thematiclist', [], page),
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readThematicList = cache(async (slug: string, page: number): Promise<ThematicListModel | null> => {
  const site = await getTenantSite(slug)
  // Switched off, the list does not exist on either device (docs/spec.md §2: isHideMenuMoreSpecial), like GetTopicList.
  if (!site?.features.showTopicMenu) return null
  const list = await getTopics(site.slug, page, LIST_PAGE_SIZE)
  return { site, heading: '全部专题', page, pageSize: LIST_PAGE_SIZE, list, seo: thematicListSeo(site, page) }
})

/** Loads what both variants show; 404 when the tenant has the topic menu off. */
export async function loadThematicList({ params, searchParams }: ThematicListProps): Promise<ThematicListModel> {
  const [{ tenant }, query] = await Promise.all([params, searchParams])
  return (await readThematicList(tenant, readPage(query))) ?? notFound()
}

export async function thematicListMetadata(props: ThematicListProps): Promise<Metadata> {
  const { site, seo } = await loadThematicList(props)
  return pageMetadata(site, seo)
}

export const thematicListPage = pageModel(loadThematicList, thematicListMetadata)
