// 课程分类 as the console edits them (issue 28): two levels (一级 with 二级 under it), an order within each level,
// and whether the site shows it (the header's category menu and the home page's 课程栏).
import { z } from 'zod'
import { flag, id, text } from '../fields'

export const CATEGORY_NAME_MAX = 30
const name = text('分类名称', { max: CATEGORY_NAME_MAX })
const categoryId = id('分类')

export const createCategoryInput = z.object({
  /** Absent: a new 一级 category; otherwise the 一级 it goes under. */
  parentId: z.preprocess((v) => (v === '' || v === null || v === 0 ? undefined : v), id('上级分类').optional()),
  name,
})
export const updateCategoryInput = z.object({ id: categoryId, name })
export const moveCategoryInput = z.object({
  id: categoryId,
  direction: z.enum(['up', 'down'], { error: '移动方向不正确' }).meta({ title: '方向' }),
})
export const categoryVisibleInput = z.object({ id: categoryId, visible: flag('首页显示') })
export const categoryIdInput = z.object({ id: categoryId })

export interface AdminCategoryNode {
  id: number
  name: string
  /** null for a 一级 category. */
  parentId: number | null
  visible: boolean
  /** Its place within its level: 1, 2, 3… (the server keeps the stored order without gaps once the level changes). */
  sortOrder: number
  /** Courses filed under this category itself (published or not). */
  courseCount: number
  /** For a 一级: its own courses and its 二级 categories' (what its 课程栏 draws from); for a 二级: courseCount. */
  totalCourseCount: number
  children: AdminCategoryNode[]
}

export interface AdminCategoryTree {
  items: AdminCategoryNode[]
}

export const CATEGORY_MSG = {
  missing: '分类不存在',
  parentMissing: '上级分类不存在',
  parentNotTop: '只能在一级分类下添加子分类',
  nameTaken: '同一级下已有同名分类',
  edge: { up: '已经是第一个', down: '已经是最后一个' },
  hasChildren: (n: number) => `该分类下还有${n}个子分类，请先删除或移走子分类`,
  hasCourses: (n: number) => `有${n}门课程属于该分类，请先把这些课程改到其他分类`,
} as const

/** What 首页显示 changes on the site, said once for the screen and the switch's label. */
export const CATEGORY_VISIBLE_HINT =
  '关闭后，该分类不出现在网站页头的课程分类菜单和首页的分类课程栏中（一级分类关闭时其二级分类一并隐藏），课程列表也不能再按它筛选；其中的课程仍可搜索和访问。'
