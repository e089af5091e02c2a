// The console's course reads and writes (issue 28, 课程管理): every state of a course, always inside one tenant.
// Public reads stay in catalogue.ts, where unpublished courses never leave the query layer.
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { CourseState } from '@/lib/contract/schemas/admin-course'
import type { Db } from '../client'
import { courseLecturers, courses, courseTypes, couponTemplates, lecturers } from '../schema'
import { cardFields, likePattern, type CourseRow } from './catalogue'

type Scope = { tenantId: number }

/** The state as stored: 草稿 never published, 已下架 published once (publishedAt kept). */
const STATE_WHERE: Record<CourseState, SQL> = {
  draft: and(eq(courses.isPublished, false), isNull(courses.publishedAt))!,
  published: eq(courses.isPublished, true),
  unpublished: and(eq(courses.isPublished, false), isNotNull(courses.publishedAt))!,
}

// Written with the table's own name: drizzle leaves columns unqualified in a one-table select, where `tenant_id` inside
// a subquery would then mean the subquery's own column.
const lessonCount = sql<number>`(select count(*)::int from lessons l
  where l.tenant_id = courses.tenant_id and l.course_id = courses.id)`
const videoLessonCount = sql<number>`(select count(*)::int from lessons l
  where l.tenant_id = courses.tenant_id and l.course_id = courses.id and l.video_url <> '')`
const enrolledCount = sql<number>`(select count(*)::int from enrolments e
  where e.tenant_id = courses.tenant_id and e.course_id = courses.id)`
const lecturerNames = sql<string[]>`(select coalesce(array_agg(l.name order by cl.sort_order, l.id), '{}')
  from course_lecturers cl join lecturers l on l.tenant_id = cl.tenant_id and l.id = cl.lecturer_id
  where cl.tenant_id = courses.tenant_id and cl.course_id = courses.id)`
const parentName = sql<string | null>`(select p.type_name from course_types p
  where p.tenant_id = ${courseTypes.tenantId} and p.id = ${courseTypes.parentId})`

export interface AdminCourseListRow {
  id: number
  title: string
  coverUrl: string
  courseTypeName: string
  parentCourseTypeName: string | null
  lecturers: string[]
  priceCents: number
  isPublished: boolean
  publishedAt: Date | null
  updatedAt: Date
  learnerCount: number
  lessonCount: number
}

/** Newest change first; by title keyword, category (a top one with its children) and state. */
export async function listAdminCourses(
  db: Db,
  args: Scope & { page: number; pageSize: number; keyword?: string; courseTypeId?: number; state?: CourseState },
): Promise<{ rows: AdminCourseListRow[]; totalCount: number }> {
  const { tenantId, page, pageSize, keyword, courseTypeId, state } = args
  const conditions: SQL[] = [eq(courses.tenantId, tenantId)]
  if (keyword) conditions.push(ilike(courses.title, likePattern(keyword)))
  if (courseTypeId) conditions.push(or(eq(courses.courseTypeId, courseTypeId), eq(courseTypes.parentId, courseTypeId))!)
  if (state) conditions.push(STATE_WHERE[state])
  const where = and(...conditions)!
  const join = and(eq(courseTypes.tenantId, courses.tenantId), eq(courseTypes.id, courses.courseTypeId))
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        coverUrl: courses.coverUrl,
        courseTypeName: courseTypes.typeName,
        parentCourseTypeName: parentName,
        lecturers: lecturerNames,
        priceCents: courses.priceCents,
        isPublished: courses.isPublished,
        publishedAt: courses.publishedAt,
        updatedAt: courses.updatedAt,
        learnerCount: enrolledCount,
        lessonCount,
      })
      .from(courses)
      .innerJoin(courseTypes, join)
      .where(where)
      .orderBy(desc(courses.updatedAt), desc(courses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .innerJoin(courseTypes, join)
      .where(where),
  ])
  return { rows, totalCount: Number(count?.n ?? 0) }
}

export type AdminCourseRecord = typeof courses.$inferSelect & {
  lecturerIds: number[]
  learnerCount: number
  lessonCount: number
  videoLessonCount: number
}

/** One course of the tenant in any state, with its lecturers in order and its counts; null when not the tenant's. */
export async function getAdminCourse(
  db: Db,
  { tenantId, id }: Scope & { id: number },
): Promise<AdminCourseRecord | null> {
  const [row] = await db
    .select({
      course: courses,
      learnerCount: enrolledCount,
      lessonCount,
      videoLessonCount,
      lecturerIds: sql<
        number[]
      >`(select coalesce(array_agg(cl.lecturer_id order by cl.sort_order, cl.lecturer_id), '{}')
        from course_lecturers cl where cl.tenant_id = courses.tenant_id and cl.course_id = courses.id)`,
    })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
    .limit(1)
  if (!row) return null
  return {
    ...row.course,
    lecturerIds: (row.lecturerIds ?? []).map(Number),
    learnerCount: Number(row.learnerCount),
    lessonCount: Number(row.lessonCount),
    videoLessonCount: Number(row.videoLessonCount),
  }
}

/** Locks the course row for a state change (two operators publishing and deleting at once see one another). */
export async function lockAdminCourse(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
    .for('update')
    .limit(1)
  return row ?? null
}

/** The tenant's categories and lecturers for the editor's pickers. */
export async function listCourseOptions(db: Db, { tenantId }: Scope) {
  const [types, people] = await Promise.all([
    db
      .select({ id: courseTypes.id, parentId: courseTypes.parentId, name: courseTypes.typeName })
      .from(courseTypes)
      .where(eq(courseTypes.tenantId, tenantId))
      .orderBy(asc(courseTypes.sortOrder), asc(courseTypes.id)),
    db
      .select({ id: lecturers.id, name: lecturers.name, title: lecturers.title })
      .from(lecturers)
      .where(eq(lecturers.tenantId, tenantId))
      .orderBy(desc(lecturers.isGold), asc(lecturers.sortOrder), asc(lecturers.id)),
  ])
  return { types, lecturers: people }
}

/** Which of these ids are the tenant's category / lecturers (another tenant's id is simply not found). */
export async function courseTypeOf(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: courseTypes.id, name: courseTypes.typeName })
    .from(courseTypes)
    .where(and(eq(courseTypes.tenantId, tenantId), eq(courseTypes.id, id)))
    .limit(1)
  return row ?? null
}

export async function lecturersOf(db: Db, { tenantId, ids }: Scope & { ids: number[] }) {
  if (ids.length === 0) return []
  return db
    .select({ id: lecturers.id, name: lecturers.name })
    .from(lecturers)
    .where(and(eq(lecturers.tenantId, tenantId), inArray(lecturers.id, ids)))
}

export type CourseWrite = Pick<
  typeof courses.$inferInsert,
  | 'title'
  | 'coverUrl'
  | 'summary'
  | 'description'
  | 'courseTypeId'
  | 'tags'
  | 'priceCents'
  | 'forbidSkip'
  | 'homeBar'
  | 'homeNew'
  | 'homeFeatured'
  | 'searchText'
>

export async function insertCourse(db: Db, { tenantId }: Scope, values: CourseWrite): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({ tenantId, ...values })
    .returning({ id: courses.id })
  return row!.id
}

export async function updateCourse(
  db: Db,
  { tenantId, id }: Scope & { id: number },
  values: Partial<CourseWrite> & { isPublished?: boolean; publishedAt?: Date },
) {
  await db
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
}

/** The course's lecturers, replaced in the given order. */
export async function setCourseLecturers(
  db: Db,
  { tenantId, id, lecturerIds }: Scope & { id: number; lecturerIds: number[] },
) {
  await db.delete(courseLecturers).where(and(eq(courseLecturers.tenantId, tenantId), eq(courseLecturers.courseId, id)))
  if (lecturerIds.length)
    await db
      .insert(courseLecturers)
      .values(lecturerIds.map((lecturerId, sortOrder) => ({ tenantId, courseId: id, lecturerId, sortOrder })))
}

/** Coupon templates that name the course (deleting it would take them and the coupons handed out). */
export async function countCouponsNaming(db: Db, { tenantId, id }: Scope & { id: number }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponTemplates)
    .where(and(eq(couponTemplates.tenantId, tenantId), eq(couponTemplates.courseId, id)))
  return Number(row?.n ?? 0)
}

/** Deletes the course; its chapters, lessons and lecturer links go with it (their keys cascade). */
export async function deleteCourse(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db.delete(courses).where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
}

/** The course as the public page's loader reads it (catalogue.ts getPublishedCourse), in any state: the console's 预览. */
export async function getCourseRowAnyState(
  db: Db,
  { tenantId, id }: Scope & { id: number },
): Promise<CourseRow | null> {
  const [row] = await db
    .select({
      ...cardFields,
      description: courses.description,
      parentCourseTypeId: courseTypes.parentId,
      parentCourseTypeName: parentName,
    })
    .from(courses)
    .innerJoin(courseTypes, and(eq(courseTypes.tenantId, courses.tenantId), eq(courseTypes.id, courses.courseTypeId)))
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
    .limit(1)
  return row ?? null
}
