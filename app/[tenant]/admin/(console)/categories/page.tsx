// /admin/categories: 课程分类, read by every role, changed by 管理员 and 运营.
import type { Metadata } from 'next'
import { CategoryView } from '@/components/admin/category-view'
import { ScreenGate } from '@/components/admin/screen-gate'

export const metadata: Metadata = { title: '课程分类' }

export default function ConsoleCategoriesPage() {
  return (
    <ScreenGate screen="categories">
      <CategoryView />
    </ScreenGate>
  )
}
