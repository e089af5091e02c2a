// A course's chapters and lessons as the console edits them (issue 28), always within one tenant and course.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { chapters, courses, lessonProgress, lessons } from '../schema'

type Scope = { tenantId: number }

export async function getCourseHead(db: Db, { tenantId, courseId }: Scope & { courseId: number }) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)))
    .limit(1)
  return row ?? null
}

/** The chapters in outline order; the lessons in outline order with how many learners have progress on each. */
export async function getOutlineRows(db: Db, { tenantId, courseId }: Scope & { courseId: number }) {
  const chapterRows = await db
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(and(eq(chapters.tenantId, tenantId), eq(chapters.courseId, courseId)))
    .orderBy(asc(chapters.sortOrder), asc(chapters.id))
  const learners = db
    .select({ lessonId: lessonProgress.lessonId, n: count().as('n') })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.tenantId, tenantId), eq(lessonProgress.courseId, courseId)))
    .groupBy(lessonProgress.lessonId)
    .as('learners')
  const lessonRows = await db
    .select({
      id: lessons.id,
      chapterId: lessons.chapterId,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      isFreePreview: lessons.isFreePreview,
      videoUrl: lessons.videoUrl,
      learnerCount: sql<number>`coalesce(${learners.n}, 0)`.mapWith(Number),
    })
    .from(lessons)
    .leftJoin(learners, eq(learners.lessonId, lessons.id))
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, courseId)))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id))
  return { chapters: chapterRows, lessons: lessonRows }
}

export async function getChapter(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: chapters.id, courseId: chapters.courseId, title: chapters.title })
    .from(chapters)
    .where(and(eq(chapters.tenantId, tenantId), eq(chapters.id, id)))
    .limit(1)
  return row ?? null
}

/** A new chapter goes last. */
export async function insertChapter(
  db: Db,
  { tenantId, courseId, title }: Scope & { courseId: number; title: string },
) {
  const [row] = await db
    .insert(chapters)
    .values({
      tenantId,
      courseId,
      title,
      sortOrder: sql`(select coalesce(max(${chapters.sortOrder}), -1) + 1 from ${chapters} where ${chapters.tenantId} = ${tenantId} and ${chapters.courseId} = ${courseId})`,
    })
    .returning({ id: chapters.id, title: chapters.title })
  return row
}

export async function renameChapter(db: Db, { tenantId, id, title }: Scope & { id: number; title: string }) {
  await db
    .update(chapters)
    .set({ title })
    .where(and(eq(chapters.tenantId, tenantId), eq(chapters.id, id)))
}

export async function countChapterLessons(db: Db, { tenantId, chapterId }: Scope & { chapterId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.chapterId, chapterId)))
  return row.n
}

export async function deleteChapter(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db.delete(chapters).where(and(eq(chapters.tenantId, tenantId), eq(chapters.id, id)))
}

export async function getLesson(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({
      id: lessons.id,
      chapterId: lessons.chapterId,
      courseId: lessons.courseId,
      title: lessons.title,
      isFreePreview: lessons.isFreePreview,
      durationSeconds: lessons.durationSeconds,
      videoUrl: lessons.videoUrl,
    })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, id)))
    .limit(1)
  return row ?? null
}

/** A new lesson goes last in its chapter. */
export async function insertLesson(
  db: Db,
  v: Scope & { chapterId: number; courseId: number; title: string; isFreePreview: boolean },
) {
  const [row] = await db
    .insert(lessons)
    .values({
      ...v,
      sortOrder: sql`(select coalesce(max(${lessons.sortOrder}), -1) + 1 from ${lessons} where ${lessons.tenantId} = ${v.tenantId} and ${lessons.chapterId} = ${v.chapterId})`,
    })
    .returning({ id: lessons.id })
  return row
}

export async function updateLesson(
  db: Db,
  { tenantId, id, ...values }: Scope & { id: number; title?: string; isFreePreview?: boolean },
) {
  await db
    .update(lessons)
    .set(values)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, id)))
}

/** Sets a lesson's video; null when the lesson is gone (deleted while its file was uploading). */
export async function setLessonVideo(
  db: Db,
  { tenantId, id, videoUrl, durationSeconds }: Scope & { id: number; videoUrl: string; durationSeconds: number },
) {
  const [row] = await db
    .update(lessons)
    .set({ videoUrl, durationSeconds })
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, id)))
    .returning({ id: lessons.id })
  return row ?? null
}

export async function countLessonLearners(db: Db, { tenantId, lessonId }: Scope & { lessonId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.tenantId, tenantId), eq(lessonProgress.lessonId, lessonId)))
  return row.n
}

/** Deletes the lesson; its learners' progress rows go with it (foreign key cascade). */
export async function deleteLesson(db: Db, { tenantId, id }: Scope & { id: number }) {
  await db.delete(lessons).where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, id)))
}

/** The course's chapter and lesson ids, locked for the transaction: a Reorder checks its list against them. */
export async function lockOutlineIds(db: Db, { tenantId, courseId }: Scope & { courseId: number }) {
  const chapterIds = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.tenantId, tenantId), eq(chapters.courseId, courseId)))
    .for('update')
  const lessonIds = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, courseId)))
    .for('update')
  return { chapterIds: chapterIds.map((r) => r.id), lessonIds: lessonIds.map((r) => r.id) }
}

/** Writes a checked order: chapters' positions, and each lesson's chapter and position, in two statements. */
export async function writeOutlineOrder(
  db: Db,
  {
    tenantId,
    courseId,
    chapterOrder,
    lessonOrder,
  }: Scope & {
    courseId: number
    chapterOrder: { id: number; sortOrder: number }[]
    lessonOrder: { id: number; chapterId: number; sortOrder: number }[]
  },
) {
  if (chapterOrder.length)
    await db.execute(sql`
      update ${chapters} set sort_order = v.sort_order
      from (values ${sql.join(
        chapterOrder.map((c) => sql`(${c.id}::int, ${c.sortOrder}::int)`),
        sql`, `,
      )}) as v(id, sort_order)
      where ${chapters.tenantId} = ${tenantId} and ${chapters.courseId} = ${courseId} and ${chapters.id} = v.id`)
  if (lessonOrder.length)
    await db.execute(sql`
      update ${lessons} set chapter_id = v.chapter_id, sort_order = v.sort_order
      from (values ${sql.join(
        lessonOrder.map((l) => sql`(${l.id}::int, ${l.chapterId}::int, ${l.sortOrder}::int)`),
        sql`, `,
      )}) as v(id, chapter_id, sort_order)
      where ${lessons.tenantId} = ${tenantId} and ${lessons.courseId} = ${courseId} and ${lessons.id} = v.id`)
}
