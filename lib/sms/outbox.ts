// Development SMS provider: messages land in the sms_outbox table and the console instead of a phone.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { smsOutbox } from '@/lib/db/schema/accounts'
import { smsText, type SmsMessage, type SmsPurpose, type SmsProvider } from './types'

export interface OutboxEntry {
  phone: string
  purpose: SmsPurpose
  code: string
  text: string
  /** ISO 8601, UTC. */
  sentAt: string
}

const OUTBOX_DEFAULT_LIMIT = 10

// Looked up at send time so a console replaced later (tests, log shippers) still receives the line.
export function createOutboxProvider(log: (line: string) => void = (line) => console.log(line)): SmsProvider {
  return {
    name: 'outbox',
    async send(message: SmsMessage, { db }) {
      const text = smsText(message)
      await db.insert(smsOutbox).values({
        tenantId: message.tenantId,
        phone: message.phone,
        // A notice is filed under its kind, so a test (or a developer) finds reminders apart from codes.
        purpose: message.notice?.kind ?? message.purpose,
        code: message.code,
        text,
      })
      log(`[sms-outbox] ${message.phone} ${text}`)
    },
  }
}

/** Newest first; the id breaks ties between messages sent within one clock tick. */
export async function listOutbox(
  db: Db,
  { tenantId, phone, limit = OUTBOX_DEFAULT_LIMIT }: { tenantId: number; phone: string; limit?: number },
): Promise<OutboxEntry[]> {
  const rows = await db
    .select({
      phone: smsOutbox.phone,
      purpose: smsOutbox.purpose,
      code: smsOutbox.code,
      text: smsOutbox.text,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(limit)
  return rows.map((r) => ({
    phone: r.phone,
    purpose: r.purpose as SmsPurpose,
    code: r.code,
    text: r.text,
    sentAt: r.sentAt.toISOString(),
  }))
}
