// The hourly purge: sessions, codes, states and limiter counters whose time is over, so the tables every sign-in reads
// stay the size of their live rows. One job per hour across all instances (lib/jobs).
import { getDb } from '@/lib/db/client'
import { purgeExpiredRateLimits, purgeTenantExpired, type Purged } from '@/lib/db/queries/maintenance'
import { listTenantKeys } from '@/lib/db/queries/tenants'
import type { JobDefinition } from '@/lib/jobs'

/** How long an ended session or console sign-in stays visible to support before it goes. */
const KEEP_ENDED_SESSIONS_DAYS = 7

/** Purges every tenant in turn — each statement scoped to one tenant — and answers the totals per table. */
export async function purgeExpired(now = new Date()): Promise<Purged & { tenants: number }> {
  const db = await getDb()
  const keepUntil = new Date(now.getTime() - KEEP_ENDED_SESSIONS_DAYS * 86_400_000)
  const totals: Purged = { rateLimits: await purgeExpiredRateLimits(db, { now }) }
  const tenants = await listTenantKeys(db)
  for (const { id: tenantId } of tenants) {
    const purged = await purgeTenantExpired(db, { tenantId, now, keepUntil })
    for (const [table, n] of Object.entries(purged)) totals[table] = (totals[table] ?? 0) + n
  }
  return { ...totals, tenants: tenants.length }
}

export const purgeJob: JobDefinition = {
  name: 'maintenance-purge',
  // Minute 17 of every hour: away from the full hour, when other schedules (reports, reminders) start.
  cron: '17 * * * *',
  run: () => purgeExpired(),
  retryLimit: 1,
  expireInSeconds: 10 * 60,
}
