// OAuth `state` rows (lib/auth/oauth-state.ts): issued per authorise trip, spent once by a conditional UPDATE.
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../client'
import { oauthStates } from '../schema'

type NewState = typeof oauthStates.$inferInsert

/** Stores a new state, first dropping the tenant's expired ones (the table stays the size of ten minutes' logins). */
export async function insertOAuthState(db: Db, state: NewState & { tenantId: number }): Promise<void> {
  await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.tenantId, state.tenantId), lt(oauthStates.expiresAt, new Date())))
  await db.insert(oauthStates).values(state)
}

/** Marks an unexpired, unused state used and answers it — in one statement, so parallel callbacks spend it once. */
export async function spendOAuthState(db: Db, { tenantId, stateHash }: { tenantId: number; stateHash: string }) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.tenantId, tenantId),
        eq(oauthStates.stateHash, stateHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning()
  return row ?? null
}
