'use client'
// Sign-in, step two: the SMS code sent to the operator's phone (AdminAuth/VerifyCode), with 获取验证码 again once the
// server's wait is over, and 记住此浏览器30天 so this browser skips the step next time.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { LIMITS } from '@/lib/contract/account-rules'
import { adminVerifyInput, type OperatorSelf } from '@/lib/contract/schemas/admin'
import { refusalOf } from './admin-dialog'
import { placeRefusal } from './form-errors'
import type { SecondFactor } from './login-password-step'
import { BUTTON } from './styles'
import { TextField } from './text-field'

const schema = adminVerifyInput.omit({ challenge: true })
type Values = z.input<typeof schema>

/** Seconds until 获取验证码 may be pressed again; restart(n) after each send. */
function useCountdown(initial: number): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initial)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return [left, setLeft]
}

export function LoginCodeStep({
  factor,
  onSignedIn,
  onBack,
}: {
  factor: SecondFactor
  onSignedIn: (operator: OperatorSelf) => void
  onBack: () => void
}) {
  const [refusal, setRefusal] = useState('')
  const [left, restart] = useCountdown(factor.resendAfterSeconds)
  const [resending, setResending] = useState(false)
  const [sentAgain, setSentAgain] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', rememberBrowser: false },
  })

  async function resend() {
    setResending(true)
    setRefusal('')
    try {
      const sent = await api.post.AdminAuth.ResendCode({ challenge: factor.challenge }, { inline: true })
      restart(sent.resendAfterSeconds)
      setSentAgain(true)
    } catch (e) {
      setRefusal(refusalOf(e, '验证码发送失败，请稍后再试'))
    } finally {
      setResending(false)
    }
  }

  const submit = handleSubmit(async ({ code, rememberBrowser }) => {
    setRefusal('')
    try {
      const { operator } = await api.post.AdminAuth.VerifyCode(
        { challenge: factor.challenge, code, rememberBrowser },
        { inline: true },
      )
      onSignedIn(operator)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, ['code']))
    }
  })

  const minutes = Math.max(1, Math.round(factor.expireInSeconds / 60))
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="console-login-code">
      <p className="text-sm text-gray-600" aria-live="polite">
        {sentAgain ? '验证码已重新发送至' : '为了账号安全，验证码已发送至'}
        <span className="mx-1 font-medium text-gray-900" data-testid="console-login-phone">
          {factor.maskedPhone}
        </span>
        ，{minutes}分钟内有效。
      </p>
      <TextField
        label="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.code}
        placeholder="请输入验证码"
        autoFocus
        error={errors.code?.message}
        addon={
          <button
            type="button"
            className={`${BUTTON.secondary} w-32`}
            onClick={() => void resend()}
            disabled={resending || left > 0}
          >
            {resending ? '发送中…' : left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </button>
        }
        {...register('code')}
      />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...register('rememberBrowser')} />
        记住此浏览器30天
      </label>
      <FormError message={refusal} testId="console-login-error" />
      <button type="submit" className={`${BUTTON.primary} h-10 w-full`} disabled={isSubmitting}>
        {isSubmitting ? '验证中…' : '登录'}
      </button>
      <button type="button" className={`${BUTTON.link} block`} onClick={onBack} disabled={isSubmitting}>
        返回上一步
      </button>
    </form>
  )
}
