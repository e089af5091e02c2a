// A page that shows the tenant and a title and stays out of search: the QQ and WeChat sign-in pages here (cached or per
// request), and — with their prefetch — the personal and company centres' pages (lib/pages/centre-pages.ts, kept apart
// so these public pages never import the signed-in pages' prefetch).
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { pageModel } from './page-model'
import { privatePageMetadata, siteOr404, type TenantProps, type TenantQueryProps } from './tenant-page'

type ProfilePageProps = TenantProps

export function profilePage(title: string) {
  const load = async ({ params }: ProfilePageProps): Promise<{ site: TenantSite; title: string }> => ({
    site: await siteOr404((await params).tenant),
    title,
  })
  return pageModel(load, async (props: ProfilePageProps): Promise<Metadata> => {
    await load(props)
    return privatePageMetadata(title)
  })
}

export const qqLoginPage = profilePage('QQ登录')
export const weChatLoginPage = profilePage('微信登录')

/** /LoginByThird?type=qq|wechat: the family the provider came back from (anything but qq is WeChat's). */
const thirdLogin = profilePage('第三方登录')
export const thirdLoginPage = pageModel(async (props: TenantQueryProps) => {
  const [model, query] = await Promise.all([thirdLogin.load(props), props.searchParams])
  return { ...model, family: query.type === 'qq' ? ('qq' as const) : ('wechat' as const) }
}, thirdLogin.metadata)
