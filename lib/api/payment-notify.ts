// /api/payments/notify/{wechat|alipay}: a channel's payment notification for the tenant of the host it was sent to (our
// notify_url names the tenant's own origin). Not the ABP envelope: each channel expects its own answer. The raw body
// is verified by the tenant's gateway; applyNotice does the rest exactly once and logs every notice.
import { getDb } from '@/lib/db/client'
import { getTenantSite } from '@/lib/services/tenant-site'
import { tenantGateway } from '@/lib/services/order-channels'
import { applyNotice } from '@/lib/services/order-payment'
import type { PayChannel } from '@/lib/payments/types'
import { tenantSlugOf } from './request-info'

const CHANNELS: readonly PayChannel[] = ['wechat', 'alipay']
/** Notices are small (WeChat's ~1 KB JSON, Alipay's form): anything far larger is not one. */
const MAX_NOTICE_BYTES = 64 * 1024

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** Verifies and applies one notification; answers the channel as it expects (accepted, or refused to be resent). */
export async function handlePaymentNotice(request: Request, channelName: string): Promise<Response> {
  const channel = CHANNELS.find((c) => c === channelName)
  if (!channel) return plain(404, 'Not Found')
  const site = await getTenantSite(tenantSlugOf(request))
  if (!site) return plain(404, 'Not Found')
  const db = await getDb()
  const gateway = await tenantGateway(db, site, channel, 'settle')
  if (!gateway) return plain(404, 'Not Found')
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_NOTICE_BYTES) return gateway.acknowledge(false)
  const body = await request.text()
  if (body.length > MAX_NOTICE_BYTES) return gateway.acknowledge(false)
  const check = await gateway.verifyNotice({ headers: request.headers, body })
  const outcome = await applyNotice(db, site.tenantId, channel, check)
  // A refused amount or a forged notice is answered as a failure (the channel retries a real one later, and the log
  // has it); an unknown order too. Everything else — applied, a replay, a late payment kept for a refund — is done.
  return gateway.acknowledge(outcome !== 'signature' && outcome !== 'amount' && outcome !== 'unknown')
}
