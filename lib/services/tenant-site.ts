// Everything a page needs about its tenant, cached per tenant ('use cache', tagged, slug as argument).
import { cacheLife, cacheTag } from 'next/cache'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { siteFeatures, type TenantSite } from '@/lib/contract/site'
import { getDb } from '@/lib/db/client'
import { getTenantBySlug, getTenantFooter, getTenantSettings, listVisibleCourseTypes } from '@/lib/db/queries/tenants'
import { TENANT_STATE } from '@/lib/db/schema'
import { isTenantSlug } from '@/lib/proxy/tenant'
import { publicBaseUrl } from '@/lib/storage'
import { buildCourseTypeTree } from './course-type-tree'

export type { TenantSite }

/** Tag carried by every cached entry that depends on one tenant's data: ClearCache drops them all. */
export function tenantTag(slug: string): string {
  return `tenant:${slug}`
}

/** Uncached read, used by the cached wrapper and by tests. */
export async function readTenantSite(slug: string): Promise<TenantSite | null> {
  if (!isTenantSlug(slug)) return null
  const db = await getDb()
  const tenant = await getTenantBySlug(db, { slug })
  if (!tenant) return null
  const [settings, footer, types] = await Promise.all([
    getTenantSettings(db, { tenantId: tenant.id }),
    getTenantFooter(db, { tenantId: tenant.id }),
    listVisibleCourseTypes(db, { tenantId: tenant.id }),
  ])
  if (!settings) return null
  const { tenantId, updatedAt, ...fields } = settings
  void [tenantId, updatedAt] // row keys, not settings
  const common: CommonSetting = { tenancyName: tenant.slug, qiNiuUrl: publicBaseUrl(), ...fields }
  return {
    tenantId: tenant.id,
    slug: tenant.slug,
    state: tenant.state,
    available: tenant.state !== TENANT_STATE.inactive,
    settings: common,
    features: siteFeatures(common),
    header: {
      tenantLogoUrl: common.tenantLogoUrl,
      tenantName: common.tenantName,
      homeCourseTypeDtos: buildCourseTypeTree(types),
      tenantMQUrl: footer?.tenantMQUrl ?? '',
      tenantUrlSetting: {
        aboutUsUrl: footer?.aboutUsUrl ?? '',
        aboutPlatform: footer?.aboutPlatform ?? '',
        aboutBjqit: footer?.aboutBjqit ?? '',
      },
      recordNumber: footer?.recordNumber ?? '',
      copyright: footer?.copyright ?? '',
    },
  }
}

/** The cached read. Settings change rarely and ClearCache drops the entry at once. */
export async function getTenantSite(slug: string): Promise<TenantSite | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  return readTenantSite(slug)
}
