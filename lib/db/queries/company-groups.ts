// A company's groups (部门/小组) and who is in them. Every query is scoped by tenant and company: a group id from the
// client never reaches another company's group, and only the company's own staff can be put in one.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { companyGroupMembers, companyGroups, companyMembers } from '../schema'

type Company = { tenantId: number; companyId: number }

const ofCompany = ({ tenantId, companyId }: Company) =>
  and(eq(companyGroups.tenantId, tenantId), eq(companyGroups.companyId, companyId))

/** The company's groups, oldest first, with how many people each holds. */
export async function listGroups(db: Db, who: Company) {
  return db
    .select({
      id: companyGroups.id,
      name: companyGroups.name,
      createdAt: companyGroups.createdAt,
      memberCount: sql<number>`count(${companyGroupMembers.individualId})`.mapWith(Number),
    })
    .from(companyGroups)
    .leftJoin(
      companyGroupMembers,
      and(eq(companyGroupMembers.tenantId, companyGroups.tenantId), eq(companyGroupMembers.groupId, companyGroups.id)),
    )
    .where(ofCompany(who))
    .groupBy(companyGroups.tenantId, companyGroups.id)
    .orderBy(asc(companyGroups.id))
}

/** The members of the given groups (the company's, read by listGroups) with the name the company knows them by. */
export async function listGroupMembers(db: Db, { tenantId, groupIds }: { tenantId: number; groupIds: number[] }) {
  if (groupIds.length === 0) return []
  return db
    .select({
      groupId: companyGroupMembers.groupId,
      userId: companyGroupMembers.individualId,
      nameInCompany: companyMembers.nameInCompany,
    })
    .from(companyGroupMembers)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.tenantId, companyGroupMembers.tenantId),
        eq(companyMembers.individualId, companyGroupMembers.individualId),
      ),
    )
    .where(and(eq(companyGroupMembers.tenantId, tenantId), inArray(companyGroupMembers.groupId, groupIds)))
    .orderBy(asc(companyGroupMembers.addedAt), asc(companyGroupMembers.individualId))
}

/** A new group; null when the company already has one of that name. */
export async function insertGroup(db: Db, { tenantId, companyId, name }: Company & { name: string }) {
  const [row] = await db
    .insert(companyGroups)
    .values({ tenantId, companyId, name })
    .onConflictDoNothing()
    .returning({ id: companyGroups.id, name: companyGroups.name, createdAt: companyGroups.createdAt })
  return row ?? null
}

/** The company's group, locked until the transaction ends (so members and its assignments change one at a time). */
export async function lockGroup(db: Db, who: Company & { groupId: number }) {
  const [row] = await db
    .select({ id: companyGroups.id, name: companyGroups.name })
    .from(companyGroups)
    .where(and(ofCompany(who), eq(companyGroups.id, who.groupId)))
    .for('update')
    .limit(1)
  return row ?? null
}

/** Is the name taken by another of the company's groups? */
export async function groupNameTaken(db: Db, who: Company & { name: string; exceptId: number }) {
  const [row] = await db
    .select({ id: companyGroups.id })
    .from(companyGroups)
    .where(and(ofCompany(who), eq(companyGroups.name, who.name), ne(companyGroups.id, who.exceptId)))
    .limit(1)
  return !!row
}

export async function renameGroup(db: Db, who: Company & { groupId: number; name: string }) {
  const [row] = await db
    .update(companyGroups)
    .set({ name: who.name })
    .where(and(ofCompany(who), eq(companyGroups.id, who.groupId)))
    .returning({ id: companyGroups.id })
  return row ?? null
}

/** Deletes the group and (by cascade) its memberships; allocations it brought stay — people keep what they were given. */
export async function deleteGroup(db: Db, who: Company & { groupId: number }) {
  const [row] = await db
    .delete(companyGroups)
    .where(and(ofCompany(who), eq(companyGroups.id, who.groupId)))
    .returning({ id: companyGroups.id })
  return row ?? null
}

/** Which of these people are the company's staff now. */
export async function staffAmong(db: Db, who: Company & { individualIds: number[] }): Promise<Set<number>> {
  if (who.individualIds.length === 0) return new Set()
  const rows = await db
    .select({ id: companyMembers.individualId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.tenantId, who.tenantId),
        eq(companyMembers.companyId, who.companyId),
        inArray(companyMembers.individualId, who.individualIds),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Puts people in a group; answers those not already in it. */
export async function addGroupMembers(
  db: Db,
  { tenantId, groupId, individualIds }: { tenantId: number; groupId: number; individualIds: number[] },
): Promise<number[]> {
  if (individualIds.length === 0) return []
  const rows = await db
    .insert(companyGroupMembers)
    .values(individualIds.map((individualId) => ({ tenantId, groupId, individualId })))
    .onConflictDoNothing()
    .returning({ id: companyGroupMembers.individualId })
  return rows.map((r) => r.id)
}

export async function removeGroupMembers(
  db: Db,
  { tenantId, groupId, individualIds }: { tenantId: number; groupId: number; individualIds: number[] },
) {
  if (individualIds.length === 0) return
  await db
    .delete(companyGroupMembers)
    .where(
      and(
        eq(companyGroupMembers.tenantId, tenantId),
        eq(companyGroupMembers.groupId, groupId),
        inArray(companyGroupMembers.individualId, individualIds),
      ),
    )
}

export async function countGroupMembers(db: Db, { tenantId, groupId }: { tenantId: number; groupId: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(companyGroupMembers)
    .where(and(eq(companyGroupMembers.tenantId, tenantId), eq(companyGroupMembers.groupId, groupId)))
  return row.n
}

/** Which of these group ids are the company's groups. */
export async function companyGroupsAmong(db: Db, who: Company & { groupIds: number[] }) {
  if (who.groupIds.length === 0) return []
  return db
    .select({ id: companyGroups.id, name: companyGroups.name })
    .from(companyGroups)
    .where(and(ofCompany(who), inArray(companyGroups.id, who.groupIds)))
}

/** Everyone in the given groups (one row per group and person). */
export async function membersOfGroups(db: Db, { tenantId, groupIds }: { tenantId: number; groupIds: number[] }) {
  if (groupIds.length === 0) return []
  return db
    .select({ groupId: companyGroupMembers.groupId, individualId: companyGroupMembers.individualId })
    .from(companyGroupMembers)
    .where(and(eq(companyGroupMembers.tenantId, tenantId), inArray(companyGroupMembers.groupId, groupIds)))
    .orderBy(asc(companyGroupMembers.groupId))
}
