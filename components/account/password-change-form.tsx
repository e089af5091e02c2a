'use client'
// 修改登录密码: proven by the old password or by a code sent to the account's own phone (TokenAuth/ChangeUserPsw).
// The server ends every session of the account, this one too, so success signs out and opens the login page.
import { useCallback, useId, useState } from 'react'
import { FormField, FormError } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { api } from '@/lib/client/api'
import {
  carryPasswordChanged,
  PASSWORD_CHANGED,
  takePasswordChanged,
  type PasswordChangedNote,
} from '@/lib/client/password-changed'
import { endSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { checkCode, checkNewPassword, LIMITS, MSG, PSW_SAME_AS_OLD } from '@/lib/contract/account-rules'
import { useSendCode } from '@/lib/hooks/use-send-code'
import { FORM_BUTTONS } from './security-styles'

const OLD_EMPTY = '请输入原密码'
/** Long enough to read the toast before the page moves to the login. */
const SIGN_OUT_DELAY_MS = 1500

type Proof = 'password' | 'code'
type Field = 'oldPassword' | 'phoneCode' | 'password' | 'confirmPassword'
const EMPTY: Record<Field, string> = { oldPassword: '', phoneCode: '', password: '', confirmPassword: '' }

export interface PasswordChangeFormProps {
  /** The account's own phone (the code goes there), shown masked. */
  phone: string
  maskedPhone: string
  /** Where to sign in again (/login): it says the password changed and opens its password form for `relogin`. */
  loginPath: string
  /** The login tab and name the login page fills in. */
  relogin: PasswordChangedNote
  onCancel: () => void
}

export function PasswordChangeForm({ phone, maskedPhone, loginPath, relogin, onCancel }: PasswordChangeFormProps) {
  const uid = useId()
  const [proof, setProof] = useState<Proof>('password')
  const [values, setValues] = useState(EMPTY)
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const sender = useSendCode(
    useCallback((opts) => api.post.TokenAuth.UserPhoneCode({}, opts), []),
    phone,
  )

  const errors: Record<Field, string> = {
    oldPassword: proof === 'password' && !values.oldPassword ? OLD_EMPTY : '',
    phoneCode: proof === 'code' ? checkCode(values.phoneCode) : '',
    password:
      checkNewPassword(values.password) ||
      (proof === 'password' && values.password && values.password === values.oldPassword ? PSW_SAME_AS_OLD : ''),
    confirmPassword: values.confirmPassword === values.password ? '' : MSG.confirmMismatch,
  }
  const shown = (f: Field) => (touched.has(f) ? errors[f] : '')
  const touch = (...fields: Field[]) => setTouched((t) => new Set([...t, ...fields]))
  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [f]: e.target.value }))

  function switchProof(next: Proof) {
    setProof(next)
    setValues((v) => ({ ...v, oldPassword: '', phoneCode: '' }))
    setTouched(new Set())
    setServerError('')
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const fields: Field[] = [proof === 'password' ? 'oldPassword' : 'phoneCode', 'password', 'confirmPassword']
    touch(...fields)
    if (busy || fields.some((f) => errors[f])) return
    setBusy(true)
    setServerError('')
    // Noted before the call: once the server has changed the password, any call of this tab meets an ended session,
    // possibly before this one's answer (lib/client/http.ts leaves the sign-out to this form while the note waits).
    carryPasswordChanged(relogin)
    try {
      const proofField =
        proof === 'password' ? { oldPassword: values.oldPassword } : { phoneCode: values.phoneCode.trim() }
      await api.post.TokenAuth.ChangeUserPsw(
        { ...proofField, password: values.password, confirmPassword: values.confirmPassword },
        { inline: true },
      )
      toast.success(PASSWORD_CHANGED)
      setTimeout(() => void endSession(loginPath), SIGN_OUT_DELAY_MS)
    } catch (err) {
      takePasswordChanged()
      setServerError(isApiClientError(err) ? err.message : '修改失败，请稍后再试')
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="password-form">
      <div role="radiogroup" aria-label="验证方式" className="flex gap-2 text-sm">
        {(
          [
            ['password', '原密码验证'],
            ['code', '手机验证码验证'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={proof === value}
            onClick={() => switchProof(value)}
            className="min-h-9 rounded-full border border-gray-200 px-4 text-gray-600 aria-checked:border-primary aria-checked:bg-primary-soft aria-checked:text-primary"
          >
            {label}
          </button>
        ))}
      </div>
      {proof === 'password' ? (
        <FormField
          id={`${uid}-old`}
          label="原密码"
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.password}
          placeholder="请输入原密码"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          onBlur={() => touch('oldPassword')}
          error={shown('oldPassword')}
        />
      ) : (
        <FormField
          id={`${uid}-code`}
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.code}
          placeholder={`发送至 ${maskedPhone}`}
          value={values.phoneCode}
          onChange={set('phoneCode')}
          onBlur={() => touch('phoneCode')}
          error={shown('phoneCode') || sender.error}
          addon={<SendCodeButton sender={sender} />}
        />
      )}
      <FormField
        id={`${uid}-new`}
        label="新密码"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.password}
        placeholder="请输入新密码"
        value={values.password}
        onChange={set('password')}
        onBlur={() => touch('password')}
        error={shown('password')}
        note={<span className="text-gray-500">{MSG.passwordRule}</span>}
      />
      <FormField
        id={`${uid}-confirm`}
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.password}
        placeholder="请再次输入新密码"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        onBlur={() => touch('confirmPassword')}
        error={shown('confirmPassword')}
      />
      <FormError message={serverError} />
      <p className="text-xs text-gray-500">修改成功后，所有设备上的登录都将退出，请使用新密码重新登录。</p>
      <div className={FORM_BUTTONS.row}>
        <button type="submit" disabled={busy} aria-busy={busy} className={FORM_BUTTONS.primary}>
          确认修改
        </button>
        <button type="button" onClick={onCancel} className={FORM_BUTTONS.secondary}>
          取消
        </button>
      </div>
    </form>
  )
}
