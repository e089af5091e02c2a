// Inputs and results of learning: enrolment, the learning state, playing with heartbeats, My Courses (issue 11).
import { z } from 'zod'
import type { MyAssignment } from './company-learning'
import { flag, id } from '../fields'
import type { MyCourseState } from '../learning-rules'
import { keyOrLabel, optionsOf } from './labelled-choice'

export { SUPERSEDED_MESSAGE, type MyCourseState } from '../learning-rules'

export const courseInput = z.object({ courseId: id('课程') })

export const startPlayInput = z.object({ courseId: id('课程'), lessonId: id('课时') })

const seconds = (label: string) =>
  z
    .number({ error: `${label}格式不正确` })
    .min(0, { error: `${label}格式不正确` })
    .max(24 * 3600, { error: `${label}格式不正确` })
    .meta({ title: label })

export const heartbeatInput = z.object({
  courseId: id('课程'),
  lessonId: id('课时'),
  playToken: z.string({ error: '播放标识格式不正确' }).regex(/^[0-9a-f]{32}$/, { error: '播放标识格式不正确' }),
  seq: z
    .number({ error: '序号格式不正确' })
    .int({ error: '序号格式不正确' })
    .min(1, { error: '序号格式不正确' })
    .max(10_000_000, { error: '序号格式不正确' }),
  position: seconds('播放位置'),
  playing: flag('播放状态'),
})

const numberFromQuery = (fallback: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label}格式不正确` })
      .int({ error: `${label}格式不正确` })
      .min(1, { error: `${label}格式不正确` })
      .max(max, { error: `${label}格式不正确` })
      .optional()
      .default(fallback),
  )

/** What My Courses' tabs say (an API client may send either). */
const MY_COURSE_STATE_LABELS: Record<MyCourseState, string> = { learning: '学习中', completed: '已完成' }

export const myCoursesInput = z.object({
  state: keyOrLabel(optionsOf(MY_COURSE_STATE_LABELS), '课程状态', '课程状态不正确').prefault('learning'),
  page: numberFromQuery(1, 10000, '页码'),
  pageSize: numberFromQuery(20, 100, '每页条数'),
})

/** @public */
export type LearnAccess = 'visitor' | 'company' | 'enrolled' | 'canEnrol' | 'refused'

/** The ways into a course (the enrolment's source). @public */
export type EnrolVia = 'free' | 'vip' | 'assigned' | 'voucher' | 'purchased'

/** @public */
export interface LessonState {
  id: number
  chapterId: number
  chapterTitle: string
  title: string
  durationSeconds: number
  isFreePreview: boolean
  /**
   * Set only where the caller may play it: free previews for everyone, every lesson once enrolled. A stored file comes
   * as a signed, expiring key (`{key}?e=…&s=…`, joined to qiNiuUrl); the storage route refuses media without one.
   */
  videoUrl: string | null
  percent: number
  completed: boolean
  /** Where to resume (seconds). */
  positionSeconds: number
}

export interface LearnState {
  courseId: number
  title: string
  forbidSkip: boolean
  access: LearnAccess
  /** Why the learner cannot take the course (null when they can or already do). */
  reason: string | null
  /** How a learner who may join would be enrolled (null otherwise): the course page asks before a voucher is spent. */
  enrolVia: EnrolVia | null
  /** The course voucher a join would spend (enrolVia 'voucher'), else null. */
  voucher: { id: number; title: string } | null
  /**
   * 立即购买 (issue 33): the price (fen) and the learner's open order for a paid course that a visitor or an individual
   * could buy — null for free courses, any other way in (VIP, assigned, voucher, enrolled), company accounts, and
   * tenants offering no payment channel.
   */
  purchase: { priceCents: number; openOrderNo: string | null } | null
  enrolled: boolean
  percent: number
  completed: boolean
  lastLesson: { id: number; title: string } | null
  lessons: LessonState[]
  /** The 跑马灯 over the video: the viewer's masked phone and nickname; null when the tenant turns it off or for visitors. */
  watermark: string | null
}

export interface PlayStart {
  /** Names this player in its heartbeats; a newer player of the same learner makes it stale. */
  playToken: string
  lessonId: number
  positionSeconds: number
  frontierSeconds: number
  durationSeconds: number
  forbidSkip: boolean
  percent: number
  completed: boolean
}

export interface HeartbeatResult {
  /** false: an old or repeated heartbeat (nothing changed). */
  accepted: boolean
  creditedSeconds: number
  coveredSeconds: number
  frontierSeconds: number
  /** The lesson's progress (whole percent; 100 once complete). */
  percent: number
  lessonCompleted: boolean
  coursePercent: number
  courseCompleted: boolean
  /** No-skip course: go back here. */
  rewindTo: number | null
}

export interface MyCourse {
  courseId: number
  title: string
  coverUrl: string
  lessonCount: number
  totalDurationSeconds: number
  percent: number
  enrolledAt: string
  lastLearnedAt: string | null
  completedAt: string | null
  lastLesson: { id: number; title: string } | null
  /** false: a course the learner's company assigned that they have not joined yet (enrolledAt is when it was assigned). */
  enrolled: boolean
  /** The learner's company assigns this course: 必修/选修 and the due date (null: not assigned). */
  assignment: MyAssignment | null
}

export interface MyCourses {
  items: MyCourse[]
  totalCount: number
  page: number
  pageSize: number
}

/** The end of a course (CourseLearn/GetCompletion): what the 恭喜完成课程 panel shows. */
export interface CourseCompletion {
  courseId: number
  completed: boolean
  /** Whole percent: the same count as GetLearnState, the heartbeat's answer and My Courses. */
  percent: number
  /** 学时 credited in this course, in seconds: each lesson's covered time up to its length, a completed lesson whole. */
  creditedSeconds: number
  /** A published course of the tenant the learner has not completed, the same category first; null when none is left. */
  nextCourse: { id: number; title: string; coverUrl: string } | null
}
