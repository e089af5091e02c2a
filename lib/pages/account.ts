// The personal centre: desktop /account?nav= (left navigation + one panel), phone /mine and /account (我的). Signed-in
// content loads on the client; the server decides the tenant (404), the panel from `nav`, and keeps it out of search.
import 'server-only'
import type { Metadata } from 'next'
import { accountNavEntry, type AccountNavEntry } from '@/lib/contract/account-nav'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantProps, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'

export type AccountProps = TenantProps
export type AccountQueryProps = TenantQueryProps

export interface AccountModel {
  site: TenantSite
}

/** The tab bar's name for the phone page (spec: /mine "Mine"), not the route table's 个人中心. */
export const ACCOUNT_TITLE = '我的'
export const DESKTOP_ACCOUNT_TITLE = '个人中心'

/** 404 for an unknown tenant, like every other page; the login guard handles visitors. */
export async function loadAccount({ params }: AccountProps): Promise<AccountModel> {
  return { site: await siteOr404((await params).tenant) }
}

export async function accountMetadata(props: AccountProps): Promise<Metadata> {
  await loadAccount(props)
  return privatePageMetadata(ACCOUNT_TITLE)
}

/** Desktop /account: the panel `nav` names (unknown or malformed → 个人资料). */
export async function loadDesktopAccount(props: AccountQueryProps): Promise<AccountModel & { entry: AccountNavEntry }> {
  const [model, query] = await Promise.all([loadAccount(props), props.searchParams])
  return { ...model, entry: accountNavEntry(query.nav) }
}

export async function desktopAccountMetadata(props: AccountQueryProps): Promise<Metadata> {
  const { entry } = await loadDesktopAccount(props)
  return privatePageMetadata(`${entry.label} - ${DESKTOP_ACCOUNT_TITLE}`)
}

/**
 * A phone that opens a shared `/account?nav=` link lands on the phone page for that panel; 个人资料, 我的企业 and no
 * nav at all are the 我的 page itself (null).
 */
export function mobileAccountTarget(entry: AccountNavEntry, hasNav: boolean): string | null {
  if (!hasNav) return null
  switch (entry.section) {
    case 'courses':
      return '/minecourse'
    case 'messages':
      return `/message?type=${entry.messageType}`
    case 'security':
      return '/SecurityOptionsPersonal'
    case 'association':
      return '/AccountAssociation'
    default:
      return null
  }
}

export async function loadMobileAccount(
  props: AccountQueryProps,
): Promise<AccountModel & { redirectTo: string | null }> {
  const [model, query] = await Promise.all([loadAccount(props), props.searchParams])
  return { ...model, redirectTo: mobileAccountTarget(accountNavEntry(query.nav), query.nav !== undefined) }
}

export const desktopAccountPage = pageModel(loadDesktopAccount, desktopAccountMetadata)
export const mobileAccountPage = pageModel(loadMobileAccount, accountMetadata)
/** Phone /mine (我的); a computer opening /mine goes on to /account. */
export const minePage = pageModel(loadAccount, accountMetadata)
