'use client'
// 操作日志: every operator write, newest first, paged and filtered on the server by the URL's
// `?page=&operatorId=&kind=&from=&to=`; 详情 shows a record's before and after.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AuditRow } from '@/lib/contract/schemas/admin'
import { apiQuery } from '@/lib/query/api-queries'
import { AuditDetailDialog } from './audit-detail-dialog'
import { AUDIT_FILTERS, AuditFilters } from './audit-filters'
import { AuditTable } from './audit-table'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { PageHeader } from './page-header'

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function AuditView() {
  const list = useListParams(AUDIT_FILTERS)
  const { operatorId, kind, from, to } = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    operatorId: /^\d+$/.test(operatorId) ? Number(operatorId) : undefined,
    kind: kind || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  }
  const records = useQuery({ ...apiQuery.AdminAudit.GetList(input), placeholderData: keepPreviousData })
  const [detail, setDetail] = useState<AuditRow | null>(null)
  const rows = records.data?.items ?? []

  return (
    <>
      <PageHeader title="操作日志" description="操作员的每一次修改都记录在此，记录不可修改或删除" />
      <AuditFilters list={list} />
      {rows.length > 0 ? (
        <div aria-busy={records.isFetching} className={records.isPlaceholderData ? 'opacity-60' : undefined}>
          <AuditTable rows={rows} onDetail={setDetail} onActor={(id) => list.apply({ operatorId: String(id) })} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={records.isPending} error={records.error} retry={() => void records.refetch()} />
        </div>
      )}
      {records.data ? (
        <ListFooter total={records.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {detail ? <AuditDetailDialog row={detail} onClose={() => setDetail(null)} /> : null}
    </>
  )
}
