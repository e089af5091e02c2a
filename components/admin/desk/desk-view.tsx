'use client'
// 咨询工作台 (issue 32): the tenant's /toconsult requests by status (tabs with counts, 待回复 first), filtered by service,
// assignee, keyword and day, paged on the server with everything in the URL. 管理员 and 客服 select rows and assign them
// in one go; 只读 reads (phones masked by the server). A request opens on its own page to answer it.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/lib/client/toast-bus'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { DeskTab } from '@/lib/contract/schemas/admin-consultation'
import { apiQuery } from '@/lib/query/api-queries'
import { ListFooter, ListState } from '../list-parts'
import { PAGE_SIZE, useListParams } from '../list-params'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON } from '../styles'
import { AssignDialog } from './assign-dialog'
import { DESK_FILTERS, DeskFilters } from './desk-filters'
import { DeskTable } from './desk-table'
import { DeskTabs } from './desk-tabs'
import { useDeskChanged } from './pending-count'

/** Who answers, moves and assigns (AdminConsultation's DESK_ANSWERERS). */
export const DESK_ANSWERERS: readonly OperatorRole[] = ['admin', 'support']

export function DeskView() {
  const operator = useOperator()
  const canAnswer = DESK_ANSWERERS.includes(operator.role)
  const list = useListParams(DESK_FILTERS)
  const v = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    status: (v.status || undefined) as DeskTab | undefined,
    serviceId: v.serviceId === '' ? undefined : Number(v.serviceId),
    assignee: (v.assignee || undefined) as 'mine' | 'none' | undefined,
    keyword: v.keyword || undefined,
    from: v.from || undefined,
    to: v.to || undefined,
  }
  const queue = useQuery({ ...apiQuery.AdminConsultation.GetList(input), placeholderData: keepPreviousData })
  const options = useQuery(apiQuery.AdminConsultation.GetOptions({}))
  const changed = useDeskChanged()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [assigning, setAssigning] = useState(false)
  const rows = queue.data?.items ?? []
  // Only rows still on the page count as selected (a filter or page change leaves the others behind).
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id)

  const select = (ids: number[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was)
      for (const id of ids)
        if (on) next.add(id)
        else next.delete(id)
      return next
    })

  return (
    <>
      <PageHeader
        title="咨询工作台"
        description="学员与企业在「我要咨询」提交的需求。回复会以系统通知发给提交人，并显示在其「我的咨询」中。"
      />
      {canAnswer ? null : (
        <p className="mb-4 rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-600" role="note">
          当前角色只能查看咨询，回复、受理、关闭与分配由管理员或客服处理；联系电话已隐藏部分号码。
        </p>
      )}
      <DeskTabs list={list} counts={queue.data?.counts} />
      <DeskFilters list={list} options={options.data} />
      {canAnswer ? (
        <div className="mb-3 flex min-h-9 flex-wrap items-center gap-3" data-testid="desk-batch">
          <p className="text-sm text-gray-600" aria-live="polite">
            {chosen.length > 0 ? `已选 ${chosen.length} 条` : '勾选咨询后可批量分配'}
          </p>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={chosen.length === 0}
            onClick={() => setAssigning(true)}
          >
            批量分配
          </button>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <div aria-busy={queue.isFetching} className={queue.isPlaceholderData ? 'opacity-60' : undefined}>
          <DeskTable rows={rows} selectable={canAnswer} selected={selected} onSelect={select} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={queue.isPending} error={queue.error} retry={() => void queue.refetch()} />
        </div>
      )}
      {queue.data ? (
        <ListFooter total={queue.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {assigning ? (
        <AssignDialog
          ids={chosen}
          what={`选中的 ${chosen.length} 条咨询`}
          assignees={options.data?.assignees ?? []}
          onClose={() => setAssigning(false)}
          onDone={(name) => {
            toast.success(`已将 ${chosen.length} 条咨询分配给${name}`)
            setAssigning(false)
            setSelected(new Set())
            void changed()
          }}
        />
      ) : null}
    </>
  )
}
