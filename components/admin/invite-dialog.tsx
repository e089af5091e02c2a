'use client'
// 邀请操作员: login name, name, phone (where the sign-in codes go) and role, checked with the server's own schema. The
// answer's initial password goes to the next dialog, which shows it once.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { LIMITS, MSG } from '@/lib/contract/account-rules'
import { inviteOperatorInput } from '@/lib/contract/schemas/admin'
import { AdminDialog } from './admin-dialog'
import { placeRefusal } from './form-errors'
import { RolePicker } from './role-picker'
import { BUTTON } from './styles'
import { TextField } from './text-field'

type Values = z.input<typeof inviteOperatorInput>
type Invited = z.output<typeof inviteOperatorInput>

export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void
  onInvited: (who: Invited, initialPassword: string) => void
}) {
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Invited>({
    resolver: zodResolver(inviteOperatorInput),
    defaultValues: { loginName: '', name: '', phone: '', role: 'readonly' },
  })
  const role = useWatch({ control, name: 'role' })

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    try {
      const { initialPassword } = await api.post.AdminOperator.Invite(values, { inline: true })
      onInvited(values, initialPassword)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, ['loginName', 'name', 'phone', 'role']))
    }
  })

  return (
    <AdminDialog open title="邀请操作员" onClose={onClose} busy={isSubmitting} testId="invite-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="登录名"
          autoComplete="off"
          maxLength={LIMITS.loginName}
          autoFocus
          hint={MSG.userNameRule}
          error={errors.loginName?.message}
          {...register('loginName')}
        />
        <TextField label="姓名" autoComplete="off" maxLength={20} error={errors.name?.message} {...register('name')} />
        <TextField
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          hint="登录时的短信验证码发送到这个号码"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <RolePicker selected={role as Invited['role'] | undefined} error={errors.role?.message} {...register('role')} />
        <FormError message={refusal} testId="invite-error" />
        <div className="flex justify-end gap-3 pt-1">
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={isSubmitting}>
            取消
          </button>
          <button type="submit" className={BUTTON.primary} disabled={isSubmitting}>
            {isSubmitting ? '邀请中…' : '邀请'}
          </button>
        </div>
      </form>
    </AdminDialog>
  )
}
