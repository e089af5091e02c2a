// Rows whose time is over: the hourly purge (lib/services/jobs/maintenance.ts) keeps short-lived tables short.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm'
import type { Db } from '../client'
import {
  captchaChallenges,
  oauthStates,
  operatorSessions,
  operatorTokens,
  rateLimits,
  sessions,
  smsCodes,
} from '../schema'

type Scope = { tenantId: number }

/** How many rows left each table. */
export type Purged = Record<string, number>

/**
 * One tenant's expired rows. Sessions and operator sign-ins stay `keepUntil` past their end (support can still see a
 * session that was just revoked or ran out); codes, states and challenges go as soon as they are spent or stale.
 */
export async function purgeTenantExpired(
  db: Db,
  { tenantId, now, keepUntil }: Scope & { now: Date; keepUntil: Date },
): Promise<Purged> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length
  return db.transaction(async (tx) => ({
    sessions: await count(
      tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.tenantId, tenantId),
            or(
              lt(sessions.expiresAt, keepUntil),
              and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, keepUntil)),
            ),
          ),
        )
        .returning({ id: sessions.tokenHash }),
    ),
    operatorSessions: await count(
      tx
        .delete(operatorSessions)
        .where(and(eq(operatorSessions.tenantId, tenantId), lt(operatorSessions.expiresAt, keepUntil)))
        .returning({ id: operatorSessions.tokenHash }),
    ),
    operatorTokens: await count(
      tx
        .delete(operatorTokens)
        .where(and(eq(operatorTokens.tenantId, tenantId), lt(operatorTokens.expiresAt, now)))
        .returning({ id: operatorTokens.tokenHash }),
    ),
    smsCodes: await count(
      tx
        .delete(smsCodes)
        .where(and(eq(smsCodes.tenantId, tenantId), lt(smsCodes.expiresAt, now)))
        .returning({ id: smsCodes.id }),
    ),
    oauthStates: await count(
      tx
        .delete(oauthStates)
        .where(and(eq(oauthStates.tenantId, tenantId), lt(oauthStates.expiresAt, now)))
        .returning({ id: oauthStates.stateHash }),
    ),
    captchas: await count(
      tx
        .delete(captchaChallenges)
        .where(and(eq(captchaChallenges.tenantId, tenantId), lt(captchaChallenges.expiresAt, now)))
        .returning({ id: captchaChallenges.idHash }),
    ),
  }))
}

/** Limiter counters whose window has passed. Their keys begin with the tenant, but the table is shared infrastructure. */
export async function purgeExpiredRateLimits(db: Db, { now }: { now: Date }): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key })
  return rows.length
}
