'use client'
// 学习看板 (/corporate?nav=9, phone /EnterprisePersonnel?tab=board): where the company's assignments stand and each
// person's 学时, filtered by 部门; 一键提醒 per open assignment (confirm first), a person's credited sessions, the records as
// an xlsx, and whether 学习提醒 also go by SMS. Tables on a computer, cards on a phone.
import Link from 'next/link'
import { lazy, Suspense, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Loading } from '@/components/ui/loading'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import type { DashboardResult } from '@/lib/contract/schemas/company-learning-report'
import { useBoardGroups, useLearningBoard } from '@/lib/hooks/use-learning-board'
import { AssignmentCards, AssignmentTable, unfinished, type BoardAssignment } from './board-assignments'
import { BoardExport } from './board-export'
import { PeopleCards, PeopleTable, type BoardPerson } from './board-people'
import { ReminderSwitch } from './reminder-switch'

const PersonSessions = lazy(() => import('./person-sessions').then((m) => ({ default: m.PersonSessions })))

type Variant = 'desktop' | 'mobile'
/** Where a company assigns courses on each device (学习任务). */
const TASKS_HREF: Record<Variant, string> = { desktop: '/corporate?nav=8', mobile: '/EnterprisePersonnel?tab=tasks' }

function Summary({ board }: { board: DashboardResult }) {
  const open = board.assignments.filter((a) => !a.cancelled)
  const total = open.reduce((n, a) => n + a.total, 0)
  const done = open.reduce((n, a) => n + a.completed, 0)
  const figures = [
    ['学习任务数', String(open.length)],
    ['人数', String(board.people.length)],
    ['已完成率', total ? `${Math.round((done / total) * 100)}%` : '—'],
  ]
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="board-summary">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-primary-soft/60 px-2 py-3 text-center sm:px-4">
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Heading({ children }: { children: string }) {
  return <h3 className="text-base font-medium text-gray-900">{children}</h3>
}

export function LearningBoard({ variant }: { variant: Variant }) {
  const [groupId, setGroupId] = useState<number | undefined>(undefined)
  const [exporting, setExporting] = useState(false)
  const [person, setPerson] = useState<BoardPerson | null>(null)
  const [asked, setAsked] = useState(false)
  const [reminding, setReminding] = useState<number | null>(null)
  const board = useLearningBoard(groupId)
  const groups = useBoardGroups()
  const { confirm, dialog } = useConfirm()
  const phone = variant === 'mobile'
  const groupName = groups.data?.find((g) => g.id === groupId)?.name ?? '全部部门'

  const remind = async (row: BoardAssignment) => {
    if (!(await confirm(`向${unfinished(row)}名未完成的员工发送学习提醒？`))) return
    setReminding(row.id)
    try {
      const { sent } = await api.post.CompanyReminder.RemindNow({ assignmentId: row.id }, { inline: true })
      // Each person is reminded at most once a day per assignment: a second press the same day reaches no one.
      if (sent > 0) toast.success(`已提醒${sent}人`)
      else toast.info('未完成的员工今天都已提醒过，明天可再次提醒')
    } catch (err) {
      toast.error(isApiClientError(err) ? err.message : '提醒失败，请稍后再试')
    } finally {
      setReminding(null)
    }
  }

  const openPerson = (p: BoardPerson) => {
    setAsked(true)
    setPerson(p)
  }

  const data = board.data
  return (
    <div className={phone ? 'space-y-4 bg-white p-4' : 'space-y-5'} data-testid="learning-board">
      <ReminderSwitch />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-gray-700 sm:flex-none">
          <span className="shrink-0">部门</span>
          <select
            value={groupId ?? ''}
            onChange={(e) => setGroupId(e.target.value ? Number(e.target.value) : undefined)}
            className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-base outline-none focus:border-primary sm:w-48"
          >
            <option value="">全部</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={!data}
          aria-expanded={exporting}
          onClick={() => setExporting((v) => !v)}
          className="min-h-10 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-soft disabled:opacity-60"
        >
          导出学习记录
        </button>
      </div>
      {exporting && data ? (
        <BoardExport today={data.today} groupId={groupId} groupName={groupName} onClose={() => setExporting(false)} />
      ) : null}
      {board.isError && !data ? (
        <EmptyState text={isApiClientError(board.error) ? board.error.message : '学习看板加载失败，请稍后再试'} />
      ) : !data ? (
        <Loading className="py-10" />
      ) : (
        <>
          <Summary board={data} />
          <section className="space-y-2" aria-label="学习任务">
            <Heading>学习任务</Heading>
            {data.assignments.length === 0 ? (
              <EmptyState text="还没有学习任务">
                <Link href={TASKS_HREF[variant]} className="text-sm text-primary hover:underline">
                  去指派课程
                </Link>
              </EmptyState>
            ) : phone ? (
              <AssignmentCards rows={data.assignments} reminding={reminding} remind={remind} />
            ) : (
              <AssignmentTable rows={data.assignments} reminding={reminding} remind={remind} />
            )}
          </section>
          <section className="space-y-2" aria-label="员工学习情况">
            <Heading>员工学习情况</Heading>
            {data.people.length === 0 ? (
              <EmptyState text={groupId === undefined ? '暂无员工' : '该部门暂无员工'} />
            ) : phone ? (
              <PeopleCards rows={data.people} open={openPerson} />
            ) : (
              <PeopleTable rows={data.people} open={openPerson} />
            )}
          </section>
        </>
      )}
      {asked ? (
        <Suspense fallback={null}>
          <PersonSessions person={person} variant={variant} onClose={() => setPerson(null)} />
        </Suspense>
      ) : null}
      {dialog}
    </div>
  )
}
