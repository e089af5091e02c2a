'use client'
// 导出 (issue 32): the three xlsx downloads of the range on screen, plain links — the console's cookie goes with them
// and the browser saves each under the name the server gives. Phones are masked below 管理员 (the server decides).
import { apiPath } from '@/lib/client/api'
import { EXPORT_KINDS } from '@/lib/contract/learning-data-rules'
import { BUTTON, PANEL } from '../styles'

const WHAT: Record<keyof typeof EXPORT_KINDS, string> = {
  ExportLearners: '注册时间在范围内的学员，及其选课数、完成数、累计学时',
  ExportEnrolments: '选课时间在范围内的选课，及其进度、完成时间、学时',
  ExportHours: '范围内每位学员每门课程每天的学时',
}

export function ExportLinks({ from, to, masked }: { from: string; to: string; masked: boolean }) {
  const query = new URLSearchParams({ from, to })
  return (
    <section aria-labelledby="data-export-title" className={PANEL} data-testid="data-exports">
      <h2 id="data-export-title" className="text-base font-semibold text-gray-900">
        导出Excel
      </h2>
      <p className="mt-1 text-sm text-gray-500">
        {from} 至 {to}
        {masked ? '；手机号隐藏中间四位' : ''}；每次导出记入操作日志。
      </p>
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {(Object.keys(EXPORT_KINDS) as (keyof typeof EXPORT_KINDS)[]).map((kind) => (
          <li key={kind} className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
            <a
              href={`${apiPath('AdminLearningData', kind)}?${query}`}
              download
              className={`${BUTTON.secondary} self-start`}
              data-testid={`data-export-${kind}`}
            >
              导出{EXPORT_KINDS[kind]}
            </a>
            <p className="text-xs text-gray-500">{WHAT[kind]}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
