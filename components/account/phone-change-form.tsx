'use client'
// 更换绑定手机: a code to the current phone proves the owner (answering a 10-minute ticket), then a code to the new
// number binds it (FrontUser/*ResetPhoneNumberCode). This session stays; the account's other sessions end.
import { useCallback, useId, useState } from 'react'
import { FormField, FormError } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkCode, checkPhone, LIMITS, SAME_PHONE } from '@/lib/contract/account-rules'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import { COMPANY_MSG } from '@/lib/contract/company-rules'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { FORM_BUTTONS } from './security-styles'

/** An individual's bound phone: FrontUser's calls. */
const PHONE_CALLS = {
  sendOld: api.post.FrontUser.SendResetPhoneNumberCode,
  checkOld: api.post.FrontUser.CheckResetPhoneNumberCode,
  sendNew: api.post.FrontUser.SendResetNewPhoneNumberCode,
  checkNew: api.post.FrontUser.CheckResetNewPhoneNumberCode,
}
const PHONE_CHANGED = '手机号已更换，请使用新手机号登录'
/** The company's contact phone changes the same way, under FrontCompany's names (docs/spec.md §7). */
const COMPANY_PHONE_CALLS = {
  sendOld: api.post.FrontCompany.SendCompanyResetPhoneNumberCode,
  checkOld: api.post.FrontCompany.CheckCompanyResetPhoneNumberCode,
  sendNew: api.post.FrontCompany.SendCompanyResetNewPhoneNumberCode,
  checkNew: api.post.FrontCompany.CheckCompanyResetNewPhoneNumberCode,
}
const WORDS = {
  user: {
    calls: PHONE_CALLS,
    noun: '手机号',
    current: '当前绑定的手机',
    same: SAME_PHONE,
    done: PHONE_CHANGED,
    note: '更换后请使用新手机号登录；其他设备上的登录将退出。',
  },
  company: {
    calls: COMPANY_PHONE_CALLS,
    noun: '联系电话',
    current: '当前联系电话',
    same: COMPANY_MSG.companyPhoneSame,
    done: '联系电话已更换',
    note: '更换后验证码与找回密码将发送至新号码；企业账号在其他设备上的登录将退出。',
  },
} as const

export interface PhoneChangeFormProps {
  phone: string
  maskedPhone: string
  onDone: (newPhone: string) => void
  onCancel: () => void
  /** An individual's bound phone (default) or a company's contact phone. */
  kind?: 'user' | 'company'
}

export function PhoneChangeForm({ phone, maskedPhone, onDone, onCancel, kind = 'user' }: PhoneChangeFormProps) {
  const words = WORDS[kind]
  const calls = words.calls
  const uid = useId()
  const [ticket, setTicket] = useState('')
  const [oldCode, setOldCode] = useState('')
  const [newPhone, setNewPhone] = useState('')
  const [newCode, setNewCode] = useState('')
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const step = ticket ? 1 : 0
  const oldSender = useSendCode(
    useCallback((opts) => calls.sendOld({}, opts), [calls]),
    phone,
  )
  const target = newPhone.trim()
  const newSender = useSendCode(
    useCallback((opts) => calls.sendNew({ PhoneNumber: target, ticket }, opts), [calls, target, ticket]),
    target,
  )

  const errors: Record<string, string> = {
    oldCode: checkCode(oldCode),
    newPhone: checkPhone(newPhone) || (target === phone ? words.same : ''),
    newCode: checkCode(newCode),
  }
  const shown = (f: string) => (touched.has(f) ? errors[f] : '')
  const touch = (...fields: string[]) => setTouched((t) => new Set([...t, ...fields]))

  async function run(fields: string[], call: () => Promise<void>) {
    touch(...fields)
    if (busy || fields.some((f) => errors[f])) return
    setBusy(true)
    setServerError('')
    try {
      await call()
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : '操作失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  const verifyOld = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(['oldCode'], async () => {
      const answer = await calls.checkOld({ phoneCode: oldCode.trim() }, { inline: true })
      setTicket(answer.ticket)
      setTouched(new Set())
    })
  }

  const bindNew = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(['newPhone', 'newCode'], async () => {
      await calls.checkNew({ PhoneNumber: target, phoneCode: newCode.trim(), ticket }, { inline: true })
      toast.success(words.done)
      onDone(target)
    })
  }

  const sendNew = () => {
    touch('newPhone')
    if (!errors.newPhone) void newSender.send()
  }

  const error = <FormError message={serverError} />
  const buttons = (label: string) => (
    <div className={FORM_BUTTONS.row}>
      <button type="submit" disabled={busy} aria-busy={busy} className={FORM_BUTTONS.primary}>
        {label}
      </button>
      <button type="button" onClick={onCancel} className={FORM_BUTTONS.secondary}>
        取消
      </button>
    </div>
  )

  return (
    <div data-testid="phone-form">
      <ol aria-label={`更换${words.noun}进度`} className="mb-4 flex gap-4 text-sm">
        {[`验证原${words.noun}`, `绑定新${words.noun}`].map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? 'step' : undefined}
            className="flex items-center gap-2 text-gray-500 aria-[current=step]:font-medium aria-[current=step]:text-primary"
          >
            <span
              className={`flex size-6 items-center justify-center rounded-full text-xs ${i <= step ? 'bg-primary text-primary-contrast' : 'bg-gray-200 text-gray-500'}`}
            >
              {/* A passed step shows a tick, so the first step reads as done once the old phone is verified. */}
              {i < step ? (
                <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            {label}
            {i < step ? <span className="sr-only">（已完成）</span> : null}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <form noValidate onSubmit={verifyOld} className="space-y-4">
          <p className="text-sm text-gray-600">
            验证码将发送至{words.current} <span className="font-medium text-gray-900">{maskedPhone}</span>
          </p>
          <FormField
            id={`${uid}-old`}
            label="验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.code}
            placeholder="请输入验证码"
            value={oldCode}
            onChange={(e) => setOldCode(e.target.value)}
            onBlur={() => touch('oldCode')}
            error={shown('oldCode') || oldSender.error}
            addon={<SendCodeButton sender={oldSender} />}
          />
          {error}
          {buttons('下一步')}
        </form>
      ) : (
        <form noValidate onSubmit={bindNew} className="space-y-4">
          <FormField
            id={`${uid}-phone`}
            label={`新${words.noun}`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={`请输入新${words.noun}`}
            value={newPhone}
            onChange={(e) => setNewPhone(phoneInputValue(e.target.value))}
            onBlur={() => touch('newPhone')}
            error={shown('newPhone')}
          />
          <FormField
            id={`${uid}-new`}
            label="验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.code}
            placeholder={`请输入新${words.noun}收到的验证码`}
            value={newCode}
            onChange={(e) => setNewCode(e.target.value)}
            onBlur={() => touch('newCode')}
            error={shown('newCode') || newSender.error}
            addon={<SendCodeButton sender={newSender} onSend={sendNew} />}
          />
          {error}
          <p className="text-xs text-gray-500">{words.note}</p>
          {buttons('确认更换')}
        </form>
      )}
    </div>
  )
}
