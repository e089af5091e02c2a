'use client'
// Mobile /courselist navigation as plain links (crawlable, work before hydration): parent-category tabs and child
// chips, keeping the price filter and sort chosen. A client module only to bring a deep-linked tab into view.
import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { courseListUrl, type CourseListQuery } from '@/lib/catalogue/links'
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'

export interface MobileCategoryTabsProps extends Omit<CourseListQuery, 'page'> {
  types: CourseTypeDto[]
}

const TAB = 'relative shrink-0 px-3 py-3 text-sm whitespace-nowrap'
const CHIP = 'shrink-0 rounded-full px-3 py-1 text-xs whitespace-nowrap'

export function MobileCategoryTabs({ types, pcourseTypeId, courseTypeId, price, sort }: MobileCategoryTabsProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const active = types.find((t) => t.courseTypeId === pcourseTypeId)

  // A deep-linked category may sit beyond the right edge; centre it without moving the page vertically.
  useEffect(() => {
    const box = scroller.current
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!box || !current) return
    box.scrollLeft = current.offsetLeft - (box.clientWidth - current.offsetWidth) / 2
  }, [pcourseTypeId])

  const tab = (key: string, label: string, href: string, current: boolean) => (
    <Link
      key={key}
      href={href}
      data-testid="category-tab"
      aria-current={current ? 'page' : undefined}
      className={`${TAB} ${current ? 'font-semibold text-primary' : 'text-gray-600'}`}
    >
      {label}
      {current ? (
        <span aria-hidden="true" className="absolute inset-x-3 bottom-1 h-0.5 rounded-full bg-primary" />
      ) : null}
    </Link>
  )

  return (
    <nav aria-label="课程分类" className="bg-white">
      <div ref={scroller} className="flex overflow-x-auto border-b border-gray-100 [scrollbar-width:none]">
        {tab('all', '全部', courseListUrl({ price, sort }), !active)}
        {types.map((t) =>
          tab(
            String(t.courseTypeId),
            t.typeName,
            courseListUrl({ pcourseTypeId: t.courseTypeId, price, sort }),
            t === active,
          ),
        )}
      </div>
      {active && active.children.length > 0 ? (
        <div className="flex gap-2 overflow-x-auto px-3 py-2.5 [scrollbar-width:none]">
          {[{ courseTypeId: 0, typeName: '全部', children: [] }, ...active.children].map((child) => {
            const current = child.courseTypeId === 0 ? !courseTypeId : child.courseTypeId === courseTypeId
            return (
              <Link
                key={child.courseTypeId}
                href={courseListUrl({
                  pcourseTypeId: active.courseTypeId,
                  courseTypeId: child.courseTypeId || undefined,
                  price,
                  sort,
                })}
                data-testid="category-chip"
                aria-current={current ? 'page' : undefined}
                className={`${CHIP} ${current ? 'bg-primary text-primary-contrast' : 'bg-gray-100 text-gray-600'}`}
              >
                {child.typeName}
              </Link>
            )
          })}
        </div>
      ) : null}
    </nav>
  )
}
