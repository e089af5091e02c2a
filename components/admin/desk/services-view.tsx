'use client'
// 平台服务 (issue 32): the services /join lists, in its order, hidden ones too. 管理员 and 运营 add and edit them, move
// them up and down and show or hide them; a save shows on /join at once. Others read. When the tenant's 平台服务
// switch is off the page says so: /join and /toconsult are then not shown at all.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { AdminPlatformServiceRow } from '@/lib/contract/schemas/admin-platform-service'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { refusalOf } from '../admin-dialog'
import { ReadOnlyNote } from '../catalogue-fields'
import { ListState } from '../list-parts'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON, TABLE } from '../styles'
import { ServiceDialog } from './service-dialog'

const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

export function ServicesView() {
  const operator = useOperator()
  const canEdit = EDITORS.includes(operator.role)
  const queryClient = useQueryClient()
  const services = useQuery(apiQuery.AdminPlatformService.GetList({}))
  const [editing, setEditing] = useState<{ row: AdminPlatformServiceRow | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminPlatformService') })
  const rows = services.data?.items ?? []

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await run()
      toast.success(done)
      await refresh()
    } catch (e) {
      toast.error(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader
        title="平台服务"
        description="显示在网站「平台服务」页（/join），访客可从每项服务进入「我要咨询」。"
        actions={
          canEdit ? (
            <button type="button" className={BUTTON.primary} onClick={() => setEditing({ row: null })}>
              新建服务
            </button>
          ) : undefined
        }
      />
      {canEdit ? null : <ReadOnlyNote role={operator.role} what="平台服务" />}
      {services.data && !services.data.switchOn ? (
        <p role="note" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          本机构的「平台服务」开关未开启：网站不显示平台服务页与「我要咨询」。可在
          <Link href="/admin/settings" className="mx-1 text-primary underline">
            机构设置
          </Link>
          中开启。
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className={TABLE.wrap}>
          <table className={TABLE.table} data-testid="service-table">
            <thead>
              <tr>
                {['顺序', '服务名称', '一句话介绍', '流程步骤', '状态', '操作'].map((h) => (
                  <th key={h} scope="col" className={TABLE.th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} data-testid={`service-row-${row.id}`} className="hover:bg-gray-50">
                  <td className={`${TABLE.td} tabular-nums`}>{i + 1}</td>
                  <td className={`${TABLE.td} font-medium whitespace-nowrap`}>{row.name}</td>
                  <td className={`${TABLE.td} max-w-96 truncate text-gray-600`}>{row.summary}</td>
                  <td className={`${TABLE.td} tabular-nums`}>{row.steps.length}</td>
                  <td className={`${TABLE.td} whitespace-nowrap`}>{row.isPublished ? '显示中' : '已隐藏'}</td>
                  <td className={TABLE.td}>
                    <div className="flex flex-wrap gap-x-2 gap-y-1" role="group" aria-label={`「${row.name}」的操作`}>
                      <button type="button" className={BUTTON.link} onClick={() => setEditing({ row })}>
                        {canEdit ? '编辑' : '查看'}
                      </button>
                      {canEdit ? (
                        <>
                          <button
                            type="button"
                            className={BUTTON.link}
                            disabled={busy || i === 0}
                            onClick={() =>
                              void act(
                                () =>
                                  api.post.AdminPlatformService.Move({ id: row.id, direction: 'up' }, { inline: true }),
                                `已上移「${row.name}」`,
                              )
                            }
                          >
                            上移
                          </button>
                          <button
                            type="button"
                            className={BUTTON.link}
                            disabled={busy || i === rows.length - 1}
                            onClick={() =>
                              void act(
                                () =>
                                  api.post.AdminPlatformService.Move(
                                    { id: row.id, direction: 'down' },
                                    { inline: true },
                                  ),
                                `已下移「${row.name}」`,
                              )
                            }
                          >
                            下移
                          </button>
                          <button
                            type="button"
                            className={BUTTON.link}
                            disabled={busy}
                            onClick={() =>
                              void act(
                                () =>
                                  api.post.AdminPlatformService.SetPublished(
                                    { id: row.id, isPublished: !row.isPublished },
                                    { inline: true },
                                  ),
                                row.isPublished ? `已隐藏「${row.name}」` : `已显示「${row.name}」`,
                              )
                            }
                          >
                            {row.isPublished ? '隐藏' : '显示'}
                          </button>
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={services.isPending} error={services.error} retry={() => void services.refetch()} />
        </div>
      )}
      {editing ? (
        <ServiceDialog
          service={editing.row}
          readOnly={!canEdit}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            toast.success(editing.row ? `已保存「${name}」` : `已添加「${name}」`)
            setEditing(null)
            void refresh()
          }}
        />
      ) : null}
    </>
  )
}
