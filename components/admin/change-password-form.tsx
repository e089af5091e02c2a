'use client'
// 修改密码: the current password, a new one under the account password rule (docs/spec.md §5) and its confirmation. The
// server ends the operator's other sessions and keeps this one, so the console simply carries on.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { LIMITS, MSG } from '@/lib/contract/account-rules'
import { apiQueryKey } from '@/lib/query/api-queries'
import { adminChangePasswordInput } from '@/lib/contract/schemas/admin'
import { placeRefusal } from './form-errors'
import { BUTTON } from './styles'
import { TextField } from './text-field'

const schema = adminChangePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], error: MSG.confirmMismatch })
type Values = z.input<typeof schema>

export function ChangePasswordForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const queryClient = useQueryClient()
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  })

  const submit = handleSubmit(async ({ password, newPassword }) => {
    setRefusal('')
    try {
      await api.post.AdminAuth.ChangePassword({ password, newPassword }, { inline: true })
    } catch (e) {
      setRefusal(placeRefusal(e, setError, ['password', 'newPassword']))
      return
    }
    toast.success('密码已修改')
    await queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminAuth', 'GetMe') })
    onDone?.()
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="change-password-form">
      <TextField
        label="当前密码"
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.password}
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.password}
        error={errors.newPassword?.message}
        hint={MSG.passwordRule}
        {...register('newPassword')}
      />
      <TextField
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.password}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormError message={refusal} testId="change-password-error" />
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={isSubmitting}>
            取消
          </button>
        ) : null}
        <button type="submit" className={BUTTON.primary} disabled={isSubmitting}>
          {isSubmitting ? '保存中…' : '确认修改'}
        </button>
      </div>
    </form>
  )
}
