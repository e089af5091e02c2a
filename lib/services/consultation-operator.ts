// /api/services/app/ConsultationOperator/{Method}: the tenant operator's side of consulting until a console exists — the
// queue, one request in full, replies and status changes, each telling the requester through the message centre.
// Every call needs the tenant's operator key in `X-Operator-Key` (lib/auth/operator-key.ts).
import { badRequest, notFound } from '@/lib/contract/errors'
import { CONSULT_ERRORS } from '@/lib/contract/consultation-errors'
import {
  consultIdInput,
  operatorListInput,
  operatorReplyInput,
  operatorStatusInput,
} from '@/lib/contract/schemas/consultation'
import type { ConsultStatus } from '@/lib/contract/consultation-rules'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import { auditKeyWrite, requireOperator } from '@/lib/auth/operator-key'
import { getRequest, insertThreadLine, listRequests, setRequestStatus } from '@/lib/db/queries/consultation'
import { detailOf, summaryOf } from './consultation-view'
import { method } from './define'
import { notifyConsultAccepted, notifyConsultClosed, notifyConsultReplied } from './notify-consultation'

const KEY_NOTE = '需在请求头 X-Operator-Key 中提供本机构的运营密钥（README：运营接口）。'

async function requestOr404(ctx: ServiceContext, id: number) {
  const row = await getRequest(ctx.db, { tenantId: requireSite(ctx).tenantId, id, who: null })
  if (!row) throw notFound(CONSULT_ERRORS.notFound)
  return row
}

type Moved = NonNullable<Awaited<ReturnType<typeof setRequestStatus>>>

/**
 * Moves request `id` to `status` and runs `then` (the thread line, the requester's message) in one transaction; a
 * closed request refuses with `refusal`. Answers the request as the operator sees it afterwards.
 */
async function moveRequest(
  ctx: ServiceContext,
  id: number,
  status: ConsultStatus,
  refusal: string,
  then: (db: Db, moved: Moved) => Promise<unknown>,
) {
  const { tenantId } = (await requestOr404(ctx, id)).request
  await ctx.db.transaction(async (db) => {
    const moved = await setRequestStatus(db, { tenantId, id, status })
    if (!moved) throw badRequest(refusal)
    await then(db, moved)
  })
  return detailOf(ctx.db, await requestOr404(ctx, id), true)
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
      const { items, totalCount } = await listRequests(ctx.db, {
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
      return detailOf(ctx.db, await requestOr404(ctx, id), true)
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
      const answer = await moveRequest(ctx, id, 'replied', CONSULT_ERRORS.closed, async (db, moved) => {
        await insertThreadLine(db, { tenantId: moved.tenantId, requestId: id, author: 'operator', content: text })
        await notifyConsultReplied(db, moved, text)
      })
      const after = { content: text.slice(0, 200) }
      await auditKeyWrite(ctx, key, {
        kind: 'ConsultationOperator/Reply',
        label: '回复咨询',
        target: `咨询 #${id}`,
        after,
      })
      return answer
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
      const row = await requestOr404(ctx, id)
      // Setting the status it already has changes nothing and tells nobody.
      if (row.request.status === status) return detailOf(ctx.db, row, true)
      const answer = await moveRequest(ctx, id, status, CONSULT_ERRORS.alreadyClosed, (db, moved) =>
        status === 'accepted' ? notifyConsultAccepted(db, moved) : notifyConsultClosed(db, moved),
      )
      const entry = { kind: 'ConsultationOperator/SetStatus', label: '设置咨询状态', target: `咨询 #${id}` }
      await auditKeyWrite(ctx, key, { ...entry, after: { status } })
      return answer
    },
  }),
}
