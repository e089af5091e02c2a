// AdminAudit: the console's 操作日志 — every operator write, newest first, filtered by operator, kind and day (issue 28).
// 管理员 and 只读 (an auditor's account) read it; nobody can change it (the table refuses UPDATE and DELETE).
import { methodFor } from '@/lib/contract/define'
import { badRequest } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { auditListInput, type AuditRow } from '@/lib/contract/schemas/admin'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { auditKinds, listAudit, operatorNames } from '@/lib/db/queries/audit-log'

const method = methodFor<ServiceContext>()
const READERS: readonly OperatorRole[] = ['admin', 'readonly']
// Every tenant is in mainland China (lib/contract/dates.ts): a day of the filter is a Beijing day.
const DAY_OFFSET = '+08:00'

/** The period of the filter as instants: from the start of `from` to the end of `to`, in Beijing time. */
export function period(from?: string, to?: string) {
  const start = from ? new Date(`${from}T00:00:00${DAY_OFFSET}`) : undefined
  const end = to ? new Date(new Date(`${to}T00:00:00${DAY_OFFSET}`).getTime() + 24 * 3600 * 1000) : undefined
  if ((start && Number.isNaN(start.getTime())) || (end && Number.isNaN(end.getTime())))
    throw badRequest('日期格式不正确')
  if (start && end && start >= end) throw badRequest('开始日期不能晚于结束日期')
  return { from: start, to: end }
}

export const adminAuditService = {
  /** The log, paged, newest first. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    scope: 'both',
    roles: READERS,
    input: auditListInput,
    summary: '操作日志（分页，按操作员、操作类型、日期筛选，最新在前）',
    handler: async ({ page, pageSize, operatorId, kind, from, to }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const { rows, totalCount } = await listAudit(ctx.db, {
        tenantId,
        page,
        pageSize,
        operatorId,
        kind,
        ...period(from, to),
      })
      const items: AuditRow[] = rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        operatorId: r.operatorId,
        actor: r.actor,
        ip: r.ip,
        kind: r.kind,
        kindLabel: r.label || r.kind,
        target: r.target,
        before: r.before,
        after: r.after,
      }))
      return { totalCount, items }
    },
  }),

  /** What the filters offer: the kinds in this tenant's log and every operator, disabled ones included. */
  GetFilters: method({
    verb: 'GET',
    auth: 'operator',
    scope: 'both',
    roles: READERS,
    input: noInput,
    summary: '操作日志的筛选项（操作类型、操作员）',
    handler: async (_input, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const [kinds, operators] = await Promise.all([
        auditKinds(ctx.db, { tenantId }),
        operatorNames(ctx.db, { tenantId }),
      ])
      return { kinds: kinds.map((k) => ({ kind: k.kind, label: k.label || k.kind })), operators }
    },
  }),
}
