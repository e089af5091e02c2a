// The personal and company centres' own pages on both devices (/editnickname, /editpersonalProfile, /clipic,
// /SecurityOptionsPersonal, /Business, /AccountAssociation; /editBusiness, /SecurityOptions): the tenant (404), the
// title, private metadata, and what the first screen shows besides the profile, prefetched for a signed-in visitor.
import 'server-only'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'
import { profilePage } from './profile-pages'

/** 我的企业: the company comes with the profile; the invitations the learner received. */
export const businessPrefetch = (): PagePrefetch[] => [prefetch('CompanyInviteUser', 'GetCompanyInviteByLoginUser')]
/** 账号关联: the QQ and WeChat bindings. */
export const associationPrefetch = (): PagePrefetch[] => [prefetch('FrontUser', 'GetThirdAccounts')]
/** 企业资料 and 安全设置: the company's own record. */
export const companyInfoPrefetch = (): PagePrefetch[] => [prefetch('FrontCompany', 'GetCompanyInfoByLogin')]

/** A centre page whose first screen needs `calls` (none: the profile alone, which every signed-in page brings). */
function centrePage(title: string, calls: () => PagePrefetch[] = () => []) {
  const page = profilePage(title)
  return prefetchedPage(pageModel(async (props) => ({ ...(await page.load(props)), prefetch: calls() }), page.metadata))
}

export const editNicknamePage = centrePage('修改昵称')
export const editIntroductionPage = centrePage('个人简介')
export const clipicPage = centrePage('修改头像')
export const securityPage = centrePage('账号安全')
export const businessPage = centrePage('我的企业', businessPrefetch)
export const associationPage = centrePage('账号关联', associationPrefetch)
export const editBusinessPage = centrePage('企业资料', companyInfoPrefetch)
export const companySecurityPage = centrePage('安全设置', companyInfoPrefetch)
