// /consultation (我的咨询) on both devices: the platform-service switch (off → 404, like /join), private metadata, and
// the first screen — the account's first page of requests, or with `?id=` that one request — prefetched for a signed-in
// visitor. Kept apart from lib/pages/consultation.ts so the cached /join and /toconsult never import the prefetch.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { consultationsInput } from '@/lib/query/page-inputs'
import { loadJoin } from './consultation'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'
import { idFromQuery, privatePageMetadata, type TenantQueryProps } from './tenant-page'

async function loadConsultation(
  props: TenantQueryProps,
): Promise<{ site: TenantSite; id: number | null; prefetch: PagePrefetch[] }> {
  const [{ site }, query] = await Promise.all([loadJoin(props), props.searchParams])
  const id = idFromQuery(query.id)
  return {
    site,
    id,
    prefetch: [
      id === null
        ? prefetch('Consultation', 'GetMyRequests', consultationsInput())
        : prefetch('Consultation', 'GetRequest', { id }),
    ],
  }
}

async function consultationMetadata(props: TenantQueryProps): Promise<Metadata> {
  await loadJoin(props)
  return privatePageMetadata('我的咨询')
}

export const consultationPage = prefetchedPage(pageModel(loadConsultation, consultationMetadata))
