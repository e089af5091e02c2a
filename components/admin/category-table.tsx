'use client'
// 课程分类's rows: each 一级 with its 二级 indented under it — 名称, 课程数, 首页显示, 排序 (上移/下移 within the level)
// and 操作. A reading role sees the same table without the controls.
import { Fragment } from 'react'
import type { AdminCategoryNode } from '@/lib/contract/schemas/admin-category'
import { ToggleSwitch } from './catalogue-fields'
import { BUTTON, TABLE } from './styles'

export type CategoryAction =
  | { kind: 'rename' | 'delete' | 'child'; node: AdminCategoryNode }
  | { kind: 'move'; node: AdminCategoryNode; direction: 'up' | 'down' }
  | { kind: 'visible'; node: AdminCategoryNode; visible: boolean }

function Row({
  node,
  parent,
  first,
  last,
  canEdit,
  busy,
  act,
}: {
  node: AdminCategoryNode
  parent: AdminCategoryNode | null
  first: boolean
  last: boolean
  canEdit: boolean
  busy: boolean
  act: (action: CategoryAction) => void
}) {
  const top = parent === null
  const hiddenByParent = parent !== null && !parent.visible
  return (
    <tr data-testid={`category-row-${node.id}`} className={top ? 'bg-gray-50/60' : 'hover:bg-gray-50'}>
      <td className={TABLE.td}>
        <span className={top ? 'font-medium text-gray-900' : 'flex items-center gap-2 pl-6 text-gray-700'}>
          {top ? null : (
            <span aria-hidden="true" className="text-gray-400">
              └
            </span>
          )}
          {node.name}
        </span>
      </td>
      <td className={`${TABLE.td} tabular-nums`} title={top ? '含其二级分类的课程' : undefined}>
        {top ? node.totalCourseCount : node.courseCount}
      </td>
      <td className={TABLE.td}>
        <div className="flex items-center gap-2">
          <ToggleSwitch
            checked={node.visible}
            onChange={(visible) => act({ kind: 'visible', node, visible })}
            label={`「${node.name}」首页显示`}
            disabled={!canEdit || busy}
            testId={`category-visible-${node.id}`}
          />
          {hiddenByParent && node.visible ? <span className="text-xs text-gray-500">随一级分类隐藏</span> : null}
        </div>
      </td>
      <td className={TABLE.td}>
        {canEdit ? (
          <div className="flex gap-1" role="group" aria-label={`「${node.name}」的排序`}>
            <button
              type="button"
              className={BUTTON.link}
              disabled={first || busy}
              aria-label={`上移「${node.name}」`}
              onClick={() => act({ kind: 'move', node, direction: 'up' })}
            >
              上移
            </button>
            <button
              type="button"
              className={BUTTON.link}
              disabled={last || busy}
              aria-label={`下移「${node.name}」`}
              onClick={() => act({ kind: 'move', node, direction: 'down' })}
            >
              下移
            </button>
          </div>
        ) : (
          <span className="tabular-nums">{node.sortOrder}</span>
        )}
      </td>
      <td className={TABLE.td}>
        {canEdit ? (
          <div className="flex flex-wrap gap-x-2 gap-y-1" role="group" aria-label={`「${node.name}」的操作`}>
            <button type="button" className={BUTTON.link} onClick={() => act({ kind: 'rename', node })}>
              编辑
            </button>
            {top ? (
              <button type="button" className={BUTTON.link} onClick={() => act({ kind: 'child', node })}>
                添加子分类
              </button>
            ) : null}
            <button type="button" className={BUTTON.linkDanger} onClick={() => act({ kind: 'delete', node })}>
              删除
            </button>
          </div>
        ) : (
          <span className="text-xs text-gray-500">—</span>
        )}
      </td>
    </tr>
  )
}

export function CategoryTable({
  items,
  canEdit,
  busy,
  act,
}: {
  items: AdminCategoryNode[]
  canEdit: boolean
  busy: boolean
  act: (action: CategoryAction) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="category-table">
        <thead>
          <tr>
            {['名称', '课程数', '首页显示', '排序', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((top, i) => (
            <Fragment key={top.id}>
              <Row
                node={top}
                parent={null}
                first={i === 0}
                last={i === items.length - 1}
                canEdit={canEdit}
                busy={busy}
                act={act}
              />
              {top.children.map((child, j) => (
                <Row
                  key={child.id}
                  node={child}
                  parent={top}
                  first={j === 0}
                  last={j === top.children.length - 1}
                  canEdit={canEdit}
                  busy={busy}
                  act={act}
                />
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}
