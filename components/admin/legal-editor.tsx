'use client'
// One text's 发布新版本 form: starts from the text in force, checked with the server's schema, sent as typed (the server
// splits the body into lines and joins them again), a refusal at its field. The version left blank becomes the next
// one (1.0 → 1.1), the date blank today; closing the tab with changes asks first.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { saveLegalInput, type LegalDocumentView, type SaveLegalInput } from '@/lib/contract/schemas/admin-legal'
import { placeRefusal } from './form-errors'
import { TextAreaField } from './settings-fields'
import { BUTTON } from './styles'
import { TextField } from './text-field'

interface LegalForm {
  kind: LegalDocumentView['kind']
  baseVersion: string
  version: string
  effectiveDate: string
  title: string
  body: string
}

const FIELDS = ['version', 'effectiveDate', 'title', 'body'] as const

export function LegalEditor({
  doc,
  today,
  onSaved,
  onCancel,
}: {
  doc: LegalDocumentView
  today: string
  onSaved: (saved: LegalDocumentView) => void
  onCancel: () => void
}) {
  const [refusal, setRefusal] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<LegalForm, unknown, SaveLegalInput>({
    resolver: zodResolver(saveLegalInput) as Resolver<LegalForm, unknown, SaveLegalInput>,
    defaultValues: {
      kind: doc.kind,
      baseVersion: doc.version,
      version: doc.nextVersion,
      effectiveDate: today,
      title: doc.title,
      body: doc.body,
    },
  })

  useEffect(() => {
    if (!isDirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [isDirty])

  const submit = handleSubmit(async () => {
    setRefusal('')
    try {
      onSaved(await api.post.AdminLegal.SaveDocument(getValues(), { inline: true }))
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label={`发布新版本：${doc.title}`} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <TextField
            label="标题"
            maxLength={60}
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
        </div>
        <TextField
          label="新版本号"
          maxLength={20}
          autoComplete="off"
          hint={`当前为 ${doc.version}，新版本号须与之不同；留空即 ${doc.nextVersion}`}
          error={errors.version?.message}
          {...register('version')}
        />
        <TextField
          label="生效日期"
          type="date"
          min={doc.effectiveDate}
          hint="默认今天（北京时间）"
          error={errors.effectiveDate?.message}
          {...register('effectiveDate')}
        />
      </div>
      <TextAreaField
        label="正文"
        rows={18}
        hint="纯文本：段落之间空一行，条目可单独成行；不支持 HTML"
        error={errors.body?.message}
        {...register('body')}
      />
      <p className="text-xs leading-5 text-gray-500">
        发布后页面立即显示新版本；此后注册的账号记录同意新版本，已注册的账号保留其注册时同意的版本，无需重新同意。
        旧版本的全文保存在操作日志中。
      </p>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <div className="mr-auto min-w-0">
          <FormError message={refusal} testId="legal-error" />
        </div>
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={isSubmitting}>
          取消
        </button>
        <button type="submit" className={BUTTON.primary} disabled={isSubmitting}>
          {isSubmitting ? '发布中…' : '发布新版本'}
        </button>
      </div>
    </form>
  )
}
