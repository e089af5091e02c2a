// A learner's progress across courses (My Courses) and what to take after finishing one.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { courses, enrolments, lessonProgress, lessons } from '../schema'

type Learner = { tenantId: number; individualId: number }

/**
 * Every lesson of the given courses with the learner's row for it — covered time and completion are null for a lesson
 * never played. The service counts them with courseProgress, the computation the learning page uses too: summing in
 * SQL once counted a lesson without a row as watched (least() skips NULL), so a course just joined showed 99 %.
 */
export async function listLessonWatches(
  db: Db,
  { tenantId, individualId, courseIds }: Learner & { courseIds: number[] },
) {
  if (courseIds.length === 0) return []
  return db
    .select({
      courseId: lessons.courseId,
      durationSeconds: lessons.durationSeconds,
      coveredMs: lessonProgress.coveredMs,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.tenantId, lessons.tenantId),
        eq(lessonProgress.lessonId, lessons.id),
        eq(lessonProgress.individualId, individualId),
      ),
    )
    .where(and(eq(lessons.tenantId, tenantId), sql`${lessons.courseId} in ${courseIds}`))
}

/** Joins a course to this learner's enrolment in it (same tenant): null columns where she has none. */
export const learnerEnrolment = (individualId: number) =>
  and(
    eq(enrolments.tenantId, courses.tenantId),
    eq(enrolments.courseId, courses.id),
    eq(enrolments.individualId, individualId),
  )

export interface NextCourseRow {
  id: number
  title: string
  coverUrl: string
}

/**
 * The course to suggest once this one is done: a published course of the tenant the learner has not completed (one
 * they are part-way through counts), from the same category first, then the most taken, then the newest.
 */
export async function nextCourseFor(
  db: Db,
  { tenantId, individualId, courseId }: Learner & { courseId: number },
): Promise<NextCourseRow | null> {
  const category = sql`(select c.course_type_id from ${courses} c where c.tenant_id = ${tenantId} and c.id = ${courseId})`
  const [row] = await db
    .select({ id: courses.id, title: courses.title, coverUrl: courses.coverUrl })
    .from(courses)
    .leftJoin(enrolments, learnerEnrolment(individualId))
    .where(
      and(
        eq(courses.tenantId, tenantId),
        eq(courses.isPublished, true),
        ne(courses.id, courseId),
        isNull(enrolments.completedAt),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${courses.courseTypeId} = ${category}, false)`),
      desc(courses.learnerCount),
      desc(courses.id),
    )
    .limit(1)
  return row ?? null
}
