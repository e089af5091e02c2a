'use client'
// One channel's merchant account on 支付设置 (issue 33): 开启, the public fields, and the secrets — each with one line
// saying what it is and where WeChat Pay or Alipay show it. A secret is never shown again: its box says whether one is
// set, and left blank it keeps the stored one. 保存 sends AdminPayment/SaveChannel; the server's refusal (a key that
// does not parse, a missing field for 开启) stays beside the button. Switching a live channel off is asked first.
import { useId, useState } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { formatDateTime } from '@/lib/contract/dates'
import {
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_FIELDS,
  PAYMENT_MSG,
  type PaymentChannelSettings,
  type PaymentFieldInfo,
} from '@/lib/contract/payment-settings-rules'
import { ConfirmAction, refusalOf } from '../admin-dialog'
import { BUTTON, CONTROL, PANEL } from '../styles'

type Values = Record<string, string>

function Field({
  id,
  name,
  info,
  value,
  onChange,
  secret,
}: {
  id: string
  name: string
  info: PaymentFieldInfo
  value: string
  onChange: (v: string) => void
  /** For a secret: whether one is stored. */
  secret?: { set: boolean }
}) {
  const placeholder = secret ? (secret.set ? '已设置，留空则不修改' : '未设置') : undefined
  const common = {
    id: `${id}-${name}`,
    name,
    value,
    maxLength: info.maxLength,
    placeholder,
    autoComplete: 'off',
    spellCheck: false,
    'aria-describedby': `${id}-${name}-hint`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  }
  return (
    <div>
      <label htmlFor={common.id} className={CONTROL.label}>
        {info.label}
        {secret ? (
          <span className={`ml-2 text-xs font-normal ${secret.set ? 'text-emerald-700' : 'text-gray-500'}`}>
            {secret.set ? '已设置' : '未设置'}
          </span>
        ) : null}
      </label>
      {info.pem ? (
        <textarea
          {...common}
          rows={3}
          className="block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-xs leading-5 outline-none focus:border-primary"
        />
      ) : (
        <input {...common} type={secret ? 'password' : 'text'} className={CONTROL.input} />
      )}
      <p id={`${id}-${name}-hint`} className={CONTROL.hint}>
        {info.hint}
      </p>
    </div>
  )
}

export function ChannelForm({
  channel,
  onSaved,
}: {
  channel: PaymentChannelSettings
  onSaved: (saved: PaymentChannelSettings) => void
}) {
  const uid = useId()
  const fields = PAYMENT_FIELDS[channel.channel]
  const label = PAYMENT_CHANNEL_LABELS[channel.channel]
  const [enabled, setEnabled] = useState(channel.enabled)
  const [values, setValues] = useState<Values>({ ...channel.settings })
  const [secrets, setSecrets] = useState<Values>({})
  const [refusal, setRefusal] = useState('')
  const [busy, setBusy] = useState(false)
  const [confirmOff, setConfirmOff] = useState(false)

  /** Sends the form; a refusal is thrown to the caller (the form's line, or the confirmation dialog). */
  async function send() {
    const saved = await api.post.AdminPayment.SaveChannel(
      { channel: channel.channel, enabled, ...values, ...secrets } as never,
      { inline: true },
    )
    setSecrets({})
    setConfirmOff(false)
    toast.success(`已保存${label}设置`)
    onSaved(saved)
  }

  async function save() {
    if (channel.enabled && !enabled) {
      setConfirmOff(true)
      return
    }
    setBusy(true)
    setRefusal('')
    try {
      await send()
    } catch (e) {
      setRefusal(refusalOf(e, '保存失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${uid}-title`} className={PANEL} data-testid={`payment-${channel.channel}`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-100 pb-3">
          <h2 id={`${uid}-title`} className="text-base font-semibold text-gray-900">
            {label}
            <span
              className={`ml-2 rounded px-1.5 py-0.5 text-xs font-normal ring-1 ring-inset ${channel.enabled ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-gray-100 text-gray-600 ring-gray-300'}`}
            >
              {channel.enabled ? '已开启' : '未开启'}
            </span>
          </h2>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              className="h-4 w-4 accent-[var(--color-primary)]"
            />
            开启{label}
          </label>
        </div>
        {channel.unreadable ? (
          <p role="alert" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {PAYMENT_MSG.unreadable}
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {Object.entries(fields.public).map(([name, info]) => (
            <Field
              key={name}
              id={uid}
              name={name}
              info={info}
              value={values[name] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
            />
          ))}
        </div>
        <div className="mt-4 grid gap-4">
          {Object.entries(fields.secret).map(([name, info]) => (
            <Field
              key={name}
              id={uid}
              name={name}
              info={info}
              value={secrets[name] ?? ''}
              onChange={(v) => setSecrets((s) => ({ ...s, [name]: v }))}
              secret={{ set: channel.secretsSet[name] ?? false }}
            />
          ))}
        </div>
        <p className={`${CONTROL.hint} mt-4`}>
          密钥加密保存，保存后不再显示；留空表示不修改。
          {channel.updatedAt ? `上次保存：${formatDateTime(channel.updatedAt)}` : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
          <div className="mr-auto min-w-0">
            <FormError message={refusal} testId={`payment-${channel.channel}-refusal`} />
          </div>
          <button type="submit" className={BUTTON.primary} disabled={busy}>
            {busy ? '保存中…' : `保存${label}设置`}
          </button>
        </div>
      </form>
      <ConfirmAction
        open={confirmOff}
        title={`关闭${label}`}
        message={`关闭后学员将不能再使用${label}购买课程，通过${label}支付的订单在重新开启前也无法退款。如果没有其他开启的支付渠道，正式环境将不提供课程购买。`}
        confirmText={`关闭${label}`}
        danger
        onConfirm={send}
        onClose={() => setConfirmOff(false)}
        testId={`payment-${channel.channel}-off`}
      />
    </section>
  )
}
