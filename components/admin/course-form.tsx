'use client'
// 基本信息: every field of a course checked with the server's own schema (createCourseInput); 保存 creates the draft
// or saves the course, and a refusal lands under its field. 免费 or 企业VIP专享 (the product's paid course, opened by
// company VIP or a course voucher) with its price; the home page's three placements each say where the course shows.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import {
  createCourseInput,
  HOME_PLACEMENTS,
  type AdminCourseDetail,
  type AdminCourseOptions,
  type CreateCourseInput,
  type HomePlacement,
} from '@/lib/contract/schemas/admin-course'
import { CourseCoverField } from './course-cover-field'
import { CourseDescriptionEditor } from './course-description-editor'
import { CourseLecturerPicker } from './course-lecturer-picker'
import { placeRefusal } from './form-errors'
import { BUTTON, CONTROL, PANEL } from './styles'
import { TextField } from './text-field'

export type CourseFormValues = Omit<
  AdminCourseDetail,
  'id' | 'state' | 'publishedAt' | 'updatedAt' | 'learnerCount' | 'lessonCount' | 'videoLessonCount'
>

const FIELDS = ['title', 'coverUrl', 'summary', 'description', 'courseTypeId', 'lecturerIds', 'tags', 'price'] as const

export const EMPTY_COURSE: CourseFormValues = {
  title: '',
  coverUrl: '',
  summary: '',
  description: '',
  courseTypeId: 0,
  lecturerIds: [],
  tags: [],
  vipOnly: false,
  price: '0',
  forbidSkip: false,
  homeBar: true,
  homeNew: true,
  homeFeatured: false,
}

const tagsOf = (text: string) =>
  text
    .split(/[,，、\s]+/)
    .map((t) => t.trim())
    .filter(Boolean)

export function CourseForm({
  courseId,
  initial,
  options,
  qiNiuUrl,
  readOnly,
  onSaved,
}: {
  courseId: number | null
  initial: CourseFormValues
  options: AdminCourseOptions
  qiNiuUrl: string
  readOnly: boolean
  onSaved: (course: AdminCourseDetail) => void
}) {
  const uid = useId()
  const [refusal, setRefusal] = useState('')
  const form = useForm<CourseFormValues, unknown, CreateCourseInput>({
    defaultValues: initial,
    resolver: zodResolver(createCourseInput) as unknown as Resolver<CourseFormValues, unknown, CreateCourseInput>,
  })
  const { register, control, handleSubmit, setError, formState } = form
  const { errors, isSubmitting, isDirty } = formState
  const vipOnly = useWatch({ control, name: 'vipOnly' })

  // The form's own values go to the server, which parses them with the same schema: its output (the price already in
  // fen) would be converted a second time.
  const submit = handleSubmit(async () => {
    setRefusal('')
    const values = form.getValues()
    try {
      const saved = courseId
        ? await api.post.AdminCourse.Update({ ...values, id: courseId }, { inline: true })
        : await api.post.AdminCourse.Create(values, { inline: true })
      form.reset({ ...saved })
      onSaved(saved)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="course-form">
      <fieldset disabled={readOnly} className={`${PANEL} grid gap-4 md:grid-cols-2`}>
        <div className="md:col-span-2">
          <TextField label="课程标题" maxLength={80} error={errors.title?.message} {...register('title')} />
        </div>
        <Controller
          control={control}
          name="coverUrl"
          render={({ field }) => (
            <CourseCoverField
              value={field.value}
              qiNiuUrl={qiNiuUrl}
              readOnly={readOnly}
              error={errors.coverUrl?.message}
              onChange={field.onChange}
            />
          )}
        />
        <div>
          <label htmlFor={`${uid}-summary`} className={CONTROL.label}>
            课程简介
          </label>
          <textarea
            id={`${uid}-summary`}
            rows={5}
            maxLength={300}
            className={`${CONTROL.input} h-auto py-2`}
            aria-invalid={errors.summary ? true : undefined}
            {...register('summary')}
          />
          <p className={errors.summary ? CONTROL.error : CONTROL.hint}>
            {errors.summary?.message ?? '显示在课程卡片与详情页标题下，最多300字'}
          </p>
        </div>
        <div>
          <label htmlFor={`${uid}-type`} className={CONTROL.label}>
            课程分类
          </label>
          <select
            id={`${uid}-type`}
            className={CONTROL.select}
            aria-invalid={errors.courseTypeId ? true : undefined}
            {...register('courseTypeId', { valueAsNumber: true })}
          >
            <option value={0}>请选择分类</option>
            {options.categories.map((top) => (
              <optgroup key={top.id} label={top.name}>
                <option value={top.id}>{top.name}（一级分类）</option>
                {top.children.map((c) => (
                  <option key={c.id} value={c.id}>
                    {top.name} / {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p className={errors.courseTypeId ? CONTROL.error : CONTROL.hint}>
            {errors.courseTypeId ? '请选择课程分类' : '可选一级或二级分类；首页按一级分类分栏'}
          </p>
        </div>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TextField
              label="标签"
              defaultValue={field.value.join('，')}
              onBlur={(e) => field.onChange(tagsOf(e.target.value))}
              error={errors.tags?.message ?? errors.tags?.[0]?.message}
              hint="以逗号或空格分隔，最多10个；搜索会匹配标签"
            />
          )}
        />
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="lecturerIds"
            render={({ field }) => (
              <CourseLecturerPicker
                value={field.value}
                lecturers={options.lecturers}
                readOnly={readOnly}
                error={errors.lecturerIds?.message}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="md:col-span-2">
          <span id={`${uid}-desc`} className={CONTROL.label}>
            课程详情
          </span>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <CourseDescriptionEditor
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
                labelId={`${uid}-desc`}
              />
            )}
          />
          <p className={errors.description ? CONTROL.error : CONTROL.hint}>
            {errors.description?.message ??
              '显示在课程页「课程介绍」；保存时只保留标题、加粗、斜体、列表、引用、链接与本后台上传的图片'}
          </p>
        </div>
      </fieldset>

      <fieldset disabled={readOnly} className={`${PANEL} grid gap-4 md:grid-cols-2`}>
        <div>
          <span className={CONTROL.label}>学习方式</span>
          <div className="flex gap-4 text-sm" role="radiogroup" aria-label="学习方式">
            <Controller
              control={control}
              name="vipOnly"
              render={({ field }) => (
                <>
                  <label className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      checked={!field.value}
                      onChange={() => {
                        field.onChange(false)
                        form.setValue('price', '0', { shouldValidate: false })
                      }}
                    />{' '}
                    免费
                  </label>
                  <label className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      checked={field.value}
                      onChange={() => {
                        field.onChange(true)
                        if (form.getValues('price') === '0') form.setValue('price', '')
                      }}
                    />{' '}
                    企业VIP专享
                  </label>
                </>
              )}
            />
          </div>
          <p className={CONTROL.hint}>企业VIP专享：显示标价，企业认证机构的VIP学员或持有课程券的学员可学习全部课时</p>
        </div>
        {vipOnly ? (
          <TextField
            label="标价（元）"
            inputMode="decimal"
            maxLength={8}
            error={errors.price?.message}
            hint="最多两位小数，如 199 或 99.5"
            {...register('price')}
          />
        ) : (
          <div />
        )}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...register('forbidSkip')} />
          <span>
            首次学习禁止快进
            <span className="block text-xs text-gray-500">
              学员第一次学习某课时时不能拖动到未看过的位置，看过的部分可自由回看
            </span>
          </span>
        </label>
        <div className="md:col-span-2">
          <span className={CONTROL.label}>首页位置（发布后生效）</span>
          <div className="grid gap-2 sm:grid-cols-3">
            {(Object.keys(HOME_PLACEMENTS) as HomePlacement[]).map((key) => (
              <label key={key} className="flex items-start gap-2 rounded border border-gray-200 p-2 text-sm">
                <input type="checkbox" className="mt-1" {...register(key)} />
                <span>
                  {HOME_PLACEMENTS[key].label}
                  <span className="block text-xs text-gray-500">{HOME_PLACEMENTS[key].hint}</span>
                </span>
              </label>
            ))}
          </div>
        </div>
      </fieldset>

      {refusal ? <FormError message={refusal} testId="course-form-error" /> : null}
      {readOnly ? (
        <p className="text-sm text-gray-500">当前角色只能查看课程，不能修改。</p>
      ) : (
        <div className="flex gap-3">
          <button type="submit" className={BUTTON.primary} disabled={isSubmitting || (courseId !== null && !isDirty)}>
            {isSubmitting ? '保存中…' : courseId ? '保存' : '创建草稿'}
          </button>
        </div>
      )}
    </form>
  )
}
