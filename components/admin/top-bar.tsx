'use client'
// The console's top bar: who is signed in (name, login name, role), 修改密码 and 退出登录 — each behind a dialog.
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { ROLE_LABELS } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { AdminDialog, ConfirmAction } from './admin-dialog'
import { ChangePasswordForm } from './change-password-form'
import { BUTTON, roleBadge } from './styles'

export function TopBar({ operator }: { operator: OperatorSelf }) {
  const [open, setOpen] = useState<'password' | 'logout' | null>(null)
  const close = () => setOpen(null)

  async function logout() {
    await api.post.AdminAuth.Logout({}, { inline: true })
    // A full load: nothing of this operator's data stays in memory for whoever signs in next.
    window.location.replace('/admin/login')
  }

  return (
    <header className="flex h-14 shrink-0 items-center justify-end gap-3 border-b border-gray-200 bg-white px-4 md:gap-4 md:px-6">
      <p className="flex min-w-0 items-center gap-2 text-sm text-gray-700" data-testid="console-operator">
        <span className="truncate font-medium text-gray-900">{operator.name}</span>
        <span className="hidden truncate text-gray-500 xl:inline">（{operator.loginName}）</span>
        <span className={roleBadge(operator.role)} data-testid="console-role">
          {ROLE_LABELS[operator.role]}
        </span>
      </p>
      <span aria-hidden="true" className="h-5 w-px bg-gray-200" />
      {operator.mustChangePassword ? null : (
        <button type="button" className={BUTTON.link} onClick={() => setOpen('password')}>
          修改密码
        </button>
      )}
      <button type="button" className={BUTTON.link} onClick={() => setOpen('logout')} data-testid="console-logout">
        退出登录
      </button>

      <AdminDialog open={open === 'password'} title="修改密码" onClose={close}>
        <ChangePasswordForm onDone={close} onCancel={close} />
      </AdminDialog>
      <ConfirmAction
        open={open === 'logout'}
        title="退出登录"
        message={<p>确定要退出管理后台吗？</p>}
        confirmText="退出登录"
        onConfirm={logout}
        onClose={close}
      />
    </header>
  )
}
