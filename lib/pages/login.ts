// /login for both variants: the tab and return path read from the query by one rule, noindex.
import 'server-only'
import type { Metadata } from 'next'
import { firstValue, type QueryParams } from '@/lib/catalogue/route-params'
import type { LoginTab } from '@/lib/routes'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'

export type LoginProps = TenantQueryProps

export interface LoginQuery {
  tab: LoginTab
  /** Raw `?redirect=` ('' when absent): the form checks it is same-site before following it. */
  redirect: string
}

export interface LoginModel extends LoginQuery {
  site: TenantSite
}

export const LOGIN_TITLE = '登录'

export function loginQuery(query: QueryParams): LoginQuery {
  return {
    tab: firstValue(query.tab) === 'company' ? 'company' : 'personal',
    redirect: firstValue(query.redirect) ?? '',
  }
}

/** Loads what both variants show; 404 for an unknown tenant. */
export async function loadLogin({ params, searchParams }: LoginProps): Promise<LoginModel> {
  const [{ tenant }, query] = await Promise.all([params, searchParams])
  return { site: await siteOr404(tenant), ...loginQuery(query) }
}

export async function loginMetadata(props: LoginProps): Promise<Metadata> {
  await loadLogin(props)
  return privatePageMetadata(LOGIN_TITLE)
}

export const loginPage = pageModel(loadLogin, loginMetadata)
