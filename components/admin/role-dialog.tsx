'use client'
// 修改角色 of one operator, named in the title; the server ends that operator's sessions so the new role holds at once.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { operatorRoleInput, type OperatorRow } from '@/lib/contract/schemas/admin'
import { AdminDialog } from './admin-dialog'
import { placeRefusal } from './form-errors'
import { operatorName } from './operators-table'
import { RolePicker } from './role-picker'
import { BUTTON } from './styles'

const schema = operatorRoleInput.pick({ role: true })
type Values = z.input<typeof schema>
type Chosen = z.output<typeof schema>

export function RoleDialog({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorRow
  onClose: () => void
  onSaved: (role: Chosen['role']) => void
}) {
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Chosen>({ resolver: zodResolver(schema), defaultValues: { role: row.role } })
  const role = useWatch({ control, name: 'role' }) as Chosen['role'] | undefined

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    try {
      await api.post.AdminOperator.SetRole({ id: row.id, role: values.role }, { inline: true })
      onSaved(values.role)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, ['role']))
    }
  })

  return (
    <AdminDialog
      open
      title={`修改「${operatorName(row)}」的角色`}
      onClose={onClose}
      busy={isSubmitting}
      testId="role-dialog"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <RolePicker selected={role} current={row.role} error={errors.role?.message} {...register('role')} />
        <p className="text-xs text-gray-500">保存后该操作员需要重新登录，新角色立即生效。</p>
        <FormError message={refusal} testId="role-error" />
        <div className="flex justify-end gap-3">
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={isSubmitting}>
            取消
          </button>
          <button type="submit" className={BUTTON.primary} disabled={isSubmitting || role === row.role}>
            {isSubmitting ? '保存中…' : '保存'}
          </button>
        </div>
      </form>
    </AdminDialog>
  )
}
