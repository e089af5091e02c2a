// /thematic/{id} for both variants: one id rule, the topic-menu switch, one set of share tags.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { routeId } from '@/lib/catalogue/route-params'
import type { TopicDetail } from '@/lib/contract/schemas/catalogue'
import type { TenantSite } from '@/lib/contract/site'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getTopicDetail } from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { pageModel } from './page-model'

export type ThematicProps = { params: Promise<{ tenant: string; id: string }> }

export interface ThematicModel {
  site: TenantSite
  topic: TopicDetail
  path: string
  seo: PageSeo
}

/** Banners are wide and carry their title: kept in their own 3:1 shape (the desktop head's size) rather than cropped. */
const THEMATIC_SHARE_VIEW = 'imageView2/1/w/1200/h/400/q/85'

/** The count is of the courses the page lists, so the description never promises more than it shows. */
export function thematicSeo(site: Pick<TenantSite, 'settings'>, topic: TopicDetail): PageSeo {
  return {
    title: topic.title,
    description:
      topic.introduction.trim() ||
      `${site.settings.tenantName}专题「${topic.title}」，共${topic.courses.length}门精选课程`,
    path: `/thematic/${topic.id}`,
    image: storageImageUrl(site.settings.qiNiuUrl, topic.bannerUrl, THEMATIC_SHARE_VIEW) || null,
  }
}

// Keyed by primitives so generateMetadata and the page share one load per request.
const readThematic = cache(async (slug: string, id: string): Promise<ThematicModel | null> => {
  const recordId = routeId(id)
  if (recordId === null) return null
  const site = await getTenantSite(slug)
  // Switched off, the topic pages do not exist (docs/spec.md §2: isHideMenuMoreSpecial).
  if (!site?.features.showTopicMenu) return null
  const topic = await getTopicDetail(site.slug, recordId)
  if (!topic) return null
  const seo = thematicSeo(site, topic)
  return { site, topic, path: seo.path, seo }
})

/** Loads what both variants show; 404 when the menu is off, the id is not canonical or the topic is unknown. */
export async function loadThematic({ params }: ThematicProps): Promise<ThematicModel> {
  const { tenant, id } = await params
  return (await readThematic(tenant, id)) ?? notFound()
}

async function thematicMetadata(props: ThematicProps): Promise<Metadata> {
  const { site, seo } = await loadThematic(props)
  return pageMetadata(site, seo)
}

export const thematicPage = pageModel(loadThematic, thematicMetadata)
