// An individual's own profile writes: nickname, introduction, avatar (tenant-scoped like every query).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { individuals } from '../schema'

type Target = { tenantId: number; id: number }

export async function updateIndividualProfile(
  db: Db,
  { tenantId, id, nickname, introduction }: Target & { nickname?: string; introduction?: string },
) {
  const [row] = await db
    .update(individuals)
    .set({
      ...(nickname === undefined ? {} : { nickname }),
      ...(introduction === undefined ? {} : { introduction }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id)))
    .returning()
  return row ?? null
}

/** A stored avatar of our own storage (never third-party once the learner chose a picture). */
export async function setIndividualAvatar(db: Db, { tenantId, id, avatarUrl }: Target & { avatarUrl: string }) {
  const [row] = await db
    .update(individuals)
    .set({ avatarUrl, isThirdHeadImg: false, updatedAt: sql`now()` })
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id)))
    .returning()
  return row ?? null
}
