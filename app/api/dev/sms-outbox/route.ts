// GET /api/dev/sms-outbox?phone=…: the development outbox's newest messages (404 unless the outbox is active).
import { ApiError, badRequest, ErrorCode, MESSAGES, notFound } from '@/lib/contract/errors'
import { okEnvelope } from '@/lib/contract/envelope'
import { MSG, PHONE_RE } from '@/lib/contract/schemas/account'
import { getDb } from '@/lib/db/client'
import { tenantSlugOf } from '@/lib/api/request-info'
import { getTenantSite } from '@/lib/services/tenant-site'
import { isOutboxActive } from '@/lib/sms'
import { listOutbox } from '@/lib/sms/outbox'
import { logError } from '@/lib/db/error-log'

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

/** The newest outbox messages of one phone on this host's tenant, in the envelope. */
export async function GET(request: Request): Promise<Response> {
  try {
    return json(okEnvelope(await outboxResult(request)), 200)
  } catch (error) {
    if (error instanceof ApiError) return json(error.toEnvelope(), error.status, error.headers)
    logError('[sms-outbox] failed:', error)
    return json(new ApiError(ErrorCode.Internal, MESSAGES.internal, 500).toEnvelope(), 500)
  }
}

// Other verbs get the envelope too, never Next's empty 405.
const wrongVerb = async () => {
  const error = new ApiError(ErrorCode.MethodNotAllowed, MESSAGES.methodNotAllowed, 405, null, { Allow: 'GET' })
  return Response.json(error.toEnvelope(), { status: 405, headers: error.headers })
}
export { wrongVerb as POST, wrongVerb as PUT, wrongVerb as DELETE, wrongVerb as PATCH }
