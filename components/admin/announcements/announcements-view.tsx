'use client'
// 系统通知 (issue 32): the announcements sent, newest first (to whom, how many received it, who sent it, when), paged
// with `?page=` in the URL; 查看 opens one's text. 管理员 and 运营 write a new one (新建通知 → 预览 → 确认发送).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/lib/client/toast-bus'
import { AUDIENCE_LABELS, type AnnouncementRow } from '@/lib/contract/announcement-rules'
import { formatDateTime } from '@/lib/contract/dates'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { AdminDialog } from '../admin-dialog'
import { ListFooter, ListState } from '../list-parts'
import { PAGE_SIZE, useListParams } from '../list-params'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON, TABLE } from '../styles'
import { AnnouncementComposeDialog } from './announcement-compose-dialog'
import { AnnouncementPreview } from './announcement-preview'

const NO_FILTERS = [] as const
const HEADINGS = ['通知标题', '发送对象', '接收人数', '发送人', '发送时间', '操作']
const canAnnounce = (role: string) => role === 'admin' || role === 'operations'
const audienceText = (r: AnnouncementRow) =>
  r.audience === 'company' ? `企业：${r.companyName ?? '（已删除）'}` : AUDIENCE_LABELS.all

export function AnnouncementsView() {
  const operator = useOperator()
  const queryClient = useQueryClient()
  const list = useListParams(NO_FILTERS)
  const sent = useQuery({
    ...apiQuery.AdminAnnouncement.GetList({ page: list.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const [composing, setComposing] = useState(false)
  const [reading, setReading] = useState<AnnouncementRow | null>(null)
  const rows = sent.data?.items ?? []

  return (
    <>
      <PageHeader
        title="系统通知"
        description="向本机构的全部学员或指定企业的员工发送系统通知，学员在消息中心查看，消息图标显示未读数。"
        actions={
          canAnnounce(operator.role) ? (
            <button type="button" className={BUTTON.primary} onClick={() => setComposing(true)}>
              新建通知
            </button>
          ) : null
        }
      />
      {rows.length > 0 ? (
        <div aria-busy={sent.isFetching} className={TABLE.wrap}>
          <table className={TABLE.table} data-testid="announcement-table">
            <thead>
              <tr>
                {HEADINGS.map((h) => (
                  <th key={h} scope="col" className={TABLE.th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid={`announcement-row-${r.id}`} className="hover:bg-gray-50">
                  <td className={`${TABLE.td} max-w-64 truncate font-medium`} title={r.title}>
                    {r.title}
                  </td>
                  <td className={TABLE.td}>{audienceText(r)}</td>
                  <td className={`${TABLE.td} tabular-nums`}>{r.recipientCount}</td>
                  <td className={TABLE.td}>{r.sentBy}</td>
                  <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(r.createdAt)}</td>
                  <td className={TABLE.td}>
                    <button
                      type="button"
                      className={BUTTON.link}
                      aria-label={`查看通知「${r.title}」`}
                      onClick={() => setReading(r)}
                    >
                      查看
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={sent.isPending} error={sent.error} retry={() => void sent.refetch()} />
        </div>
      )}
      {sent.data ? (
        <ListFooter total={sent.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {composing ? (
        <AnnouncementComposeDialog
          onClose={() => setComposing(false)}
          onSent={(row) => {
            setComposing(false)
            toast.success(`已发送「${row.title}」，共 ${row.recipientCount} 人`)
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminAnnouncement', 'GetList') })
          }}
        />
      ) : null}
      {reading ? (
        <AdminDialog open title="通知详情" size="lg" onClose={() => setReading(null)} testId="announcement-detail">
          <p className="mb-3 text-sm text-gray-600">
            {audienceText(reading)} · {reading.recipientCount} 人 · {reading.sentBy}
          </p>
          <AnnouncementPreview title={reading.title} content={reading.content} at={new Date(reading.createdAt)} />
        </AdminDialog>
      ) : null}
    </>
  )
}
