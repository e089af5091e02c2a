'use client'
// 课程分类: the tenant's two-level tree (AdminCategory/GetTree, every role). 管理员 and 运营 add 一级 and 二级
// categories, rename, move them within their level, switch 首页显示 and delete one nothing uses; the others read.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { CATEGORY_VISIBLE_HINT, type AdminCategoryNode } from '@/lib/contract/schemas/admin-category'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction, refusalOf } from './admin-dialog'
import { ReadOnlyNote } from './catalogue-fields'
import { CategoryDialog, type CategoryEdit } from './category-dialog'
import { CategoryTable, type CategoryAction } from './category-table'
import { ListState } from './list-parts'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON } from './styles'

/** Who may change categories (AdminCategory's writes); every role reads them. */
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

export function CategoryView() {
  const operator = useOperator()
  const canEdit = EDITORS.includes(operator.role)
  const queryClient = useQueryClient()
  const tree = useQuery(apiQuery.AdminCategory.GetTree())
  const [edit, setEdit] = useState<CategoryEdit | null>(null)
  const [removing, setRemoving] = useState<{ node: AdminCategoryNode; parentName: string | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminCategory', 'GetTree') })
  const items = tree.data?.items ?? []
  const parentOf = (node: AdminCategoryNode) => items.find((n) => n.id === node.parentId) ?? null

  /** Moves and 首页显示 apply at once; a refusal is a toast, and the table shows the server's rows again. */
  async function quick(run: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await run()
      toast.success(done)
    } catch (e) {
      toast.error(refusalOf(e))
    } finally {
      await refresh()
      setBusy(false)
    }
  }

  function act(action: CategoryAction) {
    const { node } = action
    const parentName = parentOf(node)?.name ?? null
    switch (action.kind) {
      case 'rename':
        return setEdit({ kind: 'rename', id: node.id, name: node.name, parentName })
      case 'child':
        return setEdit({ kind: 'create', parent: { id: node.id, name: node.name } })
      case 'delete':
        return setRemoving({ node, parentName })
      case 'move':
        return void quick(
          () => api.post.AdminCategory.Move({ id: node.id, direction: action.direction }, { inline: true }),
          `已${action.direction === 'up' ? '上移' : '下移'}「${node.name}」`,
        )
      case 'visible':
        return void quick(
          () => api.post.AdminCategory.SetVisible({ id: node.id, visible: action.visible }, { inline: true }),
          action.visible ? `「${node.name}」已在网站显示` : `「${node.name}」已从网站隐藏`,
        )
    }
  }

  return (
    <>
      <PageHeader
        title="课程分类"
        description="网站页头的课程分类菜单和首页的分类课程栏按这里的顺序显示；课程归属于二级分类（或一级分类）。"
        actions={
          canEdit ? (
            <button
              type="button"
              className={BUTTON.primary}
              onClick={() => setEdit({ kind: 'create', parent: null })}
              data-testid="category-create"
            >
              新建一级分类
            </button>
          ) : undefined
        }
      />
      {canEdit ? null : <ReadOnlyNote role={operator.role} what="课程分类" />}
      <p className="mb-4 text-sm text-gray-600" data-testid="category-visible-hint">
        <span className="font-medium text-gray-800">首页显示：</span>
        {CATEGORY_VISIBLE_HINT}
      </p>
      {items.length > 0 ? (
        <div aria-busy={busy || tree.isFetching}>
          <CategoryTable items={items} canEdit={canEdit} busy={busy} act={act} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={tree.isPending} error={tree.error} retry={() => void tree.refetch()} />
        </div>
      )}

      {edit ? (
        <CategoryDialog
          edit={edit}
          onClose={() => setEdit(null)}
          onSaved={(name) => {
            toast.success(edit.kind === 'rename' ? `已保存「${name}」` : `已添加「${name}」`)
            setEdit(null)
            void refresh()
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmAction
          open
          title="删除分类"
          confirmText="删除"
          danger
          testId="category-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">
                确定删除分类「{removing.parentName ? `${removing.parentName} / ` : ''}
                {removing.node.name}」吗？
              </p>
              <p>删除后网站不再显示该分类。仍有课程或子分类的分类不能删除。</p>
            </>
          }
          onConfirm={async () => {
            await api.post.AdminCategory.Delete({ id: removing.node.id }, { inline: true })
            toast.success(`已删除「${removing.node.name}」`)
            setRemoving(null)
            void refresh()
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  )
}
