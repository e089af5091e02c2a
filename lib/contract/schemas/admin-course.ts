// Courses as the tenant console edits them (issue 28, 课程管理): the list's filters, the editor's fields and what both
// answer. Chapters and lessons are the outline's (admin-course-outline.ts). The browser's forms check with these schemas.
import { z } from 'zod'
import { flag, id, optionalText, text } from '../fields'
import { controlCharMessage, PLAIN_TEXT_RE } from '../plain-text'
import { page, pageSize } from './admin'

/** A course's state: 草稿 never published, 已发布 on the site, 已下架 published once and taken down. */
export const COURSE_STATES = { draft: '草稿', published: '已发布', unpublished: '已下架' } as const
export type CourseState = keyof typeof COURSE_STATES

/**
 * Where a published course shows on the home page, each named by the section it puts the course in. 课程栏 and 新课
 * are on for a new course, as every course was before the console.
 */
export const HOME_PLACEMENTS = {
  homeBar: { label: '课程栏', hint: '出现在首页「课程分类」中所属一级分类的课程栏（每栏显示最新的几门）' },
  homeNew: { label: '新课', hint: '出现在首页「最新课程」（按发布时间排列）' },
  homeFeatured: { label: '精选', hint: '在所属分类的首页课程栏中排在最前，先于更新发布的课程' },
} as const
export type HomePlacement = keyof typeof HOME_PLACEMENTS

const PRICE_MAX_YUAN = 99_999.99
const DESCRIPTION_MAX = 50_000
const TAGS_MAX = 10
const TAG_MAX = 20
const LECTURERS_MAX = 10

const optionalId = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), id(label).optional())

export const courseListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('关键词', 30),
  courseTypeId: optionalId('分类'),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(Object.keys(COURSE_STATES) as [CourseState, ...CourseState[]], { error: '状态不正确' }).optional(),
  ),
})

/** 标价 in yuan as typed (text or number), at most two decimals; answered in fen. */
const price = z
  .preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: '请输入标价' })
      .regex(/^\d{1,5}(\.\d{1,2})?$/, { error: `标价须为0.01至${PRICE_MAX_YUAN}元之间、最多两位小数的金额` }),
  )
  .transform((v) => Math.round(Number(v) * 100))
  .meta({ title: '标价（元）' })

const tags = z
  .array(
    z
      .string({ error: '标签格式不正确' })
      .trim()
      .min(1, { error: '标签不能为空' })
      .max(TAG_MAX, { error: `每个标签不能超过${TAG_MAX}个字符` })
      .regex(PLAIN_TEXT_RE, { error: controlCharMessage('标签') }),
    { error: '标签格式不正确' },
  )
  .max(TAGS_MAX, { error: `标签最多${TAGS_MAX}个` })
  .transform((list) => [...new Set(list)])
  .meta({ title: '标签' })

const lecturerIds = z
  .array(id('讲师'), { error: '讲师格式不正确' })
  .max(LECTURERS_MAX, { error: `讲师最多${LECTURERS_MAX}位` })
  .refine((ids) => new Set(ids).size === ids.length, { error: '讲师不能重复' })
  .meta({ title: '讲师（按显示顺序）' })

/** Every field the 基本信息 tab saves; the course's state changes only through Publish and Unpublish. */
const courseFields = {
  title: text('课程标题', { max: 80 }),
  /** A picture the console uploaded (AdminUpload, purpose cover), or '' for none. */
  coverUrl: z.string({ error: '封面格式不正确' }).trim().max(300, { error: '封面格式不正确' }).meta({ title: '封面' }),
  summary: z.preprocess((v) => v ?? '', optionalText('课程简介', 300)).transform((v) => v ?? ''),
  /** HTML from the editor; the server keeps only its allow-list (headings, emphasis, lists, links, uploaded pictures). */
  description: z
    .string({ error: '课程详情格式不正确' })
    .max(DESCRIPTION_MAX, { error: `课程详情不能超过${DESCRIPTION_MAX}个字符` })
    .meta({ title: '课程详情' }),
  courseTypeId: id('课程分类'),
  lecturerIds,
  tags,
  /** 企业VIP专享: the product's paid course — company VIP staff or a course voucher open it (docs/spec.md §1). */
  vipOnly: flag('企业VIP专享'),
  price,
  forbidSkip: flag('首次学习禁止快进'),
  homeBar: flag(HOME_PLACEMENTS.homeBar.label),
  homeNew: flag(HOME_PLACEMENTS.homeNew.label),
  homeFeatured: flag(HOME_PLACEMENTS.homeFeatured.label),
}

/** 免费 saves price 0 whatever was typed; 企业VIP专享 needs a price above 0. */
const priced = <T extends { vipOnly: boolean; price: number }>(v: T, ctx: z.RefinementCtx) => {
  if (v.vipOnly && v.price <= 0)
    ctx.addIssue({ code: 'custom', path: ['price'], message: '企业VIP专享课程须填写大于0的标价' })
}

export const createCourseInput = z.object(courseFields).superRefine(priced)
export const updateCourseInput = z.object({ id: id('课程'), ...courseFields }).superRefine(priced)
export const courseIdInput = z.object({ id: id('课程') })
export type CreateCourseInput = z.output<typeof createCourseInput>

export interface AdminCourseRow {
  id: number
  title: string
  coverUrl: string
  courseTypeName: string
  /** The top category's name when the course is filed under a child category. */
  parentCourseTypeName: string | null
  lecturers: string[]
  priceCents: number
  state: CourseState
  /** Learners enrolled now. */
  learnerCount: number
  lessonCount: number
  updatedAt: string
  publishedAt: string | null
}

export interface AdminCourseList {
  totalCount: number
  items: AdminCourseRow[]
}

/** The editor's starting point: the saved fields, the state and what publishing needs. */
export interface AdminCourseDetail {
  id: number
  title: string
  coverUrl: string
  summary: string
  description: string
  courseTypeId: number
  lecturerIds: number[]
  tags: string[]
  vipOnly: boolean
  /** Yuan as the form shows it, e.g. "199" or "99.5"; "0" for free. */
  price: string
  forbidSkip: boolean
  homeBar: boolean
  homeNew: boolean
  homeFeatured: boolean
  state: CourseState
  publishedAt: string | null
  updatedAt: string
  learnerCount: number
  lessonCount: number
  /** Lessons with a video: publishing needs one. */
  videoLessonCount: number
}

/** What the editor's pickers offer: the tenant's categories (top ones with their children) and lecturers. */
export interface AdminCourseOptions {
  categories: { id: number; name: string; children: { id: number; name: string }[] }[]
  lecturers: { id: number; name: string; title: string }[]
}

export const PUBLISH_NEEDS_VIDEO = '发布前请在「课程大纲」中添加至少一个已上传视频的课时'
export const DELETE_ENROLLED = (n: number) => `已有${n}名学员加入该课程，不能删除；如需停止展示，请下架`
export const COURSE_MISSING = '课程不存在'

/** Fen as the form's yuan text: 19900 → "199", 9950 → "99.5". */
export function yuanText(cents: number): string {
  return String(cents / 100)
}
