// Catalogue reads around the courses: lecturers, special topics, the home page's bars and the sitemap; tenant-scoped.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courseLecturers, courses, courseTypes, lecturers, topicCourses, topics } from '../schema'
import {
  NEWEST,
  cardFields,
  lecturerFields,
  publishedIn,
  selectCourseCards,
  type CourseCardRow,
  type LecturerRow,
  type PageArgs,
  type PageRows,
} from './catalogue'

const offsetOf = (page: number, pageSize: number) => (Math.max(1, page) - 1) * pageSize

const publishedCourseCount = (link: typeof courseLecturers | typeof topicCourses, on: SQL) =>
  sql<number>`(select count(*)::int from ${link} x join courses c on c.tenant_id = x.tenant_id and c.id = x.course_id
    where ${on} and c.is_published)`

export interface LecturerListRow extends LecturerRow {
  courseCount: number
}

/** Gold lecturers first, then the tenant's own order; counts published courses only. */
export async function listLecturers(
  db: Db,
  { tenantId, page, pageSize }: PageArgs,
): Promise<PageRows<LecturerListRow>> {
  const where = eq(lecturers.tenantId, tenantId)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...lecturerFields,
        courseCount: publishedCourseCount(
          courseLecturers,
          sql`x.tenant_id = ${lecturers.tenantId} and x.lecturer_id = ${lecturers.id}`,
        ),
      })
      .from(lecturers)
      .where(where)
      .orderBy(desc(lecturers.isGold), asc(lecturers.sortOrder), asc(lecturers.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(lecturers)
      .where(where),
  ])
  return { rows, totalCount: Number(count?.n ?? 0) }
}

export async function listGoldLecturers(
  db: Db,
  { tenantId, limit = 12 }: { tenantId: number; limit?: number },
): Promise<LecturerRow[]> {
  return db
    .select(lecturerFields)
    .from(lecturers)
    .where(and(eq(lecturers.tenantId, tenantId), eq(lecturers.isGold, true)))
    .orderBy(asc(lecturers.sortOrder), asc(lecturers.id))
    .limit(limit)
}

export async function getLecturer(
  db: Db,
  { tenantId, lecturerId }: { tenantId: number; lecturerId: number },
): Promise<(LecturerRow & { introduction: string }) | null> {
  const rows = await db
    .select({ ...lecturerFields, introduction: lecturers.introduction })
    .from(lecturers)
    .where(and(eq(lecturers.tenantId, tenantId), eq(lecturers.id, lecturerId)))
    .limit(1)
  return rows[0] ?? null
}

/** The lecturer's published courses, newest first. */
export async function listLecturerCourses(
  db: Db,
  { tenantId, lecturerId, limit = 100 }: { tenantId: number; lecturerId: number; limit?: number },
): Promise<CourseCardRow[]> {
  const mine = sql`exists (select 1 from ${courseLecturers} where ${courseLecturers.tenantId} = ${courses.tenantId}
    and ${courseLecturers.courseId} = ${courses.id} and ${courseLecturers.lecturerId} = ${lecturerId})`
  return selectCourseCards(db, and(publishedIn(tenantId), mine)!, NEWEST, limit)
}

export interface TopicRow {
  id: number
  title: string
  bannerUrl: string
  introduction: string
  isSelected: boolean
  courseCount: number
}

const topicFields = {
  id: topics.id,
  title: topics.title,
  bannerUrl: topics.bannerUrl,
  introduction: topics.introduction,
  isSelected: topics.isSelected,
  courseCount: publishedCourseCount(topicCourses, sql`x.tenant_id = ${topics.tenantId} and x.topic_id = ${topics.id}`),
}

const publishedTopicsIn = (tenantId: number) => and(eq(topics.tenantId, tenantId), eq(topics.isPublished, true))!

/** Published topics in the tenant's order; `selectedOnly` for the home page's 精选专题. */
export async function listTopics(db: Db, args: PageArgs & { selectedOnly?: boolean }): Promise<PageRows<TopicRow>> {
  const { tenantId, page, pageSize, selectedOnly } = args
  const where = selectedOnly
    ? and(publishedTopicsIn(tenantId), eq(topics.isSelected, true))!
    : publishedTopicsIn(tenantId)
  const [rows, [count]] = await Promise.all([
    db
      .select(topicFields)
      .from(topics)
      .where(where)
      .orderBy(asc(topics.sortOrder), asc(topics.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(topics)
      .where(where),
  ])
  return { rows, totalCount: Number(count?.n ?? 0) }
}

export async function getPublishedTopic(
  db: Db,
  { tenantId, topicId }: { tenantId: number; topicId: number },
): Promise<TopicRow | null> {
  const rows = await db
    .select(topicFields)
    .from(topics)
    .where(and(publishedTopicsIn(tenantId), eq(topics.id, topicId)))
    .limit(1)
  return rows[0] ?? null
}

/** The topic's published courses in the topic's order. */
export async function listTopicCourses(
  db: Db,
  { tenantId, topicId }: { tenantId: number; topicId: number },
): Promise<CourseCardRow[]> {
  return db
    .select(cardFields)
    .from(topicCourses)
    .innerJoin(courses, and(eq(courses.tenantId, topicCourses.tenantId), eq(courses.id, topicCourses.courseId)))
    .innerJoin(courseTypes, and(eq(courseTypes.tenantId, courses.tenantId), eq(courseTypes.id, courses.courseTypeId)))
    .where(and(eq(topicCourses.tenantId, tenantId), eq(topicCourses.topicId, topicId), publishedIn(tenantId)))
    .orderBy(asc(topicCourses.sortOrder), asc(courses.id))
}

export interface HomeTypeRow {
  id: number
  parentId: number | null
  typeName: string
}

/**
 * Visible course types (for the bars' titles and child links) and, per top category, its `perCategory` published
 * courses placed in the bar (课程栏) filed under it or its children, 精选 first, then newest — one query for all bars.
 */
export async function listHomeCourses(
  db: Db,
  { tenantId, perCategory = 8 }: { tenantId: number; perCategory?: number },
): Promise<{ types: HomeTypeRow[]; courses: (CourseCardRow & { topTypeId: number })[] }> {
  const newestPerTop = sql`${courses.id} in (select ranked.id from (
      select c.id, row_number() over (partition by coalesce(t.parent_id, t.id)
        order by c.home_featured desc, c.published_at desc nulls last, c.id desc) as rn
      from courses c join course_types t on t.tenant_id = c.tenant_id and t.id = c.course_type_id
      where c.tenant_id = ${tenantId} and c.is_published and c.home_bar
    ) ranked where ranked.rn <= ${perCategory})`
  const [types, rows] = await Promise.all([
    db
      .select({ id: courseTypes.id, parentId: courseTypes.parentId, typeName: courseTypes.typeName })
      .from(courseTypes)
      .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.isVisible, true)))
      .orderBy(asc(courseTypes.sortOrder), asc(courseTypes.id)),
    db
      .select({ ...cardFields, topTypeId: sql<number>`coalesce(${courseTypes.parentId}, ${courseTypes.id})` })
      .from(courses)
      .innerJoin(courseTypes, and(eq(courseTypes.tenantId, courses.tenantId), eq(courseTypes.id, courses.courseTypeId)))
      .where(and(publishedIn(tenantId), newestPerTop))
      .orderBy(desc(courses.homeFeatured), ...NEWEST),
  ])
  return { types, courses: rows }
}

export interface SitemapRows {
  courses: { id: number; updatedAt: Date | string }[]
  lecturers: { id: number }[]
  topics: { id: number }[]
}

/** Every public id of the tenant: published courses, lecturers, published topics. */
export async function listSitemapEntries(db: Db, { tenantId }: { tenantId: number }): Promise<SitemapRows> {
  const [courseRows, lecturerRows, topicRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        updatedAt: sql<
          Date | string
        >`greatest(${courses.updatedAt}, coalesce(${courses.publishedAt}, ${courses.createdAt}))`,
      })
      .from(courses)
      .where(publishedIn(tenantId))
      .orderBy(asc(courses.id)),
    db.select({ id: lecturers.id }).from(lecturers).where(eq(lecturers.tenantId, tenantId)).orderBy(asc(lecturers.id)),
    db.select({ id: topics.id }).from(topics).where(publishedTopicsIn(tenantId)).orderBy(asc(topics.id)),
  ])
  return { courses: courseRows, lecturers: lecturerRows, topics: topicRows }
}
