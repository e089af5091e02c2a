// /accountForgot?isCompany=0|1 for both variants: which reset, the company-accounts switch, noindex.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { firstValue, type QueryParams } from '@/lib/catalogue/route-params'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'

export type AccountForgotProps = TenantQueryProps

export interface AccountForgotModel {
  site: TenantSite
  isCompany: boolean
}

/** The spec's page title (Account Center) for both kinds of reset. */
const ACCOUNT_FORGOT_TITLE = '账户中心'

/** Only `1` means the company reset; anything else (absent, `0`, junk) is the personal one. */
export function isCompanyReset(query: QueryParams): boolean {
  return firstValue(query.isCompany) === '1'
}

/** Loads what both variants show; 404 for an unknown tenant, or the company reset while company accounts are off. */
export async function loadAccountForgot({ params, searchParams }: AccountForgotProps): Promise<AccountForgotModel> {
  const [{ tenant }, query] = await Promise.all([params, searchParams])
  const site = await siteOr404(tenant)
  const isCompany = isCompanyReset(query)
  if (isCompany && !site.features.companyAccounts) notFound()
  return { site, isCompany }
}

export async function accountForgotMetadata(props: AccountForgotProps): Promise<Metadata> {
  await loadAccountForgot(props)
  return privatePageMetadata(ACCOUNT_FORGOT_TITLE)
}

export const accountForgotPage = pageModel(loadAccountForgot, accountForgotMetadata)
