// Mobile /account ("我的"): signed-in content loads on the client; the server decides only the tenant and noindex.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'

export type AccountProps = TenantProps

export interface AccountModel {
  site: TenantSite
}

/** The tab bar's name for the page (spec: /mine "Mine"), not the route table's 个人中心. */
export const ACCOUNT_TITLE = '我的'

/** 404 for an unknown tenant, like every other page; the login guard handles visitors. */
export async function loadAccount({ params }: AccountProps): Promise<AccountModel> {
  return { site: await siteOr404((await params).tenant) }
}

export async function accountMetadata(props: AccountProps): Promise<Metadata> {
  await loadAccount(props)
  return privatePageMetadata(ACCOUNT_TITLE)
}
