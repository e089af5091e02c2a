'use client'
// 课程管理's filters: a title keyword sent with 查询, category and state applied as they change, 重置.
import { COURSE_STATES, type AdminCourseOptions } from '@/lib/contract/schemas/admin-course'
import { FilterBar } from './filter-bar'
import type { ListParams } from './list-params'

export type CourseFilterKey = 'keyword' | 'courseTypeId' | 'state'
export const COURSE_FILTERS: readonly CourseFilterKey[] = ['keyword', 'courseTypeId', 'state']

export function CourseFilters({
  list,
  categories,
}: {
  list: ListParams<CourseFilterKey>
  categories: AdminCourseOptions['categories']
}) {
  return (
    <FilterBar
      list={list}
      what="课程"
      keyword={{ label: '关键词', placeholder: '课程标题', maxLength: 30 }}
      selects={[
        {
          key: 'courseTypeId',
          label: '分类',
          all: '全部分类',
          width: 'w-44',
          // A 一级 filters its whole tree; its 二级 under it.
          options: categories.map((top) => ({
            group: top.name,
            options: [
              { value: String(top.id), label: `${top.name}（全部）` },
              ...top.children.map((c) => ({ value: String(c.id), label: c.name })),
            ],
          })),
        },
        {
          key: 'state',
          label: '状态',
          all: '全部状态',
          options: Object.entries(COURSE_STATES).map(([value, label]) => ({ value, label })),
        },
      ]}
    />
  )
}
