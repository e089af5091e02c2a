// 专题 for the console (issue 28): the tenant's topics, published or not, with their courses in order; the row writes
// and the course list's replacement. Every query takes the tenant.
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courses, topicCourses, topics } from '../schema'
import { likePattern } from './catalogue'

type Scope = { tenantId: number }

// The outer row by its table's name: drizzle writes a select list's columns unqualified, which a subquery would read
// as its own table's.
const rowFields = {
  id: topics.id,
  title: topics.title,
  bannerUrl: topics.bannerUrl,
  isSelected: topics.isSelected,
  isPublished: topics.isPublished,
  sortOrder: topics.sortOrder,
  courseCount: sql<number>`(select count(*)::int from ${topicCourses} x
    where x.tenant_id = topics.tenant_id and x.topic_id = topics.id)`,
}

/** In the site's order (排序, then oldest); `keyword` in the title. */
export async function listAdminTopics(
  db: Db,
  { tenantId, page, pageSize, keyword }: Scope & { page: number; pageSize: number; keyword?: string },
) {
  const where: SQL = and(
    eq(topics.tenantId, tenantId),
    keyword ? ilike(topics.title, likePattern(keyword)) : undefined,
  )!
  const [rows, [total]] = await Promise.all([
    db
      .select(rowFields)
      .from(topics)
      .where(where)
      .orderBy(asc(topics.sortOrder), asc(topics.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(topics).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) })), totalCount: Number(total?.n ?? 0) }
}

/** One topic; `lock` holds its row until the transaction ends (two saves of its courses take turns). */
export async function getAdminTopic(db: Db, { tenantId, id, lock }: Scope & { id: number; lock?: boolean }) {
  const query = db
    .select({ ...rowFields, introduction: topics.introduction })
    .from(topics)
    .where(and(eq(topics.tenantId, tenantId), eq(topics.id, id)))
  const [row] = lock ? await query.for('update', { of: topics }) : await query
  return row ? { ...row, courseCount: Number(row.courseCount) } : null
}

const courseItem = { id: courses.id, title: courses.title, isPublished: courses.isPublished }

/** The topic's courses in its order, published or not. */
export async function listAdminTopicCourses(db: Db, { tenantId, topicId }: Scope & { topicId: number }) {
  return db
    .select(courseItem)
    .from(topicCourses)
    .innerJoin(courses, and(eq(courses.tenantId, topicCourses.tenantId), eq(courses.id, topicCourses.courseId)))
    .where(and(eq(topicCourses.tenantId, tenantId), eq(topicCourses.topicId, topicId)))
    .orderBy(asc(topicCourses.sortOrder), asc(courses.id))
}

/** The tenant's courses whose title holds the keyword (newest first): the topic editor's picker. */
export async function searchTopicCourseChoices(
  db: Db,
  { tenantId, keyword, limit = 20 }: Scope & { keyword?: string; limit?: number },
) {
  return db
    .select(courseItem)
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), keyword ? ilike(courses.title, likePattern(keyword)) : undefined))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(limit)
}

/** Which of these ids are the tenant's courses, each locked against deletion until the transaction ends. */
export async function lockTenantCourses(db: Db, { tenantId, ids }: Scope & { ids: number[] }) {
  if (ids.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), inArray(courses.id, ids)))
    .for('key share')
  return new Set(rows.map((r) => r.id))
}

/** The topic's courses become exactly these, in this order. */
export async function replaceTopicCourses(
  db: Db,
  { tenantId, topicId, courseIds }: Scope & { topicId: number; courseIds: number[] },
) {
  await db.delete(topicCourses).where(and(eq(topicCourses.tenantId, tenantId), eq(topicCourses.topicId, topicId)))
  if (courseIds.length)
    await db
      .insert(topicCourses)
      .values(courseIds.map((courseId, i) => ({ tenantId, topicId, courseId, sortOrder: i + 1 })))
}

export interface TopicValues {
  title: string
  bannerUrl: string
  introduction: string
  isSelected: boolean
  isPublished: boolean
  sortOrder: number
}

export async function insertTopic(db: Db, values: Scope & TopicValues): Promise<number> {
  const [row] = await db.insert(topics).values(values).returning({ id: topics.id })
  return row.id
}

export async function updateTopic(db: Db, { tenantId, id }: Scope & { id: number }, set: TopicValues) {
  await db
    .update(topics)
    .set(set)
    .where(and(eq(topics.tenantId, tenantId), eq(topics.id, id)))
}

export async function deleteTopic(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db.delete(topics).where(and(eq(topics.tenantId, tenantId), eq(topics.id, id)))
}
