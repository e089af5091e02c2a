'use client'
// The queue's tabs (issue 32): 全部 and each status, with 待回复 first, each with its count under the other filters.
// Links, not a tablist: each is an address (?status=), so Back and a shared link show the same rows.
import Link from 'next/link'
import { DESK_TAB_TEXT, DESK_TABS, type DeskCounts } from '@/lib/contract/schemas/admin-consultation'
import type { ListParams } from '../list-params'
import type { DeskFilterKey } from './desk-filters'

export function DeskTabs({ list, counts }: { list: ListParams<DeskFilterKey>; counts?: DeskCounts }) {
  const tabs: [string, string, number | undefined][] = [
    ['', '全部', counts?.all],
    ...DESK_TABS.map((t): [string, string, number | undefined] => [t, DESK_TAB_TEXT[t], counts?.[t]]),
  ]
  return (
    <nav aria-label="按状态查看咨询" className="mb-4 border-b border-gray-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map(([value, label, count]) => {
          const current = list.values.status === value
          return (
            <li key={label}>
              <Link
                href={list.hrefWith({ status: value, page: 1 })}
                aria-current={current ? 'page' : undefined}
                data-testid={`desk-tab-${value || 'all'}`}
                className={`inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm whitespace-nowrap ${
                  current
                    ? 'border-primary font-medium text-primary'
                    : 'border-transparent text-gray-600 hover:text-gray-900'
                }`}
              >
                {label}
                {count === undefined ? null : (
                  <span
                    className={`rounded-full px-1.5 text-xs tabular-nums ${
                      value === 'pending' && count > 0 ? 'bg-red-50 text-red-700' : 'bg-gray-100 text-gray-600'
                    }`}
                  >
                    {count}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
