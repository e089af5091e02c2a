// 图形验证码 challenges: stored as hashes, answered once.
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../client'
import { captchaChallenges } from '../schema'

type Scope = { tenantId: number }

/** Stores a new challenge; expired ones (of every tenant) go first, so the table holds minutes of challenges, not years. */
export async function insertCaptcha(db: Db, values: Scope & { idHash: string; answerHash: string; expiresAt: Date }) {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date()))
  await db.insert(captchaChallenges).values(values)
}

/**
 * Spends a challenge in one statement — used up whether the answer is right or not, so parallel answers to one picture
 * get one judgement between them. Returns the stored answer hash, or null when it is unknown, spent or expired.
 */
export async function spendCaptcha(db: Db, { tenantId, idHash }: Scope & { idHash: string }): Promise<string | null> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchaChallenges.tenantId, tenantId),
        eq(captchaChallenges.idHash, idHash),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ answerHash: captchaChallenges.answerHash })
  return row?.answerHash ?? null
}
