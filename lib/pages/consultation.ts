// /join and /toconsult on both devices: the platform-service switch (off → 404 on every device, like the other switched
// pages), the services from the tenant's cached read, titles, canonical and structured data. The signed-in /consultation
// is lib/pages/my-consultations.ts, so these cached pages never import the signed-in pages' prefetch.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { PlatformServiceItem } from '@/lib/contract/schemas/consultation'
import type { TenantSite } from '@/lib/contract/site'
import { servicesJsonLd, type JsonLdData } from '@/lib/seo/json-ld'
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata'
import { getPlatformServices } from '@/lib/services/consultation-services'
import { getTenantSite } from '@/lib/services/tenant-site'
import type { TenantProps } from './tenant-page'
import { pageModel } from './page-model'

export type JoinProps = TenantProps

export interface JoinModel {
  site: TenantSite
  services: PlatformServiceItem[]
  seo: PageSeo
  jsonLd: JsonLdData
}

// Keyed by the slug so generateMetadata and the page share one read per request.
const readJoin = cache(async (slug: string): Promise<JoinModel | null> => {
  const [site, services] = await Promise.all([getTenantSite(slug), getPlatformServices(slug)])
  if (!site || !services) return null
  const seo: PageSeo = {
    title: '平台服务',
    description: `${site.settings.tenantName}平台服务：${services.map((s) => s.name).join('、')}。${services[0]?.summary ?? ''}了解服务内容与流程，在线提交咨询，顾问一对一联系您。`,
    path: '/join',
  }
  return { site, services, seo, jsonLd: servicesJsonLd(site, services, '/join') }
})

/** The services both variants list; 404 when the tenant has platform services off. */
export async function loadJoin({ params }: JoinProps): Promise<JoinModel> {
  return (await readJoin((await params).tenant)) ?? notFound()
}

async function joinMetadata(props: JoinProps): Promise<Metadata> {
  const { site, seo } = await loadJoin(props)
  return pageMetadata(site, seo)
}

/** /toconsult: cached like /join (the services to choose from); the form reads `?serviceId=` in the browser. */
async function toConsultMetadata(props: JoinProps): Promise<Metadata> {
  const { site, services } = await loadJoin(props)
  return pageMetadata(site, {
    title: '我要咨询',
    description: `提交您的培训与管理需求，${site.settings.tenantName}的顾问将在您方便的时间联系您。可咨询：${services.map((s) => s.name).join('、')}。`,
    path: '/toconsult',
  })
}

export const joinPage = pageModel(loadJoin, joinMetadata)
export const toConsultPage = pageModel(loadJoin, toConsultMetadata)
