// One-time SMS codes: the newest live code per phone and purpose is the one that counts.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { smsCodes } from '../schema'

type Scope = { tenantId: number }

export async function insertSmsCode(
  db: Db,
  values: Scope & { phone: string; purpose: string; codeHash: string; expiresAt: Date },
) {
  // A new code replaces the older ones: only the latest message on the phone is valid.
  await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(smsCodes.tenantId, values.tenantId),
        eq(smsCodes.phone, values.phone),
        eq(smsCodes.purpose, values.purpose),
        isNull(smsCodes.consumedAt),
      ),
    )
  await db.insert(smsCodes).values(values)
}

export async function getLatestLiveCode(
  db: Db,
  { tenantId, phone, purpose }: Scope & { phone: string; purpose: string },
) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.tenantId, tenantId),
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  return row ?? null
}

export type Judgement =
  { state: 'judge'; id: number; codeHash: string; attempts: number } | { state: 'none' } | { state: 'spent' }

/**
 * Counts a try on the phone's live code before it is compared, in one statement: the row's lock orders parallel tries and
 * each re-reads `attempts < maxTries` after the one before it, so no more than `maxTries` tries ever get the hash to
 * compare. 'spent' when the code has had its tries, 'none' when there is no live code.
 */
export async function judgeSmsCode(
  db: Db,
  { tenantId, phone, purpose, maxTries }: Scope & { phone: string; purpose: string; maxTries: number },
): Promise<Judgement> {
  const now = new Date()
  const latest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.tenantId, tenantId),
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.tenantId, tenantId),
        eq(smsCodes.id, latest),
        lt(smsCodes.attempts, maxTries),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
  if (row) return { state: 'judge', ...row }
  const live = await getLatestLiveCode(db, { tenantId, phone, purpose })
  return live && live.expiresAt > now && live.attempts >= maxTries ? { state: 'spent' } : { state: 'none' }
}

/** A right code's try is given back: only its holder can ask, so it opens nothing to a guesser. */
export async function giveBackTry(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`greatest(${smsCodes.attempts} - 1, 0)` })
    .where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.id, id)))
}

/** Marks the code used; false when another request consumed it first. */
export async function consumeSmsCode(db: Db, { tenantId, id }: Scope & { id: number }) {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id })
  return rows.length === 1
}
