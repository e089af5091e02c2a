'use client'
// 机构已创建: where the new tenant answers, where its administrator signs in, and the administrator's initial password —
// shown this once (the server keeps only its hash) with 复制. The administrator replaces it at first sign-in.
import { useState } from 'react'
import { toast } from '@/lib/client/toast-bus'
import type { CreatedTenant } from '@/lib/contract/schemas/admin-tenant'
import { AdminDialog } from './admin-dialog'
import { BUTTON } from './styles'

const LINK = 'break-all text-primary hover:underline'

export function TenantCreatedDialog({
  created,
  name,
  onClose,
}: {
  created: CreatedTenant
  name: string
  onClose: () => void
}) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.initialPassword)
      setCopied(true)
      toast.success('已复制初始密码')
    } catch {
      toast.error('复制失败，请选中密码后手动复制')
    }
  }
  return (
    <AdminDialog
      open
      title="机构已创建"
      onClose={onClose}
      testId="tenant-created-dialog"
      footer={
        <button type="button" className={BUTTON.primary} onClick={onClose}>
          我已记下
        </button>
      }
    >
      <p className="text-sm text-gray-700">
        「{name}」已创建，网站现在即可访问。请将管理后台地址、登录名和初始密码告知机构的管理员。
      </p>
      <dl className="mt-4 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-gray-500">网站</dt>
        <dd className="min-w-0">
          <a href={created.url} target="_blank" rel="noopener noreferrer" className={LINK} data-testid="created-url">
            {created.url}
          </a>
        </dd>
        <dt className="text-gray-500">管理后台</dt>
        <dd className="min-w-0">
          <a
            href={created.consoleUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
            data-testid="created-console-url"
          >
            {created.consoleUrl}
          </a>
        </dd>
        <dt className="text-gray-500">登录名</dt>
        <dd className="min-w-0 font-medium break-all text-gray-900" data-testid="created-login-name">
          {created.adminLoginName}
        </dd>
      </dl>
      <p className="mt-4 text-sm text-gray-700">初始密码</p>
      <div className="mt-1 flex items-center gap-3 rounded-md border border-gray-200 bg-gray-50 px-4 py-3">
        <code
          className="flex-1 font-mono text-lg tracking-wider break-all text-gray-900 select-all"
          data-testid="initial-password"
        >
          {created.initialPassword}
        </code>
        <button type="button" className={BUTTON.secondary} onClick={() => void copy()} autoFocus>
          {copied ? '已复制' : '复制'}
        </button>
      </div>
      <p role="note" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">
        此密码只显示这一次，关闭后无法再次查看。管理员首次登录管理后台时须先修改密码。
      </p>
    </AdminDialog>
  )
}
