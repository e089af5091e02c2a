// A tenant as pages and services see it: its settings as the API names them, plus plainly named feature flags.
import type { CommonSetting, HomeHeaderAndBottom } from './schemas/tenant'

/**
 * The spec's `isHide*` switches read inverted (true = shown; `isHideCompanyRegAndLogin` true = company accounts on).
 * They are mapped once, here, so the rest of the code reads what it means; the API keeps the spec's names.
 */
export interface SiteFeatures {
  /** 更多讲师 menu and the /teacherlist, /teacher/{id} pages (isHideMenuTeacher). */
  showTeacherMenu: boolean
  /** 更多专题 menu and the /thematiclist, /thematic/{id} pages (isHideMenuMoreSpecial). */
  showTopicMenu: boolean
  /** Gold lecturers on the home page (isHideGoldTeacher). */
  showGoldTeachers: boolean
  /** Selected topics on the home page (isHideSelectedSpecial). */
  showSelectedTopics: boolean
  /** Company login and registration, the company tab and the 登录/注册 label (isHideCompanyRegAndLogin). */
  companyAccounts: boolean
  /** QQ login icon (isHideLoginByQQ). */
  qqLogin: boolean
  /** WeChat login icon (isHideLoginByWechat). */
  weChatLogin: boolean
  /** The follow-us QR image in the desktop footer (isHideBottom). */
  showFollowQr: boolean
  /** Platform service tab and /join (isOpenPlatformService). */
  platformService: boolean
}

export type FeatureSwitches = Pick<
  CommonSetting,
  | 'isHideMenuTeacher'
  | 'isHideMenuMoreSpecial'
  | 'isHideGoldTeacher'
  | 'isHideSelectedSpecial'
  | 'isHideCompanyRegAndLogin'
  | 'isHideLoginByQQ'
  | 'isHideLoginByWechat'
  | 'isHideBottom'
  | 'isOpenPlatformService'
>

/** The one place the inverted switches are interpreted; anything but an explicit true is off. */
export function siteFeatures(s: FeatureSwitches): SiteFeatures {
  return {
    showTeacherMenu: s.isHideMenuTeacher === true,
    showTopicMenu: s.isHideMenuMoreSpecial === true,
    showGoldTeachers: s.isHideGoldTeacher === true,
    showSelectedTopics: s.isHideSelectedSpecial === true,
    companyAccounts: s.isHideCompanyRegAndLogin === true,
    qqLogin: s.isHideLoginByQQ === true,
    weChatLogin: s.isHideLoginByWechat === true,
    showFollowQr: s.isHideBottom === true,
    platformService: s.isOpenPlatformService === true,
  }
}

/** No feature on: what a page sees before settings arrive or for an unknown tenant. */
export const NO_FEATURES: SiteFeatures = siteFeatures({} as FeatureSwitches)

export interface TenantSite {
  tenantId: number
  slug: string
  state: number
  available: boolean
  settings: CommonSetting
  features: SiteFeatures
  header: HomeHeaderAndBottom
}
