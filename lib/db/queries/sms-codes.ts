// One-time SMS codes: the newest live code per phone and purpose is the one that counts.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
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
      and(eq(smsCodes.tenantId, values.tenantId), eq(smsCodes.phone, values.phone), eq(smsCodes.purpose, values.purpose), isNull(smsCodes.consumedAt)),
    )
  await db.insert(smsCodes).values(values)
}

export async function getLatestLiveCode(db: Db, { tenantId, phone, purpose }: Scope & { phone: string; purpose: string }) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  return row ?? null
}

/** Counts a wrong try; returns the attempts now recorded. */
export async function recordWrongAttempt(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.id, id)))
    .returning({ attempts: smsCodes.attempts })
  return row?.attempts ?? 0
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
