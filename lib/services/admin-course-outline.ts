// AdminCourseOutline: a course's chapters and lessons in the tenant console (issue 28, 课程大纲) — add, rename, delete,
// and the whole order at once after a drag. Every write is audited and drops the tenant's cached pages after commit:
// the course page's outline and the learning page read these rows.
import { revalidatePath, revalidateTag } from 'next/cache'
import { methodFor } from '@/lib/contract/define'
import { conflict, notFound } from '@/lib/contract/errors'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  CHAPTER_NOT_EMPTY,
  CHAPTER_NOT_FOUND,
  COURSE_NOT_FOUND,
  LESSON_NOT_FOUND,
  OUTLINE_CHANGED,
  createChapterInput,
  createLessonInput,
  deleteChapterInput,
  deleteLessonInput,
  lessonHasLearners,
  outlineInput,
  renameChapterInput,
  reorderInput,
  updateLessonInput,
  type ChapterResult,
  type CourseOutline,
  type LessonResult,
  type OutlineLesson,
  type ReorderInput,
} from '@/lib/contract/schemas/admin-course-outline'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import * as q from '@/lib/db/queries/admin-outline'
import { getEnv } from '@/lib/env'
import { listLessonVideoFiles } from '@/lib/db/queries/video-transcodes'
import { isConsoleUpload } from '@/lib/storage/upload-keys'
import { removeVideoFilesLater } from './lesson-files'
import { tenantTag } from './tenant-site'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

/** After commit: the tenant's cached course, learning and list pages show the new outline on their next view. */
export function outlineChanged(ctx: ServiceContext) {
  const slug = requireSite(ctx).slug
  ctx.afterCommit(() => {
    revalidateTag(tenantTag(slug), { expire: 0 })
    revalidatePath(`/${slug}`, 'layout')
  })
}

async function courseOrRefuse(db: Db, tenantId: number, courseId: number) {
  const course = await q.getCourseHead(db, { tenantId, courseId })
  if (!course) throw notFound(COURSE_NOT_FOUND)
  return course
}

async function chapterOrRefuse(db: Db, tenantId: number, id: number) {
  const chapter = await q.getChapter(db, { tenantId, id })
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND)
  return chapter
}

async function lessonOrRefuse(db: Db, tenantId: number, id: number) {
  const lesson = await q.getLesson(db, { tenantId, id })
  if (!lesson) throw notFound(LESSON_NOT_FOUND)
  return lesson
}

const videoKind = (videoUrl: string, slug: string): OutlineLesson['video'] =>
  !videoUrl ? 'none' : isConsoleUpload(videoUrl, slug) ? 'upload' : 'other'

/** Every id of the course exactly once: a stale page (or another course's or tenant's id) changes nothing. */
function checkOrder(input: ReorderInput, held: { chapterIds: number[]; lessonIds: number[] }) {
  const chapterIds = input.chapters.map((c) => c.id)
  const lessonIds = input.chapters.flatMap((c) => c.lessonIds)
  const same = (given: number[], have: number[]) => {
    const set = new Set(given)
    return set.size === given.length && given.length === have.length && have.every((id) => set.has(id))
  }
  if (!same(chapterIds, held.chapterIds) || !same(lessonIds, held.lessonIds)) throw conflict(OUTLINE_CHANGED)
}

export const adminCourseOutlineService = {
  /** The course's chapters and lessons in order, each lesson with its video state and learners with progress. */
  GetOutline: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: outlineInput,
    summary: '课程大纲（章节与课时，按顺序）',
    handler: async ({ courseId }, ctx): Promise<CourseOutline> => {
      const site = requireSite(ctx)
      const course = await courseOrRefuse(ctx.db, site.tenantId, courseId)
      const rows = await q.getOutlineRows(ctx.db, { tenantId: site.tenantId, courseId })
      return {
        courseId,
        courseTitle: course.title,
        videoMaxBytes: getEnv().lessonVideoMaxBytes,
        chapters: rows.chapters.map((c) => ({
          ...c,
          lessons: rows.lessons
            .filter((l) => l.chapterId === c.id)
            .map(({ videoUrl, ...l }) => ({ ...l, video: videoKind(videoUrl, site.slug) })),
        })),
      }
    },
  }),

  /** A new chapter, last in the course. */
  CreateChapter: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: createChapterInput,
    summary: '新建章节',
    handler: async ({ courseId, title }, ctx): Promise<ChapterResult> => {
      const site = requireSite(ctx)
      const course = await courseOrRefuse(ctx.db, site.tenantId, courseId)
      const row = await q.insertChapter(ctx.db, { tenantId: site.tenantId, courseId, title })
      ctx.audit({ target: `课程「${course.title}」章节「${title}」`, before: null, after: { title } })
      outlineChanged(ctx)
      return row
    },
  }),

  /** A chapter's new title. */
  RenameChapter: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: renameChapterInput,
    summary: '重命名章节',
    handler: async ({ id, title }, ctx): Promise<ChapterResult> => {
      const site = requireSite(ctx)
      const chapter = await chapterOrRefuse(ctx.db, site.tenantId, id)
      await q.renameChapter(ctx.db, { tenantId: site.tenantId, id, title })
      ctx.audit({ target: `章节「${chapter.title}」`, before: { title: chapter.title }, after: { title } })
      outlineChanged(ctx)
      return { id, title }
    },
  }),

  /** Deletes an empty chapter; one that still holds lessons is refused (409), so no lesson goes by accident. */
  DeleteChapter: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: deleteChapterInput,
    summary: '删除章节（须先删除或移走其课时）',
    handler: async ({ id }, ctx): Promise<null> => {
      const site = requireSite(ctx)
      const chapter = await chapterOrRefuse(ctx.db, site.tenantId, id)
      if ((await q.countChapterLessons(ctx.db, { tenantId: site.tenantId, chapterId: id })) > 0)
        throw conflict(CHAPTER_NOT_EMPTY)
      await q.deleteChapter(ctx.db, { tenantId: site.tenantId, id })
      ctx.audit({ target: `章节「${chapter.title}」`, before: { title: chapter.title }, after: null })
      outlineChanged(ctx)
      return null
    },
  }),

  /** A new lesson, last in its chapter, without a video until one is uploaded. */
  CreateLesson: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: createLessonInput,
    summary: '新建课时',
    handler: async ({ chapterId, title, isFreePreview }, ctx): Promise<LessonResult> => {
      const site = requireSite(ctx)
      const chapter = await chapterOrRefuse(ctx.db, site.tenantId, chapterId)
      const values = { chapterId, courseId: chapter.courseId, title, isFreePreview }
      const row = await q.insertLesson(ctx.db, { tenantId: site.tenantId, ...values })
      ctx.audit({ target: `章节「${chapter.title}」课时「${title}」`, before: null, after: { title, isFreePreview } })
      outlineChanged(ctx)
      return { id: row.id, chapterId, title, isFreePreview }
    },
  }),

  /** A lesson's title and 免费试看 flag. */
  UpdateLesson: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: updateLessonInput,
    summary: '修改课时（名称、免费试看）',
    handler: async ({ id, title, isFreePreview }, ctx): Promise<LessonResult> => {
      const site = requireSite(ctx)
      const lesson = await lessonOrRefuse(ctx.db, site.tenantId, id)
      await q.updateLesson(ctx.db, { tenantId: site.tenantId, id, title, isFreePreview })
      // Only the changed fields reach the log.
      const changed = (['title', 'isFreePreview'] as const).filter((k) => lesson[k] !== { title, isFreePreview }[k])
      ctx.audit({
        target: `课时「${lesson.title}」`,
        before: Object.fromEntries(changed.map((k) => [k, lesson[k]])),
        after: Object.fromEntries(changed.map((k) => [k, { title, isFreePreview }[k]])),
      })
      outlineChanged(ctx)
      return { id, chapterId: lesson.chapterId, title, isFreePreview }
    },
  }),

  /**
   * Deletes a lesson. Learners' progress on it goes with it (their course percent is counted over the remaining
   * lessons; a course already marked complete stays complete); with any such learner the call must say
   * `confirmProgress`, else 409 says how many. Its uploaded video and ladders are removed from storage after commit.
   */
  DeleteLesson: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: deleteLessonInput,
    summary: '删除课时（学员在该课时的学习进度一并删除）',
    handler: async ({ id, confirmProgress }, ctx): Promise<null> => {
      const site = requireSite(ctx)
      const lesson = await lessonOrRefuse(ctx.db, site.tenantId, id)
      const learners = await q.countLessonLearners(ctx.db, { tenantId: site.tenantId, lessonId: id })
      if (learners > 0 && !confirmProgress) throw conflict(lessonHasLearners(learners))
      const files = await listLessonVideoFiles(ctx.db, { tenantId: site.tenantId, lessonId: id })
      await q.deleteLesson(ctx.db, { tenantId: site.tenantId, id })
      ctx.audit({
        target: `课时「${lesson.title}」`,
        before: { title: lesson.title, videoUrl: lesson.videoUrl, learnersWithProgress: learners },
        after: null,
      })
      outlineChanged(ctx)
      ctx.afterCommit(() => void removeVideoFilesLater(site, files))
      return null
    },
  }),

  /** The whole order after a drag: every chapter of the course once, each with every lesson it now holds, in order. */
  Reorder: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: reorderInput,
    summary: '调整章节与课时顺序（整个大纲一次提交）',
    description: '须包含该课程的全部章节与课时且各一次；课时可移到其他章节。与当前大纲不符时返回 409，什么也不改。',
    handler: async (input, ctx): Promise<null> => {
      const site = requireSite(ctx)
      const course = await courseOrRefuse(ctx.db, site.tenantId, input.courseId)
      const held = await q.lockOutlineIds(ctx.db, { tenantId: site.tenantId, courseId: input.courseId })
      checkOrder(input, held)
      await q.writeOutlineOrder(ctx.db, {
        tenantId: site.tenantId,
        courseId: input.courseId,
        chapterOrder: input.chapters.map((c, i) => ({ id: c.id, sortOrder: i })),
        lessonOrder: input.chapters.flatMap((c) => c.lessonIds.map((id, i) => ({ id, chapterId: c.id, sortOrder: i }))),
      })
      ctx.audit({ target: `课程「${course.title}」大纲顺序`, before: null, after: { chapters: input.chapters } })
      outlineChanged(ctx)
      return null
    },
  }),
}
