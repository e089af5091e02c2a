'use client'
// 企业管理 (issue 32): the tenant's company accounts, paged and filtered on the server by the URL's
// `?page=&keyword=&state=&certified=`, with staff, VIP seats used of granted, open invitations and 企业认证; 管理员
// disables or enables one after a dialog that says what happens to its staff.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { formatDate } from '@/lib/contract/dates'
import { COMPANY_STATE_LABELS, PEOPLE_ADMINS } from '@/lib/contract/people-rules'
import type { CompanyRow } from '@/lib/contract/schemas/admin-people'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from './admin-dialog'
import { FilterBar } from './filter-bar'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON, TABLE } from './styles'

const FILTERS = ['keyword', 'state', 'certified'] as const
const companyName = (c: CompanyRow) => `${c.companyName}（${c.loginName}）`

function Dot({ on, text }: { on: boolean; text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${on ? 'bg-emerald-500' : 'bg-gray-400'}`} />
      {text}
    </span>
  )
}

export function CompaniesView() {
  const { role } = useOperator()
  const canDisable = PEOPLE_ADMINS.includes(role)
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const { keyword, state, certified } = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
    state: state === 'active' || state === 'disabled' ? state : undefined,
    certified: certified === 'yes' || certified === 'no' ? certified : undefined,
  }
  const companies = useQuery({ ...apiQuery.AdminCompany.GetList(input), placeholderData: keepPreviousData })
  const [open, setOpen] = useState<CompanyRow | null>(null)
  const rows = companies.data?.items ?? []

  async function toggle(row: CompanyRow) {
    const disabled = !row.disabled
    await api.post.AdminCompany.SetState({ id: row.id, state: disabled ? 'disabled' : 'active' }, { inline: true })
    toast.success(disabled ? `已禁用「${companyName(row)}」` : `已启用「${companyName(row)}」`)
    setOpen(null)
    void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCompany') })
  }

  return (
    <>
      <PageHeader title="企业管理" description="在本机构注册的企业账号：员工、VIP席位、待接受的邀请与企业认证。" />
      <FilterBar
        list={list}
        what="企业"
        keyword={{ label: '关键词', placeholder: '企业名称或登录名', maxLength: 30 }}
        selects={[
          {
            key: 'state',
            label: '状态',
            all: '全部状态',
            options: (['active', 'disabled'] as const).map((s) => ({ value: s, label: COMPANY_STATE_LABELS[s] })),
          },
          {
            key: 'certified',
            label: '认证',
            all: '全部',
            options: [
              { value: 'yes', label: '已认证' },
              { value: 'no', label: '未认证' },
            ],
          },
        ]}
      />
      {rows.length > 0 ? (
        <div aria-busy={companies.isFetching} className={companies.isPlaceholderData ? 'opacity-60' : undefined}>
          <div className={TABLE.wrap}>
            <table className={TABLE.table} data-testid="companies-table">
              <thead>
                <tr>
                  {[
                    '企业名称',
                    '登录名',
                    '联系人',
                    '联系电话',
                    '员工',
                    'VIP席位',
                    '待接受邀请',
                    '认证',
                    '状态',
                    '操作',
                  ].map((h) => (
                    <th key={h} scope="col" className={TABLE.th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`company-row-${row.loginName}`} className="hover:bg-gray-50">
                    <td className={`${TABLE.td} font-medium`}>{row.companyName}</td>
                    <td className={TABLE.td}>{row.loginName}</td>
                    <td className={TABLE.td}>{row.contactName || '—'}</td>
                    <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{row.contactPhone}</td>
                    <td className={`${TABLE.td} tabular-nums`}>{row.staffCount}</td>
                    <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>
                      {row.vipUsed} / {row.vipSeats}
                    </td>
                    <td className={`${TABLE.td} tabular-nums`}>{row.openInvites}</td>
                    <td className={TABLE.td}>
                      <Dot
                        on={row.certifiedAt !== null}
                        text={row.certifiedAt ? `已认证（${formatDate(row.certifiedAt)}）` : '未认证'}
                      />
                    </td>
                    <td className={TABLE.td}>
                      <Dot on={!row.disabled} text={COMPANY_STATE_LABELS[row.disabled ? 'disabled' : 'active']} />
                    </td>
                    <td className={TABLE.td}>
                      {canDisable ? (
                        <button
                          type="button"
                          className={row.disabled ? BUTTON.link : BUTTON.linkDanger}
                          aria-label={`${row.disabled ? '启用' : '禁用'}${companyName(row)}`}
                          onClick={() => setOpen(row)}
                        >
                          {row.disabled ? '启用' : '禁用'}
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
          <ListState loading={companies.isPending} error={companies.error} retry={() => void companies.refetch()} />
        </div>
      )}
      {companies.data ? (
        <ListFooter total={companies.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}
      {open ? (
        <ConfirmAction
          open
          title={open.disabled ? '启用企业账号' : '禁用企业账号'}
          confirmText={open.disabled ? '确认启用' : '确认禁用'}
          danger={!open.disabled}
          message={
            <>
              <p className="font-medium text-gray-900">
                确定{open.disabled ? '启用' : '禁用'}企业「{companyName(open)}」吗？
              </p>
              <p>
                {open.disabled
                  ? '启用后企业账号可以重新登录，员工的企业VIP与企业指派的课程恢复有效。'
                  : '禁用后企业账号立即退出登录且不能再登录；员工的个人账号不受影响，但企业VIP与企业指派的课程在禁用期间暂停（免费课程和兑换券课程照常）。'}
              </p>
            </>
          }
          onConfirm={() => toggle(open)}
          onClose={() => setOpen(null)}
          testId="company-confirm"
        />
      ) : null}
    </>
  )
}
