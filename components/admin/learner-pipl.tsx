'use client'
// The PIPL actions of a learner's page (issue 32): 导出个人信息 saves what the tenant holds as a JSON file, and 删除账号
// （匿名化）, irreversible, asks for the phone's last four digits before the server anonymises the account.
import { useId, useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { compactDate } from '@/lib/contract/dates'
import { PEOPLE_MSG } from '@/lib/contract/people-rules'
import { AdminDialog, refusalOf } from './admin-dialog'
import { learnerName, type LearnerTarget } from './learner-actions'
import { BUTTON, CONTROL } from './styles'

/** Fetches the export (an audited POST) and hands it to the browser as a file. */
export function ExportButton({ id }: { id: number }) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      const data = await api.post.AdminLearner.Export({ id }, { inline: true })
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `个人信息-学员${id}-${compactDate(data.exportedAt)}.json`
      document.body.appendChild(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
      toast.success('个人信息已导出（本次导出已记入操作日志）')
    } catch (e) {
      toast.error(refusalOf(e, '导出失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className={BUTTON.secondary} onClick={() => void run()} disabled={busy}>
      {busy ? '导出中…' : '导出个人信息'}
    </button>
  )
}

export function DeleteLearnerDialog({
  target,
  onClose,
  onDone,
}: {
  target: LearnerTarget
  onClose: () => void
  onDone: () => void
}) {
  const uid = useId()
  const [digits, setDigits] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const ready = /^\d{4}$/.test(digits)
  async function run() {
    setBusy(true)
    setError('')
    try {
      await api.post.AdminLearner.Delete({ id: target.id, confirmDigits: digits }, { inline: true })
      toast.success(`已删除「${learnerName(target)}」的账号（匿名化）`)
      onDone()
    } catch (e) {
      setError(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <AdminDialog
      open
      title="删除账号（匿名化）"
      onClose={onClose}
      busy={busy}
      testId="learner-delete"
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy} autoFocus>
            取消
          </button>
          <button type="button" className={BUTTON.danger} onClick={() => void run()} disabled={busy || !ready}>
            {busy ? '处理中…' : '确认删除'}
          </button>
        </>
      }
    >
      <div className="space-y-3 text-sm leading-relaxed text-gray-700">
        <p className="font-medium text-gray-900">确定删除学员「{learnerName(target)}」的账号吗？此操作不可恢复。</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>清除手机号、昵称、头像和简介，解除QQ/微信绑定，结束所有登录，账号不能再登录；</li>
          <li>删除企业关系、消息、咨询、优惠券、测评和逐段学习记录，学时证明撤销；</li>
          <li>学习记录只保留各课程的认证学时汇总；该手机号可重新注册为新账号。</li>
        </ul>
        <div>
          <label htmlFor={`${uid}-digits`} className={CONTROL.label}>
            请输入该学员手机号的后4位以确认
          </label>
          <input
            id={`${uid}-digits`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={digits}
            onChange={(e) => setDigits(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${uid}-error` : undefined}
            className={`${CONTROL.input} w-32 tracking-widest`}
            data-testid="learner-delete-digits"
          />
          {error ? (
            <p id={`${uid}-error`} role="alert" className={CONTROL.error}>
              {error}
            </p>
          ) : (
            <p className={CONTROL.hint}>{PEOPLE_MSG.confirmBad}，输入正确后才能删除。</p>
          )}
        </div>
      </div>
    </AdminDialog>
  )
}
