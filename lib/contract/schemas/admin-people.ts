// 学员与企业 in the console (issue 32): the lists' filters, the account actions' inputs, and what the screens draw.
import { z } from 'zod'
import { id, optionalText } from '../fields'
import { COMPANY_STATES, LEARNER_STATES, PEOPLE_MSG, type LearnerState } from '../people-rules'
import { page, pageSize } from './admin'

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(values, { error: `${label}格式不正确` })
      .optional()
      .meta({ title: label }),
  )

export const learnerListInput = z.object({
  page,
  pageSize,
  /** A phone (whole for roles that see masked phones), a nickname or a company's name. */
  keyword: optionalText('关键词', 30),
  state: choice(LEARNER_STATES, '状态'),
})
export const learnerIdInput = z.object({ id: id('学员') })
/**
 * The state to set: 'active' (启用) or 'disabled' (禁用). An enum whose first value is the harmless one, so a generated
 * "valid" input (the fuzz and isolation suites') enables, never disables, a seeded account.
 */
const accountState = z.enum(['active', 'disabled'], { error: '状态格式不正确' }).meta({ title: '状态' })
export const learnerStateInput = z.object({ id: id('学员'), state: accountState })
/** 删除账号 is irreversible: the administrator types the phone's last four digits. */
export const learnerDeleteInput = z.object({
  id: id('学员'),
  confirmDigits: z
    .string({ error: PEOPLE_MSG.confirmBad })
    .trim()
    .regex(/^\d{4}$/, { error: PEOPLE_MSG.confirmBad })
    .meta({ title: '手机号后4位' }),
})

export const companyListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('关键词', 30),
  state: choice(COMPANY_STATES, '状态'),
  certified: choice(['yes', 'no'] as const, '认证状态'),
})
export const companyStateInput = z.object({ id: id('企业'), state: accountState })

/** @public One learner in the list. `phone` is masked (138****1234) unless the role sees it whole. */
export interface LearnerRow {
  id: number
  phone: string
  nickname: string
  companyName: string | null
  courseCount: number
  creditedSeconds: number
  createdAt: string
  /** The last request of any of its sessions (to five minutes), or null. */
  lastSeenAt: string | null
  activeSessions: number
  state: LearnerState
}

/** @public */
export interface LearnerPage {
  totalCount: number
  items: LearnerRow[]
  phoneMasked: boolean
}

/** @public A company the learner is in now, or was in (an accepted invitation of a company they have left). */
export interface LearnerCompany {
  companyId: number
  companyName: string
  current: boolean
  nameInCompany: string
  department: string | null
  isVip: boolean
  /** VIP that opens paid courses now: the company is certified and enabled. */
  vipActive: boolean
  joinedAt: string | null
}

/** @public */
export interface LearnerEnrolment {
  courseId: number
  title: string
  source: string
  enrolledAt: string
  lastLearnedAt: string | null
  completedAt: string | null
  percent: number
  creditedSeconds: number
}

/** @public A live session: where and when, never its token. */
export interface LearnerSession {
  device: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

/** @public */
export interface LearnerDetail {
  id: number
  phone: string
  phoneMasked: boolean
  nickname: string
  introduction: string
  avatarUrl: string
  hasPassword: boolean
  state: LearnerState
  createdAt: string
  anonymisedAt: string | null
  agreedAt: string | null
  agreedVersion: string | null
  identities: { provider: string; nickname: string; boundAt: string }[]
  companies: LearnerCompany[]
  enrolments: LearnerEnrolment[]
  /** What an anonymised account keeps: hours per course. */
  keptHours: { courseId: number; title: string; creditedSeconds: number; completed: boolean }[]
  creditedSeconds: number
  sessions: LearnerSession[]
}

/** @public One company account in the console's list. */
export interface CompanyRow {
  id: number
  companyName: string
  loginName: string
  contactName: string
  contactPhone: string
  staffCount: number
  vipUsed: number
  vipSeats: number
  openInvites: number
  certifiedAt: string | null
  disabled: boolean
  createdAt: string
}

/** @public */
export interface CompanyPage {
  totalCount: number
  items: CompanyRow[]
  phoneMasked: boolean
}
