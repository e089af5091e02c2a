// AdminTenant: the platform console's tenants (issue 28, Deliver 1) — listed with what they hold, created with their
// first administrator, opened and closed. Only the platform's own operators reach it (scope 'platform').
import { revalidatePath, revalidateTag } from 'next/cache'
import { methodFor } from '@/lib/contract/define'
import { ApiError, ErrorCode, notFound } from '@/lib/contract/errors'
import { defaultLegalText } from '@/lib/contract/legal-defaults'
import { LEGAL_KINDS } from '@/lib/contract/legal'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { maskPhone } from '@/lib/contract/phone-rules'
import { PLATFORM_SLUG, RESERVED_SLUGS } from '@/lib/contract/platform'
import {
  createTenantInput,
  PLATFORM_NOT_A_TENANT,
  SLUG_RESERVED,
  SLUG_TAKEN,
  tenantListInput,
  tenantStateInput,
  type CreatedTenant,
  type TenantRow,
} from '@/lib/contract/schemas/admin-tenant'
import { formatBytes, MIB, storageQuotaInput } from '@/lib/contract/storage-quota'
import type { ServiceContext } from '@/lib/auth/context'
import { hashPassword, initialPassword } from '@/lib/auth/password'
import { insertTenantDocumentIfMissing } from '@/lib/db/queries/legal'
import { insertOperator } from '@/lib/db/queries/operators'
import { getTenantById, insertTenant, listTenantsWithCounts, setTenantState } from '@/lib/db/queries/platform'
import { setStorageQuota } from '@/lib/db/queries/stored-objects'
import { TENANT_STATE } from '@/lib/db/schema'
import { getEnv } from '@/lib/env'
import { tenantOrigin } from '@/lib/site-url'
import { tenantStorageUsage } from './stored-objects'
import { forgetTenantDirectory } from './tenant-directory'
import { tenantTag } from './tenant-site'

const method = methodFor<ServiceContext>()
const PLATFORM_ADMIN: readonly OperatorRole[] = ['admin']
const PLATFORM_READERS: readonly OperatorRole[] = ['admin', 'readonly']
const TENANT_MISSING = '机构不存在'

/** A refusal the console's form shows at the subdomain field. */
const slugRefused = (message: string) =>
  new ApiError(ErrorCode.BusinessRule, message, 400, [{ message, members: ['slug'] }])

const stateName = (state: number) => (state === TENANT_STATE.inactive ? 'closed' : 'open') as TenantRow['state']

/** After a tenant appears, opens or closes: this process's proxy and cached pages see it on the next request. */
function refreshTenant(ctx: ServiceContext, slug: string) {
  ctx.afterCommit(() => {
    forgetTenantDirectory()
    revalidateTag(tenantTag(slug), { expire: 0 })
    revalidatePath(`/${slug}`, 'layout')
  })
}

function toRow(r: Awaited<ReturnType<typeof listTenantsWithCounts>>['rows'][number]): TenantRow {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    state: stateName(r.state),
    url: tenantOrigin(r.slug),
    courseCount: r.courseCount,
    learnerCount: r.learnerCount,
    companyCount: r.companyCount,
    lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
    storage: {
      usedBytes: Number(r.storedBytes),
      quotaBytes: (r.storageQuotaMb ?? getEnv().storageQuotaMb) * MIB,
      quotaIsDefault: r.storageQuotaMb === null,
    },
    createdAt: r.createdAt.toISOString(),
  }
}

export const adminTenantService = {
  /** Every tenant but the platform, newest first, with its courses, learners, companies and last activity. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    scope: 'platform',
    roles: PLATFORM_READERS,
    input: tenantListInput,
    summary: '机构列表（分页；按子域名/名称、状态筛选；含课程、学员、企业数与最近活跃时间）',
    handler: async (input, ctx) => {
      const { rows, totalCount } = await listTenantsWithCounts(ctx.db, input)
      return { totalCount, items: rows.map(toRow) }
    },
  }),

  /**
   * A tenant that serves at once on its subdomain: default theme, its name on the header and footer, the default
   * 《用户协议》《隐私政策》 naming it, and its first 管理员 with an initial password answered once.
   */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'platform',
    roles: PLATFORM_ADMIN,
    input: createTenantInput,
    summary: '创建机构（子域名、名称与首位管理员；返回一次性初始密码）',
    handler: async ({ slug, name, adminLoginName, adminName, adminPhone }, ctx): Promise<CreatedTenant> => {
      // The schema refuses these already; kept here too, since a reserved word must never become a tenant.
      if (RESERVED_SLUGS.has(slug)) throw slugRefused(SLUG_RESERVED)
      const created = await insertTenant(ctx.db, { slug, name, copyright: `© ${new Date().getFullYear()} ${name}` })
      if (!created) throw slugRefused(SLUG_TAKEN)
      for (const kind of LEGAL_KINDS) {
        const { title, version, effectiveDate, body } = defaultLegalText(kind, name)
        await insertTenantDocumentIfMissing(ctx.db, { tenantId: created.id, kind, title, version, effectiveDate, body })
      }
      const password = initialPassword()
      await insertOperator(ctx.db, {
        tenantId: created.id,
        loginName: adminLoginName,
        name: adminName,
        phone: adminPhone,
        role: 'admin',
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      })
      ctx.audit({
        target: `${name}（${slug}）`,
        before: null,
        after: { slug, name, adminLoginName, adminName, adminPhone: maskPhone(adminPhone) },
      })
      refreshTenant(ctx, slug)
      const url = tenantOrigin(slug)
      return {
        id: created.id,
        slug,
        url,
        consoleUrl: `${url}/admin/login`,
        adminLoginName,
        initialPassword: password,
      }
    },
  }),

  /**
   * Sets what a tenant may keep in storage, or (null) puts it back on the deployment's default. A quota below what it
   * already holds refuses its next uploads; nothing stored is deleted.
   */
  SetStorageQuota: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'platform',
    roles: PLATFORM_ADMIN,
    input: storageQuotaInput,
    summary: '设置机构的存储配额（MB；null 为部署默认值）；低于已用空间时只拒绝此后的上传，不删除文件',
    handler: async ({ id, quotaMb }, ctx) => {
      const tenant = await getTenantById(ctx.db, { id })
      if (!tenant || tenant.slug === PLATFORM_SLUG) throw notFound(TENANT_MISSING)
      const before = await tenantStorageUsage(ctx.db, id)
      await setStorageQuota(ctx.db, { tenantId: id, quotaMb })
      const after = await tenantStorageUsage(ctx.db, id)
      const quota = (u: typeof before) =>
        u.quotaIsDefault ? `默认（${formatBytes(u.quotaBytes)}）` : formatBytes(u.quotaBytes)
      ctx.audit({
        target: `${tenant.name}（${tenant.slug}）存储配额`,
        before: { quota: quota(before) },
        after: { quota: quota(after), used: formatBytes(after.usedBytes) },
      })
      return { id, usedBytes: after.usedBytes, quotaBytes: after.quotaBytes, quotaIsDefault: after.quotaIsDefault }
    },
  }),

  /** Opens or closes a tenant: closed, every public page of it is the 403 view; its operators still sign in. */
  SetState: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'platform',
    roles: PLATFORM_ADMIN,
    input: tenantStateInput,
    summary: '开启或关闭机构（关闭后机构的所有页面显示403）',
    handler: async ({ id, state }, ctx) => {
      const tenant = await getTenantById(ctx.db, { id })
      if (!tenant) throw notFound(TENANT_MISSING)
      if (tenant.slug === PLATFORM_SLUG) throw new ApiError(ErrorCode.BusinessRule, PLATFORM_NOT_A_TENANT, 400)
      const before = stateName(tenant.state)
      if (before !== state) {
        await setTenantState(ctx.db, { id, state: state === 'closed' ? TENANT_STATE.inactive : TENANT_STATE.active })
        refreshTenant(ctx, tenant.slug)
      }
      ctx.audit({ target: `${tenant.name}（${tenant.slug}）`, before: { state: before }, after: { state } })
      return { id, state }
    },
  }),
}
