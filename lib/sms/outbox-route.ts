// GET /api/dev/sms-outbox: lets developers and e2e tests read codes the outbox "sent"; exists only while it is active.
import { ApiError, badRequest, ErrorCode, MESSAGES, notFound } from '@/lib/contract/errors'
import { okEnvelope } from '@/lib/contract/envelope'
import { MSG, PHONE_RE } from '@/lib/contract/schemas/account'
import { getDb } from '@/lib/db/client'
import { tenantSlugOf } from '@/lib/api/request-info'
import { getTenantSite } from '@/lib/services/tenant-site'
import { isOutboxActive } from './index'
import { listOutbox } from './outbox'

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

async function outboxResult(request: Request) {
  // With a real gateway configured the route must look like any unknown API path: nothing to probe.
  if (!isOutboxActive()) throw new ApiError(ErrorCode.NotFound, MESSAGES.unknownMethod, 404)
  const site = await getTenantSite(tenantSlugOf(request))
  if (!site) throw notFound(MESSAGES.tenantNotFound)
  const phone = (new URL(request.url).searchParams.get('phone') ?? '').trim()
  if (!PHONE_RE.test(phone)) throw badRequest(MSG.phoneBad, ['phone'])
  return listOutbox(await getDb(), { tenantId: site.tenantId, phone })
}

export async function handleOutboxRequest(request: Request): Promise<Response> {
  try {
    return json(okEnvelope(await outboxResult(request)), 200)
  } catch (error) {
    if (error instanceof ApiError) return json(error.toEnvelope(), error.status, error.headers)
    console.error('[sms-outbox] failed', error)
    return json(new ApiError(ErrorCode.Internal, MESSAGES.internal, 500).toEnvelope(), 500)
  }
}
