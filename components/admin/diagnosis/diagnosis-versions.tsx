'use client'
// Above the diagnosis editor: the instrument's state, which version learners take and which one is being edited, and
// its versions with their publication times and how many reports each scored.
import { formatDateTime } from '@/lib/contract/dates'
import type { InstrumentEditable, InstrumentVersionDoc } from '@/lib/contract/schemas/admin-diagnosis'
import { TABLE } from '../styles'
import { InstrumentStateBadge } from './diagnosis-table'

/** The number the next save or publish has: the draft's, or the one after the newest version. */
export function editedNumber(detail: InstrumentEditable, shown: InstrumentVersionDoc): number {
  return shown.publishedAt ? Math.max(...detail.versions.map((v) => v.number)) + 1 : shown.number
}

export function DiagnosisVersions({ detail, shown }: { detail: InstrumentEditable; shown: InstrumentVersionDoc }) {
  const current = detail.current
  return (
    <div className="mb-5 space-y-3">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600" data-testid="diagnosis-state">
        <span>状态：</span>
        <InstrumentStateBadge state={detail.state} />
        <span>· 学员作答：{current ? `第${current.number}版` : '尚未发布'}</span>
        <span>
          · 正在编辑：
          {shown.publishedAt
            ? `第${shown.number}版（已发布；保存后生成第${editedNumber(detail, shown)}版草稿，发布前学员仍作答第${shown.number}版）`
            : `第${shown.number}版草稿`}
        </span>
      </p>
      {detail.versions.length > 1 || current ? (
        <details className="rounded-md border border-gray-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 text-sm text-gray-700">
            版本记录（{detail.versions.length}）
          </summary>
          <div className="overflow-x-auto">
            <table className={`${TABLE.table} min-w-0`}>
              <thead>
                <tr>
                  {['版本', '状态', '发布时间', '报告数'].map((h) => (
                    <th key={h} scope="col" className={TABLE.th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {detail.versions.map((v) => (
                  <tr key={v.id}>
                    <td className={TABLE.td}>第{v.number}版</td>
                    <td className={TABLE.td}>
                      {!v.publishedAt ? '草稿' : v.id === current?.versionId ? '已发布（当前）' : '已发布（历史）'}
                    </td>
                    <td className={TABLE.td}>{v.publishedAt ? formatDateTime(v.publishedAt) : '—'}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{v.reportCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="px-3 py-2 text-xs text-gray-500">
            每份报告按其作答时的版本计分与解读，发布新版本不会改变已有报告。
          </p>
        </details>
      ) : null}
    </div>
  )
}
