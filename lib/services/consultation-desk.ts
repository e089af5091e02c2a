// What answering a consultation request means, once, for both the key API (ConsultationOperator/*) and the console's
// desk (AdminConsultation/*): the request within the tenant or 404, a reply (the thread's line, 已回复, the requester's
// 系统通知) and a status move (lib/contract/consultation-rules.ts operatorMoves), each inside the caller's transaction.
import { badRequest, notFound } from '@/lib/contract/errors'
import { CONSULT_ERRORS } from '@/lib/contract/consultation-errors'
import { operatorMoves, type OperatorStatus } from '@/lib/contract/consultation-rules'
import type { Db } from '@/lib/db/client'
import { getRequest, insertThreadLine, setRequestStatus } from '@/lib/db/queries/consultation'
import { notifyConsultAccepted, notifyConsultClosed, notifyConsultReplied } from './notify-consultation'

type Scope = { tenantId: number; id: number }

/** Request `id` of the tenant as an operator reads it, or 404 (another tenant's id reads like a missing one). */
export async function operatorRequest(db: Db, { tenantId, id }: Scope) {
  const row = await getRequest(db, { tenantId, id, who: null })
  if (!row) throw notFound(CONSULT_ERRORS.notFound)
  return row
}

/**
 * Replies to request `id`: the operator's line (`operatorId` when a console operator wrote it), 已回复, and the reply
 * as a 系统通知 to whoever asked. A closed request refuses. `db` is the caller's transaction.
 */
export async function replyToRequest(db: Db, { tenantId, id, text, operatorId = null }: Scope & ReplyText) {
  const before = await operatorRequest(db, { tenantId, id })
  // Conditional on "not closed" in the statement itself: a close that lands first wins, and nothing is written.
  const moved = await setRequestStatus(db, { tenantId, id, status: 'replied' })
  if (!moved) throw badRequest(CONSULT_ERRORS.closed)
  await insertThreadLine(db, { tenantId, requestId: id, author: 'operator', content: text, operatorId })
  await notifyConsultReplied(db, moved, text)
  return { before: before.request, after: moved }
}
type ReplyText = { text: string; operatorId?: number | null }

/**
 * Moves request `id` to 已受理 or 已关闭 and tells the requester. The status it already has changes nothing and tells
 * nobody (`changed: false`); a closed request refuses any other. `db` is the caller's transaction.
 */
export async function moveRequestStatus(db: Db, { tenantId, id, status }: Scope & { status: OperatorStatus }) {
  const { request } = await operatorRequest(db, { tenantId, id })
  if (request.status === status) return { before: request, changed: false }
  if (!operatorMoves(request.status).includes(status)) throw badRequest(CONSULT_ERRORS.alreadyClosed)
  const moved = await setRequestStatus(db, { tenantId, id, status })
  if (!moved) throw badRequest(CONSULT_ERRORS.alreadyClosed)
  await (status === 'accepted' ? notifyConsultAccepted(db, moved) : notifyConsultClosed(db, moved))
  return { before: request, changed: true }
}
