'use client'
// 退款 (issue 33, 管理员 only): the order it refunds, a required reason the learner is told (≤200), and what follows —
// the course closes to the learner at once and the amount goes back the way it was paid. 确认退款 calls
// AdminOrder/Refund; the server's refusal (the channel said no, the order changed meanwhile) stays in the dialog.
import { useId, useState } from 'react'
import { api } from '@/lib/client/api'
import { formatDateTime } from '@/lib/contract/dates'
import type { AdminOrderView } from '@/lib/contract/order-rules'
import { AdminDialog, refusalOf } from '../admin-dialog'
import { TextArea } from '../catalogue-fields'
import { DialogRefusal } from '../dialog-footer'
import { BUTTON } from '../styles'
import { methodText, yuan } from './order-words'

const REASON_MAX = 200

export function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: AdminOrderView
  onClose: () => void
  onRefunded: () => void
}) {
  const uid = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [busy, setBusy] = useState(false)

  async function refund() {
    // One line: the dispatcher refuses a newline inside a field, and the learner reads it on one line anyway.
    const said = reason.replace(/\s+/g, ' ').trim()
    if (!said) {
      setMissing(true)
      return
    }
    setBusy(true)
    setRefusal('')
    try {
      await api.post.AdminOrder.Refund({ orderNo: order.orderNo, reason: said }, { inline: true })
      onRefunded()
    } catch (e) {
      setRefusal(refusalOf(e, '退款失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const facts: [string, string][] = [
    ['订单号', order.orderNo],
    ['课程', order.courseTitle],
    ['学员', `${order.buyer}（${order.phone}）`],
    ['实付金额', yuan(order.payableCents)],
    ['支付方式', methodText(order.method)],
    ['支付时间', order.paidAt ? formatDateTime(order.paidAt) : '—'],
  ]
  return (
    <AdminDialog
      open
      title="订单退款"
      onClose={onClose}
      busy={busy}
      testId="refund-dialog"
      footer={
        <>
          <DialogRefusal message={refusal} testId="refund-refusal" />
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
            取消
          </button>
          <button type="submit" form={`${uid}-form`} className={BUTTON.danger} disabled={busy}>
            {busy ? '退款中…' : '确认退款'}
          </button>
        </>
      }
    >
      <form
        id={`${uid}-form`}
        noValidate
        className="space-y-4 text-sm"
        onSubmit={(e) => {
          e.preventDefault()
          void refund()
        }}
      >
        <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1.5 rounded-md bg-gray-50 px-3 py-2.5">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-gray-500">{term}</dt>
              <dd className="min-w-0 break-all text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p role="note" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-700">
          全额退款 {yuan(order.payableCents)}，按原支付方式（{methodText(order.method)}
          ）退回学员；确认后学员立即失去该课程的学习权限，使用的优惠券如未过期将退回学员。此操作不可撤销。
        </p>
        <TextArea
          label="退款原因（必填）"
          hint="学员将在订单详情中看到退款原因"
          rows={3}
          maxLength={REASON_MAX}
          required
          value={reason}
          error={missing && !reason.trim() ? '请填写退款原因' : undefined}
          count={{ length: reason.length, max: REASON_MAX }}
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
    </AdminDialog>
  )
}
