// The home page's course bar: every parent category with its children, linking into the course list.
import Link from 'next/link'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'

export function courseListHref(parent: number, child?: number): string {
  return child ? `/courselist?pcourseTypeId=${parent}&courseTypeId=${child}` : `/courselist?pcourseTypeId=${parent}`
}

export function CategoryShowcase({ types, variant }: { types: CourseTypeDto[]; variant: 'desktop' | 'mobile' }) {
  if (types.length === 0) return <p className="py-10 text-center text-sm text-gray-400">暂无数据</p>
  if (variant === 'mobile') {
    return (
      <ul className="grid grid-cols-2 gap-3">
        {types.map((parent) => (
          <li key={parent.courseTypeId} className="rounded-lg bg-white p-3 shadow-sm">
            <Link href={courseListHref(parent.courseTypeId)} className="block text-base font-semibold text-gray-900">
              {parent.typeName}
            </Link>
            <p className="mt-1 line-clamp-2 text-xs text-gray-500">{parent.children.map((c) => c.typeName).join(' · ')}</p>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className="grid grid-cols-2 gap-5 lg:grid-cols-3">
      {types.map((parent) => (
        <section key={parent.courseTypeId} className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm transition hover:shadow-md">
          <div className="flex items-baseline justify-between">
            <h3 className="text-lg font-semibold text-gray-900">{parent.typeName}</h3>
            <Link href={courseListHref(parent.courseTypeId)} className="text-sm text-primary hover:underline">
              全部 ›
            </Link>
          </div>
          <ul className="mt-3 flex flex-wrap gap-2">
            {parent.children.map((child) => (
              <li key={child.courseTypeId}>
                <Link
                  href={courseListHref(parent.courseTypeId, child.courseTypeId)}
                  className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm text-primary hover:bg-primary hover:text-primary-contrast"
                >
                  {child.typeName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
