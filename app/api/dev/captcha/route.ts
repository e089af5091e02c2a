// GET /api/dev/captcha?id=…: the answer of a 图形验证码 this development server drew (404 unless the SMS outbox is
// active — the same rule as /api/dev/sms-outbox), so browser tests can pass a picture as they pass a code.
import { developmentCaptchaAnswer } from '@/lib/auth/captcha'
import { ApiError, ErrorCode, MESSAGES } from '@/lib/contract/errors'
import { okEnvelope } from '@/lib/contract/envelope'
import { isOutboxActive } from '@/lib/sms'

/** The answer in the envelope, or the unknown-path 404 on any server that is not a development one. */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  const answer = isOutboxActive() ? developmentCaptchaAnswer(new URL(request.url).searchParams.get('id') ?? '') : null
  if (answer === null)
    return Response.json(new ApiError(ErrorCode.NotFound, MESSAGES.unknownMethod, 404).toEnvelope(), {
      status: 404,
      headers,
    })
  return Response.json(okEnvelope({ answer }), { headers })
}
