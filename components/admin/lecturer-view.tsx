'use client'
// 讲师管理: the tenant's lecturers in the site's order (gold first, then 排序), paged on the server with `?page=&keyword=
// &gold=` in the URL. 管理员 and 运营 add, edit and delete (refused while courses name the lecturer); others read.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
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
import { BUTTON, CONTROL } from './styles'

const EDITORS: readonly OperatorRole[] = ['admin', 'operations']
const FILTERS = ['keyword', 'gold'] as const

function LecturerFilters({ list }: { list: ListParams<(typeof FILTERS)[number]> }) {
  const uid = useId()
  const { values, apply } = list
  return (
    <form
      role="search"
      aria-label="筛选讲师"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        apply({ keyword: String(new FormData(e.currentTarget).get('keyword') ?? '').trim() })
      }}
    >
      <div className="w-56">
        <label htmlFor={`${uid}-keyword`} className={CONTROL.label}>
          姓名
        </label>
        <input
          key={values.keyword}
          id={`${uid}-keyword`}
          name="keyword"
          type="search"
          maxLength={30}
          defaultValue={values.keyword}
          placeholder="讲师姓名"
          className={CONTROL.input}
        />
      </div>
      <div className="w-36">
        <label htmlFor={`${uid}-gold`} className={CONTROL.label}>
          金牌讲师
        </label>
        <select
          id={`${uid}-gold`}
          value={values.gold}
          onChange={(e) => apply({ gold: e.target.value })}
          className={CONTROL.select}
        >
          <option value="">全部</option>
          <option value="true">金牌讲师</option>
          <option value="false">非金牌讲师</option>
        </select>
      </div>
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button type="button" className={BUTTON.secondary} onClick={() => apply({ keyword: '', gold: '' })}>
        重置
      </button>
    </form>
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
