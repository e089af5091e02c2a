// Inputs and results of the company centre calls (FrontCompany info/logo/phone, CompanyInviteUser, FrontUser/ExitCompany).
import { z } from 'zod'
import { normalizePostText } from '../discussion-rules'
import { id } from '../fields'
import {
  checkCompanyFullName,
  checkCompanyInfo,
  checkContactName,
  checkDepartment,
  checkNameInCompany,
  COMPANY_MSG,
  COMPANY_SIZES,
  INDUSTRIES,
  INVITE_STATUS_TEXT,
  VIP_SEATS_MAX,
  type InviteStatusName,
} from '../company-rules'
import { phone } from './account'
import { pagedInput } from './catalogue'
import { ruled } from './profile'
import { keyOrLabel, optionsOf } from './labelled-choice'

const trimmed = (v: string) => v.trim()
const absentAsEmpty = (v: unknown) => (v === undefined || v === null ? '' : v)
/** One of the listed choices, or empty (not filled in yet). */
const choice = (list: readonly string[], message: string, title: string) =>
  z
    .preprocess(
      absentAsEmpty,
      z
        .string({ error: message })
        .trim()
        .refine((v) => v === '' || list.includes(v), { error: message }),
    )
    .meta({ title, enum: ['', ...list] })

export const updateCompanyInfoInput = z.object({
  companyName: ruled('企业名称', checkCompanyFullName, trimmed),
  contactName: z.preprocess(absentAsEmpty, ruled('联系人', checkContactName, trimmed)),
  industry: choice(INDUSTRIES, COMPANY_MSG.industryBad, '所属行业'),
  companySize: choice(COMPANY_SIZES, COMPANY_MSG.sizeBad, '企业规模'),
  // Lines, like the personal introduction: the dispatcher's control-character check passes each line, the handler joins them.
  info: z.preprocess(
    absentAsEmpty,
    ruled('企业简介', checkCompanyInfo, normalizePostText).transform((v) => v.split('\n')),
  ),
})

export const changeCompanyLogoInput = z.object({
  logoUrl: z
    .string({ error: (iss) => (iss.input === undefined ? '请先上传Logo' : COMPANY_MSG.logoBad) })
    .trim()
    .min(1, { error: '请先上传Logo' })
    .max(512, { error: COMPANY_MSG.logoBad })
    .meta({ title: 'Logo地址' }),
})

/** 部门: optional; absent, empty or blank is null (no 部门), so the name never has to carry it. */
const department = z
  .preprocess(absentAsEmpty, ruled('部门', checkDepartment, trimmed))
  .transform((v) => v || null)
  .meta({ title: '部门' })

export const createInviteInput = z.object({
  PhoneNumber: phone,
  userInCompanyName: ruled('员工姓名', checkNameInCompany, trimmed),
  department,
})

export const inviteIdInput = z.object({ id: id('邀请编号') })
export const staffIdInput = z.object({ userId: id('员工编号') })
export const staffDepartmentInput = z.object({ userId: id('员工编号'), department })

const fromQuery = (v: unknown) =>
  v === undefined || v === null || v === ''
    ? undefined
    : typeof v === 'string' && /^\d+$/.test(v.trim())
      ? Number(v)
      : v
const page = z
  .preprocess(
    fromQuery,
    z
      .number({ error: '页码格式不正确' })
      .int({ error: '页码格式不正确' })
      .min(1, { error: '页码格式不正确' })
      .max(10000, { error: '页码格式不正确' })
      .optional()
      .default(1),
  )
  .meta({ title: '页码' })

export const staffListInput = z.object({
  /** Name in the company, nickname or phone digits. */
  keyword: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: '搜索内容格式不正确' }).trim().max(20, { error: '搜索内容不能超过20个字符' }).optional(),
  ),
  page,
})

export const inviteListInput = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    keyOrLabel(optionsOf(INVITE_STATUS_TEXT), '邀请状态', '邀请状态不正确').optional(),
  ),
  page,
})

/** CheckCompanyInviteByUser: the phone is optional and, when given, must be the caller's own. */
export const checkInviteInput = z.object({
  phonenumber: z.preprocess((v) => (v === '' || v === null ? undefined : v), phone.optional()),
  PhoneNumber: z.preprocess((v) => (v === '' || v === null ? undefined : v), phone.optional()),
})

// ---- CompanyOperator (the tenant's side: 企业认证 and VIP seats) ----

const certifiedFilter = z.preprocess(
  (v) =>
    v === '' || v === null || v === undefined
      ? undefined
      : v === 'true' || v === true
        ? true
        : v === 'false' || v === false
          ? false
          : v,
  z.boolean({ error: 'certified 须为 true 或 false' }).optional(),
)
export const operatorCompaniesInput = pagedInput.extend({
  /** Only certified (true) or uncertified (false) companies; absent: all. */
  certified: certifiedFilter.meta({ title: '是否已认证' }),
  /** Company name or login name. */
  keyword: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: '搜索内容格式不正确' }).trim().max(50, { error: '搜索内容不能超过50个字符' }).optional(),
  ),
})
export const operatorCertifyInput = z.object({
  companyId: id('企业编号'),
  certified: z.boolean({ error: 'certified 须为 true（通过认证）或 false（取消认证）' }).meta({ title: '是否认证' }),
})
export const operatorVipSeatsInput = z.object({
  companyId: id('企业编号'),
  vipSeats: z
    .number({ error: COMPANY_MSG.vipSeatsBad })
    .int({ error: COMPANY_MSG.vipSeatsBad })
    .min(0, { error: COMPANY_MSG.vipSeatsBad })
    .max(VIP_SEATS_MAX, { error: COMPANY_MSG.vipSeatsBad })
    .meta({ title: 'VIP名额' }),
})

/** A company as the tenant's operator sees it: who, how to reach them, certification and seats. */
export interface OperatorCompany {
  id: number
  userName: string
  companyName: string
  contactName: string
  phoneNumber: string
  disabled: boolean
  isCertified: boolean
  certifiedAt: string | null
  vipSeats: number
  vipCount: number
  staffCount: number
  createdAt: string
}

export interface CompanyInfo {
  id: number
  userName: string
  companyName: string
  logoUrl: string
  phoneNumber: string
  contactName: string
  industry: string
  companySize: string
  info: string
  staffCount: number
  vipCount: number
  pendingInviteCount: number
  /** 企业认证 by the tenant: only then do VIP staff learn paid courses. */
  isCertified: boolean
  certifiedAt: string | null
  /** VIP seats the tenant granted; vipCount never exceeds it through SetVipUser. */
  vipSeats: number
}

/** docs/spec.md §3 Company invitation: id, companyName, inviteDate, userInCompanyName (+ status for the lists). */
export interface CompanyInvitation {
  id: number
  companyName: string
  companyLogo: string
  inviteDate: string
  userInCompanyName: string
  status: InviteStatusName
  statusText: string
}

export interface CompanyInviteRow {
  id: number
  phoneNumber: string
  userInCompanyName: string
  department: string | null
  status: InviteStatusName
  statusText: string
  isRead: boolean
  inviteDate: string
  answeredAt: string | null
}

export interface StaffRow {
  userId: number
  userInCompanyName: string
  /** 部门 as the company filed the member; null when none. */
  department: string | null
  nickname: string
  phoneNumber: string
  userLogo: string
  isThirdHeadImg: boolean
  isVip: boolean
  joinedAt: string
}

export interface Paged<T> {
  items: T[]
  totalCount: number
  page: number
  pageSize: number
}

/** InviteUserAccept's answer: the company joined and the name the session should now show (docs/spec.md §4). */
export interface AcceptResult {
  companyName: string
  userName: string
  message: string
}
