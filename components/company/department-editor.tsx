'use client'
// A member's 部门 in 员工管理, edited in place: the text (or 未设置) and 修改; 修改 turns it into a small form that
// saves through CompanyInviteUser/SetUserDepartment. Empty saves "no 部门". Escape or 取消 leaves it as it was.
import { useEffect, useId, useRef, useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkDepartment, COMPANY_LIMITS } from '@/lib/contract/company-rules'
import type { StaffRow } from '@/lib/contract/schemas/company'
import { useCompanyRefresh } from '@/lib/hooks/use-company'

const SMALL_BUTTON = 'min-h-8 shrink-0 rounded px-2 text-sm'

export function DepartmentEditor({ row }: { row: Pick<StaffRow, 'userId' | 'userInCompanyName' | 'department'> }) {
  const uid = useId()
  const reload = useCompanyRefresh()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)

  // Focus follows the change: into the field when it opens, back to 修改 when it closes.
  useEffect(() => {
    if (editing) input.current?.focus()
    else if (wasEditing.current) opener.current?.focus()
    wasEditing.current = editing
  }, [editing])

  if (!editing) {
    return (
      <span className="inline-flex max-w-full items-center gap-1">
        {row.department ? (
          <span className="truncate" data-testid="staff-department">
            {row.department}
          </span>
        ) : (
          <span className="text-gray-500" data-testid="staff-department">
            未设置
          </span>
        )}
        <button
          ref={opener}
          type="button"
          onClick={() => {
            setDraft(row.department ?? '')
            setError('')
            setEditing(true)
          }}
          aria-label={`修改 ${row.userInCompanyName} 的部门`}
          className={`${SMALL_BUTTON} text-primary hover:bg-primary-soft`}
        >
          修改
        </button>
      </span>
    )
  }

  const save = async (e: React.FormEvent) => {
    e.preventDefault()
    const problem = checkDepartment(draft)
    if (problem) return setError(problem)
    if (busy) return
    const department = draft.trim()
    if (department === (row.department ?? '')) return setEditing(false)
    setBusy(true)
    try {
      await api.post.CompanyInviteUser.SetUserDepartment({ userId: row.userId, department }, { inline: true })
      toast.success(department ? '部门已更新' : '已清除部门')
      await reload()
      setEditing(false)
    } catch (err) {
      setError(isApiClientError(err) ? err.message : '保存失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }
  const msgId = `${uid}-msg`
  return (
    <form
      noValidate
      onSubmit={save}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setEditing(false)
      }}
      className="flex flex-wrap items-center gap-1"
      data-testid="department-form"
    >
      <input
        ref={input}
        aria-label={`${row.userInCompanyName} 的部门`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? msgId : undefined}
        maxLength={COMPANY_LIMITS.department}
        placeholder="如：市场部"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className="h-8 w-28 min-w-0 rounded border border-gray-300 px-2 text-base outline-none focus:border-primary aria-invalid:border-red-500"
      />
      <button
        type="submit"
        disabled={busy}
        className={`${SMALL_BUTTON} bg-primary text-primary-contrast hover:bg-primary-hover disabled:opacity-60`}
      >
        {busy ? '保存中…' : '保存'}
      </button>
      <button
        type="button"
        onClick={() => setEditing(false)}
        className={`${SMALL_BUTTON} border border-gray-300 text-gray-600`}
      >
        取消
      </button>
      {error ? (
        <p id={msgId} role="alert" className="w-full text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  )
}
