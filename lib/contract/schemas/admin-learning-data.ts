// AdminLearningData (issue 32, Deliver 2): the console's 学习数据 — inputs (a day range in the tenant's zone, a course)
// and answers of the tenant dashboard, the per-course view and the xlsx exports.
import { z } from 'zod'
import { id } from '../fields'
import { MAX_RANGE_DAYS, RANGE_MSG, TOP_BY, type TopBy } from '../learning-data-rules'
import { blankIsAbsent, dayRangeChecks, rangeDay } from './day-range'

const rangeChecks = dayRangeChecks(MAX_RANGE_DAYS, RANGE_MSG)
const day = rangeDay

/** The dashboard: a range (both ends or neither: the last 30 days) and how top courses are ranked. */
export const dashboardInput = rangeChecks(
  z
    .object({
      from: z.preprocess(blankIsAbsent, day('开始日期').optional()),
      to: z.preprocess(blankIsAbsent, day('结束日期').optional()),
      topBy: z.preprocess(blankIsAbsent, z.enum(TOP_BY, { error: '排序方式不正确' }).default('learners')),
    })
    .refine((v) => (v.from === undefined) === (v.to === undefined), { error: RANGE_MSG.missing, path: ['from'] }),
)

export const courseDataInput = z.object({ id: id('课程') })

/** An export: both ends of the range are required (the download names them). */
export const exportInput = rangeChecks(z.object({ from: day('开始日期'), to: day('结束日期') }))

/** @public One day of the tenant's learning (Asia/Shanghai). */
export interface LearningDay {
  day: string
  /** Learners with a credited stretch that day. */
  activeLearners: number
  enrolments: number
  completions: number
  creditedSeconds: number
}

/** @public */
export interface TopCourse {
  courseId: number
  title: string
  learners: number
  creditedSeconds: number
}

/** @public */
export interface LearningDashboard {
  from: string
  to: string
  topBy: TopBy
  /** Over the whole range: distinct active learners (not the sum of the days), and the sums of the rest. */
  totals: Omit<LearningDay, 'day'>
  /** Every day of the range in order, zeros included. */
  days: LearningDay[]
  topCourses: TopCourse[]
}

/** @public A lesson in outline order: how many enrolled learners started it and completed it. */
export interface LessonDropOff {
  lessonId: number
  chapterTitle: string
  title: string
  reached: number
  completed: number
}

/** @public */
export interface CourseLearningData {
  courseId: number
  title: string
  isPublished: boolean
  enrolled: number
  /** Enrolled and started, not completed. */
  inProgress: number
  notStarted: number
  completed: number
  /** The mean of each enrolment's progress (the rule of 我的课程), in percent with one decimal; 0 with nobody enrolled. */
  averageProgress: number
  creditedSeconds: number
  lessons: LessonDropOff[]
}
