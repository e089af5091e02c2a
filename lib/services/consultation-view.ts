// How a consultation request reads, to its requester (phone masked) and to the operator (phone in full, who asked),
// and the platform-service switch every consulting call answers to.
import { maskPhone } from '@/lib/contract/account-rules'
import { notFound } from '@/lib/contract/errors'
import { CONSULT_ERRORS } from '@/lib/contract/consultation-errors'
import { CONSULT_STATUS_TEXT, preferredTimeText } from '@/lib/contract/consultation-rules'
import type { ConsultDetail, ConsultSummary } from '@/lib/contract/schemas/consultation'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import { listThread } from '@/lib/db/queries/consultation'
import type { consultRequests } from '@/lib/db/schema'

type Row = { request: typeof consultRequests.$inferSelect; messageCount: number }

/** The tenant's site when it offers platform services; 404 like the /join page otherwise. */
export function openSite(ctx: ServiceContext) {
  const site = requireSite(ctx)
  if (!site.features.platformService) throw notFound(CONSULT_ERRORS.closedService)
  return site
}

export function summaryOf({ request: r, messageCount }: Row): ConsultSummary {
  return {
    id: r.id,
    requestNo: r.requestNo,
    serviceName: r.serviceName,
    topic: r.topic,
    status: r.status,
    statusText: CONSULT_STATUS_TEXT[r.status],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    messageCount,
  }
}

/** The request with its thread; `forOperator` shows the phone in full and who asked. */
export async function detailOf(db: Db, row: Row, forOperator = false) {
  const r = row.request
  const thread = await listThread(db, { tenantId: r.tenantId, requestId: r.id })
  const detail: ConsultDetail = {
    ...summaryOf(row),
    description: r.description,
    contactName: r.contactName,
    phone: forOperator ? r.phone : maskPhone(r.phone),
    companyName: r.companyName,
    preferredTime: preferredTimeText(r.preferredTime),
    thread: thread.map((m) => ({
      id: m.id,
      author: m.author,
      content: m.content,
      createdAt: m.createdAt.toISOString(),
    })),
  }
  return forOperator
    ? { ...detail, requester: r.requesterKind ? { kind: r.requesterKind, id: r.requesterId } : null }
    : detail
}
