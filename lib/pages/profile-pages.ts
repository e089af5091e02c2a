// /editnickname, /editpersonalProfile, /clipic, /SecurityOptionsPersonal and the company centre's pages on both devices: one model each — the tenant (404), the title, and
// private metadata; the forms load the account on the client.
import 'server-only'
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'

export type ProfilePageProps = TenantProps

export function profilePage(title: string) {
  const load = async ({ params }: ProfilePageProps): Promise<{ site: TenantSite; title: string }> => ({
    site: await siteOr404((await params).tenant),
    title,
  })
  const metadata = async (props: ProfilePageProps): Promise<Metadata> => {
    await load(props)
    return privatePageMetadata(title)
  }
  return { load, metadata }
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
export const thirdLoginPage = profilePage('第三方登录')
