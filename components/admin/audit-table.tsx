'use client'
// 操作日志's rows, newest first: 时间, 操作员 (a button that narrows the list to that operator), 操作, 对象, IP, 详情.
import { formatDateTime } from '@/lib/contract/dates'
import type { AuditRow } from '@/lib/contract/schemas/admin'
import { BUTTON, TABLE } from './styles'

export function AuditTable({
  rows,
  onDetail,
  onActor,
}: {
  rows: AuditRow[]
  onDetail: (row: AuditRow) => void
  onActor: (operatorId: number) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="audit-table">
        <thead>
          <tr>
            {['时间', '操作员', '操作', '对象', 'IP', '详情'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-gray-50">
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(row.at)}</td>
              <td className={TABLE.td}>
                {row.operatorId === null ? (
                  row.actor
                ) : (
                  <button
                    type="button"
                    title="只看此操作员的记录"
                    className={`${BUTTON.link} text-left whitespace-normal`}
                    onClick={() => onActor(row.operatorId as number)}
                  >
                    {row.actor}
                  </button>
                )}
              </td>
              <td className={TABLE.td}>
                <span className="block">{row.kindLabel}</span>
                <span className="block text-xs text-gray-500">{row.kind}</span>
              </td>
              <td className={`${TABLE.td} max-w-64 break-all`}>{row.target || '—'}</td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{row.ip || '—'}</td>
              <td className={TABLE.td}>
                <button
                  type="button"
                  className={BUTTON.link}
                  aria-label={`查看 ${formatDateTime(row.at)} ${row.kindLabel} 的详情`}
                  onClick={() => onDetail(row)}
                >
                  详情
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
