// Catalogue reads: published courses only, always inside one tenant; cards carry their lesson totals and lecturers.
import { and, asc, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import type { CoursePrice, CourseSort } from '@/lib/contract/course-list-rules'
import type { Db } from '../client'
import { chapters, courseLecturers, courses, courseTypes, lecturers, lessons } from '../schema'

export interface CourseCardRow {
  id: number
  title: string
  coverUrl: string
  summary: string
  priceCents: number
  learnerCount: number
  publishedAt: Date | string
  courseTypeId: number
  courseTypeName: string
  tags: string[]
  lessonCount: number
  totalDurationSeconds: number
  lecturers: { id: number; name: string }[]
}

export interface PageRows<T> {
  rows: T[]
  totalCount: number
}

export interface PageArgs {
  tenantId: number
  page: number
  pageSize: number
}

export const cardFields = {
  id: courses.id,
  title: courses.title,
  coverUrl: courses.coverUrl,
  summary: courses.summary,
  priceCents: courses.priceCents,
  learnerCount: courses.learnerCount,
  publishedAt: sql<Date | string>`coalesce(${courses.publishedAt}, ${courses.createdAt})`,
  courseTypeId: courses.courseTypeId,
  courseTypeName: courseTypes.typeName,
  tags: courses.tags,
  lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.tenantId} = ${courses.tenantId} and ${lessons.courseId} = ${courses.id})`,
  totalDurationSeconds: sql<number>`(select coalesce(sum(${lessons.durationSeconds}), 0)::int from ${lessons}
    where ${lessons.tenantId} = ${courses.tenantId} and ${lessons.courseId} = ${courses.id})`,
  lecturers: sql<
    { id: number; name: string }[]
  >`(select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name) order by cl.sort_order, l.id), '[]'::json)
    from course_lecturers cl join lecturers l on l.tenant_id = cl.tenant_id and l.id = cl.lecturer_id
    where cl.tenant_id = ${courses.tenantId} and cl.course_id = ${courses.id})`,
}

const typeJoin = and(eq(courseTypes.tenantId, courses.tenantId), eq(courseTypes.id, courses.courseTypeId))

/** The one condition every course read starts from. */
export function publishedIn(tenantId: number): SQL {
  return and(eq(courses.tenantId, tenantId), eq(courses.isPublished, true))!
}

export const NEWEST = [desc(courses.publishedAt), desc(courses.id)]
const POPULAR = [desc(courses.learnerCount), desc(courses.publishedAt), desc(courses.id)]
/**
 * 综合 (lib/contract/course-list-rules.ts): log₂(1 + learners) + the publication time in half-years (180 days = 15552000
 * s). From the row alone: subtracting the age from now() would shift every score alike, so pages agree whenever fetched.
 */
const OVERALL = [
  sql`(ln(1 + ${courses.learnerCount}::float8) / ln(2)
    + extract(epoch from coalesce(${courses.publishedAt}, ${courses.createdAt}))::float8 / 15552000) desc`,
  ...NEWEST,
]
const ORDERS: Record<CourseSort, SQL[]> = { overall: OVERALL, newest: NEWEST, popular: POPULAR }
const PRICES: Record<CoursePrice, SQL> = { free: eq(courses.priceCents, 0), paid: gt(courses.priceCents, 0) }

/** Cards matching `where` (already tenant-scoped by the caller through publishedIn). */
export function selectCourseCards(
  db: Db,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset = 0,
): Promise<CourseCardRow[]> {
  return db
    .select(cardFields)
    .from(courses)
    .innerJoin(courseTypes, typeJoin)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
}

async function countCourses(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(where)
  return Number(row?.n ?? 0)
}

const offsetOf = (page: number, pageSize: number) => (Math.max(1, page) - 1) * pageSize

/**
 * A child id lists that category, a parent id the parent and all its children, neither everything; price: 0 or > 0;
 * `homeNew`: only courses placed under the home page's 最新课程 (新课).
 */
export async function listCourses(
  db: Db,
  args: PageArgs & {
    pcourseTypeId?: number
    courseTypeId?: number
    sort?: CourseSort
    price?: CoursePrice
    homeNew?: boolean
  },
): Promise<PageRows<CourseCardRow>> {
  const { tenantId, page, pageSize, pcourseTypeId, courseTypeId, sort = 'newest', price, homeNew } = args
  let where = publishedIn(tenantId)
  if (homeNew) where = and(where, eq(courses.homeNew, true))!
  if (price) where = and(where, PRICES[price])!
  if (courseTypeId) where = and(where, eq(courses.courseTypeId, courseTypeId))!
  else if (pcourseTypeId) {
    where = and(
      where,
      or(
        eq(courses.courseTypeId, pcourseTypeId),
        sql`${courses.courseTypeId} in (select ${courseTypes.id} from ${courseTypes}
          where ${courseTypes.tenantId} = ${tenantId} and ${courseTypes.parentId} = ${pcourseTypeId})`,
      ),
    )!
  }
  const [rows, totalCount] = await Promise.all([
    selectCourseCards(db, where, ORDERS[sort] ?? NEWEST, pageSize, offsetOf(page, pageSize)),
    countCourses(db, where),
  ])
  return { rows, totalCount }
}

/** `%` and `_` in what a visitor types are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Visible categories whose name, or whose parent's name, contains the text: a top category's name stands for all its
 * children, as it does in the course list. An InitPlan array, so `course_type_id = any(…)` can use courses_type_idx.
 */
function typesNamed(tenantId: number, pattern: string): SQL {
  return sql`array(select t.id from ${courseTypes} t
    left join ${courseTypes} p on p.tenant_id = t.tenant_id and p.id = t.parent_id
    where t.tenant_id = ${tenantId} and t.is_visible and (t.type_name ilike ${pattern} or (p.is_visible and p.type_name ilike ${pattern})))`
}

/** Courses taught by a lecturer whose name contains the text; an InitPlan array for the primary key. */
function coursesTaughtBy(tenantId: number, pattern: string): SQL {
  return sql`array(select cl.course_id from ${courseLecturers} cl
    join ${lecturers} l on l.tenant_id = cl.tenant_id and l.id = cl.lecturer_id
    where cl.tenant_id = ${tenantId} and l.name ilike ${pattern})`
}

/**
 * Substring search over a course's own words (search_text: title, summary, tags) and, through their links, the names of
 * its category (child or parent) and lecturers, matched at query time so a renamed category or lecturer is found by its
 * new name at once. ILIKE on search_text uses the trigram GIN index and matches Chinese substrings of any length.
 * Title hits come first, then the course's own words, then trigram closeness, then popularity.
 */
export async function searchCourses(db: Db, args: PageArgs & { name: string }): Promise<PageRows<CourseCardRow>> {
  const { tenantId, page, pageSize } = args
  const name = args.name.trim().toLowerCase()
  if (!name) return { rows: [], totalCount: 0 }
  const pattern = likePattern(name)
  const ownWords = sql`${courses.searchText} ilike ${pattern}`
  const matches = or(
    ownWords,
    sql`${courses.courseTypeId} = any(${typesNamed(tenantId, pattern)})`,
    sql`${courses.id} = any(${coursesTaughtBy(tenantId, pattern)})`,
  )
  const where = and(publishedIn(tenantId), matches)!
  const order = [
    sql`(${courses.title} ilike ${pattern}) desc`,
    sql`(${ownWords}) desc`,
    sql`word_similarity(${name}, ${courses.searchText}) desc`,
    desc(courses.learnerCount),
    desc(courses.id),
  ]
  const [rows, totalCount] = await Promise.all([
    selectCourseCards(db, where, order, pageSize, offsetOf(page, pageSize)),
    countCourses(db, where),
  ])
  return { rows, totalCount }
}

export interface CourseRow extends CourseCardRow {
  description: string
  parentCourseTypeId: number | null
  parentCourseTypeName: string | null
}

/** A published course with its category names; null when unknown, unpublished or another tenant's. */
export async function getPublishedCourse(
  db: Db,
  { tenantId, courseId }: { tenantId: number; courseId: number },
): Promise<CourseRow | null> {
  const rows = await db
    .select({
      ...cardFields,
      description: courses.description,
      parentCourseTypeId: courseTypes.parentId,
      parentCourseTypeName: sql<string | null>`(select p.type_name from course_types p
        where p.tenant_id = ${courseTypes.tenantId} and p.id = ${courseTypes.parentId})`,
    })
    .from(courses)
    .innerJoin(courseTypes, typeJoin)
    .where(and(publishedIn(tenantId), eq(courses.id, courseId)))
    .limit(1)
  return rows[0] ?? null
}

export interface ChapterRow {
  id: number
  title: string
  lessons: { id: number; title: string; durationSeconds: number; isFreePreview: boolean }[]
}

/** Chapters in order, each with its lessons in order. */
export async function listCourseOutline(
  db: Db,
  { tenantId, courseId }: { tenantId: number; courseId: number },
): Promise<ChapterRow[]> {
  const [chapterRows, lessonRows] = await Promise.all([
    db
      .select({ id: chapters.id, title: chapters.title })
      .from(chapters)
      .where(and(eq(chapters.tenantId, tenantId), eq(chapters.courseId, courseId)))
      .orderBy(asc(chapters.sortOrder), asc(chapters.id)),
    db
      .select({
        id: lessons.id,
        chapterId: lessons.chapterId,
        title: lessons.title,
        durationSeconds: lessons.durationSeconds,
        isFreePreview: lessons.isFreePreview,
      })
      .from(lessons)
      .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, courseId)))
      .orderBy(asc(lessons.sortOrder), asc(lessons.id)),
  ])
  return chapterRows.map((ch) => ({
    ...ch,
    lessons: lessonRows
      .filter((l) => l.chapterId === ch.id)
      .map((l) => ({ id: l.id, title: l.title, durationSeconds: l.durationSeconds, isFreePreview: l.isFreePreview })),
  }))
}

export interface LecturerRow {
  id: number
  name: string
  title: string
  avatarUrl: string
  isGold: boolean
}

export const lecturerFields = {
  id: lecturers.id,
  name: lecturers.name,
  title: lecturers.title,
  avatarUrl: lecturers.avatarUrl,
  isGold: lecturers.isGold,
}

export async function listCourseLecturers(
  db: Db,
  { tenantId, courseId }: { tenantId: number; courseId: number },
): Promise<(LecturerRow & { introduction: string })[]> {
  return db
    .select({ ...lecturerFields, introduction: lecturers.introduction })
    .from(courseLecturers)
    .innerJoin(
      lecturers,
      and(eq(lecturers.tenantId, courseLecturers.tenantId), eq(lecturers.id, courseLecturers.lecturerId)),
    )
    .where(and(eq(courseLecturers.tenantId, tenantId), eq(courseLecturers.courseId, courseId)))
    .orderBy(asc(courseLecturers.sortOrder), asc(lecturers.id))
}

/**
 * Other published courses of the same category: its own child category first, then its siblings under the same
 * parent, most learners first. Never the course itself.
 */
export async function listRelatedCourses(
  db: Db,
  args: { tenantId: number; courseId: number; courseTypeId: number; parentCourseTypeId: number | null; limit?: number },
): Promise<CourseCardRow[]> {
  const { tenantId, courseId, courseTypeId, parentCourseTypeId, limit = 6 } = args
  // A course filed under a top category has the top category's children as its family.
  const family = parentCourseTypeId ?? courseTypeId
  const sameFamily = or(
    eq(courses.courseTypeId, courseTypeId),
    eq(courses.courseTypeId, family),
    eq(courseTypes.parentId, family),
  )
  const where = and(publishedIn(tenantId), sql`${courses.id} <> ${courseId}`, sameFamily)!
  return selectCourseCards(
    db,
    where,
    [sql`(${courses.courseTypeId} = ${courseTypeId}) desc`, desc(courses.learnerCount), desc(courses.id)],
    limit,
  )
}

/**
 * Renames a course (development tools only: there is no content admin yet). The search text keeps the new title,
 * so search and pages agree; answers the id, or null when the tenant has no such course.
 */
export async function renameCourse(
  db: Db,
  { tenantId, id, title }: { tenantId: number; id: number; title: string },
): Promise<number | null> {
  const rows = await db
    .update(courses)
    .set({ title, searchText: sql`replace(${courses.searchText}, lower(${courses.title}), lower(${title}))` })
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
    .returning({ id: courses.id })
  return rows[0]?.id ?? null
}
