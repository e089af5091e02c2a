'use client'
// Sign-in, step one: login name and password (AdminAuth/Login). A browser remembered for this operator is signed in at
// once; otherwise the answer is the second step's challenge and an SMS code goes to the operator's phone.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { LIMITS } from '@/lib/contract/account-rules'
import { adminLoginInput, type AdminLoginResult, type OperatorSelf } from '@/lib/contract/schemas/admin'
import { placeRefusal } from './form-errors'
import { BUTTON } from './styles'
import { TextField } from './text-field'

export type SecondFactor = Extract<AdminLoginResult, { status: 'secondFactor' }>

type Values = z.input<typeof adminLoginInput>

export function LoginPasswordStep({
  onSignedIn,
  onSecondFactor,
}: {
  onSignedIn: (operator: OperatorSelf) => void
  onSecondFactor: (factor: SecondFactor) => void
}) {
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof adminLoginInput>>({
    resolver: zodResolver(adminLoginInput),
    defaultValues: { loginName: '', password: '' },
  })

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    let result: AdminLoginResult
    try {
      result = await api.post.AdminAuth.Login(values, { inline: true })
    } catch (e) {
      setRefusal(placeRefusal(e, setError, ['loginName', 'password']))
      return
    }
    if (result.status === 'signedIn') onSignedIn(result.operator)
    else onSecondFactor(result)
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="console-login-password">
      <TextField
        label="登录名"
        autoComplete="username"
        maxLength={LIMITS.loginName}
        placeholder="请输入登录名"
        autoFocus
        error={errors.loginName?.message}
        {...register('loginName')}
      />
      <TextField
        label="密码"
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.password}
        placeholder="请输入密码"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormError message={refusal} testId="console-login-error" />
      <button type="submit" className={`${BUTTON.primary} h-10 w-full`} disabled={isSubmitting}>
        {isSubmitting ? '登录中…' : '下一步'}
      </button>
    </form>
  )
}
