// The platform console's calls (issue 28, Deliver 1): the tenants with their counts, a new tenant with its first
// administrator, opening and closing one. The console's form checks with these same schemas.
import { z } from 'zod'
import { id, optionalText, text } from '../fields'
import { RESERVED_SLUGS, TENANT_SLUG_HINT, TENANT_SLUG_RULE } from '../platform'
import { phone } from './account'
import { inviteOperatorInput, page, pageSize } from './admin'

export const TENANT_STATES = ['open', 'closed'] as const
export type TenantStateName = (typeof TENANT_STATES)[number]

export const SLUG_RESERVED = '该子域名为系统保留，请换一个'
export const SLUG_TAKEN = '该子域名已被使用，请换一个'
export const PLATFORM_ONLY = '仅平台管理员可以进行此操作'
export const NOT_ON_PLATFORM = '平台后台不提供此功能，请到机构的管理后台操作'
export const PLATFORM_NOT_A_TENANT = '平台本身不能开启或关闭'

const slug = z
  .string({ error: '请输入子域名' })
  .trim()
  .toLowerCase()
  .min(1, { error: '请输入子域名' })
  .max(30, { error: '子域名不能超过30个字符' })
  .regex(TENANT_SLUG_RULE, { error: `子域名格式不正确：${TENANT_SLUG_HINT}` })
  .refine((v) => !RESERVED_SLUGS.has(v), { error: SLUG_RESERVED })
  .meta({ title: '子域名', description: TENANT_SLUG_HINT })

export const tenantListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('关键词', 60),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TENANT_STATES).optional()),
})

export const createTenantInput = z.object({
  slug,
  name: text('机构名称', { max: 60 }),
  adminLoginName: inviteOperatorInput.shape.loginName,
  adminName: text('管理员姓名', { max: 20 }),
  adminPhone: phone,
})
export type CreateTenantInput = z.output<typeof createTenantInput>

export const tenantStateInput = z.object({
  id: id('机构'),
  state: z.enum(TENANT_STATES, { error: '请选择开启或关闭' }),
})

export interface TenantRow {
  id: number
  slug: string
  name: string
  state: TenantStateName
  /** Where its site answers, e.g. http://neworg.localhost:3000. */
  url: string
  courseCount: number
  learnerCount: number
  companyCount: number
  /** The last sign-in or learning of anyone on it; null when nobody has been there yet. */
  lastActivityAt: string | null
  /** What it keeps in storage against its quota (lib/services/stored-objects.ts). */
  storage: { usedBytes: number; quotaBytes: number; quotaIsDefault: boolean }
  createdAt: string
}

export interface CreatedTenant {
  id: number
  slug: string
  url: string
  /** Where its administrator signs in: {url}/admin/login. */
  consoleUrl: string
  adminLoginName: string
  /** Shown once to the platform owner, who hands it over; the administrator must replace it at first sign-in. */
  initialPassword: string
}
