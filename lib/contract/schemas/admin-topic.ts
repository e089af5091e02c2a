// 专题 as the console edits them (issue 28): banner, title, introduction, 精选 (the home page's 精选专题), 发布 and
// order, and the courses the topic lists, in its order — what /thematiclist and /thematic/{id} show.
import { z } from 'zod'
import { flag, id, optionalText, text } from '../fields'
import { page, pageSize } from './admin'
import { paragraphsText, pictureKey, sortOrder } from './admin-catalogue'

export const TOPIC_LIMITS = { title: 60, introduction: 2000, courses: 100 } as const
const L = TOPIC_LIMITS

/** The banner's crop: 2:1, as the phone's topic pages draw it; the desktop card (12:5) and page (3:1) take its middle. */
export const TOPIC_BANNER = { width: 1200, height: 600 } as const

export const topicListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('标题', 60),
})

export const topicInput = z.object({
  title: text('专题标题', { max: L.title }),
  bannerUrl: pictureKey('横幅'),
  introduction: paragraphsText('专题介绍', L.introduction),
  isSelected: flag('精选'),
  isPublished: flag('发布'),
  sortOrder,
})
export const updateTopicInput = topicInput.extend({ id: id('专题') })
export const topicIdInput = z.object({ id: id('专题') })
export const topicCoursesInput = z.object({
  id: id('专题'),
  courseIds: z
    .array(id('课程'), { error: '课程列表格式不正确' })
    .max(L.courses, { error: `一个专题最多${L.courses}门课程` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '课程不能重复' })
    .meta({ title: '课程' }),
})
export const topicCourseSearchInput = z.object({ keyword: optionalText('课程名称', 80) })

export interface TopicAdminRow {
  id: number
  title: string
  bannerUrl: string
  isSelected: boolean
  isPublished: boolean
  sortOrder: number
  /** Courses in the topic, published or not (visitors see only the published ones). */
  courseCount: number
}

export interface TopicCourseItem {
  id: number
  title: string
  isPublished: boolean
}

export interface TopicEditable extends TopicAdminRow {
  introduction: string
  courses: TopicCourseItem[]
}

export interface TopicPage {
  totalCount: number
  items: TopicAdminRow[]
}

export interface TopicCourseChoices {
  items: TopicCourseItem[]
}

export const TOPIC_MSG = {
  missing: '专题不存在',
  courseMissing: '课程不存在或不属于本机构',
} as const

export const TOPIC_HINTS = {
  isSelected: '开启后，该专题在首页的「精选专题」中展示（机构设置中「首页显示精选专题」开启时）。',
  isPublished: '未发布的专题不出现在网站上，访问其页面为 404。',
} as const
