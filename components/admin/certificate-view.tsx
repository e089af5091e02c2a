'use client'
// 学时证明 in the console (issue 31): the tenant's certificates, newest first, by number or phone and by state, paged on
// the server with `?page=&keyword=&state=` in the URL. 管理员 and 运营 revoke one after a confirmation naming the
// learner and number, with a reason; the verification page then says 已撤销.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { certificateHours } from '@/lib/contract/certificate-rules'
import { formatDate } from '@/lib/contract/dates'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { AdminCertificateRow } from '@/lib/contract/schemas/certificate'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from './admin-dialog'
import { FilterBar } from './filter-bar'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON, CONTROL, TABLE } from './styles'

const REVOKERS: readonly OperatorRole[] = ['admin', 'operations']
const FILTERS = ['keyword', 'state'] as const
const STATES = [
  { value: 'valid', label: '有效' },
  { value: 'revoked', label: '已撤销' },
] as const

function State({ row }: { row: AdminCertificateRow }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${row.revokedAt ? 'bg-red-500' : 'bg-emerald-500'}`} />
      {row.revokedAt ? `已撤销（${formatDate(row.revokedAt)}）` : '有效'}
    </span>
  )
}

function RevokeReason({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={CONTROL.label}>
        撤销原因
      </label>
      <input
        id={id}
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        className={CONTROL.input}
        placeholder="例如：学习记录有误"
        data-testid="certificate-revoke-reason"
      />
    </div>
  )
}

export function CertificateView() {
  const operator = useOperator()
  const canRevoke = REVOKERS.includes(operator.role)
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const state: 'all' | 'valid' | 'revoked' =
    list.values.state === 'valid' || list.values.state === 'revoked' ? list.values.state : 'all'
  const input = { page: list.page, pageSize: PAGE_SIZE, keyword: list.values.keyword || undefined, state }
  const certificates = useQuery({ ...apiQuery.AdminCertificate.GetList(input), placeholderData: keepPreviousData })
  const [revoking, setRevoking] = useState<AdminCertificateRow | null>(null)
  const [reason, setReason] = useState('')
  const rows = certificates.data?.items ?? []

  return (
    <>
      <PageHeader
        title="学时证明"
        description="学员或企业开具的学时证明；撤销后，证明上二维码打开的验证页显示「已撤销」。"
      />
      <FilterBar
        list={list}
        what="学时证明"
        keyword={{ label: '证明编号或手机号', placeholder: '编号或手机号', maxLength: 32 }}
        selects={[{ key: 'state', label: '状态', all: '全部状态', options: STATES }]}
      />
      {rows.length > 0 ? (
        <div aria-busy={certificates.isFetching} className={certificates.isPlaceholderData ? 'opacity-60' : undefined}>
          <div className={TABLE.wrap}>
            <table className={TABLE.table} data-testid="certificate-table">
              <thead>
                <tr>
                  {['证明编号', '学员', '手机号', '所属企业', '课程', '认证学时', '开具日期', '状态', '操作'].map(
                    (h) => (
                      <th key={h} scope="col" className={TABLE.th}>
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`certificate-row-${row.id}`} className="hover:bg-gray-50">
                    <td className={`${TABLE.td} font-mono whitespace-nowrap`}>{row.number}</td>
                    <td className={TABLE.td}>{row.learnerName}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{row.maskedPhone}</td>
                    <td className={TABLE.td}>{row.companyName ?? '—'}</td>
                    <td className={`${TABLE.td} max-w-56 truncate`} title={row.courseTitles.join('、')}>
                      {row.courseTitles.join('、')}
                    </td>
                    <td className={`${TABLE.td} whitespace-nowrap`}>{certificateHours(row.totalSeconds)}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{formatDate(row.issuedAt)}</td>
                    <td className={TABLE.td}>
                      <State row={row} />
                    </td>
                    <td className={TABLE.td}>
                      {canRevoke && !row.revokedAt ? (
                        <button
                          type="button"
                          className={BUTTON.linkDanger}
                          onClick={() => {
                            setReason('')
                            setRevoking(row)
                          }}
                        >
                          撤销
                        </button>
                      ) : (
                        <span className="text-gray-500">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState
            loading={certificates.isPending}
            error={certificates.error}
            retry={() => void certificates.refetch()}
          />
        </div>
      )}
      {certificates.data ? (
        <ListFooter total={certificates.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {revoking ? (
        <ConfirmAction
          open
          title="撤销学时证明"
          confirmText="撤销"
          danger
          testId="certificate-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">
                确定撤销{revoking.learnerName}的学时证明 {revoking.number} 吗？
              </p>
              <p>撤销后不可恢复，扫描证明上的二维码将显示「已撤销」。</p>
              <RevokeReason value={reason} onChange={setReason} />
            </>
          }
          onConfirm={async () => {
            await api.post.AdminCertificate.Revoke({ id: revoking.id, reason: reason.trim() }, { inline: true })
            toast.success(`已撤销学时证明 ${revoking.number}`)
            setRevoking(null)
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCertificate', 'GetList') })
          }}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  )
}
