// A course's outline as the tenant console edits it (issue 28, 课程大纲): chapters, their lessons, the order of both
// (set by dragging, saved whole), and each lesson's MP4 (AdminLessonVideo/Upload). The console's forms check with these.
import { z } from 'zod'
import { flag, id, text } from '../fields'
import type { LessonTranscode } from './lesson-video'

const CHAPTER_TITLE_MAX = 80
const LESSON_TITLE_MAX = 80
/** Outline sizes the console accepts in one Reorder: far past any real course, small enough to check in one pass. */
const OUTLINE_MAX_CHAPTERS = 200
const OUTLINE_MAX_LESSONS = 2000

export const COURSE_NOT_FOUND = '课程不存在'
export const CHAPTER_NOT_FOUND = '章节不存在'
export const LESSON_NOT_FOUND = '课时不存在'
export const CHAPTER_NOT_EMPTY = '该章节下还有课时，请先删除或移走这些课时'
export const OUTLINE_CHANGED = '课程大纲已被修改，请刷新页面后重新排序'
export const lessonHasLearners = (n: number) =>
  `已有 ${n} 位学员学习过该课时：删除后他们在该课时的学习进度一并删除，课程进度按剩余课时重新计算`

export const VIDEO_MSG = {
  wrongType: '请上传 MP4 格式的视频文件',
  notMp4: '该文件不是 MP4 视频，请上传 MP4 格式的视频文件',
  empty: '视频文件为空，请重新选择',
  noVideo: '该文件没有视频画面（仅有音频），请上传 MP4 视频',
  noDuration: '视频时长为 0，请检查文件后重新上传',
  corrupt: '视频文件已损坏或无法读取，请重新导出后上传',
  incomplete: '视频上传中断，请重试',
  noFfprobe: '服务器未安装 ffprobe，暂不能上传视频：请管理员在服务器上安装 ffmpeg（apt-get install ffmpeg）',
} as const

/** 2 GB, 500 MB: the limit as people say it. */
function formatVideoLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${Math.floor(mb)} MB`
}
export const videoTooLarge = (maxBytes: number) => `视频文件不能超过 ${formatVideoLimit(maxBytes)}，请压缩后再上传`

const chapterTitle = text('章节名称', { max: CHAPTER_TITLE_MAX })
const lessonTitle = text('课时名称', { max: LESSON_TITLE_MAX })

export const outlineInput = z.object({ courseId: id('课程') })
export const createChapterInput = z.object({ courseId: id('课程'), title: chapterTitle })
export type ChapterForm = z.input<typeof createChapterInput>
export const renameChapterInput = z.object({ id: id('章节'), title: chapterTitle })
export const deleteChapterInput = z.object({ id: id('章节') })

export const createLessonInput = z.object({
  chapterId: id('章节'),
  title: lessonTitle,
  isFreePreview: flag('免费试看').default(false),
})
export const updateLessonInput = z.object({ id: id('课时'), title: lessonTitle, isFreePreview: flag('免费试看') })
export type LessonForm = z.input<typeof updateLessonInput>
export const deleteLessonInput = z.object({
  id: id('课时'),
  /** Set after the operator read what deleting does to learners' progress; without it such a lesson is refused (409). */
  confirmProgress: flag('确认删除学习进度').default(false),
})

const idList = (label: string, max: number) =>
  z.array(id(label), { error: `${label}列表格式不正确` }).max(max, { error: `${label}过多` })

export const reorderInput = z.object({
  courseId: id('课程'),
  /** Every chapter of the course in its new order, each with every lesson it now holds in order. */
  chapters: z
    .array(z.object({ id: id('章节'), lessonIds: idList('课时', OUTLINE_MAX_LESSONS) }), {
      error: '章节列表格式不正确',
    })
    .max(OUTLINE_MAX_CHAPTERS, { error: '章节过多' }),
})
export type ReorderInput = z.output<typeof reorderInput>

export const lessonVideoInput = z.object({ lessonId: id('课时') })

export interface OutlineLesson {
  id: number
  chapterId: number
  title: string
  durationSeconds: number
  isFreePreview: boolean
  /** none: no video yet; upload: an MP4 uploaded here; other: a seeded or linked file (HLS or a URL). */
  video: 'none' | 'upload' | 'other'
  /** Learners with progress on it: what deleting it would take from them. */
  learnerCount: number
}

export interface OutlineChapter {
  id: number
  title: string
  lessons: OutlineLesson[]
}

export interface CourseOutline {
  courseId: number
  courseTitle: string
  chapters: OutlineChapter[]
  /** LESSON_VIDEO_MAX_MB in bytes: the browser refuses a larger file before sending it. */
  videoMaxBytes: number
}

export interface ChapterResult {
  id: number
  title: string
}

export interface LessonResult {
  id: number
  chapterId: number
  title: string
  isFreePreview: boolean
}

export interface LessonVideoResult {
  lessonId: number
  /** 0 when the server could not measure it (no ffmpeg): then the file waits as 等待转码. */
  durationSeconds: number
  width: number
  height: number
  /** The HLS transcode the upload queued. */
  transcode: LessonTranscode
}
