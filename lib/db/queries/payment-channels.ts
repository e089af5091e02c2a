// The console's 支付设置 writes (issue 33): one tenant's merchant account per channel, replaced whole. Reads are
// listPaymentChannels (orders.ts), which the gateways use too.
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { paymentChannels } from '../schema'
import type { PayChannel } from '@/lib/payments/types'

/** Creates or replaces the tenant's account for a channel: public settings and the sealed secrets (null: none). */
export async function upsertPaymentChannel(
  db: Db,
  row: {
    tenantId: number
    channel: PayChannel
    enabled: boolean
    settings: Record<string, string>
    sealedSecrets: string | null
  },
) {
  await db
    .insert(paymentChannels)
    .values(row)
    .onConflictDoUpdate({
      target: [paymentChannels.tenantId, paymentChannels.channel],
      set: {
        enabled: row.enabled,
        settings: row.settings,
        sealedSecrets: row.sealedSecrets,
        updatedAt: sql`now()`,
      },
    })
}
