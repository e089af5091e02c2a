// Inputs and results of the catalogue calls: courses, lecturers, special topics, search (issue: catalogue).
import { z } from 'zod'
import { id } from '../fields'
import { controlCharMessage, PLAIN_TEXT_RE } from '../plain-text'
import { COURSE_PRICE_LABELS, COURSE_SORT_LABELS } from '../course-list-rules'
import { keyOrLabel, optionsOf } from './labelled-choice'

export const SEARCH_MAX = 20

const page = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: '页码格式不正确' })
    .int({ error: '页码格式不正确' })
    .min(1, { error: '页码格式不正确' })
    .max(10000, { error: '页码格式不正确' })
    .optional()
    .default(1),
)
const pageSize = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: '每页条数格式不正确' })
    .int({ error: '每页条数格式不正确' })
    .min(1, { error: '每页条数格式不正确' })
    .max(100, { error: '每页条数不能超过100' })
    .optional()
    .default(20),
)
const optionalId = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), id(label).optional())

export const courseListInput = z.object({
  pcourseTypeId: optionalId('课程大类'),
  courseTypeId: optionalId('课程分类'),
  // An API client may send the key or the word the list shows (综合, 免费). The default stays newest, the order this
  // method answered before 综合 existed; /courselist asks for overall itself.
  sort: keyOrLabel(optionsOf(COURSE_SORT_LABELS), '排序方式', '排序方式不正确').prefault('newest'),
  price: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    keyOrLabel(optionsOf(COURSE_PRICE_LABELS), '价格', '价格筛选不正确').optional(),
  ),
  page,
  pageSize,
})
export type CourseListInput = z.output<typeof courseListInput>

/** Search text: trimmed, at most 20 characters (docs/spec.md §5); empty never searches; no control characters (M3). */
export const searchText = z
  .string({ error: '请输入搜索内容' })
  .trim()
  .min(1, { error: '请输入搜索内容' })
  .max(SEARCH_MAX, { error: `搜索内容不能超过${SEARCH_MAX}个字符` })
  .regex(PLAIN_TEXT_RE, { error: controlCharMessage('搜索内容') })

export const searchCourseInput = z.object({ name: searchText, page, pageSize })
export const byIdInput = z.object({ id: id('编号') })
export const pagedInput = z.object({ page, pageSize })

export interface LecturerBrief {
  id: number
  name: string
  title: string
  avatarUrl: string
  isGold: boolean
}

export interface CourseCard {
  id: number
  title: string
  coverUrl: string
  summary: string
  /** In the tenant's paymentUnitName; 0 = free (免费). */
  price: number
  lessonCount: number
  totalDurationSeconds: number
  learnerCount: number
  publishedAt: string
  courseTypeId: number
  courseTypeName: string
  lecturers: { id: number; name: string }[]
  tags: string[]
}

export interface Paged<T> {
  items: T[]
  totalCount: number
  page: number
  pageSize: number
}

/** @public */
export interface LessonDto {
  id: number
  title: string
  durationSeconds: number
  isFreePreview: boolean
}

export interface ChapterDto {
  id: number
  title: string
  lessons: LessonDto[]
}

export interface CourseDetail extends CourseCard {
  /** Plain text paragraphs separated by blank lines (rendered as paragraphs, never as HTML). */
  description: string
  parentCourseTypeId: number | null
  parentCourseTypeName: string | null
  chapters: ChapterDto[]
  /** The course's lecturers with their introductions (shown on the course page). */
  lecturerDetails: (LecturerBrief & { introduction: string })[]
  related: CourseCard[]
}

export interface LecturerDetail extends LecturerBrief {
  introduction: string
  courses: CourseCard[]
}

export interface TopicCard {
  id: number
  title: string
  bannerUrl: string
  introduction: string
  courseCount: number
  isSelected: boolean
}

export interface TopicDetail extends TopicCard {
  courses: CourseCard[]
}

/** GetHomeCourseTeacherByClassification: per top category its newest courses, plus gold lecturers. */
export interface HomeClassification {
  courseTypeId: number
  typeName: string
  children: { courseTypeId: number; typeName: string }[]
  courses: CourseCard[]
}

export interface HomeData {
  classifications: HomeClassification[]
  goldTeachers: LecturerBrief[]
}
