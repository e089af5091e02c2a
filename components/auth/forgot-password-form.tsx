'use client'
// Password reset (/accountForgot) for a person (by phone) or a company (login name + contact phone), in three steps.
import Link from 'next/link'
import { useCallback, useId, useState } from 'react'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { api, loadHttp, type RequestOptions } from '@/lib/client/api'
import { useFeatures } from '@/lib/client/tenant-context'
import { checkCode, checkLoginName, checkNewPassword, checkPhone, LIMITS, MSG } from '@/lib/contract/account-rules'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { FormField, FormError } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { TopBar } from './top-bar'

const RESET_STEPS = ['验证身份', '设置新密码', '完成'] as const
export const CODE_REJECTED = '验证码错误或已过期'
const FALLBACK_ERROR = '请求失败，请稍后再试'
/** The HTTP client loads on demand; the first focus in the form is the moment to fetch it, before any click needs it. */
const preloadHttp = () => void loadHttp()

type FieldName = 'userName' | 'PhoneNumber' | 'phoneCode' | 'password' | 'confirmPassword'
type Values = Record<FieldName, string>
const EMPTY: Values = { userName: '', PhoneNumber: '', phoneCode: '', password: '', confirmPassword: '' }

// The rules the reset calls' zod schemas are built from (lib/contract/account-rules), so form and endpoint agree word
// for word without shipping zod.
function validate(v: Values, isCompany: boolean): Record<FieldName, string> {
  return {
    userName: isCompany ? checkLoginName(v.userName) : '',
    PhoneNumber: checkPhone(v.PhoneNumber),
    phoneCode: checkCode(v.phoneCode),
    password: checkNewPassword(v.password),
    confirmPassword: v.confirmPassword === v.password ? '' : MSG.confirmMismatch,
  }
}

// What the endpoints' schemas hand their handlers: identity fields trimmed, the new password only when asked.
const loginName = (v: Pick<Values, 'userName'>) => ({ userName: v.userName.trim() })
const phoneOf = (v: Pick<Values, 'PhoneNumber'>) => ({ PhoneNumber: v.PhoneNumber.trim() })
const codeOf = (v: Values) => ({ ...phoneOf(v), phoneCode: v.phoneCode.trim() })
const newPassword = (v: Values) => ({ password: v.password, confirmPassword: v.confirmPassword })

type Identity = Pick<Values, 'userName' | 'PhoneNumber'>
/** A company proves itself by login name and contact phone (FrontCompany), a person by phone (FrontUser). */
const RESET = {
  company: {
    sendCode: (v: Identity, o: RequestOptions) =>
      api.post.FrontCompany.SendCompanyResetPasswordCode({ ...loginName(v), ...phoneOf(v) }, o),
    checkCode: (v: Values, o: RequestOptions) =>
      api.post.FrontCompany.CheckCompanyResetPasswordCode({ ...loginName(v), ...codeOf(v) }, o),
    reset: (v: Values, o: RequestOptions) =>
      api.post.FrontCompany.FrontCompanyResetPassword({ ...loginName(v), ...codeOf(v), ...newPassword(v) }, o),
  },
  personal: {
    sendCode: (v: Identity, o: RequestOptions) => api.post.FrontUser.SendCompanyResetPasswordCode(phoneOf(v), o),
    checkCode: (v: Values, o: RequestOptions) => api.post.FrontUser.CheckCompanyResetPasswordCode(codeOf(v), o),
    reset: (v: Values, o: RequestOptions) =>
      api.post.FrontUser.FrontCompanyResetPassword({ ...codeOf(v), ...newPassword(v) }, o),
  },
}

export interface ForgotPasswordFormProps {
  isCompany: boolean
  /** mobile: full-width with a top bar (back arrow and title); desktop: the content of the page's card. */
  variant?: 'desktop' | 'mobile'
}

export function ForgotPasswordForm({ isCompany, variant = 'desktop' }: ForgotPasswordFormProps) {
  const uid = useId()
  const { companyAccounts } = useFeatures()
  const calls = isCompany ? RESET.company : RESET.personal
  const [step, setStep] = useState<0 | 1 | 2>(0)
  const [values, setValues] = useState<Values>(EMPTY)
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set())
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  const errors = validate(values, isCompany)
  const shown = (f: FieldName) => (touched.has(f) ? errors[f] : '')
  const touch = (...fields: FieldName[]) => setTouched((t) => new Set([...t, ...fields]))
  const set = (f: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [f]: f === 'PhoneNumber' ? phoneInputValue(e.target.value) : e.target.value }))

  const { userName, PhoneNumber: phone } = values
  const sendResetCode = useCallback(
    (opts: RequestOptions) => calls.sendCode({ userName, PhoneNumber: phone }, opts),
    [calls, userName, phone],
  )
  const sender = useSendCode(sendResetCode, phone)
  const identity: FieldName[] = isCompany ? ['userName', 'PhoneNumber'] : ['PhoneNumber']

  async function sendCode() {
    touch(...identity)
    if (identity.some((f) => errors[f])) return
    await sender.send()
  }

  async function run(call: () => Promise<void>) {
    setServerError('')
    setBusy(true)
    try {
      await call()
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : FALLBACK_ERROR)
    } finally {
      setBusy(false)
    }
  }

  function verify(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const fields: FieldName[] = [...identity, 'phoneCode']
    touch(...fields)
    if (busy || fields.some((f) => errors[f])) return
    void run(async () => {
      const ok = await calls.checkCode(values, { inline: true })
      if (!ok) {
        setServerError(CODE_REJECTED)
        return
      }
      setStep(1)
    })
  }

  function resetPassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    touch('password', 'confirmPassword')
    const fields: FieldName[] = [...identity, 'phoneCode', 'password', 'confirmPassword']
    if (busy || fields.some((f) => errors[f])) return
    void run(async () => {
      await calls.reset(values, { inline: true })
      setStep(2)
    })
  }

  const errorBox = <FormError message={serverError} />
  const primary =
    'w-full rounded-md bg-primary py-2.5 text-base font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60'
  const showCompanySwitch = isCompany || companyAccounts

  const body = (
    <>
      <Steps current={step} />
      {step === 0 ? (
        <form noValidate onSubmit={verify} onFocus={preloadHttp} className="space-y-4">
          {isCompany ? (
            <FormField
              id={`${uid}-user`}
              label="登录名"
              error={shown('userName')}
              value={values.userName}
              onChange={set('userName')}
              onBlur={() => touch('userName')}
              maxLength={LIMITS.loginName}
              autoComplete="username"
              placeholder="请输入企业登录名"
            />
          ) : null}
          <FormField
            id={`${uid}-phone`}
            label="手机号"
            type="tel"
            inputMode="numeric"
            error={shown('PhoneNumber')}
            value={values.PhoneNumber}
            onChange={set('PhoneNumber')}
            onBlur={() => touch('PhoneNumber')}
            autoComplete="tel"
            placeholder={isCompany ? '请输入企业联系电话' : '请输入手机号码'}
          />
          <FormField
            id={`${uid}-code`}
            label="验证码"
            inputMode="numeric"
            error={shown('phoneCode') || sender.error}
            value={values.phoneCode}
            onChange={set('phoneCode')}
            onBlur={() => touch('phoneCode')}
            maxLength={LIMITS.code}
            autoComplete="one-time-code"
            placeholder="请输入验证码"
            addon={<SendCodeButton sender={sender} onSend={() => void sendCode()} />}
          />
          {errorBox}
          <button type="submit" disabled={busy} aria-busy={busy} className={primary}>
            下一步
          </button>
        </form>
      ) : step === 1 ? (
        <form noValidate onSubmit={resetPassword} className="space-y-4">
          <FormField
            id={`${uid}-pwd`}
            label="新密码"
            type="password"
            error={shown('password')}
            value={values.password}
            onChange={set('password')}
            onBlur={() => touch('password')}
            maxLength={LIMITS.password}
            autoComplete="new-password"
            placeholder="请输入新密码"
            note={<span className="text-gray-500">{MSG.passwordRule}</span>}
          />
          <FormField
            id={`${uid}-pwd2`}
            label="确认密码"
            type="password"
            error={shown('confirmPassword')}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            onBlur={() => touch('confirmPassword')}
            maxLength={LIMITS.password}
            autoComplete="new-password"
            placeholder="请再次输入新密码"
          />
          {errorBox}
          <button type="submit" disabled={busy} aria-busy={busy} className={primary}>
            提交
          </button>
          <button
            type="button"
            onClick={() => {
              setServerError('')
              setStep(0)
            }}
            className="w-full py-1 text-sm text-gray-500 hover:text-primary"
          >
            上一步
          </button>
        </form>
      ) : (
        <section role="status" className="flex flex-col items-center py-8 text-center">
          <span
            className="flex size-14 items-center justify-center rounded-full bg-green-50 text-3xl text-green-600"
            aria-hidden
          >
            ✓
          </span>
          <h2 className="mt-4 text-xl font-semibold text-gray-900">密码重置成功</h2>
          <p className="mt-2 text-sm text-gray-500">请使用新密码重新登录。</p>
          <Link href={isCompany ? '/login?tab=company' : '/login'} className={`mt-8 max-w-60 ${primary} text-center`}>
            去登录
          </Link>
        </section>
      )}
      {step < 2 && showCompanySwitch ? (
        <p className="mt-6 text-center text-sm text-gray-500">
          {isCompany ? '个人用户？' : '企业用户？'}
          <Link href={`/accountForgot?isCompany=${isCompany ? 0 : 1}`} className="text-primary hover:underline">
            {isCompany ? '找回个人账号密码' : '找回企业账号密码'}
          </Link>
        </p>
      ) : null}
    </>
  )

  const title = '账户中心'
  const subtitle = isCompany ? '企业账号找回密码' : '个人账号找回密码'
  if (variant === 'mobile') {
    return (
      <div className="min-h-screen bg-white">
        <TopBar title={title} />
        <div className="px-4 py-5">
          <h2 className="mb-4 text-lg font-semibold text-gray-900">{subtitle}</h2>
          {body}
        </div>
      </div>
    )
  }
  return (
    <div className="px-8 py-8">
      <h1 className="text-center text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="mt-1 mb-6 text-center text-sm text-gray-500">{subtitle}</p>
      {body}
    </div>
  )
}

function Steps({ current }: { current: number }) {
  return (
    <ol aria-label="找回密码进度" className="mb-6 flex items-center justify-between gap-2 text-sm">
      {RESET_STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? 'step' : undefined}
          className="flex flex-1 items-center gap-2 last:flex-none"
        >
          <span
            className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${
              i <= current ? 'bg-primary text-primary-contrast' : 'bg-gray-200 text-gray-500'
            }`}
          >
            {i + 1}
          </span>
          <span className={i === current ? 'font-medium text-primary' : 'text-gray-500'}>{label}</span>
          {i < RESET_STEPS.length - 1 ? (
            <span aria-hidden className={`h-px flex-1 ${i < current ? 'bg-primary' : 'bg-gray-200'}`} />
          ) : null}
        </li>
      ))}
    </ol>
  )
}
