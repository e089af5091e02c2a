'use client'
// 学习任务 (/corporate?nav=8, phone /EnterprisePersonnel?tab=tasks): the company's assignments — course, 必修/选修, dates,
// groups, completed of allocated, state — with 指派课程 (a Sheet) and 取消任务 (confirm). Table on a computer, cards on a phone.
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { todayInZone } from '@/lib/contract/assignment-rules'
import type { AssignmentRow } from '@/lib/contract/schemas/company-learning'
import { useAssignments, useLearningRefresh } from '@/lib/hooks/use-company-learning'
import { AssignmentForm } from './assignment-form'
import { Sheet } from './sheet'

function stateOf(a: AssignmentRow, today: string): { text: string; tone: string } {
  if (a.cancelled) return { text: '已取消', tone: 'bg-gray-100 text-gray-600' }
  if (today < a.startsOn) return { text: '未开始', tone: 'bg-blue-50 text-blue-700' }
  if (today > a.dueOn) return { text: '已截止', tone: 'bg-amber-50 text-amber-800' }
  return { text: '进行中', tone: 'bg-green-50 text-green-700' }
}

const whom = (a: AssignmentRow) => (a.groups.length > 0 ? a.groups.map((g) => g.name).join('、') : '指定员工')

function Kind({ a }: { a: AssignmentRow }) {
  const tone = a.kind === 'required' ? 'bg-red-50 text-red-700' : 'bg-sky-50 text-sky-700'
  return <span className={`rounded px-1.5 py-0.5 text-xs whitespace-nowrap ${tone}`}>{a.kindText}</span>
}

function State({ a, today }: { a: AssignmentRow; today: string }) {
  const s = stateOf(a, today)
  return <span className={`rounded px-1.5 py-0.5 text-xs whitespace-nowrap ${s.tone}`}>{s.text}</span>
}

function CancelButton({ a, cancel }: { a: AssignmentRow; cancel: (a: AssignmentRow) => void }) {
  if (a.cancelled) return null
  return (
    <button
      type="button"
      onClick={() => cancel(a)}
      className="min-h-9 rounded-md border border-gray-300 px-3 text-sm whitespace-nowrap text-gray-600 hover:border-red-500 hover:text-red-600"
    >
      取消任务<span className="sr-only">：{a.course.title}</span>
    </button>
  )
}

const TH = 'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-gray-500'

export function AssignmentsPanel({ variant }: { variant: 'desktop' | 'mobile' }) {
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const list = useAssignments(page)
  const reload = useLearningRefresh()
  const { confirm, dialog } = useConfirm()
  const today = todayInZone()

  const cancel = async (a: AssignmentRow) => {
    if (!(await confirm(`确定取消“${a.course.title}”的学习任务吗？取消后员工不再通过此任务学习该课程，学习记录保留。`)))
      return
    try {
      await api.post.CompanyAssignment.Cancel({ assignmentId: a.id }, { inline: true })
      toast.success('已取消学习任务')
    } catch (err) {
      toast.error(isApiClientError(err) ? err.message : '操作失败，请稍后再试')
    }
    await reload()
  }

  const data = list.data
  return (
    <div className={variant === 'mobile' ? 'space-y-4 bg-white p-4' : 'space-y-4'} data-testid="assignments-panel">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          为部门或员工指派课程，设置必修/选修与截止日期；新加入部门的员工自动获得未截止的任务。
        </p>
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="min-h-10 shrink-0 rounded-md bg-primary px-5 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          指派课程
        </button>
      </div>
      {!data ? (
        <Loading className="py-10" />
      ) : data.items.length === 0 ? (
        <EmptyState text="暂无学习任务，指派一门课程吧" />
      ) : variant === 'desktop' ? (
        <table className="w-full table-fixed border-collapse bg-white text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th className={TH}>课程</th>
              <th className={`${TH} w-16`}>类型</th>
              <th className={`${TH} w-48`}>起止日期</th>
              <th className={`${TH} w-32`}>指派对象</th>
              <th className={`${TH} w-20`}>完成</th>
              <th className={`${TH} w-20`}>状态</th>
              <th className={`${TH} w-28`}>操作</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((a) => (
              <tr key={a.id} data-testid="assignment-row" className="border-t border-gray-100">
                <td className="truncate px-3 py-3 font-medium text-gray-900" title={a.course.title}>
                  {a.course.title}
                </td>
                <td className="px-3 py-3">
                  <Kind a={a} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-gray-700">
                  {a.startsOn} 至 {a.dueOn}
                </td>
                <td className="truncate px-3 py-3 text-gray-700" title={whom(a)}>
                  {whom(a)}
                </td>
                <td className="px-3 py-3 text-gray-700">
                  {a.completedCount}/{a.allocatedCount}
                </td>
                <td className="px-3 py-3">
                  <State a={a} today={today} />
                </td>
                <td className="px-3 py-3">
                  <CancelButton a={a} cancel={cancel} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="space-y-3">
          {data.items.map((a) => (
            <li key={a.id} data-testid="assignment-row" className="rounded-lg border border-gray-100 p-4 shadow-sm">
              <p className="flex items-start gap-2">
                <Kind a={a} />
                <span className="min-w-0 flex-1 font-medium break-words text-gray-900">{a.course.title}</span>
                <State a={a} today={today} />
              </p>
              <p className="mt-2 text-sm text-gray-600">
                {a.startsOn} 至 {a.dueOn}
              </p>
              <p className="mt-1 truncate text-sm text-gray-600">指派对象：{whom(a)}</p>
              <div className="mt-2 flex items-center justify-between gap-2">
                <span className="text-sm text-gray-700">
                  已完成 {a.completedCount}/{a.allocatedCount} 人
                </span>
                <CancelButton a={a} cancel={cancel} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data ? <Pagination page={page} total={data.totalCount} pageSize={data.pageSize} onChange={setPage} /> : null}
      <Sheet open={creating} title="指派课程" variant={variant} onClose={() => setCreating(false)}>
        {creating ? <AssignmentForm onDone={() => setCreating(false)} /> : null}
      </Sheet>
      {dialog}
    </div>
  )
}
