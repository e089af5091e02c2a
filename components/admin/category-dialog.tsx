'use client'
// 新建/重命名 a category: one name (≤30, unique within its level — the server's refusal lands under the field), checked
// with the server's own schema. A 二级 category names the 一级 it goes under.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { CATEGORY_NAME_MAX, updateCategoryInput } from '@/lib/contract/schemas/admin-category'
import { AdminDialog } from './admin-dialog'
import { placeRefusal } from './form-errors'
import { BUTTON } from './styles'
import { TextField } from './text-field'

/** What the dialog does: a new 一级, a new 二级 under `parent`, or a new name for `id`. */
export type CategoryEdit =
  | { kind: 'create'; parent: { id: number; name: string } | null }
  | { kind: 'rename'; id: number; name: string; parentName: string | null }

const nameOnly = updateCategoryInput.pick({ name: true })
type Values = { name: string }

export function CategoryDialog({
  edit,
  onClose,
  onSaved,
}: {
  edit: CategoryEdit
  onClose: () => void
  onSaved: (name: string) => void
}) {
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(nameOnly),
    defaultValues: { name: edit.kind === 'rename' ? edit.name : '' },
  })
  const parentName = edit.kind === 'create' ? (edit.parent?.name ?? null) : edit.parentName
  const title = edit.kind === 'rename' ? '重命名分类' : parentName ? '添加子分类' : '新建一级分类'

  const submit = handleSubmit(async ({ name }) => {
    setRefusal('')
    try {
      if (edit.kind === 'rename') await api.post.AdminCategory.Update({ id: edit.id, name }, { inline: true })
      else await api.post.AdminCategory.Create({ parentId: edit.parent?.id, name }, { inline: true })
      onSaved(name)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, ['name']))
    }
  })

  return (
    <AdminDialog open title={title} onClose={onClose} busy={isSubmitting} testId="category-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        {parentName ? (
          <p className="text-sm text-gray-600">
            上级分类：<span className="font-medium text-gray-900">{parentName}</span>
          </p>
        ) : null}
        <TextField
          label="分类名称"
          autoComplete="off"
          autoFocus
          maxLength={CATEGORY_NAME_MAX}
          hint={`${CATEGORY_NAME_MAX}个字以内，同一级下不能重名`}
          error={errors.name?.message}
          {...register('name')}
        />
        <FormError message={refusal} testId="category-error" />
        <div className="flex justify-end gap-3 pt-1">
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={isSubmitting}>
            取消
          </button>
          <button type="submit" className={BUTTON.primary} disabled={isSubmitting}>
            {isSubmitting ? '保存中…' : '保存'}
          </button>
        </div>
      </form>
    </AdminDialog>
  )
}
