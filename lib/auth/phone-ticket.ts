// The short-lived proof "this account just verified its current phone", carried from step 1 to step 2 of a phone change.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '@/lib/env'

export { PHONE_TICKET_INVALID as TICKET_INVALID } from '@/lib/contract/schemas/account'
export const TICKET_TTL_SECONDS = 10 * 60

/** `kind` absent = an individual (tickets issued before companies had one stay valid). */
type Binding = { tenantId: number; accountId: number; phone: string; kind?: 'user' | 'company' }

/**
 * HMAC-SHA256 with SESSION_SECRET (domain-separated) over tenant, account, the phone verified and the expiry, so no
 * table is needed; the ticket itself holds only the expiry and the MAC — nothing personal. Binding the verified phone
 * makes a ticket die with the change it allowed: once the phone moved, the same ticket no longer matches.
 */
function mac(b: Binding, expires: number): Buffer {
  return createHmac('sha256', getEnv().sessionSecret)
    .update(
      `phone-change-ticket:v1:${b.kind === 'company' ? 'company:' : ''}${b.tenantId}:${b.accountId}:${b.phone}:${expires}`,
    )
    .digest()
}

export function issuePhoneTicket(b: Binding, now = Date.now()): { ticket: string; expireInSeconds: number } {
  const expires = Math.floor(now / 1000) + TICKET_TTL_SECONDS
  return { ticket: `v1.${expires}.${mac(b, expires).toString('base64url')}`, expireInSeconds: TICKET_TTL_SECONDS }
}

/** True only for an unexpired ticket this server issued for exactly this tenant, account and current phone. */
export function checkPhoneTicket(ticket: string, b: Binding, now = Date.now()): boolean {
  const m = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket)
  if (!m) return false
  const expires = Number(m[1])
  if (expires * 1000 <= now) return false
  const given = Buffer.from(m[2], 'base64url')
  const wanted = mac(b, expires)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
