'use client'
// The initial password after 邀请 or 重置密码, shown this once (the server keeps only its hash) with 复制; the operator
// must change it at first sign-in.
import { useState } from 'react'
import { toast } from '@/lib/client/toast-bus'
import { AdminDialog } from './admin-dialog'
import { BUTTON } from './styles'

export function InitialPasswordDialog({
  title,
  who,
  password,
  onClose,
}: {
  title: string
  /** 「张三（zhangsan）」 */
  who: string
  password: string
  onClose: () => void
}) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(password)
      setCopied(true)
      toast.success('已复制初始密码')
    } catch {
      toast.error('复制失败，请选中密码后手动复制')
    }
  }
  return (
    <AdminDialog
      open
      title={title}
      onClose={onClose}
      testId="initial-password-dialog"
      footer={
        <button type="button" className={BUTTON.primary} onClick={onClose}>
          我已记下
        </button>
      }
    >
      <p className="text-sm text-gray-700">
        「{who}」的初始密码如下。请通过安全的方式告知对方，对方首次登录后须修改密码。
      </p>
      <div className="mt-4 flex items-center gap-3 rounded-md border border-gray-200 bg-gray-50 px-4 py-3">
        <code
          className="flex-1 font-mono text-lg tracking-wider break-all text-gray-900 select-all"
          data-testid="initial-password"
        >
          {password}
        </code>
        <button type="button" className={BUTTON.secondary} onClick={() => void copy()} autoFocus>
          {copied ? '已复制' : '复制'}
        </button>
      </div>
      <p role="note" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">
        此密码只显示这一次，关闭后无法再次查看；如遗失，可再次重置密码。
      </p>
    </AdminDialog>
  )
}
