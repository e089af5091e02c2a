// What the account pages' models share: the tenant or a 404, their props, and the metadata of pages kept out of search.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { QueryParams } from '@/lib/catalogue/route-params'
import type { TenantSite } from '@/lib/contract/site'
import { getTenantSite } from '@/lib/services/tenant-site'

export type TenantProps = { params: Promise<{ tenant: string }> }
export type TenantQueryProps = TenantProps & { searchParams: Promise<QueryParams> }

// Keyed by the slug so generateMetadata and the page share one read per request.
const readSite = cache((slug: string) => getTenantSite(slug))

/** The tenant of the route, or a 404 for a slug that names none (an unavailable tenant gets the layout's 403). */
export async function siteOr404(slug: string): Promise<TenantSite> {
  return (await readSite(slug)) ?? notFound()
}

/**
 * Sign-in, reset and registration forms are no search result on either device; without a canonical, a
 * `?redirect=` copy cannot compete, and the layout's share card (tenant name and logo) stays.
 */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: true } }
}

/**
 * A record id from the query (`?id=12`): a number, or null for anything else. The view and the server's prefetch both
 * take it from here, so the query's key holds the same number on both sides (lib/query/page-inputs.ts).
 */
export function idFromQuery(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null
}
