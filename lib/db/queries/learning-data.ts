// The console's 学习数据 (issue 32, Deliver 2): a tenant's learning per day of a range (Asia/Shanghai days), its top
// courses, and one course's funnel and drop-off by lesson. Counts only; the exports' rows are in learning-data-export.ts.
import { and, asc, count, countDistinct, desc, eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { chapters, courses, enrolments, learningIntervals, lessonProgress, lessons } from '../schema'

type Range = { tenantId: number; from: string; to: string }

/** The tenant's calendar day of an instant: every tenant is in Asia/Shanghai (lib/contract/dates.ts). */
export const shanghaiDay = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD')`

/** `column` falls on one of the days from..to (both included): instants, so an index on the column serves it. */
export function withinDays(column: AnyColumn, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date)::timestamp at time zone 'Asia/Shanghai'
    and ${column} < ((${to}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`
}

/**
 * A column written out with its table, for a subquery in a select list: drizzle drops the table from the columns of a
 * one-table query's select list, and inside a subquery an unqualified name binds to the subquery's own table first.
 */
export const outer = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number)

/** Per day: learners with a credited stretch, and the time credited. */
export async function intervalsByDay(db: Db, { tenantId, from, to }: Range) {
  const day = shanghaiDay(learningIntervals.startedAt)
  return db
    .select({
      day,
      activeLearners: countDistinct(learningIntervals.individualId),
      creditedMs: num(sql`coalesce(sum(${learningIntervals.newMs}), 0)::float8`),
    })
    .from(learningIntervals)
    .where(and(eq(learningIntervals.tenantId, tenantId), withinDays(learningIntervals.startedAt, from, to)))
    .groupBy(day)
}

/** Distinct learners over the whole range: one who learned on three days counts once. */
export async function activeLearnersIn(db: Db, { tenantId, from, to }: Range) {
  const [row] = await db
    .select({ n: countDistinct(learningIntervals.individualId) })
    .from(learningIntervals)
    .where(and(eq(learningIntervals.tenantId, tenantId), withinDays(learningIntervals.startedAt, from, to)))
  return row.n
}

/** Per day: enrolments made, and enrolments completed (each completes once: `completed_at` is never cleared). */
export async function enrolmentsByDay(db: Db, { tenantId, from, to }: Range, which: 'enrolled' | 'completed') {
  const column = which === 'enrolled' ? enrolments.enrolledAt : enrolments.completedAt
  const day = shanghaiDay(column)
  return db
    .select({ day, n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.tenantId, tenantId), withinDays(column, from, to)))
    .groupBy(day)
}

/** The courses learned most in the range: by distinct learners or by credited time, ties by id. */
export async function topCourses(
  db: Db,
  { tenantId, from, to, by, limit }: Range & { by: 'learners' | 'hours'; limit: number },
) {
  const learners = countDistinct(learningIntervals.individualId)
  const creditedMs = num(sql`coalesce(sum(${learningIntervals.newMs}), 0)::float8`)
  return db
    .select({ courseId: courses.id, title: courses.title, learners, creditedMs })
    .from(learningIntervals)
    .innerJoin(
      courses,
      and(eq(courses.tenantId, learningIntervals.tenantId), eq(courses.id, learningIntervals.courseId)),
    )
    .where(and(eq(learningIntervals.tenantId, tenantId), withinDays(learningIntervals.startedAt, from, to)))
    .groupBy(courses.id, courses.title)
    .orderBy(by === 'learners' ? desc(learners) : desc(creditedMs), asc(courses.id))
    .limit(limit)
}

export async function courseOf(db: Db, { tenantId, id }: { tenantId: number; id: number }) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, isPublished: courses.isPublished })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
  return row ?? null
}

/**
 * An enrolment's progress in percent, `courseProgress`'s rule (lib/services/learning-credit.ts) in SQL so counts and
 * averages need no rows in memory: completed → 100; else the covered share of the outline's duration (a completed
 * lesson counts whole), floored, at most 99; 0 for an outline without duration. One statement for the export's rows
 * and the course's average, so the two never disagree.
 */
export function enrolmentProgress(tenantId: number): SQL<number> {
  const duration = sql`greatest(l.duration_seconds, 0)::bigint * 1000`
  return sql<number>`(select case
      when ${outer(enrolments.completedAt)} is not null or (count(l.id) > 0 and count(lp.completed_at) >= count(l.id)) then 100
      when sum(${duration}) > 0 then least(99, floor(coalesce(sum(case when lp.completed_at is not null then ${duration}
        else least(greatest(lp.covered_ms, 0), ${duration}) end), 0) * 100.0 / sum(${duration})))::int
      else 0 end
    from ${lessons} l left join ${lessonProgress} lp on lp.tenant_id = l.tenant_id and lp.lesson_id = l.id
      and lp.individual_id = ${outer(enrolments.individualId)}
    where l.tenant_id = ${tenantId} and l.course_id = ${outer(enrolments.courseId)})`.mapWith(Number)
}

/**
 * A course's enrolments: how many, completed (progress 100), started (a lesson with progress) but not completed, the
 * mean progress (each enrolment's, by the rule above: a course of ten thousand learners averaged without loading
 * them), and the time credited on the course.
 */
export async function courseFunnel(db: Db, { tenantId, courseId }: { tenantId: number; courseId: number }) {
  const per = db
    .select({
      progress: enrolmentProgress(tenantId).as('progress'),
      started: sql<boolean>`exists (select 1 from ${lessonProgress} lp where lp.tenant_id = ${tenantId}
        and lp.individual_id = ${outer(enrolments.individualId)} and lp.course_id = ${courseId})`.as('started'),
    })
    .from(enrolments)
    .where(and(eq(enrolments.tenantId, tenantId), eq(enrolments.courseId, courseId)))
    .as('per')
  const [row] = await db
    .select({
      enrolled: count(),
      completed: num(sql`(count(*) filter (where ${per.progress} = 100))::int`),
      inProgress: num(sql`(count(*) filter (where ${per.progress} < 100 and ${per.started}))::int`),
      averageProgress: num(sql`coalesce(avg(${per.progress}), 0)::float8`),
    })
    .from(per)
  const [credited] = await db
    .select({ ms: num(sql`coalesce(sum(${learningIntervals.newMs}), 0)::float8`) })
    .from(learningIntervals)
    .where(and(eq(learningIntervals.tenantId, tenantId), eq(learningIntervals.courseId, courseId)))
  return { ...row, creditedMs: credited.ms }
}

/**
 * Each lesson of the course in outline order (chapter, then lesson, by their order and id) with how many enrolled
 * learners reached it (any progress row) and completed it: where the course loses its learners.
 */
export async function lessonDropOff(db: Db, { tenantId, courseId }: { tenantId: number; courseId: number }) {
  const enrolled = sql`exists (select 1 from ${enrolments} e where e.tenant_id = ${lessonProgress.tenantId}
    and e.individual_id = ${lessonProgress.individualId} and e.course_id = ${courseId})`
  return db
    .select({
      lessonId: lessons.id,
      chapterTitle: chapters.title,
      title: lessons.title,
      reached: count(lessonProgress.individualId),
      completed: count(lessonProgress.completedAt),
    })
    .from(lessons)
    .innerJoin(chapters, and(eq(chapters.tenantId, lessons.tenantId), eq(chapters.id, lessons.chapterId)))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.tenantId, lessons.tenantId), eq(lessonProgress.lessonId, lessons.id), enrolled),
    )
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, courseId)))
    .groupBy(lessons.id, lessons.title, lessons.sortOrder, chapters.id, chapters.title, chapters.sortOrder)
    .orderBy(asc(chapters.sortOrder), asc(chapters.id), asc(lessons.sortOrder), asc(lessons.id))
}
