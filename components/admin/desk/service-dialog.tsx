'use client'
// A platform service's editor (issue 32): what /join shows of it — 服务名称, 一句话介绍, 服务介绍, 适合谁, 服务流程 and
// 交付成果 (one per line) — its 链接标识 (/join#…) and 在平台服务页显示. The server's schema checks the form too; a
// refusal stays under its field or above the buttons. A reading role sees the same, disabled.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { api } from '@/lib/client/api'
import {
  SERVICE_LIMITS as L,
  platformServiceInput,
  type AdminPlatformServiceRow,
} from '@/lib/contract/schemas/admin-platform-service'
import { AdminDialog } from '../admin-dialog'
import { SwitchField, TextArea } from '../catalogue-fields'
import { placeRefusal } from '../form-errors'
import { TextField } from '../text-field'
import { SaveFooter } from '../dialog-footer'

type Values = z.input<typeof platformServiceInput>
type Parsed = z.output<typeof platformServiceInput>
const FIELDS = ['slug', 'name', 'summary', 'description', 'audience', 'steps', 'deliverables'] as const
const EMPTY = {
  slug: '',
  name: '',
  summary: '',
  description: '',
  audience: '',
  steps: '',
  deliverables: '',
  isPublished: true,
}
const length = (v: unknown) => Array.from(String(v ?? '')).length
/** Items in a one-per-line box, blank lines not counted (the schema drops them). */
const lineCount = (v: unknown) =>
  String(v ?? '')
    .split('\n')
    .filter((line) => line.trim()).length

/** `service` null: a new one. */
export function ServiceDialog({
  service,
  readOnly,
  onClose,
  onSaved,
}: {
  service: AdminPlatformServiceRow | null
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
    resolver: zodResolver(platformServiceInput),
    defaultValues: service
      ? { ...service, steps: service.steps.join('\n'), deliverables: service.deliverables.join('\n') }
      : EMPTY,
  })
  const description = useWatch({ control, name: 'description' })
  const summary = useWatch({ control, name: 'summary' })
  const steps = useWatch({ control, name: 'steps' })
  const deliverables = useWatch({ control, name: 'deliverables' })

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    try {
      if (service) await api.post.AdminPlatformService.Update({ ...values, id: service.id }, { inline: true })
      else await api.post.AdminPlatformService.Create(values, { inline: true })
      onSaved(values.name)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })
  const title = service === null ? '新建平台服务' : readOnly ? '查看平台服务' : '编辑平台服务'

  return (
    <AdminDialog
      open
      title={title}
      onClose={onClose}
      busy={isSubmitting}
      size="lg"
      testId="service-dialog"
      footer={
        <SaveFooter
          formId={formId}
          refusal={refusal}
          refusalTestId="service-error"
          readOnly={readOnly}
          busy={isSubmitting}
          onClose={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <fieldset disabled={readOnly || isSubmitting} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="服务名称"
              autoComplete="off"
              maxLength={L.name}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="链接标识"
              autoComplete="off"
              maxLength={40}
              hint="平台服务页中的锚点，如 custom-training（小写字母、数字、连字符）"
              error={errors.slug?.message}
              {...register('slug')}
            />
          </div>
          <TextArea
            label="一句话介绍"
            rows={2}
            hint="显示在服务名称下方"
            count={{ length: length(summary), max: L.summary }}
            error={errors.summary?.message}
            {...register('summary')}
          />
          <TextArea
            label="服务介绍"
            rows={4}
            hint="服务的内容与方式"
            count={{ length: length(description), max: L.description }}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            label="适合谁"
            autoComplete="off"
            maxLength={L.audience}
            error={errors.audience?.message}
            {...register('audience')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextArea
              label="服务流程"
              rows={5}
              hint={`每行一个步骤，按顺序，最多${L.steps}步，每步不超过${L.item}个字`}
              count={{ length: lineCount(steps), max: L.steps }}
              error={errors.steps?.message}
              {...register('steps')}
            />
            <TextArea
              label="交付成果"
              rows={5}
              hint={`每行一项，最多${L.deliverables}项`}
              count={{ length: lineCount(deliverables), max: L.deliverables }}
              error={errors.deliverables?.message}
              {...register('deliverables')}
            />
          </div>
          <Controller
            control={control}
            name="isPublished"
            render={({ field }) => (
              <SwitchField
                label="在平台服务页显示"
                hint="关闭后平台服务页与「我要咨询」的服务选项中不再列出；已有的咨询不受影响"
                checked={field.value === true}
                onChange={field.onChange}
                disabled={readOnly}
                testId="service-published"
              />
            )}
          />
        </fieldset>
      </form>
    </AdminDialog>
  )
}
