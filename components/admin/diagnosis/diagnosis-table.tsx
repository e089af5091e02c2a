'use client'
// 诊断测评's rows: 名称, 状态 (草稿/已发布/已停用), 当前版本 (with a draft waiting to be published), 报告数 and each row's
// 编辑 (查看 for a reading role) and 停用 / 启用.
import Link from 'next/link'
import { INSTRUMENT_STATE_LABELS, type InstrumentState } from '@/lib/contract/diagnosis-editor-rules'
import type { InstrumentAdminRow } from '@/lib/contract/schemas/admin-diagnosis'
import { BUTTON, TABLE } from '../styles'

const DOT: Record<InstrumentState, string> = {
  draft: 'bg-amber-400',
  published: 'bg-emerald-500',
  disabled: 'bg-gray-400',
}

export function InstrumentStateBadge({ state }: { state: InstrumentState }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
      {INSTRUMENT_STATE_LABELS[state]}
    </span>
  )
}

export function DiagnosisTable({
  rows,
  canEdit,
  toggle,
}: {
  rows: InstrumentAdminRow[]
  canEdit: boolean
  /** 停用 a published row, 启用 a disabled one. */
  toggle: (row: InstrumentAdminRow) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="diagnosis-table">
        <thead>
          <tr>
            {['测评名称', '状态', '当前版本', '报告数', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`diagnosis-row-${row.id}`} className="hover:bg-gray-50">
              <td className={`${TABLE.td} max-w-72 truncate font-medium`}>{row.title}</td>
              <td className={TABLE.td}>
                <InstrumentStateBadge state={row.state} />
              </td>
              <td className={`${TABLE.td} whitespace-nowrap`}>
                {row.currentVersion ? `第${row.currentVersion}版` : '—'}
                {row.draftVersion && row.currentVersion ? (
                  <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800 ring-1 ring-amber-200 ring-inset">
                    第{row.draftVersion}版草稿待发布
                  </span>
                ) : null}
              </td>
              <td className={`${TABLE.td} tabular-nums`}>{row.reportCount}</td>
              <td className={TABLE.td}>
                <div className="flex flex-wrap gap-x-2 gap-y-1" role="group" aria-label={`「${row.title}」的操作`}>
                  <Link href={`/admin/diagnosis/${row.id}`} className={BUTTON.link}>
                    {canEdit ? '编辑' : '查看'}
                  </Link>
                  {canEdit && row.state !== 'draft' ? (
                    <button
                      type="button"
                      className={row.state === 'published' ? BUTTON.linkDanger : BUTTON.link}
                      onClick={() => toggle(row)}
                    >
                      {row.state === 'published' ? '停用' : '启用'}
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
