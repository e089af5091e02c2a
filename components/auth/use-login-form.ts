'use client'
// The login form's state and actions (docs/spec.md §2/§4/§5): values, per-field messages, code sending, validation, the login call.
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'
import { api, isApiClientError, type RequestOptions } from '@/lib/client/api'
import { safeRedirect, type LoginTab } from '@/lib/routes'
import { PASSWORD_CHANGED, takePasswordChanged } from '@/lib/client/password-changed'
import { useSession, type LoginKind } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { checkCompanyPassword, checkLoginName, checkLoginPassword, LOGIN_MSG } from '@/lib/contract/login-rules'
import { checkCode, checkPhone, phoneInputValue } from '@/lib/contract/phone-rules'
import { useSendCode, type SendCodeState } from '@/lib/hooks/use-send-code'
import { forgetConsent, rememberedConsent } from './consent-check'

type LoginMode = 'code' | 'password'
type ValueName = 'phone' | 'code' | 'password' | 'loginName'
type FieldName = ValueName | 'form'
type LoginErrors = Partial<Record<FieldName, string>>
type LoginValues = Record<ValueName, string>

const FALLBACK_ERROR = '登录失败，请稍后再试'
const noSubscription = () => () => {}
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
  /** What the page says on arrival (密码修改成功…, carried from 账号安全), '' otherwise. */
  notice: string
  /** 「我已阅读并同意《用户协议》《隐私政策》」 ticked: every login asks for it, as a first code login creates an account. */
  agreed: boolean
  setAgreed: (agreed: boolean) => void
  /** The consent sheet is open: 登录 was pressed on a ready form without the tick (issue 27). */
  asking: boolean
  /** 同意并继续: ticks the box and sends the login that the sheet interrupted. */
  agreeAndContinue: () => void
  /** 不同意: closes the sheet; nothing is sent. */
  decline: () => void
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
  const [asking, setAsking] = useState(false)
  const [choice, setChoice] = useState<boolean | null>(null)
  const [notice, setNotice] = useState('')
  // Until the person chooses here, a tick given on /loginEntrance a moment ago holds (the server render sees none).
  const carried = useSyncExternalStore(noSubscription, rememberedConsent, () => false)
  const agreed = choice ?? carried

  const { phone, code, password, loginName } = values

  // Page mode only, after hydration (sessionStorage is the browser's): a password just changed opens the password form
  // for that account and says why the person is here.
  useEffect(() => {
    if (redirect === undefined) return
    const note = takePasswordChanged()
    if (!note || (note.tab === 'company' && !companyEnabled)) return
    /* eslint-disable react-hooks/set-state-in-effect -- a one-time read of the previous page's note */
    setTab(note.tab)
    setMode('password')
    setValues({ ...EMPTY, [note.tab === 'company' ? 'loginName' : 'phone']: note.name })
    setNotice(PASSWORD_CHANGED)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [redirect, companyEnabled])

  const sendPhoneCode = useCallback(
    (opts: RequestOptions) => api.post.TokenAuth.SendPhoneCode({ PhoneNumber: phone.trim() }, opts),
    [phone],
  )
  const sender = useSendCode(sendPhoneCode, phone)

  const change = (field: ValueName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'phone' ? phoneInputValue(event.target.value) : event.target.value
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e))
  }

  const trim = (field: 'phone' | 'loginName') => () => setValues((v) => ({ ...v, [field]: v[field].trim() }))

  const blurPassword = () => {
    if (!password) setErrors((e) => ({ ...e, password: LOGIN_MSG.passwordEmptyBlur }))
  }

  const setAgreed = (next: boolean) => {
    forgetConsent()
    setChoice(next)
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
    // Nothing said about the other mode holds here, the phone's message included (issue 27).
    setErrors({})
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
      return { loginName: check(checkLoginName, loginName), password: check(checkCompanyPassword, password) }
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
    // Consent comes last, so the sheet asks only about a form that can be sent, and 同意并继续 sends it.
    if (agreed) await logIn()
    else setAsking(true)
  }

  function agreeAndContinue() {
    setAgreed(true)
    setAsking(false)
    void logIn()
  }

  /** The login call for fields already checked, with consent given (a first code login creates the account). */
  async function logIn() {
    const kind: LoginKind = tab === 'company' ? 'company' : 'user'
    setPending(true)
    try {
      const personal = {
        userNameOrEmailAddress: phone.trim(),
        phoneCode: mode === 'code' ? code.trim() : '',
        password: mode === 'password' ? password : '',
        ispassword: mode === 'password',
        logetype: 1,
        isAgreeProtocol: true,
      }
      const company = { userNameOrEmailAddress: loginName.trim(), password, ispassword: true }
      const result =
        kind === 'company'
          ? await api.post.TokenAuth.AuthenticateCompany(company, { inline: true })
          : await api.post.TokenAuth.Authenticate(personal, { inline: true })
      signIn(result, kind)
      forgetConsent()
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

  return {
    tab,
    mode,
    values,
    errors,
    pending,
    notice,
    agreed,
    setAgreed,
    asking,
    agreeAndContinue,
    decline: () => setAsking(false),
    sender,
    change,
    trim,
    blurPassword,
    switchTab,
    toggleMode,
    sendCode,
    submit,
  }
}
