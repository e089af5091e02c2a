// Learning of one tenant: the course as a learner meets it, enrolments, membership, lesson progress, the active player.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  chapters,
  companyMembers,
  courses,
  enrolments,
  learningPlayers,
  lessonProgress,
  lessons,
  type EnrolmentSource,
} from '../schema'

type Scope = { tenantId: number }
type Learner = Scope & { individualId: number }

export interface LearnCourse {
  id: number
  title: string
  coverUrl: string
  priceCents: number
  forbidSkip: boolean
  /** Taken down (or never published): only learners already enrolled may go on with it. */
  isPublished: boolean
}

export interface LearnLesson {
  id: number
  chapterId: number
  chapterTitle: string
  title: string
  durationSeconds: number
  isFreePreview: boolean
  videoUrl: string
}

/** A course of the tenant in any state, with what enrolment and playing need; null when not the tenant's. */
export async function getLearnCourse(
  db: Db,
  { tenantId, courseId }: Scope & { courseId: number },
): Promise<LearnCourse | null> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      coverUrl: courses.coverUrl,
      priceCents: courses.priceCents,
      forbidSkip: courses.forbidSkip,
      isPublished: courses.isPublished,
    })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)))
    .limit(1)
  return row ?? null
}

/** What the learning page draws: a published course, or one taken down that somebody joined (they go on learning it). */
export async function getCourseForLearners(db: Db, { tenantId, courseId }: Scope & { courseId: number }) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, coverUrl: courses.coverUrl, priceCents: courses.priceCents })
    .from(courses)
    .where(
      and(
        eq(courses.tenantId, tenantId),
        eq(courses.id, courseId),
        sql`(${courses.isPublished} or exists (select 1 from ${enrolments} where ${enrolments.tenantId} = ${tenantId}
          and ${enrolments.courseId} = ${courseId}))`,
      ),
    )
    .limit(1)
  return row ?? null
}

/** Lessons in outline order (chapter order, then lesson order). */
export async function listLearnLessons(
  db: Db,
  { tenantId, courseId }: Scope & { courseId: number },
): Promise<LearnLesson[]> {
  return db
    .select({
      id: lessons.id,
      chapterId: lessons.chapterId,
      chapterTitle: chapters.title,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      isFreePreview: lessons.isFreePreview,
      videoUrl: lessons.videoUrl,
    })
    .from(lessons)
    .innerJoin(chapters, and(eq(chapters.tenantId, lessons.tenantId), eq(chapters.id, lessons.chapterId)))
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, courseId)))
    .orderBy(asc(chapters.sortOrder), asc(chapters.id), asc(lessons.sortOrder), asc(lessons.id))
}

export async function getMembership(db: Db, { tenantId, individualId }: Learner) {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.tenantId, tenantId), eq(companyMembers.individualId, individualId)))
    .limit(1)
  return row ?? null
}

export async function getEnrolment(db: Db, { tenantId, individualId, courseId }: Learner & { courseId: number }) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.tenantId, tenantId),
        eq(enrolments.individualId, individualId),
        eq(enrolments.courseId, courseId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Inserts the enrolment once; true when this call created it (so the learner count grows once). */
export async function insertEnrolment(
  db: Db,
  { tenantId, individualId, courseId, source }: Learner & { courseId: number; source: EnrolmentSource },
) {
  const rows = await db
    .insert(enrolments)
    .values({ tenantId, individualId, courseId, source })
    .onConflictDoNothing()
    .returning({ courseId: enrolments.courseId })
  if (rows.length === 0) return false
  await db
    .update(courses)
    .set({ learnerCount: sql`${courses.learnerCount} + 1` })
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)))
  return true
}

export async function touchEnrolment(
  db: Db,
  { tenantId, individualId, courseId, lessonId, at }: Learner & { courseId: number; lessonId: number; at: Date },
) {
  await db
    .update(enrolments)
    .set({ lastLessonId: lessonId, lastLearnedAt: at })
    .where(
      and(
        eq(enrolments.tenantId, tenantId),
        eq(enrolments.individualId, individualId),
        eq(enrolments.courseId, courseId),
      ),
    )
}

/** Sets completed_at once; true only for the call that set it (so its message is written once). */
export async function completeEnrolment(
  db: Db,
  { tenantId, individualId, courseId, at }: Learner & { courseId: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(enrolments)
    .set({ completedAt: at })
    .where(
      and(
        eq(enrolments.tenantId, tenantId),
        eq(enrolments.individualId, individualId),
        eq(enrolments.courseId, courseId),
        isNull(enrolments.completedAt),
      ),
    )
    .returning({ courseId: enrolments.courseId })
  return rows.length > 0
}

export async function listCourseProgress(db: Db, { tenantId, individualId, courseId }: Learner & { courseId: number }) {
  return db
    .select()
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.tenantId, tenantId),
        eq(lessonProgress.individualId, individualId),
        eq(lessonProgress.courseId, courseId),
      ),
    )
}

export async function getLessonProgress(db: Db, { tenantId, individualId, lessonId }: Learner & { lessonId: number }) {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.tenantId, tenantId),
        eq(lessonProgress.individualId, individualId),
        eq(lessonProgress.lessonId, lessonId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** The learner's active player, locked for the heartbeat's transaction so two beats cannot both credit one stretch. */
export async function lockPlayer(db: Db, { tenantId, individualId }: Learner) {
  const [row] = await db
    .select()
    .from(learningPlayers)
    .where(and(eq(learningPlayers.tenantId, tenantId), eq(learningPlayers.individualId, individualId)))
    .for('update')
    .limit(1)
  return row ?? null
}

export type PlayerWrite = Learner & {
  playerId: string
  courseId: number
  lessonId: number
  positionMs: number
  at: Date
}

/** A new player replaces whatever played before on any device (its heartbeats are refused from now on). */
export async function replacePlayer(db: Db, p: PlayerWrite) {
  const row = {
    playerId: p.playerId,
    courseId: p.courseId,
    lessonId: p.lessonId,
    seq: 0,
    positionMs: p.positionMs,
    lastBeatAt: p.at,
    startedAt: p.at,
  }
  await db
    .insert(learningPlayers)
    .values({ tenantId: p.tenantId, individualId: p.individualId, ...row })
    .onConflictDoUpdate({ target: [learningPlayers.tenantId, learningPlayers.individualId], set: row })
}

/** The learner's enrolments, most recently learned first, for one tab of My Courses (taken-down courses too: they go on learning them). */
export async function listMyEnrolments(
  db: Db,
  { tenantId, individualId, completed, limit, offset }: Learner & { completed: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(enrolments.tenantId, tenantId),
    eq(enrolments.individualId, individualId),
    completed ? isNotNull(enrolments.completedAt) : isNull(enrolments.completedAt),
  )
  const join = and(eq(courses.tenantId, enrolments.tenantId), eq(courses.id, enrolments.courseId))
  const [items, [{ count }]] = await Promise.all([
    db
      .select({
        courseId: enrolments.courseId,
        title: courses.title,
        coverUrl: courses.coverUrl,
        enrolledAt: enrolments.enrolledAt,
        lastLessonId: enrolments.lastLessonId,
        lastLearnedAt: enrolments.lastLearnedAt,
        completedAt: enrolments.completedAt,
      })
      .from(enrolments)
      .innerJoin(courses, join)
      .where(where)
      .orderBy(
        desc(sql`coalesce(${enrolments.completedAt}, ${enrolments.lastLearnedAt}, ${enrolments.enrolledAt})`),
        desc(enrolments.courseId),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(enrolments)
      .innerJoin(courses, join)
      .where(where),
  ])
  return { items, totalCount: Number(count) }
}

/** Titles of the given lessons of the tenant (My Courses' 上次学到). */
export async function lessonTitles(db: Db, { tenantId, ids }: Scope & { ids: number[] }): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), sql`${lessons.id} in ${ids}`))
  return new Map(rows.map((r) => [r.id, r.title]))
}
