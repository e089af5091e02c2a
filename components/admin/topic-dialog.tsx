'use client'
// A topic's editor: 横幅 (framed at 2:1 and uploaded through AdminUpload), 标题, 专题介绍, 精选, 发布, 排序 and its
// courses in order. 保存 writes the fields (Create/Update) and then the courses (SetCourses) when they changed; a
// refusal stays in the dialog under its field. A reading role sees the same, disabled.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormError } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { SORT_ORDER_MAX } from '@/lib/contract/schemas/admin-catalogue'
import {
  TOPIC_BANNER,
  TOPIC_HINTS,
  TOPIC_LIMITS,
  topicInput,
  type TopicCourseItem,
  type TopicEditable,
} from '@/lib/contract/schemas/admin-topic'
import { apiQuery } from '@/lib/query/api-queries'
import { AdminDialog, refusalOf } from './admin-dialog'
import { SwitchField, TextArea } from './catalogue-fields'
import { PictureField, type CataloguePicture } from './catalogue-picture'
import { placeRefusal } from './form-errors'
import { TextField } from './text-field'
import { TopicCourses } from './topic-courses'
import { SaveFooter } from './dialog-footer'

type Values = z.input<typeof topicInput>
type Parsed = z.output<typeof topicInput>

const BANNER: CataloguePicture = {
  label: '横幅',
  purpose: 'banner',
  ...TOPIC_BANNER,
  where: '手机专题页整幅显示，电脑端专题卡片与专题页取中间部分',
}
const FIELDS = ['bannerUrl', 'title', 'introduction', 'isSelected', 'isPublished', 'sortOrder'] as const
const EMPTY = { bannerUrl: '', title: '', introduction: '', isSelected: false, isPublished: false, sortOrder: 0 }
const sameOrder = (a: TopicCourseItem[], b: TopicCourseItem[]) =>
  a.length === b.length && a.every((c, i) => c.id === b[i].id)

function TopicForm({
  title,
  topic,
  readOnly,
  onClose,
  onSaved,
}: {
  title: string
  topic: TopicEditable | null
  readOnly: boolean
  onClose: () => void
  onSaved: (title: string) => void
}) {
  const formId = useId()
  const [refusal, setRefusal] = useState('')
  const [courses, setCourses] = useState<TopicCourseItem[]>(topic?.courses ?? [])
  // A new topic once created is edited from then on, so a refused course list does not create it twice.
  const [savedId, setSavedId] = useState<number | null>(topic?.id ?? null)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(topicInput),
    defaultValues: topic ? { ...EMPTY, ...topic } : EMPTY,
  })
  const introduction = useWatch({ control, name: 'introduction' })

  const submit = handleSubmit(async (values) => {
    setRefusal('')
    let id = savedId
    try {
      if (id === null) {
        id = (await api.post.AdminTopic.Create(values, { inline: true })).id
        setSavedId(id)
      } else await api.post.AdminTopic.Update({ ...values, id }, { inline: true })
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
      return
    }
    try {
      if (!sameOrder(courses, topic?.courses ?? []))
        await api.post.AdminTopic.SetCourses({ id, courseIds: courses.map((c) => c.id) }, { inline: true })
      onSaved(values.title)
    } catch (e) {
      setRefusal(`专题已保存，但课程未保存：${refusalOf(e)}`)
    }
  })

  return (
    <AdminDialog
      open
      title={title}
      onClose={onClose}
      busy={isSubmitting}
      size="lg"
      testId="topic-dialog"
      footer={
        <SaveFooter
          formId={formId}
          refusal={refusal}
          refusalTestId="topic-error"
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
            name="bannerUrl"
            render={({ field, fieldState }) => (
              <PictureField
                picture={BANNER}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={readOnly}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField
              label="专题标题"
              autoComplete="off"
              maxLength={TOPIC_LIMITS.title}
              error={errors.title?.message}
              {...register('title')}
            />
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
          <TextArea
            label="专题介绍"
            rows={4}
            hint="显示在专题卡片与专题页；空一行分段"
            count={{ length: Array.from(String(introduction ?? '')).length, max: TOPIC_LIMITS.introduction }}
            error={errors.introduction?.message}
            {...register('introduction')}
          />
          <Controller
            control={control}
            name="isSelected"
            render={({ field }) => (
              <SwitchField
                label="精选"
                hint={TOPIC_HINTS.isSelected}
                checked={field.value === true}
                onChange={field.onChange}
                disabled={readOnly}
                testId="topic-selected"
              />
            )}
          />
          <Controller
            control={control}
            name="isPublished"
            render={({ field }) => (
              <SwitchField
                label="发布"
                hint={TOPIC_HINTS.isPublished}
                checked={field.value === true}
                onChange={field.onChange}
                disabled={readOnly}
                testId="topic-published"
              />
            )}
          />
          <TopicCourses value={courses} onChange={setCourses} disabled={readOnly} />
        </fieldset>
      </form>
    </AdminDialog>
  )
}

/** `id` null: a new topic. */
export function TopicDialog({
  id,
  readOnly,
  onClose,
  onSaved,
}: {
  id: number | null
  readOnly: boolean
  onClose: () => void
  onSaved: (title: string) => void
}) {
  const loaded = useQuery({ ...apiQuery.AdminTopic.Get({ id: id ?? 0 }), enabled: id !== null, gcTime: 0 })
  const title = id === null ? '新建专题' : readOnly ? '查看专题' : '编辑专题'
  if (id !== null && !loaded.data)
    return (
      <AdminDialog open title={title} onClose={onClose} size="lg" testId="topic-dialog">
        {loaded.error ? (
          <FormError message={loaded.error.message} testId="topic-load-error" />
        ) : (
          <Loading text="加载中…" />
        )}
      </AdminDialog>
    )
  return <TopicForm title={title} topic={loaded.data ?? null} readOnly={readOnly} onClose={onClose} onSaved={onSaved} />
}
