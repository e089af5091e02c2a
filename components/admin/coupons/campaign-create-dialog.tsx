'use client'
// 新建活动: a course voucher for a named course or for any course up to a price (typed in yuan, sent in fen), the days it
// runs (Beijing days), how long a redeemed coupon lasts, a name and a note. Checked with the method's own rules
// (campaignFormInput); a refusal stays in the dialog under its field. Made, it opens the campaign's page (生成兑换码).
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { api } from '@/lib/client/api'
import { CAMPAIGN_LIMITS, type CampaignCourseChoice } from '@/lib/contract/coupon-campaign-rules'
import { formatDate } from '@/lib/contract/dates'
import { campaignFormInput } from '@/lib/contract/schemas/admin-coupon'
import { AdminDialog } from '../admin-dialog'
import { TextArea } from '../catalogue-fields'
import { placeRefusal } from '../form-errors'
import { BUTTON, CONTROL } from '../styles'
import { TextField } from '../text-field'
import { CampaignCoursePicker } from './campaign-course-picker'
import { DialogRefusal } from '../dialog-footer'
import { RadioChoice } from '../radio-choice'

type Values = z.input<typeof campaignFormInput>
type Parsed = z.output<typeof campaignFormInput>

const FIELDS = ['title', 'description', 'courseId', 'startDate', 'endDate', 'validDays'] as const
const dayAfter = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000))
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

export function CampaignCreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const formId = useId()
  const [refusal, setRefusal] = useState('')
  const [course, setCourse] = useState<CampaignCourseChoice | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(campaignFormInput),
    defaultValues: {
      title: '',
      description: '',
      target: 'course',
      startDate: dayAfter(0),
      endDate: dayAfter(30),
      validity: 'untilEnd',
      maxPriceYuan: '',
    },
  })
  const [target, validity, description] = useWatch({ control, name: ['target', 'validity', 'description'] })

  const submit = handleSubmit(async (v) => {
    setRefusal('')
    try {
      const { id } = await api.post.AdminCoupon.Create(
        {
          title: v.title,
          description: v.description,
          target: v.target,
          courseId: v.target === 'course' ? v.courseId : undefined,
          maxPriceCents: v.target === 'price' ? (v.maxPriceCents ?? undefined) : undefined,
          startDate: v.startDate,
          endDate: v.endDate,
          validity: v.validity,
          validDays: v.validity === 'days' ? v.validDays : undefined,
        },
        { inline: true },
      )
      onCreated(id)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })

  return (
    <AdminDialog
      open
      title="新建活动"
      onClose={onClose}
      busy={isSubmitting}
      size="lg"
      testId="campaign-create-dialog"
      footer={
        <>
          <DialogRefusal message={refusal} testId="campaign-create-error" />
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={isSubmitting}>
            取消
          </button>
          <button type="submit" form={formId} className={BUTTON.primary} disabled={isSubmitting}>
            {isSubmitting ? '创建中…' : '创建活动'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-600">
            券类型：课程券（兑换后可免费加入对应课程）。折扣券将在平台开通在线支付后提供。
          </p>
          <TextField
            label="活动名称"
            autoComplete="off"
            maxLength={CAMPAIGN_LIMITS.title}
            hint="学员在「我的优惠券」中看到的券名称"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextArea
            label="活动说明"
            rows={2}
            maxLength={CAMPAIGN_LIMITS.description}
            hint="选填，仅管理后台可见，例如发放渠道"
            count={{ length: String(description ?? '').length, max: CAMPAIGN_LIMITS.description }}
            error={errors.description?.message}
            {...register('description')}
          />
          <fieldset>
            <legend className={CONTROL.label}>适用范围</legend>
            <div className="flex flex-wrap gap-5">
              <RadioChoice label="指定课程" value="course" {...register('target')} />
              <RadioChoice label="价格不超过上限的任一课程" value="price" {...register('target')} />
            </div>
          </fieldset>
          {target === 'course' ? (
            <Controller
              control={control}
              name="courseId"
              render={({ field, fieldState }) => (
                <CampaignCoursePicker
                  value={course}
                  error={fieldState.error?.message}
                  onChange={(c) => {
                    setCourse(c)
                    field.onChange(c?.id)
                  }}
                />
              )}
            />
          ) : (
            <TextField
              label="课程价格上限（元）"
              inputMode="decimal"
              autoComplete="off"
              placeholder="例如 99"
              hint="价格不超过此金额的付费课程都可使用"
              error={errors.maxPriceYuan?.message}
              {...register('maxPriceYuan')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="开始日期"
              type="date"
              hint="北京时间当日 00:00 起可兑换"
              error={errors.startDate?.message}
              {...register('startDate')}
            />
            <TextField
              label="结束日期"
              type="date"
              hint="北京时间当日 24:00 后不能再兑换"
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </div>
          <fieldset>
            <legend className={CONTROL.label}>券的有效期</legend>
            <div className="flex flex-wrap items-center gap-5">
              <RadioChoice label="至活动结束" value="untilEnd" {...register('validity')} />
              <RadioChoice label="兑换后N天内有效" value="days" {...register('validity')} />
            </div>
          </fieldset>
          {validity === 'days' ? (
            <TextField
              label="有效天数"
              type="number"
              inputMode="numeric"
              min={1}
              max={CAMPAIGN_LIMITS.validDays}
              hint="从兑换时起算，但不超过活动结束日期"
              error={errors.validDays?.message}
              {...register('validDays', { setValueAs: emptyToUndefined })}
            />
          ) : null}
        </fieldset>
      </form>
    </AdminDialog>
  )
}
