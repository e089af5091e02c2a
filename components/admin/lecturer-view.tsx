'use client'
// 讲师管理: the tenant's lecturers in the site's order (gold first, then 排序), paged on the server with `?page=&keyword=
// &gold=` in the URL. 管理员 and 运营 add, edit and delete (refused while courses name the lecturer); others read.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { useSettings } from '@/lib/client/tenant-context'
import { toast } from '@/lib/client/toast-bus'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { LecturerAdminRow } from '@/lib/contract/schemas/admin-lecturer'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction } from './admin-dialog'
import { ReadOnlyNote } from './catalogue-fields'
import { LecturerDialog } from './lecturer-dialog'
import { LecturerTable } from './lecturer-table'
import { ListFooter, ListState } from './list-parts'
import { PAGE_SIZE, useListParams, type ListParams } from './list-params'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { FilterBar } from './filter-bar'
import { BUTTON } from './styles'

const EDITORS: readonly OperatorRole[] = ['admin', 'operations']
const FILTERS = ['keyword', 'gold'] as const

function LecturerFilters({ list }: { list: ListParams<(typeof FILTERS)[number]> }) {
  return (
    <FilterBar
      list={list}
      what="讲师"
      keyword={{ label: '姓名', placeholder: '讲师姓名', maxLength: 30, width: 'w-56' }}
      selects={[
        {
          key: 'gold',
          label: '金牌讲师',
          all: '全部',
          width: 'w-36',
          options: [
            { value: 'true', label: '金牌讲师' },
            { value: 'false', label: '非金牌讲师' },
          ],
        },
      ]}
    />
  )
}

export function LecturerView() {
  const operator = useOperator()
  const canEdit = EDITORS.includes(operator.role)
  const qiNiuUrl = useSettings()?.qiNiuUrl ?? ''
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const { keyword, gold } = list.values
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
    gold: gold === 'true' ? true : gold === 'false' ? false : undefined,
  }
  const lecturers = useQuery({ ...apiQuery.AdminLecturer.GetList(input), placeholderData: keepPreviousData })
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const [removing, setRemoving] = useState<LecturerAdminRow | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminLecturer', 'GetList') })
  const rows = lecturers.data?.items ?? []

  return (
    <>
      <PageHeader
        title="讲师管理"
        description="讲师显示在讲师列表、讲师页、课程页；金牌讲师还显示在首页。"
        actions={
          canEdit ? (
            <button
              type="button"
              className={BUTTON.primary}
              onClick={() => setEditing({ id: null })}
              data-testid="lecturer-create"
            >
              新建讲师
            </button>
          ) : undefined
        }
      />
      {canEdit ? null : <ReadOnlyNote role={operator.role} what="讲师" />}
      <LecturerFilters list={list} />
      {rows.length > 0 ? (
        <div aria-busy={lecturers.isFetching} className={lecturers.isPlaceholderData ? 'opacity-60' : undefined}>
          <LecturerTable
            rows={rows}
            qiNiuUrl={qiNiuUrl}
            canEdit={canEdit}
            act={(row, action) => (action === 'edit' ? setEditing({ id: row.id }) : setRemoving(row))}
          />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={lecturers.isPending} error={lecturers.error} retry={() => void lecturers.refetch()} />
        </div>
      )}
      {lecturers.data ? (
        <ListFooter total={lecturers.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {editing ? (
        <LecturerDialog
          id={editing.id}
          readOnly={!canEdit}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            toast.success(editing.id === null ? `已添加讲师「${name}」` : `已保存讲师「${name}」`)
            setEditing(null)
            void refresh()
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmAction
          open
          title="删除讲师"
          confirmText="删除"
          danger
          testId="lecturer-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">确定删除讲师「{removing.name}」吗？</p>
              <p>删除后讲师页不再可访问。仍有课程的讲师是他（她）时不能删除。</p>
            </>
          }
          onConfirm={async () => {
            await api.post.AdminLecturer.Delete({ id: removing.id }, { inline: true })
            toast.success(`已删除讲师「${removing.name}」`)
            setRemoving(null)
            void refresh()
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  )
}
