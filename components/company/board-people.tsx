'use client'
// 学习看板's people: 姓名, 部门, 指派课程, 已完成 and 学时 (36秒, 25分钟, 1.5小时) — a table on a computer, a card per person on
// a phone; choosing a person opens their credited sessions.
import type { DashboardResult } from '@/lib/contract/schemas/company-learning-report'
import { creditedTimeText } from '@/lib/contract/assignment-rules'

export type BoardPerson = DashboardResult['people'][number]

interface Props {
  rows: BoardPerson[]
  open: (person: BoardPerson) => void
}

const groupsOf = (p: BoardPerson) => (p.groups.length ? p.groups.join('、') : '未分组')

const TH = 'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-gray-500'

export function PeopleTable({ rows, open }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={TH}>
              姓名
            </th>
            <th scope="col" className={TH}>
              部门
            </th>
            <th scope="col" className={`${TH} text-right`}>
              指派课程
            </th>
            <th scope="col" className={`${TH} text-right`}>
              已完成
            </th>
            <th scope="col" className={`${TH} text-right`}>
              学时
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.individualId} className="border-b border-gray-100 hover:bg-gray-50" data-testid="board-person">
              <td className="px-3 py-3">
                <button
                  type="button"
                  onClick={() => open(p)}
                  aria-label={`${p.name} 的学习记录`}
                  className="max-w-[10rem] truncate text-left text-primary hover:underline"
                >
                  {p.name}
                </button>
              </td>
              <td className="max-w-[12rem] truncate px-3 py-3 text-gray-700">{groupsOf(p)}</td>
              <td className="px-3 py-3 text-right text-gray-700">{p.assigned}</td>
              <td className="px-3 py-3 text-right text-gray-700">{p.completed}</td>
              <td className="px-3 py-3 text-right text-gray-900">{creditedTimeText(p.creditedSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function PeopleCards({ rows, open }: Props) {
  return (
    <ul className="divide-y divide-gray-100">
      {rows.map((p) => (
        <li key={p.individualId} data-testid="board-person">
          <button
            type="button"
            onClick={() => open(p)}
            // The card's own text names it (axe: a name must contain the visible text); the sheet says whose records.
            className="flex w-full items-center gap-3 py-3 text-left active:bg-gray-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-gray-900">{p.name}</span>
              <span className="block truncate text-xs text-gray-500">
                {groupsOf(p)} · 已完成 {p.completed}/{p.assigned}
              </span>
            </span>
            <span className="shrink-0 text-right">
              <span className="block text-base font-medium text-gray-900">{creditedTimeText(p.creditedSeconds)}</span>
              <span className="block text-xs text-gray-500">学时</span>
            </span>
            <span aria-hidden="true" className="text-gray-300">
              ›
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
