// The company centre: desktop /corporate?nav= (left navigation + one panel), phone /corporate (the company's 我的) and
// /EnterprisePersonnel?tab=. The server decides the tenant (404), the panel, and keeps them out of search.
import 'server-only'
import type { Metadata } from 'next'
import { corporateNavEntry, type CorporateNavEntry } from '@/lib/contract/company-nav'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'

export type CorporateProps = TenantQueryProps

export const CORPORATE_TITLE = '企业中心'
export const PERSONNEL_TITLE = '员工管理'

async function load(props: CorporateProps) {
  const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
  return { site, query }
}

export async function loadDesktopCorporate(
  props: CorporateProps,
): Promise<{ site: TenantSite; entry: CorporateNavEntry }> {
  const { site, query } = await load(props)
  return { site, entry: corporateNavEntry(query.nav) }
}

export async function corporateMetadata(props: CorporateProps): Promise<Metadata> {
  const { entry } = await loadDesktopCorporate(props)
  return privatePageMetadata(`${entry.label} - ${CORPORATE_TITLE}`)
}

/** A phone opening a shared /corporate?nav= link lands on the phone page of that panel; no nav is the company's 我的. */
export function mobileCorporateTarget(entry: CorporateNavEntry, hasNav: boolean): string | null {
  if (!hasNav) return null
  switch (entry.section) {
    case 'info':
      return '/editBusiness'
    case 'staff':
      return '/EnterprisePersonnel'
    case 'invites':
      return '/EnterprisePersonnel?tab=invites'
    case 'messages':
      return `/message?type=${entry.messageType}`
    case 'security':
      return '/SecurityOptions'
  }
}

export async function loadMobileCorporate(
  props: CorporateProps,
): Promise<{ site: TenantSite; redirectTo: string | null }> {
  const { site, query } = await load(props)
  return { site, redirectTo: mobileCorporateTarget(corporateNavEntry(query.nav), query.nav !== undefined) }
}

/** /EnterprisePersonnel: 员工 (default) or 邀请记录 (`?tab=invites`). */
export async function loadPersonnel(props: CorporateProps): Promise<{ site: TenantSite; tab: 'staff' | 'invites' }> {
  const { site, query } = await load(props)
  return { site, tab: query.tab === 'invites' ? 'invites' : 'staff' }
}

export async function personnelMetadata(props: CorporateProps): Promise<Metadata> {
  await load(props)
  return privatePageMetadata(PERSONNEL_TITLE)
}

export const desktopCorporatePage = pageModel(loadDesktopCorporate, corporateMetadata)
export const mobileCorporatePage = pageModel(loadMobileCorporate, corporateMetadata)
export const personnelPage = pageModel(loadPersonnel, personnelMetadata)
