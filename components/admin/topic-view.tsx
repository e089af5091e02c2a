'use client'
// 专题管理: the tenant's topics in the site's order, published or not, paged on the server with `?page=&keyword=` in
// the URL. 管理员 and 运营 add, edit (banner, text, 精选, 发布, courses in order) and delete; others read.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { useSettings } from '@/lib/client/tenant-context'
import { toast } from '@/lib/client/toast-bus'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { TopicAdminRow } from '@/lib/contract/schemas/admin-topic'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from './admin-dialog'
import { ReadOnlyNote } from './catalogue-fields'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { FilterBar } from './filter-bar'
import { BUTTON } from './styles'
import { TopicDialog } from './topic-dialog'
import { TopicTable } from './topic-table'

const EDITORS: readonly OperatorRole[] = ['admin', 'operations']
const FILTERS = ['keyword'] as const

export function TopicView() {
  const operator = useOperator()
  const canEdit = EDITORS.includes(operator.role)
  const qiNiuUrl = useSettings()?.qiNiuUrl ?? ''
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const input = { page: list.page, pageSize: PAGE_SIZE, keyword: list.values.keyword || undefined }
  const topics = useQuery({ ...apiQuery.AdminTopic.GetList(input), placeholderData: keepPreviousData })
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const [removing, setRemoving] = useState<TopicAdminRow | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminTopic', 'GetList') })
  const rows = topics.data?.items ?? []

  return (
    <>
      <PageHeader
        title="专题管理"
        description="已发布的专题显示在专题列表与专题页；精选的还显示在首页的「精选专题」。"
        actions={
          canEdit ? (
            <button
              type="button"
              className={BUTTON.primary}
              onClick={() => setEditing({ id: null })}
              data-testid="topic-create"
            >
              新建专题
            </button>
          ) : undefined
        }
      />
      {canEdit ? null : <ReadOnlyNote role={operator.role} what="专题" />}
      <FilterBar list={list} what="专题" keyword={{ label: '标题', placeholder: '专题标题', maxLength: 60 }} />
      {rows.length > 0 ? (
        <div aria-busy={topics.isFetching} className={topics.isPlaceholderData ? 'opacity-60' : undefined}>
          <TopicTable
            rows={rows}
            qiNiuUrl={qiNiuUrl}
            canEdit={canEdit}
            act={(row, action) => (action === 'edit' ? setEditing({ id: row.id }) : setRemoving(row))}
          />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={topics.isPending} error={topics.error} retry={() => void topics.refetch()} />
        </div>
      )}
      {topics.data ? (
        <ListFooter total={topics.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {editing ? (
        <TopicDialog
          id={editing.id}
          readOnly={!canEdit}
          onClose={() => {
            setEditing(null)
            // A new topic may have been created before its courses were refused.
            void refresh()
          }}
          onSaved={(title) => {
            toast.success(editing.id === null ? `已添加专题「${title}」` : `已保存专题「${title}」`)
            setEditing(null)
            void refresh()
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmAction
          open
          title="删除专题"
          confirmText="删除"
          danger
          testId="topic-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">确定删除专题「{removing.title}」吗？</p>
              <p>删除后专题页不再可访问；专题中的课程不受影响。</p>
            </>
          }
          onConfirm={async () => {
            await api.post.AdminTopic.Delete({ id: removing.id }, { inline: true })
            toast.success(`已删除专题「${removing.title}」`)
            setRemoving(null)
            void refresh()
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  )
}
