// Mobile /loginEntrance (docs/spec.md §2): ?name titles it, ?locations is where to return; the links into /login, noindex.
import 'server-only'
import type { Metadata } from 'next'
import { firstValue, type QueryParams } from '@/lib/catalogue/route-params'
import type { TenantSite } from '@/lib/contract/site'
import { ROUTE_TITLES } from '@/lib/route-titles'
import { matchRoute } from '@/lib/routes'

import { LOGIN_TITLE } from './login'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'

/** The route's own title, for a login entry that names where it leads. */
const titleOf = (path: string) => {
  const entry = matchRoute(path)?.entry
  return entry ? ROUTE_TITLES[entry.name] : ''
}

export type LoginEntranceProps = TenantQueryProps

export interface EntranceLinks {
  /** The page the visitor wanted, '' when unknown. */
  wanted: string
  loginHref: string
  /** Null while company accounts are off. */
  companyLoginHref: string | null
}

export interface LoginEntranceModel extends EntranceLinks {
  site: TenantSite
}

/** /login with the tab and return path; ?byqq belongs to the social-login flow and is read there. */
export function loginHref(locations: string, company: boolean): string {
  const query = new URLSearchParams()
  if (company) query.set('tab', 'company')
  if (locations) query.set('redirect', locations)
  const text = query.toString()
  return text ? `/login?${text}` : '/login'
}

export function entranceLinks(query: QueryParams, companyAccounts: boolean): EntranceLinks {
  const locations = firstValue(query.locations) ?? ''
  // The login guard sends only the path; the route table names the page the visitor wanted.
  const wanted = (firstValue(query.name) ?? '').trim() || (locations ? titleOf(locations) : '')
  return {
    wanted,
    loginHref: loginHref(locations, false),
    companyLoginHref: companyAccounts ? loginHref(locations, true) : null,
  }
}

/** Loads what the page shows; 404 for an unknown tenant. */
export async function loadLoginEntrance({ params, searchParams }: LoginEntranceProps): Promise<LoginEntranceModel> {
  const [{ tenant }, query] = await Promise.all([params, searchParams])
  const site = await siteOr404(tenant)
  return { site, ...entranceLinks(query, site.features.companyAccounts) }
}

export async function loginEntranceMetadata(props: LoginEntranceProps): Promise<Metadata> {
  await loadLoginEntrance(props)
  return privatePageMetadata(LOGIN_TITLE)
}

export const loginEntrancePage = pageModel(loadLoginEntrance, loginEntranceMetadata)
