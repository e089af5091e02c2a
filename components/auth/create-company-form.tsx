'use client'
// Company self-registration (/createcompany): each field checked by the endpoint's own rules, the login name checked live.
import Link from 'next/link'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { api, loadHttp, type RequestOptions } from '@/lib/client/api'
import {
  checkCode,
  checkCompanyName,
  checkNewLoginName,
  checkNewPassword,
  checkPhone,
  LIMITS,
  MSG,
} from '@/lib/contract/account-rules'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import { CONSENT_REQUIRED } from '@/lib/contract/legal'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { FormField, FormError } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { ConsentCheck } from './consent-check'
import { TopBar } from './top-bar'

export const NAME_FREE = '该登录名可以使用'
export const NAME_TAKEN = '该登录名已被注册'
export const CODE_REJECTED = '验证码错误或已过期'
const FALLBACK_ERROR = '注册失败，请稍后再试'
/** The HTTP client loads on demand; the first focus in the form is the moment to fetch it, before any click needs it. */
const preloadHttp = () => void loadHttp()
const NAME_DEBOUNCE_MS = 400

type FieldName = 'companyName' | 'userName' | 'password' | 'confirmPassword' | 'PhoneNumber' | 'phoneCode'
type Values = Record<FieldName, string>

const EMPTY: Values = {
  companyName: '',
  userName: '',
  password: '',
  confirmPassword: '',
  PhoneNumber: '',
  phoneCode: '',
}
const ALL = Object.keys(EMPTY) as FieldName[]

// The rules RegisterCompany's zod schema is built from (lib/contract/account-rules), without shipping zod.
function validate(v: Values): Record<FieldName, string> {
  return {
    companyName: checkCompanyName(v.companyName),
    userName: checkNewLoginName(v.userName),
    password: checkNewPassword(v.password),
    confirmPassword: v.confirmPassword === v.password ? '' : MSG.confirmMismatch,
    PhoneNumber: checkPhone(v.PhoneNumber),
    phoneCode: checkCode(v.phoneCode),
  }
}

/** What the endpoint's schema would hand its handler: the text fields trimmed, the passwords as typed. */
function registration(v: Values): Values {
  const { password, confirmPassword } = v
  return {
    companyName: v.companyName.trim(),
    userName: v.userName.trim(),
    password,
    confirmPassword,
    PhoneNumber: v.PhoneNumber.trim(),
    phoneCode: v.phoneCode.trim(),
  }
}

type NameCheck = { name: string; state: 'checking' | 'free' | 'taken' | 'failed'; message?: string }

export interface CreateCompanyFormProps {
  /** mobile: full-width with a top bar (back arrow and title); desktop: the content of the page's card. */
  variant?: 'desktop' | 'mobile'
}

export function CreateCompanyForm({ variant = 'desktop' }: CreateCompanyFormProps) {
  const uid = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set())
  const [nameCheck, setNameCheck] = useState<NameCheck | null>(null)
  const [serverError, setServerError] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [registered, setRegistered] = useState<string | null>(null)
  // 「我已阅读并同意…」: RegisterCompany refuses without it, so nothing is sent until it is ticked.
  const [agreed, setAgreed] = useState(false)
  const [consentError, setConsentError] = useState('')
  // The name whose check is running or answered, so blur and the debounce timer do not ask twice.
  const checkedName = useRef('')

  const errors = validate(values)
  const shown = (f: FieldName) => (touched.has(f) ? errors[f] : '')
  const touch = (...fields: FieldName[]) => setTouched((t) => new Set([...t, ...fields]))
  const set = (f: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [f]: f === 'PhoneNumber' ? phoneInputValue(e.target.value) : e.target.value }))

  const phone = values.PhoneNumber
  const sendPhoneCode = useCallback(
    (opts: RequestOptions) => api.post.TokenAuth.SendCompanyPhoneCode({ PhoneNumber: phone.trim() }, opts),
    [phone],
  )
  const sender = useSendCode(sendPhoneCode, phone)

  const checkName = useCallback(async (raw: string) => {
    const name = raw.trim()
    if (checkNewLoginName(name) || checkedName.current === name) return
    checkedName.current = name
    setNameCheck({ name, state: 'checking' })
    try {
      const free = await api.post.FrontCompany.CheckCompanUserName({ userName: name }, { inline: true })
      if (checkedName.current === name) setNameCheck({ name, state: free ? 'free' : 'taken' })
    } catch (e) {
      if (checkedName.current !== name) return
      checkedName.current = ''
      setNameCheck({ name, state: 'failed', message: isApiClientError(e) ? e.message : '登录名检查失败，请稍后再试' })
    }
  }, [])

  useEffect(() => {
    if (checkNewLoginName(values.userName)) return
    const timer = setTimeout(() => void checkName(values.userName), NAME_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [values.userName, checkName])

  const currentName = values.userName.trim()
  const nameStatus = nameCheck && nameCheck.name === currentName && !errors.userName ? nameCheck : null

  async function sendCode() {
    touch('PhoneNumber')
    if (errors.PhoneNumber) return
    await sender.send()
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (submitting) return
    touch(...ALL)
    setServerError('')
    setConsentError(agreed ? '' : CONSENT_REQUIRED)
    if (Object.values(errors).some(Boolean) || nameStatus?.state === 'taken' || !agreed) return
    const input = registration(values)
    setSubmitting(true)
    try {
      // The code is checked first so a wrong code is reported before the account is attempted.
      const codeOk = await api.post.TokenAuth.CheckCompanyPhoneCode(
        { PhoneNumber: input.PhoneNumber, phoneCode: input.phoneCode },
        { inline: true },
      )
      if (!codeOk) {
        setServerError(CODE_REJECTED)
        return
      }
      const result = await api.post.FrontCompany.RegisterCompany({ ...input, isAgreeProtocol: true }, { inline: true })
      setRegistered(result?.userName || input.userName)
    } catch (err) {
      setServerError(isApiClientError(err) ? err.message : FALLBACK_ERROR)
    } finally {
      setSubmitting(false)
    }
  }

  const mobile = variant === 'mobile'
  const title = '注册企业账号'
  const body =
    registered !== null ? (
      <section role="status" className="flex flex-col items-center py-10 text-center">
        <span
          className="flex size-14 items-center justify-center rounded-full bg-green-50 text-3xl text-green-600"
          aria-hidden
        >
          ✓
        </span>
        <h2 className="mt-4 text-xl font-semibold text-gray-900">企业账号注册成功</h2>
        <p className="mt-2 text-sm text-gray-600">
          登录名：<strong className="font-medium text-gray-900">{registered}</strong>
        </p>
        <p className="mt-1 text-sm text-gray-500">请使用登录名和密码登录企业账号。</p>
        <Link
          href="/login?tab=company"
          className="mt-8 rounded-md bg-primary px-10 py-2.5 text-base font-medium text-primary-contrast hover:bg-primary-hover"
        >
          去登录
        </Link>
      </section>
    ) : (
      <form noValidate onSubmit={onSubmit} onFocus={preloadHttp} className="space-y-4">
        <FormField
          id={`${uid}-company`}
          label="企业名称"
          error={shown('companyName')}
          value={values.companyName}
          onChange={set('companyName')}
          onBlur={() => touch('companyName')}
          maxLength={LIMITS.companyName}
          autoComplete="organization"
          placeholder="请输入企业名称"
        />
        <FormField
          id={`${uid}-user`}
          label="登录名"
          error={shown('userName')}
          value={values.userName}
          onChange={set('userName')}
          onBlur={() => {
            touch('userName')
            void checkName(values.userName)
          }}
          maxLength={LIMITS.loginName}
          autoComplete="username"
          placeholder="字母开头，3-16位"
          note={<NameStatus check={nameStatus} />}
        />
        <FormField
          id={`${uid}-pwd`}
          label="密码"
          type="password"
          error={shown('password')}
          value={values.password}
          onChange={set('password')}
          onBlur={() => touch('password')}
          maxLength={LIMITS.password}
          autoComplete="new-password"
          placeholder="请输入密码"
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
          placeholder="请再次输入密码"
        />
        <FormField
          id={`${uid}-phone`}
          label="联系电话"
          type="tel"
          inputMode="numeric"
          error={shown('PhoneNumber')}
          value={values.PhoneNumber}
          onChange={set('PhoneNumber')}
          onBlur={() => touch('PhoneNumber')}
          autoComplete="tel"
          placeholder="请输入手机号码"
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
        <ConsentCheck
          id={`${uid}-consent`}
          checked={agreed}
          error={consentError}
          device={mobile ? 'mobile' : 'desktop'}
          onChange={(next) => {
            setAgreed(next)
            if (next) setConsentError('')
          }}
        />
        <FormError message={serverError} />
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="w-full rounded-md bg-primary py-2.5 text-base font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
        >
          注册
        </button>
        <p className="text-center text-sm text-gray-500">
          已有企业账号？
          {/* Underlined: inside a sentence, colour alone must not be what tells the link apart. */}
          <Link href="/login?tab=company" className="text-primary underline underline-offset-2">
            立即登录
          </Link>
        </p>
      </form>
    )

  if (mobile) {
    return (
      <div className="min-h-screen bg-white">
        <TopBar title={title} />
        <div className="px-4 py-5">{body}</div>
      </div>
    )
  }
  return (
    <div className="px-8 py-8">
      <h1 className="mb-6 text-center text-2xl font-semibold text-gray-900">{title}</h1>
      {body}
    </div>
  )
}

function NameStatus({ check }: { check: NameCheck | null }) {
  if (!check) return null
  if (check.state === 'checking') return <span className="text-gray-500">正在检查登录名…</span>
  if (check.state === 'free') return <span className="text-green-700">{NAME_FREE}</span>
  return <span className="text-red-600">{check.state === 'taken' ? NAME_TAKEN : check.message}</span>
}
