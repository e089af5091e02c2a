'use client'
// 学员管理 (issue 32): the tenant's learners, paged and filtered on the server by the URL's `?page=&keyword=&state=` —
// one box for a phone, a nickname or a company's name — with each row's 详情, 禁用/启用 and 强制下线, asked first.
// Phones arrive masked for every role below 管理员 (the server decides; the page says so).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { formatDateTime } from '@/lib/contract/dates'
import { creditedHours, LEARNER_STATE_LABELS, LEARNER_STATES, type LearnerState } from '@/lib/contract/people-rules'
import type { LearnerRow } from '@/lib/contract/schemas/admin-people'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { FilterBar } from './filter-bar'
import {
  ACTION_LABELS,
  LearnerActionDialog,
  learnerActionsFor,
  learnerName,
  type LearnerAction,
} from './learner-actions'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON, TABLE } from './styles'

const FILTERS = ['keyword', 'state'] as const
const isState = (v: string): v is LearnerState => (LEARNER_STATES as readonly string[]).includes(v)

const DOT: Record<LearnerState, string> = {
  active: 'bg-emerald-500',
  disabled: 'bg-red-500',
  anonymised: 'bg-gray-400',
}

export function LearnerStateBadge({ state }: { state: LearnerState }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
      {LEARNER_STATE_LABELS[state]}
    </span>
  )
}

function LearnersTable({ rows, act }: { rows: LearnerRow[]; act: (row: LearnerRow, action: LearnerAction) => void }) {
  const { role } = useOperator()
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="learners-table">
        <thead>
          <tr>
            {['手机号', '昵称', '所属企业', '已学课程', '认证学时', '注册时间', '最近活跃', '状态', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`learner-row-${row.id}`} className="hover:bg-gray-50">
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{row.phone || '—'}</td>
              <td className={`${TABLE.td} font-medium`}>{row.nickname}</td>
              <td className={TABLE.td}>{row.companyName ?? <span className="text-gray-500">—</span>}</td>
              <td className={`${TABLE.td} tabular-nums`}>{row.courseCount}</td>
              <td className={`${TABLE.td} whitespace-nowrap`}>{creditedHours(row.creditedSeconds)}</td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(row.createdAt)}</td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>
                {row.lastSeenAt ? formatDateTime(row.lastSeenAt) : <span className="text-gray-500">从未登录</span>}
              </td>
              <td className={TABLE.td}>
                <LearnerStateBadge state={row.state} />
              </td>
              <td className={TABLE.td}>
                <div className="flex flex-wrap gap-x-2 gap-y-1" role="group" aria-label={`${learnerName(row)}的操作`}>
                  <Link href={`/admin/learners/${row.id}`} className={BUTTON.link}>
                    详情
                  </Link>
                  {learnerActionsFor(role, row.state).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={action === 'enable' ? BUTTON.link : BUTTON.linkDanger}
                      onClick={() => act(row, action)}
                    >
                      {ACTION_LABELS[action]}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function LearnersView() {
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const { keyword, state } = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
    state: isState(state) ? state : undefined,
  }
  const learners = useQuery({ ...apiQuery.AdminLearner.GetList(input), placeholderData: keepPreviousData })
  const [open, setOpen] = useState<{ row: LearnerRow; action: LearnerAction } | null>(null)
  const rows = learners.data?.items ?? []
  const masked = learners.data?.phoneMasked ?? true
  return (
    <>
      <PageHeader
        title="学员管理"
        description={
          masked
            ? '本机构的学员账号。为保护个人信息，手机号已部分隐藏；按手机号查找时请输入完整的11位号码。'
            : '本机构的学员账号：查找、查看学习情况，禁用或强制下线。'
        }
      />
      <FilterBar
        list={list}
        what="学员"
        keyword={{ label: '关键词', placeholder: '手机号、昵称或企业名称', maxLength: 30 }}
        selects={[
          {
            key: 'state',
            label: '状态',
            all: '全部状态',
            options: LEARNER_STATES.map((s) => ({ value: s, label: LEARNER_STATE_LABELS[s] })),
          },
        ]}
      />
      {rows.length > 0 ? (
        <div aria-busy={learners.isFetching} className={learners.isPlaceholderData ? 'opacity-60' : undefined}>
          <LearnersTable rows={rows} act={(row, action) => setOpen({ row, action })} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={learners.isPending} error={learners.error} retry={() => void learners.refetch()} />
        </div>
      )}
      {learners.data ? (
        <ListFooter total={learners.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {open ? (
        <LearnerActionDialog
          action={open.action}
          target={open.row}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminLearner') })
          }}
        />
      ) : null}
    </>
  )
}
