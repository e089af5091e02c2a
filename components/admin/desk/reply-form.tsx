'use client'
// 回复 (issue 32): the text box (回复内容) checked by the same rule as the server (checkReply: 1–1000 characters), sent
// with 发送回复; the request becomes 已回复 and the requester gets it as a 系统通知 and on their /consultation.
import { useId, useState } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { CONSULT_LIMITS, checkReply } from '@/lib/contract/consultation-rules'
import { textLength } from '@/lib/contract/text'
import { refusalOf } from '../admin-dialog'
import { BUTTON, CONTROL } from '../styles'

export function ReplyForm({ id, onSent }: { id: number; onSent: () => void }) {
  const uid = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  async function send() {
    const problem = checkReply(text)
    if (problem) return setError(problem)
    setBusy(true)
    setError('')
    try {
      await api.post.AdminConsultation.Reply({ id, content: text.replace(/\r\n?/g, '\n') }, { inline: true })
      setText('')
      toast.success('回复已发送，提交人会收到系统通知')
      onSent()
    } catch (e) {
      setError(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      aria-labelledby={`${uid}-title`}
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <h2 id={`${uid}-title`} className="sr-only">
        回复咨询
      </h2>
      <label htmlFor={`${uid}-text`} className={CONTROL.label}>
        回复内容
      </label>
      <textarea
        id={`${uid}-text`}
        value={text}
        rows={5}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${uid}-count`}
        placeholder="回复将以系统通知发给提交人，并显示在其「我的咨询」中"
        className={`${CONTROL.input} h-auto py-2 leading-6`}
      />
      <div className="mt-1 flex items-center justify-between gap-3">
        <p id={`${uid}-count`} className={CONTROL.hint}>
          {textLength(text)}/{CONSULT_LIMITS.replyMax}
        </p>
        <button type="submit" className={BUTTON.primary} disabled={busy}>
          {busy ? '发送中…' : '发送回复'}
        </button>
      </div>
      {error ? (
        <div className="mt-2">
          <FormError message={error} testId="desk-reply-error" />
        </div>
      ) : null}
    </form>
  )
}
