'use client'
// A lecturer's editor: 头像 (framed square, uploaded through AdminUpload), 姓名, 头衔, 讲师介绍 (plain text, paragraphs
// by blank lines), 金牌讲师 and 排序 — checked with the server's schema, a refusal under its field. A reading role
// sees the same fields disabled. An existing lecturer is loaded first (AdminLecturer/Get).
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { SORT_ORDER_MAX } from '@/lib/contract/schemas/admin-catalogue'
import { GOLD_HINT, LECTURER_LIMITS, lecturerInput, type LecturerEditable } from '@/lib/contract/schemas/admin-lecturer'
import { apiQuery } from '@/lib/query/api-queries'
import { AdminDialog } from './admin-dialog'
import { SwitchField, TextArea } from './catalogue-fields'
import { PictureField, type CataloguePicture } from './catalogue-picture'
import { placeRefusal } from './form-errors'
import { TextField } from './text-field'
import { SaveFooter } from './dialog-footer'

type Values = z.input<typeof lecturerInput>
type Parsed = z.output<typeof lecturerInput>

const AVATAR: CataloguePicture = {
  label: '头像',
  purpose: 'avatar',
  width: 400,
  height: 400,
  where: '讲师列表、讲师页、课程页和首页的金牌讲师（圆形）',
}
const FIELDS = ['avatarUrl', 'name', 'title', 'introduction', 'isGold', 'sortOrder'] as const
const EMPTY = { avatarUrl: '', name: '', title: '', introduction: '', isGold: false, sortOrder: 0 }

function LecturerForm({
  title,
  lecturer,
  readOnly,
  onClose,
  onSaved,
}: {
  title: string
  lecturer: LecturerEditable | null
  readOnly: boolean
  onClose: () => void
  onSaved: (name: string) => void
}) {
  const formId = useId()
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(lecturerInput),
    defaultValues: lecturer ? { ...EMPTY, ...lecturer } : EMPTY,
  })
  const introduction = useWatch({ control, name: 'introduction' })

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    try {
      if (lecturer) await api.post.AdminLecturer.Update({ ...values, id: lecturer.id }, { inline: true })
      else await api.post.AdminLecturer.Create(values, { inline: true })
      onSaved(values.name)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })

  return (
    <AdminDialog
      open
      title={title}
      onClose={onClose}
      busy={isSubmitting}
      size="lg"
      testId="lecturer-dialog"
      footer={
        <SaveFooter
          formId={formId}
          refusal={refusal}
          refusalTestId="lecturer-error"
          readOnly={readOnly}
          busy={isSubmitting}
          onClose={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <fieldset disabled={readOnly || isSubmitting} className="space-y-4">
          <Controller
            control={control}
            name="avatarUrl"
            render={({ field, fieldState }) => (
              <PictureField
                picture={AVATAR}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={readOnly}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="姓名"
              autoComplete="off"
              maxLength={LECTURER_LIMITS.name}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="头衔"
              autoComplete="off"
              maxLength={LECTURER_LIMITS.title}
              hint="显示在姓名下方，如「高级培训师」"
              error={errors.title?.message}
              {...register('title')}
            />
          </div>
          <TextArea
            label="讲师介绍"
            rows={6}
            hint="显示在讲师页；空一行分段"
            count={{ length: Array.from(String(introduction ?? '')).length, max: LECTURER_LIMITS.introduction }}
            error={errors.introduction?.message}
            {...register('introduction')}
          />
          <Controller
            control={control}
            name="isGold"
            render={({ field }) => (
              <SwitchField
                label="金牌讲师"
                hint={GOLD_HINT}
                checked={field.value === true}
                onChange={field.onChange}
                disabled={readOnly}
                testId="lecturer-gold"
              />
            )}
          />
          <div className="w-40">
            <TextField
              label="排序"
              type="number"
              inputMode="numeric"
              min={0}
              max={SORT_ORDER_MAX}
              hint="数字越小越靠前"
              error={errors.sortOrder?.message}
              {...register('sortOrder')}
            />
          </div>
        </fieldset>
      </form>
    </AdminDialog>
  )
}

/** `id` null: a new lecturer. */
export function LecturerDialog({
  id,
  readOnly,
  onClose,
  onSaved,
}: {
  id: number | null
  readOnly: boolean
  onClose: () => void
  onSaved: (name: string) => void
}) {
  const loaded = useQuery({ ...apiQuery.AdminLecturer.Get({ id: id ?? 0 }), enabled: id !== null, gcTime: 0 })
  const title = id === null ? '新建讲师' : readOnly ? '查看讲师' : '编辑讲师'
  if (id !== null && !loaded.data)
    return (
      <AdminDialog open title={title} onClose={onClose} size="lg" testId="lecturer-dialog">
        {loaded.error ? (
          <FormError message={loaded.error.message} testId="lecturer-load-error" />
        ) : (
          <Loading text="加载中…" />
        )}
      </AdminDialog>
    )
  return (
    <LecturerForm
      title={title}
      lecturer={loaded.data ?? null}
      readOnly={readOnly}
      onClose={onClose}
      onSaved={onSaved}
    />
  )
}
