// Inputs and results of the tenant console's calls (issue 28): operators sign in with a password and a second factor,
// and act by role. The browser forms check with these same schemas.
import { z } from 'zod'
import { flag, id, optionalText, text } from '../fields'
import { OPERATOR_ROLES, type OperatorRole } from '../operator-roles'
import { code, loginName, loginPassword, newLoginName, newPassword, phone } from './account'

const role = z.enum(OPERATOR_ROLES, { error: '请选择角色' }).meta({ title: '角色' })
/** A console table's page and page size, as its URL carries them. */
export const page = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: '页码格式不正确' })
    .int({ error: '页码格式不正确' })
    .min(1, { error: '页码格式不正确' })
    .max(10_000),
)
export const pageSize = z.preprocess(
  (v) => (v === undefined || v === '' ? 20 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: '每页条数格式不正确' }).int().min(1, { error: '每页条数格式不正确' }).max(100),
)
/** A day as the console's date filter sends it (YYYY-MM-DD, the tenant's zone). */
export const day = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: `${label}格式不正确` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式不正确` })
      .optional(),
  )

/** The challenge a password sign-in hands to its second step: opaque, short-lived, bound to one operator. */
const challenge = z
  .string({ error: '登录已失效，请重新输入密码' })
  .min(1, { error: '登录已失效，请重新输入密码' })
  .max(100, { error: '登录已失效，请重新输入密码' })

export const adminLoginInput = z.object({ loginName, password: loginPassword })
export const adminVerifyInput = z.object({ challenge, code, rememberBrowser: flag('记住此浏览器').default(false) })
export const adminResendInput = z.object({ challenge })
export const adminChangePasswordInput = z.object({ password: loginPassword, newPassword })

export const operatorListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('关键词', 30),
  role: z.preprocess((v) => (v === '' ? undefined : v), role.optional()),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['active', 'disabled']).optional()),
})
export const inviteOperatorInput = z.object({
  loginName: newLoginName,
  name: text('姓名', { max: 20 }),
  phone,
  role,
})
export const operatorRoleInput = z.object({ id: id('操作员'), role })
export const operatorDisabledInput = z.object({ id: id('操作员'), disabled: flag('停用') })
export const operatorIdInput = z.object({ id: id('操作员') })

export const auditListInput = z.object({
  page,
  pageSize,
  operatorId: z.preprocess((v) => (v === '' ? undefined : v), id('操作员').optional()),
  kind: optionalText('操作类型', 80),
  from: day('开始日期'),
  to: day('结束日期'),
})

/** The signed-in operator as the console shows it. */
export interface OperatorSelf {
  id: number
  loginName: string
  name: string
  role: OperatorRole
  /** The password was set by an administrator (invitation, reset): the console asks for a new one first. */
  mustChangePassword: boolean
  tenantName: string
  /** False while the platform has closed the tenant: the console reads, its writes are refused until it reopens. */
  tenantOpen: boolean
}

export type AdminLoginResult =
  | { status: 'signedIn'; operator: OperatorSelf }
  | {
      status: 'secondFactor'
      challenge: string
      maskedPhone: string
      resendAfterSeconds: number
      expireInSeconds: number
    }

export interface OperatorRow {
  id: number
  loginName: string
  name: string
  /** 138****0000: operators see each other's numbers masked. */
  maskedPhone: string
  role: OperatorRole
  disabled: boolean
  createdAt: string
  lastLoginAt: string | null
}

export interface AuditRow {
  id: number
  at: string
  operatorId: number | null
  /** Who acted: the operator's name (login name), or 集成密钥「…」 for the X-Operator-Key API. */
  actor: string
  ip: string
  /** Service/Method, e.g. AdminOperator/SetRole. */
  kind: string
  /** The method's one-line summary, e.g. 修改操作员角色. */
  kindLabel: string
  target: string
  before: unknown
  after: unknown
}

export const MUST_CHANGE_PASSWORD = '请先修改初始密码'
export const LAST_ADMIN = '至少保留一名启用的管理员'
export const NOT_YOURSELF = '不能停用或降级自己的账号，请让其他管理员操作'
export const OPERATOR_SIGNED_OUT = '登录已失效，请重新登录'
export const ROLE_REFUSED = '当前角色无权进行此操作'
