// 讲师 for the console (issue 28): the tenant's lecturers with how many courses name each (published or not), paged
// and filtered; the row writes. Every query takes the tenant.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courseLecturers, lecturers } from '../schema'
import { likePattern } from './catalogue'

type Scope = { tenantId: number }

// The outer row by its table's name: drizzle writes a select list's columns unqualified, which a subquery would read
// as its own table's.
const courseCount = sql<number>`(select count(*)::int from ${courseLecturers} x
  where x.tenant_id = lecturers.tenant_id and x.lecturer_id = lecturers.id)`

const rowFields = {
  id: lecturers.id,
  name: lecturers.name,
  title: lecturers.title,
  avatarUrl: lecturers.avatarUrl,
  isGold: lecturers.isGold,
  sortOrder: lecturers.sortOrder,
  courseCount,
}

export interface LecturerFilter {
  keyword?: string
  gold?: boolean
}

function where(tenantId: number, { keyword, gold }: LecturerFilter): SQL {
  return and(
    eq(lecturers.tenantId, tenantId),
    keyword ? ilike(lecturers.name, likePattern(keyword)) : undefined,
    gold === undefined ? undefined : eq(lecturers.isGold, gold),
  )!
}

/** In the site's order: gold first, then 排序, then oldest. */
export async function listAdminLecturers(
  db: Db,
  { tenantId, page, pageSize, ...filter }: Scope & LecturerFilter & { page: number; pageSize: number },
) {
  const w = where(tenantId, filter)
  const [rows, [total]] = await Promise.all([
    db
      .select(rowFields)
      .from(lecturers)
      .where(w)
      .orderBy(desc(lecturers.isGold), asc(lecturers.sortOrder), asc(lecturers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(lecturers).where(w),
  ])
  return { rows: rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) })), totalCount: Number(total?.n ?? 0) }
}

/** One lecturer; `lock` holds its row until the transaction ends (a course naming it meanwhile waits). */
export async function getAdminLecturer(db: Db, { tenantId, id, lock }: Scope & { id: number; lock?: boolean }) {
  const query = db
    .select({ ...rowFields, introduction: lecturers.introduction })
    .from(lecturers)
    .where(and(eq(lecturers.tenantId, tenantId), eq(lecturers.id, id)))
  const [row] = lock ? await query.for('update', { of: lecturers }) : await query
  return row ? { ...row, courseCount: Number(row.courseCount) } : null
}

/** Courses naming the lecturer, read after the row is locked (the delete's check). */
export async function countLecturerCourses(db: Db, { tenantId, id }: Scope & { id: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseLecturers)
    .where(and(eq(courseLecturers.tenantId, tenantId), eq(courseLecturers.lecturerId, id)))
  return Number(row?.n ?? 0)
}

export interface LecturerValues {
  name: string
  title: string
  avatarUrl: string
  introduction: string
  isGold: boolean
  sortOrder: number
}

export async function insertLecturer(db: Db, values: Scope & LecturerValues): Promise<number> {
  const [row] = await db.insert(lecturers).values(values).returning({ id: lecturers.id })
  return row.id
}

export async function updateLecturer(db: Db, { tenantId, id }: Scope & { id: number }, set: LecturerValues) {
  await db
    .update(lecturers)
    .set(set)
    .where(and(eq(lecturers.tenantId, tenantId), eq(lecturers.id, id)))
}

export async function deleteLecturer(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db.delete(lecturers).where(and(eq(lecturers.tenantId, tenantId), eq(lecturers.id, id)))
}
