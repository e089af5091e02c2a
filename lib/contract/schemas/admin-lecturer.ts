// 讲师 as the console edits them (issue 28): photo, name, title, introduction, 金牌讲师 and order — what the site's
// lecturer pages (/teacherlist, /teacher/{id}), course pages and the home page's 金牌讲师 show.
import { z } from 'zod'
import { flag, id, optionalText, text } from '../fields'
import { page, pageSize } from './admin'
import { paragraphsText, pictureKey, sortOrder } from './admin-catalogue'

export const LECTURER_LIMITS = { name: 30, title: 60, introduction: 2000 } as const
const L = LECTURER_LIMITS

export const lecturerListInput = z.object({
  page,
  pageSize,
  keyword: optionalText('姓名', 30),
  gold: z.preprocess((v) => (v === '' || v === null ? undefined : v), flag('金牌讲师').optional()),
})

export const lecturerInput = z.object({
  name: text('讲师姓名', { max: L.name }),
  title: z.preprocess((v) => v ?? '', optionalText('头衔', L.title)).transform((v) => v ?? ''),
  avatarUrl: pictureKey('头像'),
  introduction: paragraphsText('讲师介绍', L.introduction),
  isGold: flag('金牌讲师'),
  sortOrder,
})
export const updateLecturerInput = lecturerInput.extend({ id: id('讲师') })
export const lecturerIdInput = z.object({ id: id('讲师') })

export interface LecturerAdminRow {
  id: number
  name: string
  title: string
  /** A storage key (shown at qiNiuUrl + key) or ''. */
  avatarUrl: string
  isGold: boolean
  sortOrder: number
  /** Courses that name this lecturer, published or not. */
  courseCount: number
}

export interface LecturerEditable extends LecturerAdminRow {
  introduction: string
}

export interface LecturerPage {
  totalCount: number
  items: LecturerAdminRow[]
}

export const LECTURER_MSG = {
  missing: '讲师不存在',
  inUse: (n: number) => `有${n}门课程的讲师是该讲师，请先在这些课程中移除该讲师`,
} as const

export const GOLD_HINT =
  '开启后，该讲师在首页的「金牌讲师」中展示（机构设置中「首页显示金牌讲师」开启时），讲师列表中排在前面。'
