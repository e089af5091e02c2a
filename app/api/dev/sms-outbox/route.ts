// GET /api/dev/sms-outbox?phone=…: the development outbox's newest messages (404 unless the outbox is active).
import { ApiError, ErrorCode, MESSAGES } from '@/lib/contract/errors'
import { handleOutboxRequest } from '@/lib/sms/outbox-route'

export { handleOutboxRequest as GET }

// Other verbs get the envelope too, never Next's empty 405.
const wrongVerb = async () => {
  const error = new ApiError(ErrorCode.MethodNotAllowed, MESSAGES.methodNotAllowed, 405, null, { Allow: 'GET' })
  return Response.json(error.toEnvelope(), { status: 405, headers: error.headers })
}
export { wrongVerb as POST, wrongVerb as PUT, wrongVerb as DELETE, wrongVerb as PATCH }
