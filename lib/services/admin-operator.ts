// AdminOperator: a tenant's administrators invite, re-role, disable and reset the console's operators (issue 28).
// 管理员 only. The tenant always keeps one enabled 管理员, and nobody disables or demotes themself.
import { methodFor } from '@/lib/contract/define'
import { ApiError, ErrorCode, notFound } from '@/lib/contract/errors'
import { maskPhone } from '@/lib/contract/phone-rules'
import { ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  inviteOperatorInput,
  LAST_ADMIN,
  NOT_YOURSELF,
  operatorDisabledInput,
  operatorIdInput,
  operatorListInput,
  operatorRoleInput,
  type OperatorRow,
} from '@/lib/contract/schemas/admin'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { hashPassword, initialPassword } from '@/lib/auth/password'
import {
  getOperator,
  getOperatorByLoginName,
  insertOperator,
  listOperators,
  lockOperators,
  updateOperator,
} from '@/lib/db/queries/operators'

const method = methodFor<ServiceContext>()
const ADMIN_ONLY: readonly OperatorRole[] = ['admin']
const OPERATOR_MISSING = '操作员不存在'

type Row = NonNullable<Awaited<ReturnType<typeof getOperator>>>

function row(op: Row): OperatorRow {
  return {
    id: op.id,
    loginName: op.loginName,
    name: op.name,
    maskedPhone: maskPhone(op.phone),
    role: op.role,
    disabled: op.disabled,
    createdAt: op.createdAt.toISOString(),
    lastLoginAt: op.lastLoginAt?.toISOString() ?? null,
  }
}

/** How the log shows an operator's state. */
const state = (op: Pick<Row, 'role' | 'disabled'>) => ({ role: ROLE_LABELS[op.role], disabled: op.disabled })

/**
 * The operator to change, after locking the tenant's operators (two administrators demoting each other at once
 * cannot both succeed), and refusing what would leave no enabled 管理员 or touch the caller's own account.
 */
async function changeable(ctx: ServiceContext, id: number, after: { role?: OperatorRole; disabled?: boolean }) {
  const tenantId = requireSite(ctx).tenantId
  const all = await lockOperators(ctx.db, { tenantId })
  const target = all.find((o) => o.id === id)
  if (!target) throw notFound(OPERATOR_MISSING)
  const demotes = (after.role !== undefined && after.role !== 'admin') || after.disabled === true
  if (id === ctx.operator!.accountId && demotes) throw new ApiError(ErrorCode.BusinessRule, NOT_YOURSELF, 400)
  const admins = all.filter((o) => o.role === 'admin' && !o.disabled && o.id !== id).length
  const stillAdmin = (after.role ?? target.role) === 'admin' && !(after.disabled ?? target.disabled)
  if (admins === 0 && !stillAdmin) throw new ApiError(ErrorCode.BusinessRule, LAST_ADMIN, 400)
  return (await getOperator(ctx.db, { tenantId, id }))!
}

export const adminOperatorService = {
  /** The console's operators, paged, by name/phone keyword, role and state. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    scope: 'both',
    roles: ADMIN_ONLY,
    input: operatorListInput,
    summary: '操作员列表（分页；按登录名/姓名/手机号、角色、状态筛选）',
    handler: async (input, ctx) => {
      const { rows, totalCount } = await listOperators(ctx.db, { tenantId: requireSite(ctx).tenantId, ...input })
      return { totalCount, items: rows.map(row) }
    },
  }),

  /** A new operator with an initial password, answered once: the administrator hands it over, the operator replaces it. */
  Invite: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'both',
    roles: ADMIN_ONLY,
    input: inviteOperatorInput,
    summary: '邀请操作员（返回一次性初始密码，首次登录须修改）',
    handler: async ({ loginName, name, phone, role }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      if (await getOperatorByLoginName(ctx.db, { tenantId, loginName }))
        throw new ApiError(ErrorCode.BusinessRule, '该登录名已被使用', 400)
      const password = initialPassword()
      const { id } = await insertOperator(ctx.db, {
        tenantId,
        loginName,
        name,
        phone,
        role,
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      })
      ctx.audit({ target: loginName, before: null, after: { name, phone: maskPhone(phone), role: ROLE_LABELS[role] } })
      return { id, initialPassword: password }
    },
  }),

  /** Another role; it applies from the operator's next call. */
  SetRole: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'both',
    roles: ADMIN_ONLY,
    input: operatorRoleInput,
    summary: '修改操作员角色',
    handler: async ({ id, role }, ctx) => {
      const op = await changeable(ctx, id, { role })
      await updateOperator(ctx.db, { tenantId: op.tenantId, id }, { role })
      ctx.audit({ target: op.loginName, before: state(op), after: state({ ...op, role }) })
      return null
    },
  }),

  /** Disables (its sessions end at once) or enables an operator. */
  SetDisabled: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'both',
    roles: ADMIN_ONLY,
    input: operatorDisabledInput,
    summary: '停用或启用操作员（停用后其登录立即失效）',
    handler: async ({ id, disabled }, ctx) => {
      const op = await changeable(ctx, id, { disabled })
      await updateOperator(ctx.db, { tenantId: op.tenantId, id }, { disabled, endSessions: disabled })
      ctx.audit({ target: op.loginName, before: state(op), after: state({ ...op, disabled }) })
      return null
    },
  }),

  /** A new initial password (answered once); the operator's sessions and remembered browsers end. */
  ResetPassword: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'both',
    roles: ADMIN_ONLY,
    input: operatorIdInput,
    summary: '重置操作员密码（返回一次性初始密码，其登录随之失效）',
    handler: async ({ id }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      // One's own password is changed with the current one (修改密码), not reset into an initial one.
      if (id === ctx.operator!.accountId)
        throw new ApiError(ErrorCode.BusinessRule, '请在「修改密码」中修改自己的密码', 400)
      const op = await getOperator(ctx.db, { tenantId, id })
      if (!op) throw notFound(OPERATOR_MISSING)
      const password = initialPassword()
      await updateOperator(
        ctx.db,
        { tenantId, id },
        { passwordHash: await hashPassword(password), mustChangePassword: true, endSessions: true },
      )
      ctx.audit({ target: op.loginName, before: null, after: { reset: '初始密码已重置' } })
      return { initialPassword: password }
    },
  }),
}
