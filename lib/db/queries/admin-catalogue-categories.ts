// 课程分类 for the console (issue 28): the tenant's whole tree with course counts, and the writes that keep each
// level's order dense (1, 2, 3…). Every query takes the tenant.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { courses, courseTypes } from '../schema'

type Scope = { tenantId: number }

/** The advisory lock's first key: category writes of one tenant take turns (names unique per level, dense order). */
const CATEGORY_LOCK = 28_001

/**
 * Serialises the tenant's category writes until the transaction ends: two operators adding the same name, or moving
 * rows of one level at once, cannot both pass their checks. A lock on a key, not on rows, so an empty tree is covered.
 */
export async function lockCategories(db: Db, { tenantId }: Scope): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CATEGORY_LOCK}, ${tenantId})`)
}

export interface CategoryRow {
  id: number
  parentId: number | null
  typeName: string
  sortOrder: number
  isVisible: boolean
  courseCount: number
}

/** Every category of the tenant in its order, with the courses filed directly under each (published or not). */
export async function listCategoryRows(db: Db, { tenantId }: Scope): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: courseTypes.id,
      parentId: courseTypes.parentId,
      typeName: courseTypes.typeName,
      sortOrder: courseTypes.sortOrder,
      isVisible: courseTypes.isVisible,
      // The outer row by its table's name: drizzle writes a select list's columns unqualified (a subquery's own).
      courseCount: sql<number>`(select count(*)::int from ${courses} c
        where c.tenant_id = course_types.tenant_id and c.course_type_id = course_types.id)`,
    })
    .from(courseTypes)
    .where(eq(courseTypes.tenantId, tenantId))
    .orderBy(asc(courseTypes.sortOrder), asc(courseTypes.id))
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }))
}

export async function insertCategory(
  db: Db,
  values: Scope & { parentId: number | null; typeName: string; sortOrder: number },
): Promise<number> {
  const [row] = await db
    .insert(courseTypes)
    .values({ ...values, isVisible: true })
    .returning({ id: courseTypes.id })
  return row.id
}

export async function updateCategory(
  db: Db,
  { tenantId, id }: Scope & { id: number },
  set: Partial<{ typeName: string; isVisible: boolean; sortOrder: number }>,
): Promise<void> {
  await db
    .update(courseTypes)
    .set(set)
    .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.id, id)))
}

/** Numbers one level's rows 1, 2, 3… in the given order, writing only the rows whose number changes. */
export async function renumberCategories(
  db: Db,
  { tenantId }: Scope,
  ordered: readonly { id: number; sortOrder: number }[],
): Promise<void> {
  for (const [i, row] of ordered.entries())
    if (row.sortOrder !== i + 1) await updateCategory(db, { tenantId, id: row.id }, { sortOrder: i + 1 })
}

/**
 * Holds one category's row until the transaction ends: a course being filed under it (its foreign key check shares
 * the row) waits, so the delete's count of courses cannot go stale before the row goes.
 */
export async function lockCategoryRow(db: Db, { tenantId, id }: Scope & { id: number }): Promise<void> {
  await db
    .select({ id: courseTypes.id })
    .from(courseTypes)
    .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.id, id)))
    .for('update')
}

/** How many 二级 categories and directly filed courses stand in the way of deleting one. */
export async function categoryUsage(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [[children], [filed]] = await Promise.all([
    db
      .select({ n: count() })
      .from(courseTypes)
      .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.parentId, id))),
    db
      .select({ n: count() })
      .from(courses)
      .where(and(eq(courses.tenantId, tenantId), eq(courses.courseTypeId, id))),
  ])
  return { children: Number(children?.n ?? 0), courses: Number(filed?.n ?? 0) }
}

export async function deleteCategory(db: Db, { tenantId, id }: Scope & { id: number }): Promise<void> {
  await db.delete(courseTypes).where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.id, id)))
}
