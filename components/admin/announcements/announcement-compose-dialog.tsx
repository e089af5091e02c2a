'use client'
// 新建通知: to whom (全部学员, or one company's staff), 通知标题 and 通知内容, checked with the method's own rules; 预览
// shows it as the 消息中心 will and how many will receive it, and 确认发送 sends. The key that makes a send happen once
// is made when the preview opens: a double click or a retried 确认发送 reuses it (the server answers the first send),
// and going back to edit makes a new one for the new text.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { api } from '@/lib/client/api'
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MSG,
  AUDIENCE_LABELS,
  type AnnouncementCompanyChoice,
  type AnnouncementPreview as PreviewResult,
  type AnnouncementRow,
} from '@/lib/contract/announcement-rules'
import { announcementFormInput } from '@/lib/contract/schemas/admin-announcement'
import { AdminDialog, refusalOf } from '../admin-dialog'
import { TextArea } from '../catalogue-fields'
import { placeRefusal } from '../form-errors'
import { BUTTON, CONTROL } from '../styles'
import { TextField } from '../text-field'
import { AnnouncementCompanyPicker } from './announcement-company-picker'
import { AnnouncementPreview } from './announcement-preview'
import { DialogRefusal } from '../dialog-footer'
import { RadioChoice } from '../radio-choice'

type Values = z.input<typeof announcementFormInput>
type Parsed = z.output<typeof announcementFormInput>
const FIELDS = ['title', 'content', 'companyId'] as const

/** 32 hex characters from the browser's CSPRNG (crypto.randomUUID needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

interface Ready {
  values: Parsed
  preview: PreviewResult
  key: string
  at: Date
}

export function AnnouncementComposeDialog({
  onClose,
  onSent,
}: {
  onClose: () => void
  onSent: (row: AnnouncementRow) => void
}) {
  const formId = useId()
  const [refusal, setRefusal] = useState('')
  const [company, setCompany] = useState<AnnouncementCompanyChoice | null>(null)
  const [ready, setReady] = useState<Ready | null>(null)
  const [sending, setSending] = useState(false)
  // Two clicks in one frame both see `sending` false; the ref stops the second request (the key would stop its effect).
  const inFlight = useRef(false)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(announcementFormInput),
    defaultValues: { audience: 'all', title: '', content: '' },
  })
  const [audience, content] = useWatch({ control, name: ['audience', 'content'] })

  const preview = handleSubmit(async (values) => {
    setRefusal('')
    try {
      const result = await api.get.AdminAnnouncement.Preview(
        { audience: values.audience, companyId: values.audience === 'company' ? values.companyId : undefined },
        { inline: true },
      )
      setReady({ values, preview: result, key: newKey(), at: new Date() })
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })

  async function send() {
    if (!ready || inFlight.current) return
    inFlight.current = true
    setSending(true)
    setRefusal('')
    const v = ready.values
    try {
      const row = await api.post.AdminAnnouncement.Send(
        {
          audience: v.audience,
          companyId: v.audience === 'company' ? v.companyId : undefined,
          title: v.title,
          content: v.content,
          idempotencyKey: ready.key,
        },
        { inline: true },
      )
      onSent(row)
    } catch (e) {
      setRefusal(refusalOf(e))
      inFlight.current = false
      setSending(false)
    }
  }

  const busy = isSubmitting || sending
  const whom = ready
    ? ready.values.audience === 'company'
      ? `「${ready.preview.companyName}」的员工`
      : AUDIENCE_LABELS.all
    : ''

  return (
    <AdminDialog
      open
      title={ready ? '确认发送' : '新建通知'}
      onClose={onClose}
      busy={busy}
      size="lg"
      testId="announcement-dialog"
      footer={
        <>
          <DialogRefusal message={refusal} testId="announcement-error" />
          {ready ? (
            <>
              <button type="button" className={BUTTON.secondary} onClick={() => setReady(null)} disabled={busy}>
                返回修改
              </button>
              <button
                type="button"
                className={BUTTON.primary}
                onClick={() => void send()}
                disabled={busy || ready.preview.recipientCount === 0}
              >
                {sending ? '发送中…' : '确认发送'}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
                取消
              </button>
              <button type="submit" form={formId} className={BUTTON.primary} disabled={busy}>
                {isSubmitting ? '请稍候…' : '预览'}
              </button>
            </>
          )}
        </>
      }
    >
      {ready ? (
        <div className="space-y-4 text-sm">
          <p role="status" className="text-gray-900" data-testid="announcement-recipients">
            将发送给{whom}，共 <strong className="tabular-nums">{ready.preview.recipientCount}</strong> 人。
          </p>
          {ready.preview.recipientCount === 0 ? (
            <p className="text-red-600">{ANNOUNCEMENT_MSG.noRecipients}，请返回修改发送对象。</p>
          ) : null}
          <AnnouncementPreview title={ready.values.title} content={ready.values.content.join('\n')} at={ready.at} />
          <p className="text-gray-500">{ANNOUNCEMENT_MSG.howItArrives}</p>
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={preview}>
          <fieldset disabled={busy} className="space-y-4">
            <fieldset>
              <legend className={CONTROL.label}>发送对象</legend>
              <div className="flex flex-wrap gap-5">
                {(['all', 'company'] as const).map((a) => (
                  <RadioChoice key={a} label={AUDIENCE_LABELS[a]} value={a} {...register('audience')} />
                ))}
              </div>
            </fieldset>
            {audience === 'company' ? (
              <Controller
                control={control}
                name="companyId"
                render={({ field, fieldState }) => (
                  <AnnouncementCompanyPicker
                    value={company}
                    error={fieldState.error?.message}
                    onChange={(c) => {
                      setCompany(c)
                      field.onChange(c?.id)
                    }}
                  />
                )}
              />
            ) : null}
            <TextField
              label="通知标题"
              autoComplete="off"
              maxLength={ANNOUNCEMENT_LIMITS.title}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextArea
              label="通知内容"
              rows={6}
              hint="纯文本，保留换行"
              count={{ length: typeof content === 'string' ? content.length : 0, max: ANNOUNCEMENT_LIMITS.content }}
              error={errors.content?.message}
              {...register('content')}
            />
            <p className="text-sm text-gray-500">{ANNOUNCEMENT_MSG.howItArrives}</p>
          </fieldset>
        </form>
      )}
    </AdminDialog>
  )
}
