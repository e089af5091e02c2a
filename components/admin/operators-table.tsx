'use client'
// The operators' rows: 登录名, 姓名, 手机号 (masked), 角色, 状态, 最后登录, 创建时间 and the row's actions. The signed-in
// administrator's own row carries none: nobody disables or demotes themself (the server refuses it too).
import { formatDateTime } from '@/lib/contract/dates'
import { ROLE_LABELS } from '@/lib/contract/operator-roles'
import type { OperatorRow } from '@/lib/contract/schemas/admin'
import { STATE_LABELS } from './operator-filters'
import { BUTTON, roleBadge, TABLE } from './styles'

export type RowAction = 'role' | 'disable' | 'enable' | 'reset'

/** 「张三（zhangsan）」: how dialogs and toasts name an operator. */
export function operatorName(row: Pick<OperatorRow, 'name' | 'loginName'>): string {
  return `${row.name}（${row.loginName}）`
}

function State({ disabled }: { disabled: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-2 rounded-full ${disabled ? 'bg-gray-400' : 'bg-emerald-500'}`} />
      {disabled ? STATE_LABELS.disabled : STATE_LABELS.active}
    </span>
  )
}

export function OperatorsTable({
  rows,
  selfId,
  act,
}: {
  rows: OperatorRow[]
  selfId: number
  act: (row: OperatorRow, action: RowAction) => void
}) {
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} data-testid="operators-table">
        <thead>
          <tr>
            {['登录名', '姓名', '手机号', '角色', '状态', '最后登录', '创建时间', '操作'].map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`operator-row-${row.loginName}`} className="hover:bg-gray-50">
              <td className={`${TABLE.td} font-medium`}>{row.loginName}</td>
              <td className={TABLE.td}>{row.name}</td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{row.maskedPhone}</td>
              <td className={TABLE.td}>
                <span className={roleBadge(row.role)}>{ROLE_LABELS[row.role]}</span>
              </td>
              <td className={TABLE.td}>
                <State disabled={row.disabled} />
              </td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>
                {row.lastLoginAt ? formatDateTime(row.lastLoginAt) : <span className="text-gray-500">从未登录</span>}
              </td>
              <td className={`${TABLE.td} whitespace-nowrap tabular-nums`}>{formatDateTime(row.createdAt)}</td>
              <td className={TABLE.td}>
                {row.id === selfId ? (
                  <span className="text-xs text-gray-500">当前账号</span>
                ) : (
                  <div
                    className="flex flex-wrap gap-x-2 gap-y-1"
                    aria-label={`${operatorName(row)}的操作`}
                    role="group"
                  >
                    <button type="button" className={BUTTON.link} onClick={() => act(row, 'role')}>
                      修改角色
                    </button>
                    {row.disabled ? (
                      <button type="button" className={BUTTON.link} onClick={() => act(row, 'enable')}>
                        启用
                      </button>
                    ) : (
                      <button type="button" className={BUTTON.linkDanger} onClick={() => act(row, 'disable')}>
                        停用
                      </button>
                    )}
                    <button type="button" className={BUTTON.link} onClick={() => act(row, 'reset')}>
                      重置密码
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
