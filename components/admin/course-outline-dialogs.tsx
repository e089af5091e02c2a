'use client'
// The outline's forms: a chapter's title (new or renamed) and a lesson's title and 免费试看. Checked with the
// server's schemas; a refusal lands at its field, anything else above the buttons.
import { Field, Label, Description, Switch } from '@headlessui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { api } from '@/lib/client/api'
import {
  createChapterInput,
  updateLessonInput,
  type ChapterForm,
  type LessonForm,
  type OutlineLesson,
} from '@/lib/contract/schemas/admin-course-outline'
import { FormError } from '@/components/ui/form-field'
import { AdminDialog } from './admin-dialog'
import { placeRefusal } from './form-errors'
import { BUTTON } from './styles'
import { TextField } from './text-field'

const SWITCH =
  'group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-checked:bg-primary'
const KNOB =
  'inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[22px]'

function Buttons({ busy, onClose, text }: { busy: boolean; onClose: () => void; text: string }) {
  return (
    <>
      <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
        取消
      </button>
      <button type="submit" form="outline-form" className={BUTTON.primary} disabled={busy}>
        {busy ? '保存中…' : text}
      </button>
    </>
  )
}

/** 新建章节 (no `chapter`) or 重命名 (the chapter's id and title). */
export function ChapterDialog({
  courseId,
  chapter,
  onClose,
  onSaved,
}: {
  courseId: number
  chapter?: { id: number; title: string }
  onClose: () => void
  onSaved: () => void
}) {
  const form = useForm<ChapterForm>({
    resolver: zodResolver(createChapterInput),
    defaultValues: { courseId, title: chapter?.title ?? '' },
  })
  const [refusal, setRefusal] = useState('')
  const busy = form.formState.isSubmitting
  const submit = form.handleSubmit(async ({ title }) => {
    setRefusal('')
    try {
      if (chapter) await api.post.AdminCourseOutline.RenameChapter({ id: chapter.id, title }, { inline: true })
      else await api.post.AdminCourseOutline.CreateChapter({ courseId, title }, { inline: true })
      onSaved()
    } catch (e) {
      setRefusal(placeRefusal(e, form.setError, ['title']))
    }
  })
  return (
    <AdminDialog
      open
      title={chapter ? '重命名章节' : '新建章节'}
      onClose={onClose}
      busy={busy}
      testId="chapter-dialog"
      footer={<Buttons busy={busy} onClose={onClose} text="保存" />}
    >
      <form id="outline-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <TextField
          label="章节名称"
          autoFocus
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <FormError message={refusal} />
      </form>
    </AdminDialog>
  )
}

/** 新建课时 in a chapter (no `lesson`), or 编辑 a lesson: its title and 免费试看. */
export function LessonDialog({
  chapterId,
  lesson,
  onClose,
  onSaved,
}: {
  chapterId: number
  lesson?: OutlineLesson
  onClose: () => void
  onSaved: () => void
}) {
  const form = useForm<LessonForm>({
    resolver: zodResolver(updateLessonInput),
    // A new lesson has no id yet: 1 satisfies the schema and is never sent.
    defaultValues: { id: lesson?.id ?? 1, title: lesson?.title ?? '', isFreePreview: lesson?.isFreePreview ?? false },
  })
  const [refusal, setRefusal] = useState('')
  const busy = form.formState.isSubmitting
  const submit = form.handleSubmit(async ({ title, isFreePreview }) => {
    setRefusal('')
    try {
      if (lesson)
        await api.post.AdminCourseOutline.UpdateLesson({ id: lesson.id, title, isFreePreview }, { inline: true })
      else await api.post.AdminCourseOutline.CreateLesson({ chapterId, title, isFreePreview }, { inline: true })
      onSaved()
    } catch (e) {
      setRefusal(placeRefusal(e, form.setError, ['title']))
    }
  })
  return (
    <AdminDialog
      open
      title={lesson ? '编辑课时' : '新建课时'}
      onClose={onClose}
      busy={busy}
      testId="lesson-dialog"
      footer={<Buttons busy={busy} onClose={onClose} text="保存" />}
    >
      <form id="outline-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <TextField
          label="课时名称"
          autoFocus
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="isFreePreview"
          render={({ field }) => (
            <Field className="flex items-start justify-between gap-4">
              <div>
                <Label className="text-sm font-medium text-gray-800">免费试看</Label>
                <Description className="mt-0.5 text-xs text-gray-500">
                  开启后，未加入课程的访客也能在课程页播放本课时
                </Description>
              </div>
              <Switch checked={Boolean(field.value)} onChange={field.onChange} className={SWITCH}>
                <span aria-hidden="true" className={KNOB} />
              </Switch>
            </Field>
          )}
        />
        <p className="text-xs text-gray-500">视频在课时列表中上传（课时行的「上传视频」）。</p>
        <FormError message={refusal} />
      </form>
    </AdminDialog>
  )
}
