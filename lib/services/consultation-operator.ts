// /api/services/app/ConsultationOperator/{Method}: consulting for integrations — the queue, one request in full, replies
// and status changes, each telling the requester through the message centre. The console's desk (AdminConsultation)
// answers by the same rules (consultation-desk.ts). Every call needs the tenant's operator key in `X-Operator-Key`.
import {
  consultIdInput,
  operatorListInput,
  operatorReplyInput,
  operatorStatusInput,
} from '@/lib/contract/schemas/consultation'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { auditKeyWrite, requireOperator } from '@/lib/auth/operator-key'
import { listDeskRequests } from '@/lib/db/queries/consultation-desk'
import { moveRequestStatus, operatorRequest, replyToRequest } from './consultation-desk'
import { detailOf, summaryOf } from './consultation-view'
import { method } from './define'

const KEY_NOTE = '需在请求头 X-Operator-Key 中提供本机构的运营密钥（README：运营接口）。'

/** The request as the operator sees it after a change. */
async function answer(ctx: ServiceContext, id: number) {
  const tenantId = requireSite(ctx).tenantId
  return detailOf(ctx.db, await operatorRequest(ctx.db, { tenantId, id }), true)
}

export const consultationOperatorService = {
  /** The tenant's requests, optionally of one status, the most recently changed first. */
  GetRequests: method({
    verb: 'GET',
    auth: 'anonymous',
    input: operatorListInput,
    summary: '运营：咨询列表（status 可选：submitted | accepted | replied | closed），按最近更新排序',
    description: KEY_NOTE,
    handler: async ({ status, page, pageSize }, ctx) => {
      await requireOperator(ctx)
      const { items, totalCount } = await listDeskRequests(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return {
        items: items.map((row) => ({
          ...summaryOf(row),
          contactName: row.request.contactName,
          phone: row.request.phone,
          companyName: row.request.companyName,
        })),
        totalCount,
      }
    },
  }),

  /** One request in full: contact phone unmasked, who asked, the thread. */
  GetRequest: method({
    verb: 'GET',
    auth: 'anonymous',
    input: consultIdInput,
    summary: '运营：咨询详情（含完整联系电话、提交账号与往来记录）',
    description: KEY_NOTE,
    handler: async ({ id }, ctx) => {
      await requireOperator(ctx)
      return answer(ctx, id)
    },
  }),

  /** Replies to a request: it becomes 已回复 and the requester gets a 系统通知 with the reply. */
  Reply: method({
    verb: 'POST',
    auth: 'anonymous',
    input: operatorReplyInput,
    summary: '运营：回复咨询（≤1000字），状态变为“已回复”，并向提交人发送站内消息；已关闭的咨询不能回复',
    description: KEY_NOTE,
    handler: async ({ id, content }, ctx) => {
      const key = await requireOperator(ctx)
      const text = content.join('\n')
      const tenantId = requireSite(ctx).tenantId
      await ctx.db.transaction((db) => replyToRequest(db, { tenantId, id, text }))
      const after = { content: text.slice(0, 200) }
      await auditKeyWrite(ctx, key, {
        kind: 'ConsultationOperator/Reply',
        label: '回复咨询',
        target: `咨询 #${id}`,
        after,
      })
      return answer(ctx, id)
    },
  }),

  /** 已受理 (from 已提交 or 已回复) or 已关闭; the requester gets a 系统通知 on each change. */
  SetStatus: method({
    verb: 'POST',
    auth: 'anonymous',
    input: operatorStatusInput,
    summary: '运营：设置咨询状态 accepted（已受理）| closed（已关闭），并通知提交人；已关闭的咨询不能再改',
    description: KEY_NOTE,
    handler: async ({ id, status }, ctx) => {
      const key = await requireOperator(ctx)
      const tenantId = requireSite(ctx).tenantId
      const { changed } = await ctx.db.transaction((db) => moveRequestStatus(db, { tenantId, id, status }))
      // Setting the status it already has changes nothing: nobody is told and nothing is logged.
      if (!changed) return answer(ctx, id)
      const entry = { kind: 'ConsultationOperator/SetStatus', label: '设置咨询状态', target: `咨询 #${id}` }
      await auditKeyWrite(ctx, key, { ...entry, after: { status } })
      return answer(ctx, id)
    },
  }),
}
