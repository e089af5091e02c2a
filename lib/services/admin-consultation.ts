// AdminConsultation: the console's consulting desk (issue 32) — the queue of /toconsult requests with its filters and
// tab counts, one request with its thread, replies and status moves by the key API's own rules (consultation-desk.ts),
// assignment to an operator who answers, and the nav's 待回复 count. 客服 and 管理员 answer; 只读 reads; 运营 does not
// see requests (contact data), it edits the services themselves (AdminPlatformService).
import { methodFor } from '@/lib/contract/define'
import { notFound } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { CONSULT_STATUS_TEXT, preferredTimeText } from '@/lib/contract/consultation-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { maskPhone } from '@/lib/contract/phone-rules'
import {
  DESK_MSG,
  deskAssignInput,
  deskIdInput,
  deskListInput,
  type DeskDetail,
  type DeskOptions,
  type DeskPage,
  type DeskRow,
} from '@/lib/contract/schemas/admin-consultation'
import { operatorReplyInput, operatorStatusInput } from '@/lib/contract/schemas/consultation'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { consultRequests } from '@/lib/db/schema'
import {
  assignRequests,
  countDeskRequests,
  countPendingRequests,
  getDeskRequest,
  listAnswerers,
  listDeskRequests,
  lockDeskRequests,
  operatorNamesOf,
  threadWriters,
} from '@/lib/db/queries/consultation-desk'
import { listAllServices } from '@/lib/db/queries/platform-services'
import { period } from './admin-audit'
import { moveRequestStatus, replyToRequest } from './consultation-desk'
import { detailOf } from './consultation-view'

const method = methodFor<ServiceContext>()
/** Who reads the desk: contact data, so not 运营. */
const DESK_READERS: readonly OperatorRole[] = ['admin', 'support', 'readonly']
/** Who answers, moves and assigns — and may be handed a request. */
const DESK_ANSWERERS: readonly OperatorRole[] = ['admin', 'support']

type Request = typeof consultRequests.$inferSelect
type Listed = { request: Request; messageCount: number; needsAnswer: boolean; assigneeName: string | null }

/** 只读 reads the queue without the full phone: it calls nobody back. */
const phoneFor = (ctx: ServiceContext, phone: string) => (ctx.operator!.role === 'readonly' ? maskPhone(phone) : phone)

function rowOf(ctx: ServiceContext, { request: r, messageCount, needsAnswer, assigneeName }: Listed): DeskRow {
  return {
    id: r.id,
    requestNo: r.requestNo,
    serviceName: r.serviceName,
    topic: r.topic,
    status: r.status,
    statusText: CONSULT_STATUS_TEXT[r.status],
    contactName: r.contactName,
    phone: phoneFor(ctx, r.phone),
    companyName: r.companyName,
    assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: assigneeName ?? '' },
    needsAnswer: Boolean(needsAnswer),
    messageCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }
}

/** One request as the desk shows it: the row, the needs, and the thread with who wrote each reply. */
async function deskDetail(ctx: ServiceContext, id: number): Promise<DeskDetail> {
  const tenantId = requireSite(ctx).tenantId
  const row = await getDeskRequest(ctx.db, { tenantId, id })
  if (!row) throw notFound(DESK_MSG.missing)
  const [detail, writers] = await Promise.all([
    detailOf(ctx.db, row, true),
    threadWriters(ctx.db, { tenantId, requestId: id }),
  ])
  const names = await operatorNamesOf(ctx.db, {
    tenantId,
    ids: [...new Set([...writers.values()].filter((v): v is number => v !== null))],
  })
  const r = row.request
  return {
    ...rowOf(ctx, row),
    description: detail.description,
    preferredTime: preferredTimeText(r.preferredTime),
    requesterKind: r.requesterKind,
    thread: detail.thread.map((line) => {
      const writer = writers.get(line.id) ?? null
      return { ...line, operatorName: writer === null ? null : (names.get(writer) ?? null) }
    }),
  }
}

const statusLabel = (s: Request['status']) => CONSULT_STATUS_TEXT[s]

export const adminConsultationService = {
  /** The queue: paged, by tab, service, assignee, keyword and day, with each tab's count. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: DESK_READERS,
    input: deskListInput,
    summary: '咨询列表（分页；按状态/待回复、服务、处理人、联系人/电话/公司/编号、提交日期筛选；含各状态数量）',
    handler: async ({ page, pageSize, status, assignee, from, to, ...rest }, ctx): Promise<DeskPage> => {
      const tenantId = requireSite(ctx).tenantId
      const filter = {
        ...rest,
        ...period(from, to),
        assignee: assignee === 'mine' ? ctx.operator!.accountId : assignee,
      }
      const [{ items, totalCount }, counts] = await Promise.all([
        listDeskRequests(ctx.db, { tenantId, ...filter, status, limit: pageSize, offset: (page - 1) * pageSize }),
        countDeskRequests(ctx.db, { tenantId, ...filter }),
      ])
      return { items: items.map((row) => rowOf(ctx, row)), totalCount, counts }
    },
  }),

  /** One request: contact details, needs, the thread, who handles it. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: DESK_READERS,
    input: deskIdInput,
    summary: '咨询详情（需求、联系方式、往来记录、处理人）',
    handler: ({ id }, ctx) => deskDetail(ctx, id),
  }),

  /** The nav's number: requests waiting for an answer (new, or the requester wrote after the last reply). */
  GetPendingCount: method({
    verb: 'GET',
    auth: 'operator',
    roles: DESK_READERS,
    input: noInput,
    summary: '待回复的咨询数量（新提交，或提交人在最后一次回复后又有补充）',
    handler: async (_input, ctx) => ({
      count: await countPendingRequests(ctx.db, { tenantId: requireSite(ctx).tenantId }),
    }),
  }),

  /** The filter's services and the operators a request may be handed to. */
  GetOptions: method({
    verb: 'GET',
    auth: 'operator',
    roles: DESK_READERS,
    input: noInput,
    summary: '咨询工作台的选项：平台服务列表与可分配的处理人（启用的管理员与客服）',
    handler: async (_input, ctx): Promise<DeskOptions> => {
      const tenantId = requireSite(ctx).tenantId
      const [services, assignees] = await Promise.all([
        listAllServices(ctx.db, { tenantId }),
        listAnswerers(ctx.db, { tenantId, roles: DESK_ANSWERERS }),
      ])
      return { services: services.map((s) => ({ id: s.id, name: s.name })), assignees }
    },
  }),

  /** Replies (已回复, a 系统通知 to the requester); an unassigned request becomes the replier's. */
  Reply: method({
    verb: 'POST',
    auth: 'operator',
    roles: DESK_ANSWERERS,
    input: operatorReplyInput,
    summary: '回复咨询（≤1000字），状态变为“已回复”并通知提交人；未分配的咨询同时分配给回复人',
    handler: async ({ id, content }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const me = ctx.operator!.accountId
      const text = content.join('\n')
      const { before } = await replyToRequest(ctx.db, { tenantId, id, text, operatorId: me })
      if (before.assigneeId === null) await assignRequests(ctx.db, { tenantId, ids: [id], assigneeId: me })
      ctx.audit({
        target: `咨询 ${before.requestNo}`,
        before: { status: statusLabel(before.status) },
        after: { status: statusLabel('replied'), reply: text.slice(0, 200) },
      })
      return deskDetail(ctx, id)
    },
  }),

  /** 已受理 or 已关闭, the requester told; the status it already has changes nothing. */
  SetStatus: method({
    verb: 'POST',
    auth: 'operator',
    roles: DESK_ANSWERERS,
    input: operatorStatusInput,
    summary: '设置咨询状态：已受理 | 已关闭（通知提交人）；已关闭的咨询不能再改',
    handler: async ({ id, status }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const { before } = await moveRequestStatus(ctx.db, { tenantId, id, status })
      ctx.audit({
        target: `咨询 ${before.requestNo}`,
        before: { status: statusLabel(before.status) },
        after: { status: statusLabel(status) },
      })
      return deskDetail(ctx, id)
    },
  }),

  /** Hands requests (one, or several selected) to an enabled 管理员 or 客服, or to nobody. */
  Assign: method({
    verb: 'POST',
    auth: 'operator',
    roles: DESK_ANSWERERS,
    input: deskAssignInput,
    summary: '分配咨询给处理人（可多选；处理人须为启用的管理员或客服；operatorId 为空则取消分配）',
    handler: async ({ ids, operatorId }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const rows = await lockDeskRequests(ctx.db, { tenantId, ids })
      if (rows.length !== ids.length) throw notFound(DESK_MSG.missing)
      if (operatorId !== null) {
        const answerers = await listAnswerers(ctx.db, { tenantId, roles: DESK_ANSWERERS })
        if (!answerers.some((a) => a.id === operatorId)) throw notFound(DESK_MSG.missingOperator)
      }
      await assignRequests(ctx.db, { tenantId, ids, assigneeId: operatorId })
      const names = await operatorNamesOf(ctx.db, {
        tenantId,
        ids: [...new Set([operatorId, ...rows.map((r) => r.assigneeId)].filter((v): v is number => v !== null))],
      })
      const nameOf = (who: number | null) => (who === null ? '未分配' : (names.get(who) ?? `#${who}`))
      ctx.audit({
        target: rows.map((r) => `咨询 ${r.requestNo}`).join('、'),
        before: Object.fromEntries(rows.map((r) => [r.requestNo, nameOf(r.assigneeId)])),
        after: { assignee: nameOf(operatorId) },
      })
      return { count: rows.length }
    },
  }),

  /** 认领: the request becomes the caller's. */
  Claim: method({
    verb: 'POST',
    auth: 'operator',
    roles: DESK_ANSWERERS,
    input: deskIdInput,
    summary: '认领咨询（分配给自己）',
    handler: async ({ id }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const [row] = await lockDeskRequests(ctx.db, { tenantId, ids: [id] })
      if (!row) throw notFound(DESK_MSG.missing)
      const me = ctx.operator!
      await assignRequests(ctx.db, { tenantId, ids: [id], assigneeId: me.accountId })
      const names =
        row.assigneeId === null ? new Map() : await operatorNamesOf(ctx.db, { tenantId, ids: [row.assigneeId] })
      ctx.audit({
        target: `咨询 ${row.requestNo}`,
        before: { assignee: row.assigneeId === null ? '未分配' : (names.get(row.assigneeId) ?? `#${row.assigneeId}`) },
        after: { assignee: me.name },
      })
      return deskDetail(ctx, id)
    },
  }),
}
