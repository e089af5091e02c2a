'use client'
// One audit record in full: who, when, from where, what, and the object before and after as readable JSON.
import { formatDateTime } from '@/lib/contract/dates'
import type { AuditRow } from '@/lib/contract/schemas/admin'
import { AdminDialog } from './admin-dialog'
import { BUTTON } from './styles'

function Snapshot({ title, value }: { title: string; value: unknown }) {
  const empty = value === null || value === undefined
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-1 text-sm font-medium text-gray-700">{title}</h3>
      {empty ? (
        <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-500">无</p>
      ) : (
        <pre className="max-h-80 overflow-auto rounded-md bg-gray-50 px-3 py-2 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-gray-800">
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </section>
  )
}

export function AuditDetailDialog({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  const facts: [string, string][] = [
    ['时间', formatDateTime(row.at)],
    ['操作员', row.actor],
    ['操作', `${row.kindLabel}（${row.kind}）`],
    ['对象', row.target || '—'],
    ['IP', row.ip || '—'],
  ]
  return (
    <AdminDialog
      open
      size="lg"
      title="操作详情"
      onClose={onClose}
      testId="audit-detail"
      footer={
        <button type="button" className={BUTTON.secondary} onClick={onClose} autoFocus>
          关闭
        </button>
      }
    >
      <dl className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-500">{term}</dt>
            <dd className="min-w-0 break-all text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-4">
        <Snapshot title="修改前" value={row.before} />
        <Snapshot title="修改后" value={row.after} />
      </div>
    </AdminDialog>
  )
}
