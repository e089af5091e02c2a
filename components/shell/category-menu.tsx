'use client'
// 课程分类 dropdown of the desktop header: every parent type with a 全部 entry, then its children.
import Link from 'next/link'
import { useDisclosure } from '@/components/ui/dropdown'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import { courseListHref } from '@/lib/catalogue/links'

const linkClass = 'rounded px-2 py-1 text-sm text-gray-600 hover:bg-primary-soft hover:text-primary'

export function CategoryMenu({ types }: { types: CourseTypeDto[] }) {
  const { open, toggle, close, rootRef, buttonRef, panelId } = useDisclosure()
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={toggle}
        className="flex items-center gap-1 rounded px-3 py-2 text-base font-medium text-gray-800 hover:text-primary focus:outline-none data-open:text-primary"
      >
        课程分类
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="size-4 transition-transform in-data-open:rotate-180"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute left-0 top-full z-40 mt-2 max-h-[70vh] w-[640px] overflow-y-auto rounded-lg border border-gray-100 bg-white p-4 shadow-lg"
        >
          {types.length === 0 ? (
            <p className="py-6 text-center text-sm text-gray-500">暂无数据</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {types.map((parent) => (
                <li key={parent.courseTypeId} className="flex gap-4 py-3 first:pt-0 last:pb-0">
                  <span
                    className="w-28 shrink-0 truncate pt-1 text-sm font-semibold text-gray-900"
                    title={parent.typeName}
                  >
                    {parent.typeName}
                  </span>
                  <div className="flex flex-wrap gap-x-2 gap-y-1">
                    {/* Not prefetched: the panel opens on a click, and the list is one more click away. */}
                    <Link
                      href={courseListHref(parent.courseTypeId)}
                      prefetch={false}
                      onClick={close}
                      className={linkClass}
                    >
                      全部
                    </Link>
                    {parent.children.map((child) => (
                      <Link
                        key={child.courseTypeId}
                        href={courseListHref(parent.courseTypeId, child.courseTypeId)}
                        prefetch={false}
                        onClick={close}
                        className={linkClass}
                      >
                        {child.typeName}
                      </Link>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  )
}
