// The company centre's choices, limits and Chinese messages, zod-free so the forms check what the API checks.
import type { MessageType } from './account-nav'
import { normalizePostText, textLength as chars } from './discussion-rules'
import { controlCharMessage } from './plain-text'

/** 所属行业: the trades a Chinese B2B sign-up asks for (an empty value = not yet filled in). */
export const INDUSTRIES = [
  '互联网/IT',
  '电子/通信',
  '金融/银行/保险',
  '制造业',
  '教育/培训',
  '医疗/健康',
  '零售/消费品',
  '房地产/建筑',
  '能源/化工',
  '交通/物流',
  '文化/传媒',
  '专业服务/咨询',
  '政府/事业单位',
  '其他',
] as const

/** 企业规模, in the bands recruiting and training sites use. */
export const COMPANY_SIZES = ['1-49人', '50-99人', '100-499人', '500-999人', '1000-4999人', '5000人及以上'] as const

export const COMPANY_LIMITS = {
  companyNameMin: 2,
  companyName: 50,
  contactName: 20,
  info: 500,
  nameInCompany: 20,
  department: 20,
} as const

/** The most VIP seats the tenant's operator may grant one company (a typo of 1e9 should not read as "unlimited"). */
export const VIP_SEATS_MAX = 10000

/** How invitations show (docs/spec.md §4 names 'refused'; the rest are ours). */
export const INVITE_STATUS_TEXT = {
  pending: '待接受',
  accepted: '已接受',
  refused: '已拒绝',
  cancelled: '已取消',
} as const
export type InviteStatusName = keyof typeof INVITE_STATUS_TEXT

/** A browser event after an invitation was answered, so an open /Business (and the bell) read again. */
export const MEMBERSHIP_CHANGED_EVENT = 'membership-changed'

/** Messages about membership are 企业消息. */
export const COMPANY_MESSAGE_TYPE: MessageType = 1

/** Staff and invitation lists: pages of 10 (a company scans names, and the dialog stays in view). */
export const STAFF_PAGE_SIZE = 10

export const COMPANY_MSG = {
  companyNameSensitive: '企业名称包含敏感词，请修改',
  contactNameSensitive: '联系人包含敏感词，请修改',
  infoSensitive: '企业简介包含敏感词，请修改',
  nameInCompanySensitive: '员工姓名包含敏感词，请修改',
  departmentSensitive: '部门包含敏感词，请修改',
  industryBad: '请选择所属行业',
  sizeBad: '请选择企业规模',
  logoBad: 'Logo地址无效，请重新上传',
  logoMissing: 'Logo图片不存在，请重新上传',
  alreadyStaff: '该手机号已是本企业员工',
  alreadyInvited: '已向该手机号发出邀请，请等待对方处理',
  inviteGone: '邀请不存在或已失效',
  inviteNotPending: '该邀请已处理，无法再次操作',
  staffGone: '该员工不在本企业',
  alreadyVip: '该员工已是VIP学员',
  notVip: '该员工不是VIP学员',
  notInCompany: '您尚未加入企业',
  companyPhoneSame: '新联系电话不能与原联系电话相同',
  notCertified: '企业尚未通过认证，暂不能设置VIP学员，请联系平台开通',
  companyGone: '企业不存在',
  vipSeatsBad: `VIP名额须为0–${VIP_SEATS_MAX}之间的整数`,
} as const

/** SetVipUser at the quota: how many seats are taken of how many (the tenant's operator grants more). */
export function vipSeatsFull(used: number, seats: number): string {
  return `VIP名额已用完（${used}/${seats}），请联系平台增加名额`
}

/** The operator may not take away seats VIP staff hold: the company first ends some VIPs (KickVipUser). */
export function vipSeatsBelowUsed(used: number): string {
  return `该企业现有${used}名VIP学员，VIP名额不能少于${used}；请先由企业取消部分VIP学员`
}

/** Accepting while already a member: the learner is told which company and what to do. */
export function alreadyInCompany(companyName: string): string {
  return `您已加入企业「${companyName}」，如需加入新企业，请先退出当前企业`
}

/** docs/spec.md §8: the popup's success text. */
export function joinedText(companyName: string): string {
  return `恭喜您！成功加入${companyName}`
}

const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/

/** One-line company texts: trimmed, within limits, no control characters. `min` 0 = may be empty. */
function lineRule(label: string, max: number, min = 0) {
  return (raw: string): string => {
    const value = raw.trim()
    if (min > 0 && chars(value) === 0) return `请输入${label}`
    if (chars(value) < min) return `${label}至少${min}个字`
    if (chars(value) > max) return `${label}不能超过${max}个字`
    return ANY_CONTROL.test(value) ? controlCharMessage(label) : ''
  }
}

export const checkCompanyFullName = lineRule('企业名称', COMPANY_LIMITS.companyName, COMPANY_LIMITS.companyNameMin)
export const checkContactName = lineRule('联系人', COMPANY_LIMITS.contactName)
export const checkNameInCompany = lineRule('员工姓名', COMPANY_LIMITS.nameInCompany, 2)
/** 部门 is optional: empty means not filed under one (stored as null). */
export const checkDepartment = lineRule('部门', COMPANY_LIMITS.department)

/** 企业简介 keeps its line breaks (normalised as a post is); at most 500 characters. */
export function checkCompanyInfo(raw: string): string {
  const value = normalizePostText(raw)
  if (chars(value) > COMPANY_LIMITS.info) return `企业简介不能超过${COMPANY_LIMITS.info}个字`
  return CONTROL_BUT_LF.test(value) ? controlCharMessage('企业简介') : ''
}
