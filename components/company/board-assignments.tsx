'use client'
// 学习看板's assignments: each one's 已完成 / 学习中 / 未开始 / 已逾期 as counts over a small stacked bar, and 一键提醒 for an
// open assignment with people still unfinished. A table on a computer, a card per assignment on a phone.
import type { AssignmentProgressRow } from '@/lib/contract/schemas/company-learning-report'

export type BoardAssignment = AssignmentProgressRow

interface Props {
  rows: BoardAssignment[]
  /** The assignment whose 一键提醒 is on its way (its button waits). */
  reminding: number | null
  remind: (row: BoardAssignment) => void
}

const STATES = [
  { key: 'completed', label: '已完成', bar: 'bg-green-500', text: 'text-gray-700' },
  { key: 'inProgress', label: '学习中', bar: 'bg-primary', text: 'text-gray-700' },
  { key: 'notStarted', label: '未开始', bar: 'bg-gray-300', text: 'text-gray-700' },
  { key: 'overdue', label: '已逾期', bar: 'bg-red-500', text: 'text-red-600 font-medium' },
] as const

/** Everyone allocated and not finished: those 一键提醒 speaks to. */
export const unfinished = (row: BoardAssignment) => row.total - row.completed

function Progress({ row }: { row: BoardAssignment }) {
  return (
    <div className="min-w-0 space-y-1.5">
      {/* The bar repeats the counts beside it, so it is hidden from screen readers. */}
      <div aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded-full bg-gray-100">
        {row.total > 0
          ? STATES.map((s) =>
              row[s.key] > 0 ? (
                <span key={s.key} className={s.bar} style={{ width: `${(row[s.key] / row.total) * 100}%` }} />
              ) : null,
            )
          : null}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
        {STATES.map((s) => (
          <span key={s.key} className={s.text} data-testid={`count-${s.key}`}>
            {s.label} {row[s.key]}
          </span>
        ))}
      </p>
    </div>
  )
}

function KindTag({ row }: { row: BoardAssignment }) {
  return row.kind === 'required' ? (
    <span className="shrink-0 rounded bg-red-50 px-1.5 text-xs leading-5 text-red-700">必修</span>
  ) : (
    <span className="shrink-0 rounded bg-primary-soft px-1.5 text-xs leading-5 text-primary">选修</span>
  )
}

function RemindButton({ row, reminding, remind }: { row: BoardAssignment } & Omit<Props, 'rows'>) {
  if (row.cancelled) return <span className="text-xs whitespace-nowrap text-gray-500">已撤销</span>
  if (unfinished(row) === 0) return <span className="text-xs whitespace-nowrap text-gray-500">全部完成</span>
  return (
    <button
      type="button"
      disabled={reminding === row.id}
      onClick={() => remind(row)}
      aria-label={`一键提醒：${row.courseTitle}`}
      className="min-h-9 rounded-md border border-primary px-3 text-sm whitespace-nowrap text-primary hover:bg-primary-soft disabled:opacity-60"
    >
      一键提醒
    </button>
  )
}

const TH = 'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-gray-500'

export function AssignmentTable({ rows, reminding, remind }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={TH}>
              课程
            </th>
            <th scope="col" className={TH}>
              类型
            </th>
            <th scope="col" className={TH}>
              截止日期
            </th>
            <th scope="col" className={`${TH} w-2/5`}>
              完成情况
            </th>
            <th scope="col" className={`${TH} text-right`}>
              操作
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-gray-100" data-testid="board-assignment">
              <td className="max-w-[14rem] truncate px-3 py-3 text-gray-900" title={row.courseTitle}>
                {row.courseTitle}
              </td>
              <td className="px-3 py-3">
                <KindTag row={row} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-gray-700">{row.dueOn}</td>
              <td className="px-3 py-3">
                <Progress row={row} />
              </td>
              <td className="px-3 py-3 text-right">
                <RemindButton row={row} reminding={reminding} remind={remind} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function AssignmentCards({ rows, reminding, remind }: Props) {
  return (
    <ul className="divide-y divide-gray-100">
      {rows.map((row) => (
        <li key={row.id} className="space-y-2 py-3" data-testid="board-assignment">
          <div className="flex items-center gap-2">
            <KindTag row={row} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{row.courseTitle}</span>
          </div>
          <Progress row={row} />
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-gray-500">截止 {row.dueOn}</span>
            <RemindButton row={row} reminding={reminding} remind={remind} />
          </div>
        </li>
      ))}
    </ul>
  )
}
