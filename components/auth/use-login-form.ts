'use client'
// The login form's state and actions (spec §2/§4/§5): values, per-field messages, code sending, validation, the login call.
import { useRouter } from 'next/navigation'
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react'
import { apiPost, isApiClientError } from '@/lib/client/api'
import { safeRedirect, type LoginTab } from '@/lib/routes'
import { useSession, type LoginKind } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { checkCode, checkCompanyPassword, checkLoginName, checkLoginPassword, checkPhone, MSG } from '@/lib/contract/account-rules'
import type { LoginResult } from '@/lib/contract/schemas/account'
import { useSendCode, type SendCodeState } from '@/lib/hooks/use-send-code'

export type LoginMode = 'code' | 'password'
type ValueName = 'phone' | 'code' | 'password' | 'loginName'
type FieldName = ValueName | 'form'
export type LoginErrors = Partial<Record<FieldName, string>>
export type LoginValues = Record<ValueName, string>

const SEND_CODE_PATH = '/api/TokenAuth/SendPhoneCode'
const FALLBACK_ERROR = '登录失败，请稍后再试'
const EMPTY: LoginValues = { phone: '', code: '', password: '', loginName: '' }

/** The first message of the field's rule (the endpoint's zod schema is built from the same rules), or undefined. */
const check = (rule: (value: string) => string, value: string) => rule(value) || undefined

export interface LoginFormOptions {
  initialTab: LoginTab
  /** The tenant offers company login; otherwise the form stays on the personal tab. */
  companyEnabled: boolean
  onSuccess?: (kind: LoginKind) => void
  /** Page mode's raw ?redirect= ('' when absent); undefined in the popup, which stays on the page. */
  redirect?: string
}

export interface LoginFormState {
  tab: LoginTab
  mode: LoginMode
  values: LoginValues
  errors: LoginErrors
  pending: boolean
  sender: SendCodeState
  /** onChange for a field: typing clears its message and the server's. */
  change: (field: ValueName) => (event: ChangeEvent<HTMLInputElement>) => void
  /** onBlur for phone and login name: surrounding spaces are dropped as the user leaves the field. */
  trim: (field: 'phone' | 'loginName') => () => void
  /** onBlur for the personal password: an empty one says 请输入密码 (submit says 密码不能为空). */
  blurPassword: () => void
  switchTab: (next: LoginTab) => void
  toggleMode: () => void
  sendCode: () => Promise<void>
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>
}

export function useLoginForm({ initialTab, companyEnabled, onSuccess, redirect }: LoginFormOptions): LoginFormState {
  const { signIn } = useSession()
  const router = useRouter()
  const [tab, setTab] = useState<LoginTab>(companyEnabled ? initialTab : 'personal')
  const [mode, setMode] = useState<LoginMode>('code')
  const [values, setValues] = useState<LoginValues>(EMPTY)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [pending, setPending] = useState(false)

  const { phone, code, password, loginName } = values
  const payload = useCallback(() => ({ PhoneNumber: phone.trim() }), [phone])
  const sender = useSendCode(SEND_CODE_PATH, payload, phone)

  const change = (field: ValueName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e))
  }

  const trim = (field: 'phone' | 'loginName') => () => setValues((v) => ({ ...v, [field]: v[field].trim() }))

  const blurPassword = () => {
    if (!password) setErrors((e) => ({ ...e, password: MSG.passwordEmptyBlur }))
  }

  function clearAll() {
    setValues(EMPTY)
    setErrors({})
  }

  function switchTab(next: LoginTab) {
    if (next === tab) return
    clearAll()
    sender.reset()
    setTab(next)
  }

  function toggleMode() {
    setValues((v) => ({ ...v, code: '', password: '' }))
    setErrors((e) => ({ phone: e.phone }))
    // An error exists only after a failed send, when no countdown runs, so this never shortens a countdown.
    if (sender.error) sender.reset()
    setMode((m) => (m === 'code' ? 'password' : 'code'))
  }

  async function sendCode() {
    const phoneError = check(checkPhone, phone)
    if (phoneError) {
      setErrors((e) => ({ ...e, phone: phoneError }))
      return
    }
    setErrors((e) => ({ ...e, phone: undefined, code: undefined }))
    await sender.send()
  }

  function validate(): LoginErrors {
    if (tab === 'company') {
      return {
        loginName: check(checkLoginName, loginName),
        password: check(checkCompanyPassword, password),
      }
    }
    return {
      phone: check(checkPhone, phone),
      ...(mode === 'code' ? { code: check(checkCode, code) } : { password: check(checkLoginPassword, password) }),
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

  return { tab, mode, values, errors, pending, sender, change, trim, blurPassword, switchTab, toggleMode, sendCode, submit }
}
