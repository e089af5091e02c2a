'use client'
// The login form of spec §2/§4/§5, shared by the desktop popup and the /login pages: personal (code or password) and company.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { apiPost, isApiClientError } from '@/lib/client/http'
import { safeRedirect, type LoginTab } from '@/lib/client/login-dialog'
import { useSession, type LoginKind } from '@/lib/client/session'
import { useSettings } from '@/lib/client/tenant-context'
import { toast } from '@/lib/client/toast-bus'
import {
  authenticateCompanyInput,
  code as codeSchema,
  LIMITS,
  loginName as loginNameSchema,
  loginPassword,
  MSG,
  phone as phoneSchema,
  type LoginResult,
} from '@/lib/contract/schemas/account'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { ThirdPartyLogins } from './third-party-logins'
import type { ZodType } from 'zod'

type Mode = 'code' | 'password'
type FieldName = 'phone' | 'code' | 'password' | 'loginName' | 'form'
type Errors = Partial<Record<FieldName, string>>

const SEND_CODE_PATH = '/api/TokenAuth/SendPhoneCode'

/** Input attributes per kind of field: spec §9 lengths, and hints for keyboards and password managers. */
const INPUTS = {
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: LIMITS.phone, placeholder: '请输入手机号码' },
  code: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: LIMITS.code, placeholder: '请输入验证码' },
  password: { type: 'password', autoComplete: 'current-password', maxLength: LIMITS.password, placeholder: '请输入密码' },
  loginName: { autoComplete: 'username', maxLength: LIMITS.loginName, placeholder: '请输入登录名' },
} as const

const FALLBACK_ERROR = '登录失败，请稍后再试'

/** The first of the shared schema's messages (the endpoint validates with the same schema). */
const check = (schema: ZodType, value: string) => schema.safeParse(value).error?.issues[0]?.message

/** The form's heading: isHideCompanyRegAndLogin turns on company login and the 登录/注册 wording. */
export function loginTitle(companyLoginEnabled: boolean): string {
  return companyLoginEnabled ? '登录/注册' : '登录'
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string
  label: string
  error?: string
  value: string
  onValue: (value: string) => void
  /** Sits beside the input (the send-code button). */
  addon?: ReactNode
}

/** A labelled input with its message underneath, tied together for screen readers and getByLabel. */
function Field({ id, label, error, value, onValue, addon, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-gray-600">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 w-full min-w-0 rounded border border-gray-300 px-3 text-sm outline-none focus:border-primary aria-invalid:border-red-400"
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-500">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface LoginFormProps {
  initialTab?: LoginTab
  /** The popup titles itself (DialogTitle); pages pick their heading level. */
  heading?: 'h1' | 'h2' | 'none'
  device?: 'desktop' | 'mobile'
  onSuccess?: (kind: LoginKind) => void
  /**
   * Page mode: the page's ?redirect= (raw; '' when absent). After a login the page is replaced with it when it is a
   * same-site path, else with /. Leave undefined (the popup) to stay on the page.
   */
  redirect?: string
}

export function LoginForm({ initialTab = 'personal', heading = 'h2', device = 'desktop', onSuccess, redirect }: LoginFormProps) {
  const settings = useSettings()
  const companyEnabled = settings?.isHideCompanyRegAndLogin === true
  const { signIn } = useSession()
  const router = useRouter()
  const id = useId()

  const [tab, setTab] = useState<LoginTab>(companyEnabled ? initialTab : 'personal')
  const [mode, setMode] = useState<Mode>('code')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [loginName, setLoginName] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)

  const payload = useCallback(() => ({ PhoneNumber: phone.trim() }), [phone])
  const sender = useSendCode(SEND_CODE_PATH, payload, phone)

  /** Typing in a field clears its message and the server's. */
  const edit = (set: (value: string) => void, field: FieldName) => (value: string) => {
    set(value)
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e))
  }

  function clearAll() {
    setPhone('')
    setCode('')
    setPassword('')
    setLoginName('')
    setErrors({})
  }

  function switchTab(next: LoginTab) {
    if (next === tab) return
    clearAll()
    sender.reset()
    setTab(next)
  }

  function toggleMode() {
    setCode('')
    setPassword('')
    setErrors((e) => ({ phone: e.phone }))
    // An error exists only after a failed send, when no countdown runs, so this never shortens a countdown.
    if (sender.error) sender.reset()
    setMode((m) => (m === 'code' ? 'password' : 'code'))
  }

  async function sendCode() {
    const phoneError = check(phoneSchema, phone)
    if (phoneError) {
      setErrors((e) => ({ ...e, phone: phoneError }))
      return
    }
    setErrors((e) => ({ ...e, phone: undefined, code: undefined }))
    await sender.send()
  }

  function validate(): Errors {
    if (tab === 'company') {
      return {
        loginName: check(loginNameSchema, loginName),
        password: check(authenticateCompanyInput.shape.password, password),
      }
    }
    return {
      phone: check(phoneSchema, phone),
      ...(mode === 'code' ? { code: check(codeSchema, code) } : { password: check(loginPassword, password) }),
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const found = validate()
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    const kind: LoginKind = tab === 'company' ? 'company' : 'user'
    setPending(true)
    try {
      const personal = {
        userNameOrEmailAddress: phone.trim(),
        phoneCode: mode === 'code' ? code.trim() : '',
        password: mode === 'password' ? password : '',
        ispassword: mode === 'password',
        logetype: 1,
      }
      const company = { userNameOrEmailAddress: loginName.trim(), password, ispassword: true }
      const result = await apiPost<LoginResult>(
        kind === 'company' ? '/api/TokenAuth/AuthenticateCompany' : '/api/TokenAuth/Authenticate',
        kind === 'company' ? company : personal,
        { inline: true },
      )
      signIn(result, kind)
      clearAll()
      sender.reset()
      toast.success('登录成功')
      onSuccess?.(kind)
      if (redirect !== undefined) router.replace(safeRedirect(redirect, '/'))
    } catch (error) {
      setErrors({ form: isApiClientError(error) ? error.message : FALLBACK_ERROR })
    } finally {
      setPending(false)
    }
  }

  const Heading = heading === 'none' ? null : heading
  const tabClass = (active: boolean) =>
    `flex-1 border-b-2 pb-2 text-base ${active ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-500 hover:text-primary'}`

  return (
    <div data-testid="login-form">
      {Heading ? <Heading className="mb-5 text-center text-xl font-semibold text-gray-900">{loginTitle(companyEnabled)}</Heading> : null}
      {companyEnabled ? (
        <div role="tablist" aria-label="登录方式" className="mb-5 flex">
          {(['personal', 'company'] as const).map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => switchTab(t)} className={tabClass(tab === t)}>
              {t === 'personal' ? '个人登录' : '企业登录'}
            </button>
          ))}
        </div>
      ) : null}

      <form noValidate onSubmit={submit} className="space-y-4">
        {tab === 'personal' ? (
          <>
            <Field
              id={`${id}-phone`}
              label="手机号"
              error={errors.phone}
              value={phone}
              onValue={edit(setPhone, 'phone')}
              onBlur={() => setPhone((p) => p.trim())}
              {...INPUTS.phone}
            />
            {mode === 'code' ? (
              <Field
                id={`${id}-code`}
                label="验证码"
                error={errors.code || sender.error}
                value={code}
                onValue={edit(setCode, 'code')}
                {...INPUTS.code}
                addon={
                  <button
                    type="button"
                    data-testid="send-code"
                    disabled={sender.secondsLeft > 0 || sender.sending}
                    onClick={sendCode}
                    className="h-10 shrink-0 whitespace-nowrap rounded border border-primary px-3 text-sm text-primary disabled:border-gray-300 disabled:text-gray-400"
                  >
                    {sender.label}
                  </button>
                }
              />
            ) : (
              <Field
                id={`${id}-password`}
                label="密码"
                error={errors.password}
                value={password}
                onValue={edit(setPassword, 'password')}
                onBlur={() => !password && setErrors((e) => ({ ...e, password: MSG.passwordEmptyBlur }))}
                {...INPUTS.password}
              />
            )}
          </>
        ) : (
          <>
            <Field
              id={`${id}-login-name`}
              label="登录名"
              error={errors.loginName}
              value={loginName}
              onValue={edit(setLoginName, 'loginName')}
              onBlur={() => setLoginName((n) => n.trim())}
              {...INPUTS.loginName}
            />
            <Field
              id={`${id}-company-password`}
              label="密码"
              error={errors.password}
              value={password}
              onValue={edit(setPassword, 'password')}
              {...INPUTS.password}
            />
          </>
        )}

        {errors.form ? (
          <p role="alert" data-testid="login-error" className="text-sm text-red-500">
            {errors.form}
          </p>
        ) : null}

        <div className="flex items-center justify-between text-sm">
          {tab === 'personal' ? (
            <button type="button" onClick={toggleMode} className="text-primary hover:underline">
              {mode === 'code' ? '账号密码登录' : '验证码登录'}
            </button>
          ) : (
            <Link href="/createcompany" target="_blank" rel="noopener" className="text-primary hover:underline">
              注册企业账号
            </Link>
          )}
          <Link
            href={`/accountForgot?isCompany=${tab === 'company' ? 1 : 0}`}
            target="_blank"
            rel="noopener"
            className="text-gray-500 hover:text-primary"
          >
            忘记密码
          </Link>
        </div>

        <button
          type="submit"
          data-testid="login-submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="h-11 w-full rounded bg-primary text-base text-primary-contrast hover:bg-primary-hover disabled:opacity-60"
        >
          登录
        </button>
      </form>

      <ThirdPartyLogins device={device} />
    </div>
  )
}
