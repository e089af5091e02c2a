'use client'
// The queue's rows (issue 32): a check box for batch assignment (roles that answer), 编号, 主题 (to the request's page,
// 待回复 marked), 服务, 联系人, 电话, 公司, 状态, 处理人 and the times, in Beijing time.
import Link from 'next/link'
import { formatDateTime } from '@/lib/contract/dates'
import type { DeskRow } from '@/lib/contract/schemas/admin-consultation'
import { TABLE } from '../styles'

const STATUS_DOT: Record<DeskRow['status'], string> = {
  submitted: 'bg-amber-500',
  accepted: 'bg-blue-500',
  replied: 'bg-emerald-500',
  closed: 'bg-gray-400',
}

export function PendingMark() {
  return (
    <span className="ml-1.5 inline-flex rounded bg-red-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-red-700 ring-1 ring-red-200 ring-inset">
      待回复
    </span>
  )
}

export function StatusText({ row }: { row: Pick<DeskRow, 'status' | 'statusText'> }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_DOT[row.status]}`} />
      {row.statusText}
    </span>
  )
}

export function DeskTable({
  rows,
  selectable,
  selected,
  onSelect,
}: {
  rows: DeskRow[]
  selectable: boolean
  selected: ReadonlySet<number>
  onSelect: (ids: number[], on: boolean) => void
}) {
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const heads = ['编号', '主题', '服务', '联系人', '电话', '公司', '状态', '处理人', '提交时间', '更新时间']
  return (
    <div className={TABLE.wrap}>
      <table className={`${TABLE.table} min-w-[1080px]`} data-testid="desk-table">
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={`${TABLE.th} w-10`}>
                <input
                  type="checkbox"
                  aria-label="选择本页全部咨询"
                  checked={allOn}
                  onChange={(e) =>
                    onSelect(
                      rows.map((r) => r.id),
                      e.target.checked,
                    )
                  }
                />
              </th>
            ) : null}
            {heads.map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`desk-row-${row.id}`} className="hover:bg-gray-50">
              {selectable ? (
                <td className={TABLE.td}>
                  <input
                    type="checkbox"
                    aria-label={`选择咨询 ${row.requestNo}`}
                    checked={selected.has(row.id)}
                    onChange={(e) => onSelect([row.id], e.target.checked)}
                  />
                </td>
              ) : null}
              <td className={`${TABLE.td} font-mono text-xs whitespace-nowrap`}>{row.requestNo}</td>
              <td className={`${TABLE.td} max-w-72`}>
                <Link
                  href={`/admin/consultations/${row.id}`}
                  className="font-medium text-primary hover:underline"
                  data-testid={`desk-open-${row.id}`}
                >
                  {row.topic}
                </Link>
                {row.needsAnswer ? <PendingMark /> : null}
              </td>
              <td className={`${TABLE.td} whitespace-nowrap`}>{row.serviceName}</td>
              <td className={`${TABLE.td} whitespace-nowrap`}>{row.contactName}</td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{row.phone}</td>
              <td className={`${TABLE.td} max-w-48 truncate`}>{row.companyName || '—'}</td>
              <td className={TABLE.td}>
                <StatusText row={row} />
              </td>
              <td className={`${TABLE.td} whitespace-nowrap`}>
                {row.assignee ? row.assignee.name : <span className="text-gray-500">未分配</span>}
              </td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(row.createdAt)}</td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(row.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
