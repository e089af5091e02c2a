// The personal centre: desktop /account?nav= (left navigation + one panel), phone /mine and /account (我的). The server
// decides the tenant (404), the panel from `nav`, keeps it out of search, and prefetches the panel's first screen for a
// signed-in visitor (the phone's 我的 shows the profile alone, which every signed-in page brings).
import 'server-only'
import type { Metadata } from 'next'
import { accountNavEntry, type AccountNavEntry } from '@/lib/contract/account-nav'
import type { TenantSite } from '@/lib/contract/site'
import { associationPrefetch, businessPrefetch } from './centre-pages'
import { messageCenterPrefetch } from './message'
import { myCoursesPrefetch } from './my-courses'
import { privatePageMetadata, siteOr404, type TenantProps, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'
import { prefetchedPage, type PagePrefetch } from './prefetch'

export type AccountProps = TenantProps
export type AccountQueryProps = TenantQueryProps

export interface AccountModel {
  site: TenantSite
}

/** The tab bar's name for the phone page (spec: /mine "Mine"), not the route table's 个人中心. */
const ACCOUNT_TITLE = '我的'
const DESKTOP_ACCOUNT_TITLE = '个人中心'

/** 404 for an unknown tenant, like every other page; the login guard handles visitors. */
export async function loadAccount({ params }: AccountProps): Promise<AccountModel> {
  return { site: await siteOr404((await params).tenant) }
}

export async function accountMetadata(props: AccountProps): Promise<Metadata> {
  await loadAccount(props)
  return privatePageMetadata(ACCOUNT_TITLE)
}

/** What a panel's first screen shows besides the profile (个人资料 and 账号安全 show the profile alone). */
function panelPrefetch(entry: AccountNavEntry): PagePrefetch[] {
  switch (entry.section) {
    case 'courses':
      return myCoursesPrefetch()
    case 'company':
      return businessPrefetch()
    case 'messages':
      return messageCenterPrefetch(entry.messageType ?? 0)
    case 'association':
      return associationPrefetch()
    default:
      return []
  }
}

/** Desktop /account: the panel `nav` names (unknown or malformed → 个人资料). */
async function loadDesktopAccount(
  props: AccountQueryProps,
): Promise<AccountModel & { entry: AccountNavEntry; prefetch: PagePrefetch[] }> {
  const [model, query] = await Promise.all([loadAccount(props), props.searchParams])
  const entry = accountNavEntry(query.nav)
  return { ...model, entry, prefetch: panelPrefetch(entry) }
}

async function desktopAccountMetadata(props: AccountQueryProps): Promise<Metadata> {
  const { entry } = await loadDesktopAccount(props)
  return privatePageMetadata(`${entry.label} - ${DESKTOP_ACCOUNT_TITLE}`)
}

/**
 * A phone that opens a shared `/account?nav=` link lands on the phone page for that panel; 个人资料, 我的企业 and no
 * nav at all are the 我的 page itself (null).
 */
function mobileAccountTarget(entry: AccountNavEntry, hasNav: boolean): string | null {
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

async function loadMobileAccount(
  props: AccountQueryProps,
): Promise<AccountModel & { redirectTo: string | null; prefetch: PagePrefetch[] }> {
  const [model, query] = await Promise.all([loadAccount(props), props.searchParams])
  return {
    ...model,
    redirectTo: mobileAccountTarget(accountNavEntry(query.nav), query.nav !== undefined),
    prefetch: [],
  }
}

export const desktopAccountPage = prefetchedPage(pageModel(loadDesktopAccount, desktopAccountMetadata))
export const mobileAccountPage = prefetchedPage(pageModel(loadMobileAccount, accountMetadata))
/** Phone /mine (我的); a computer opening /mine goes on to /account. */
export const minePage = prefetchedPage(
  pageModel(async (props: AccountProps) => ({ ...(await loadAccount(props)), prefetch: [] }), accountMetadata),
)
