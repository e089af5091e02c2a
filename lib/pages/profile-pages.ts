// /editnickname, /editpersonalProfile, /clipic, /SecurityOptionsPersonal and the company centre's pages on both devices: one model each — the tenant (404), the title, and
// private metadata; the forms load the account on the client.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { pageModel } from './page-model'
import { privatePageMetadata, siteOr404, type TenantProps, type TenantQueryProps } from './tenant-page'

type ProfilePageProps = TenantProps

function profilePage(title: string) {
  const load = async ({ params }: ProfilePageProps): Promise<{ site: TenantSite; title: string }> => ({
    site: await siteOr404((await params).tenant),
    title,
  })
  return pageModel(load, async (props: ProfilePageProps): Promise<Metadata> => {
    await load(props)
    return privatePageMetadata(title)
  })
}

export const editNicknamePage = profilePage('修改昵称')
export const editIntroductionPage = profilePage('个人简介')
export const clipicPage = profilePage('修改头像')
export const securityPage = profilePage('账号安全')
export const businessPage = profilePage('我的企业')
export const editBusinessPage = profilePage('企业资料')
export const companySecurityPage = profilePage('安全设置')
export const associationPage = profilePage('账号关联')
export const qqLoginPage = profilePage('QQ登录')
export const weChatLoginPage = profilePage('微信登录')

/** /LoginByThird?type=qq|wechat: the family the provider came back from (anything but qq is WeChat's). */
const thirdLogin = profilePage('第三方登录')
export const thirdLoginPage = pageModel(async (props: TenantQueryProps) => {
  const [model, query] = await Promise.all([thirdLogin.load(props), props.searchParams])
  return { ...model, family: query.type === 'qq' ? ('qq' as const) : ('wechat' as const) }
}, thirdLogin.metadata)
