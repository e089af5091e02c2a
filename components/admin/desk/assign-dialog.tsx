'use client'
// 分配给 (issue 32): hands the chosen requests — one from its page, or several selected in the queue — to an enabled
// 管理员 or 客服 of the tenant, or to nobody (取消分配). A refusal stays in the dialog.
import { useId, useState } from 'react'
import { api } from '@/lib/client/api'
import { ROLE_LABELS } from '@/lib/contract/operator-roles'
import type { DeskAnswerer } from '@/lib/contract/schemas/admin-consultation'
import { AdminDialog, refusalOf } from '../admin-dialog'
import { FormError } from '@/components/ui/form-field'
import { BUTTON, CONTROL } from '../styles'

const NOBODY = 'none'

export function AssignDialog({
  ids,
  what,
  assignees,
  current,
  onDone,
  onClose,
}: {
  ids: number[]
  /** What is assigned, for the dialog's words: 咨询 ZX…, or 3 条咨询. */
  what: string
  assignees: DeskAnswerer[]
  current?: number | null
  onDone: (name: string) => void
  onClose: () => void
}) {
  const uid = useId()
  const [choice, setChoice] = useState(current ? String(current) : '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function save() {
    if (!choice) return setError('请选择处理人')
    setBusy(true)
    setError('')
    try {
      const operatorId = choice === NOBODY ? null : Number(choice)
      await api.post.AdminConsultation.Assign({ ids, operatorId }, { inline: true })
      onDone(operatorId === null ? '未分配' : (assignees.find((a) => a.id === operatorId)?.name ?? ''))
    } catch (e) {
      setError(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <AdminDialog
      open
      title="分配咨询"
      onClose={onClose}
      busy={busy}
      testId="desk-assign-dialog"
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
            取消
          </button>
          <button type="button" className={BUTTON.primary} onClick={() => void save()} disabled={busy}>
            {busy ? '处理中…' : '确定分配'}
          </button>
        </>
      }
    >
      <p className="mb-3 text-sm text-gray-700">将{what}分配给：</p>
      <label htmlFor={`${uid}-to`} className={CONTROL.label}>
        处理人
      </label>
      <select
        id={`${uid}-to`}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className={CONTROL.select}
        aria-invalid={error === '请选择处理人' || undefined}
      >
        <option value="">请选择处理人</option>
        {assignees.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name}（{ROLE_LABELS[a.role]}）
          </option>
        ))}
        <option value={NOBODY}>取消分配</option>
      </select>
      <p className={CONTROL.hint}>只能分配给已启用的管理员或客服。</p>
      {error ? (
        <div className="mt-3">
          <FormError message={error} testId="dialog-error" />
        </div>
      ) : null}
    </AdminDialog>
  )
}
