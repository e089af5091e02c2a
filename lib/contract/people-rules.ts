// 学员与企业 in the console (issue 32): who may do what, the states' words and the refusals — zod-free, so the screens
// and the server say the same thing.
import type { OperatorRole } from './operator-roles'

/** Who reads learners: not 运营, whose work (courses, campaigns) needs no one's personal data (PIPL: least access). */
export const LEARNER_READERS: readonly OperatorRole[] = ['admin', 'support', 'readonly']
/** Who reads the company accounts: 运营 too, who addresses companies (campaigns, announcements). */
export const COMPANY_READERS: readonly OperatorRole[] = ['admin', 'operations', 'support', 'readonly']
/** Who sees a phone whole: everyone else reads 138****1234. */
export const FULL_PHONE_ROLES: readonly OperatorRole[] = ['admin']
/** 强制下线: 客服 too, for the caller whose phone was lost or account misused. */
export const SESSION_ENDERS: readonly OperatorRole[] = ['admin', 'support']
/** 禁用/启用, 导出个人信息, 删除账号: 管理员 only. */
export const PEOPLE_ADMINS: readonly OperatorRole[] = ['admin']

export const LEARNER_STATES = ['active', 'disabled', 'anonymised'] as const
export type LearnerState = (typeof LEARNER_STATES)[number]
export const LEARNER_STATE_LABELS: Record<LearnerState, string> = {
  active: '正常',
  disabled: '已禁用',
  anonymised: '已注销',
}

export const COMPANY_STATES = ['active', 'disabled'] as const
export const COMPANY_STATE_LABELS = { active: '正常', disabled: '已禁用' } as const

/** How an anonymised account is named wherever its old posts are shown. */
export const ANONYMISED_NICKNAME = '已注销用户'

export const PEOPLE_MSG = {
  learnerMissing: '学员不存在',
  companyMissing: '企业不存在',
  anonymised: '该账号已注销（匿名化），不能再操作',
  confirmMismatch: '输入的手机号后4位不正确',
  confirmBad: '请输入该学员手机号的后4位',
} as const

/** What makes an enrolment: the words for its source. */
export const ENROLMENT_SOURCE_LABELS: Record<string, string> = {
  free: '免费课程',
  vip: '企业VIP',
  voucher: '课程兑换券',
  assigned: '企业指派',
  purchased: '购买课程',
}

/** Credited seconds as the console shows them: `1.5 小时`, or minutes under an hour. */
export function creditedHours(seconds: number): string {
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分钟`
  return `${(seconds / 3600).toFixed(1)} 小时`
}

/** A browser's user agent in a few words: 「Windows · Chrome」, 「iPhone · 微信」. */
export function deviceOf(userAgent: string): string {
  const ua = userAgent || ''
  const os = /iPhone|iPad/.test(ua)
    ? /iPad/.test(ua)
      ? 'iPad'
      : 'iPhone'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : ''
  const app = /MicroMessenger/.test(ua)
    ? '微信'
    : /QQ\//.test(ua)
      ? 'QQ'
      : /Edg\//.test(ua)
        ? 'Edge'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Firefox\//.test(ua)
            ? 'Firefox'
            : /Safari\//.test(ua)
              ? 'Safari'
              : ''
  const parts = [os, app].filter(Boolean)
  return parts.length ? parts.join(' · ') : ua ? ua.slice(0, 40) : '未知设备'
}
