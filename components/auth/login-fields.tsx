'use client'
// The login form's inputs: personal (phone + code or password) and company (login name + password).
import { useId } from 'react'
import { FormField } from '@/components/ui/form-field'
import { SendCodeButton } from '@/components/ui/send-code-button'
import { LIMITS } from '@/lib/contract/login-rules'
import type { LoginFormState } from './use-login-form'

/** Input attributes per kind of field: docs/spec.md §9 lengths, and hints for keyboards and password managers. */
const INPUTS = {
  phone: {
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
    placeholder: '请输入手机号码',
  },
  code: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: LIMITS.code, placeholder: '请输入验证码' },
  password: {
    type: 'password',
    autoComplete: 'current-password',
    maxLength: LIMITS.password,
    placeholder: '请输入密码',
  },
  loginName: { autoComplete: 'username', maxLength: LIMITS.loginName, placeholder: '请输入登录名' },
} as const

export function PersonalFields({ form }: { form: LoginFormState }) {
  const id = useId()
  const { mode, values, errors, sender } = form
  return (
    <>
      <FormField
        id={`${id}-phone`}
        label="手机号"
        error={errors.phone}
        value={values.phone}
        onChange={form.change('phone')}
        onBlur={form.trim('phone')}
        {...INPUTS.phone}
      />
      {mode === 'code' ? (
        <FormField
          id={`${id}-code`}
          label="验证码"
          error={errors.code || sender.error}
          value={values.code}
          onChange={form.change('code')}
          {...INPUTS.code}
          addon={<SendCodeButton sender={sender} onSend={form.sendCode} look="compact" testId="send-code" />}
        />
      ) : (
        <FormField
          id={`${id}-password`}
          label="密码"
          error={errors.password}
          value={values.password}
          onChange={form.change('password')}
          onBlur={form.blurPassword}
          {...INPUTS.password}
        />
      )}
    </>
  )
}

export function CompanyFields({ form }: { form: LoginFormState }) {
  const id = useId()
  const { values, errors } = form
  return (
    <>
      <FormField
        id={`${id}-login-name`}
        label="登录名"
        error={errors.loginName}
        value={values.loginName}
        onChange={form.change('loginName')}
        onBlur={form.trim('loginName')}
        {...INPUTS.loginName}
      />
      <FormField
        id={`${id}-password`}
        label="密码"
        error={errors.password}
        value={values.password}
        onChange={form.change('password')}
        {...INPUTS.password}
      />
    </>
  )
}
