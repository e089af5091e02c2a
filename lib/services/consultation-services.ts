// /api/services/app/Consultation/GetServices and the /join, /toconsult pages' cached read: the services the tenant
// offers for consultation beyond courses (the spec's 平台服务) (企业内训、咨询、测评…). Only with the platform-service switch on (docs/spec.md §6), like the pages.
import { cacheLife, cacheTag } from 'next/cache'
import { noInput } from '@/lib/contract/fields'
import type { PlatformServiceItem } from '@/lib/contract/schemas/consultation'
import type { Db } from '@/lib/db/client'
import { getDb } from '@/lib/db/client'
import { listPublishedServices } from '@/lib/db/queries/consultation'
import { openSite } from './consultation-view'
import { method } from './define'
import { getTenantSite, tenantTag } from './tenant-site'

async function readServices(db: Db, tenantId: number): Promise<PlatformServiceItem[]> {
  return (await listPublishedServices(db, { tenantId })).map((s) => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    summary: s.summary,
    description: s.description,
    audience: s.audience,
    steps: s.steps,
    deliverables: s.deliverables,
  }))
}

/** The pages' read, cached per tenant (tenant tag, so ClearCache drops it); null when the switch is off. */
export async function getPlatformServices(slug: string): Promise<PlatformServiceItem[] | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available || !site.features.platformService) return null
  return readServices(await getDb(), site.tenantId)
}

export const consultationServicesMethods = {
  /** The tenant's published services in their order; 404 when platform services are off. */
  GetServices: method({
    verb: 'GET',
    auth: 'anonymous',
    input: noInput,
    summary:
      '平台服务列表：[{ id, slug, name, summary, description, audience, steps, deliverables }]；未开通平台服务时 404',
    handler: (_input, ctx) => readServices(ctx.db, openSite(ctx).tenantId),
  }),
}
