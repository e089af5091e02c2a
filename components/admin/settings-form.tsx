'use client'
// 机构设置's form: every field checked with the server's own schema, sent as typed (the server turns the lines of
// sensitive words into its | list), a refusal placed at its field; 保存 only when something changed, 撤销修改 back to
// what was loaded. Pictures are keys of uploads the 图片 section made. A role that may not save sees the same form,
// disabled, and no buttons.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import {
  saveSettingsInput,
  SETTING_PICTURES,
  SETTING_SWITCHES,
  type EditableSettings,
  type SaveSettingsInput,
  type SettingPicture,
  type SettingsResult,
  type SettingSwitch,
} from '@/lib/contract/schemas/admin-settings'
import { placeRefusal } from './form-errors'
import { SettingsSection, SwitchRow, TextAreaField } from './settings-fields'
import { PicturesSection } from './settings-pictures'
import { ThemeSection } from './settings-theme'
import { BUTTON } from './styles'
import { TextField } from './text-field'

const FIELDS = [
  'tenantName',
  'paymentUnitName',
  'overallSubjectColor',
  'courseGroupTitle',
  'sensitiveWords',
  ...(Object.keys(SETTING_SWITCHES) as SettingSwitch[]),
  'aboutUsUrl',
  'aboutPlatform',
  'aboutBjqit',
  'recordNumber',
  'copyright',
  ...(Object.keys(SETTING_PICTURES) as SettingPicture[]),
] as const satisfies readonly (keyof EditableSettings)[]

const LINK_HINT = '站内路径如 /courselist 或 http(s) 网址；留空则不显示'

/** The form's values: an answer without its storage base. */
export function formValues({ qiNiuUrl, ...values }: SettingsResult): EditableSettings {
  void qiNiuUrl
  return values
}

/** The words the server will keep: one per line, blank lines and repeats dropped. */
function wordCount(lines: string): number {
  return new Set(
    lines
      .split(/\r?\n/)
      .map((w) => w.trim())
      .filter(Boolean),
  ).size
}

export function SettingsForm({
  loaded,
  qiNiuUrl,
  readOnly,
  onSaved,
}: {
  loaded: EditableSettings
  /** The storage base the pictures' keys are shown from. */
  qiNiuUrl: string
  readOnly: boolean
  onSaved: (saved: SettingsResult) => void
}) {
  const [refusal, setRefusal] = useState('')
  const form = useForm<EditableSettings, unknown, SaveSettingsInput>({
    // The schema's preprocessed fields take `unknown`; the form only ever holds EditableSettings' strings and booleans.
    resolver: zodResolver(saveSettingsInput) as Resolver<EditableSettings, unknown, SaveSettingsInput>,
    defaultValues: loaded,
  })
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form
  const words = useWatch({ control, name: 'sensitiveWords' })

  // Closing the tab or reloading with unsaved changes asks first, as the browser does for any form it knows is dirty.
  useEffect(() => {
    if (!isDirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [isDirty])

  // The form's own lines go to the server, not the parsed copy: the schema's output (a word list) is not its input.
  const submit = handleSubmit(async () => {
    setRefusal('')
    try {
      const saved = await api.post.AdminSetting.SaveSettings(getValues(), { inline: true })
      reset(formValues(saved))
      onSaved(saved)
    } catch (e) {
      setRefusal(placeRefusal(e, setError, FIELDS))
    }
  })

  return (
    // A field focused for its error scrolls clear of the sticky 保存 bar.
    <form
      noValidate
      onSubmit={submit}
      aria-label="机构设置"
      data-testid="settings-form"
      className="[&_input]:scroll-mb-24 [&_textarea]:scroll-mb-24"
    >
      <fieldset
        disabled={readOnly}
        className="min-w-0 space-y-5 [&_input:disabled]:bg-gray-50 [&_input:disabled]:text-gray-700"
      >
        <SettingsSection id="basic" title="基本信息">
          <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
            <TextField
              label="机构名称"
              maxLength={60}
              autoComplete="off"
              hint="显示在页头、页面标题与管理后台"
              error={errors.tenantName?.message}
              {...register('tenantName')}
            />
            <TextField
              label="货币单位"
              maxLength={10}
              autoComplete="off"
              hint="课程价格后的单位，如 元、积分"
              error={errors.paymentUnitName?.message}
              {...register('paymentUnitName')}
            />
          </div>
        </SettingsSection>

        <PicturesSection control={control} qiNiuUrl={qiNiuUrl} readOnly={readOnly} />

        <ThemeSection form={form} readOnly={readOnly} />

        <SettingsSection id="switches" title="功能开关" description="打开即在机构的页面上显示或提供该功能">
          <div className="max-w-2xl divide-y divide-gray-100">
            {(Object.entries(SETTING_SWITCHES) as [SettingSwitch, string][]).map(([name, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <SwitchRow
                    ref={field.ref}
                    name={name}
                    label={label}
                    checked={field.value}
                    disabled={readOnly}
                    onChange={field.onChange}
                  />
                )}
              />
            ))}
          </div>
        </SettingsSection>

        <SettingsSection
          id="words"
          title="敏感词"
          description="昵称、个人简介与企业部门名称含有这些词时不能保存；讨论中的这些词以 * 遮盖"
        >
          <div className="max-w-2xl">
            <TextAreaField
              label={`敏感词（共 ${wordCount(words)} 个）`}
              rows={8}
              spellCheck={false}
              hint="每行一个；保存时去掉空行与重复。最多500个，每个不超过20个字符，不能包含“|”"
              error={errors.sensitiveWords?.message}
              {...register('sensitiveWords')}
            />
          </div>
        </SettingsSection>

        <SettingsSection id="footer" title="页脚" description="电脑端页面底部的链接、备案号与版权信息">
          <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
            <TextField
              label="关于我们"
              hint={LINK_HINT}
              error={errors.aboutUsUrl?.message}
              {...register('aboutUsUrl')}
            />
            <TextField
              label="平台介绍"
              hint={LINK_HINT}
              error={errors.aboutPlatform?.message}
              {...register('aboutPlatform')}
            />
            <TextField
              label="联系我们"
              hint={LINK_HINT}
              error={errors.aboutBjqit?.message}
              {...register('aboutBjqit')}
            />
            <TextField
              label="备案号"
              maxLength={60}
              placeholder="如 京ICP备12345678号"
              error={errors.recordNumber?.message}
              {...register('recordNumber')}
            />
            <div className="sm:col-span-2">
              <TextField
                label="版权信息"
                maxLength={120}
                placeholder="如 © 2026 某某教育科技有限公司"
                error={errors.copyright?.message}
                {...register('copyright')}
              />
            </div>
          </div>
        </SettingsSection>
      </fieldset>

      {readOnly ? null : (
        <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 md:-mx-6 md:px-6">
          <div className="mr-auto min-w-0">
            <FormError message={refusal} testId="settings-error" />
            {refusal ? null : (
              <p className="text-sm text-gray-500" aria-live="polite">
                {isDirty ? '有未保存的修改' : '没有未保存的修改'}
              </p>
            )}
          </div>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setRefusal('')
              reset()
            }}
          >
            撤销修改
          </button>
          <button
            type="submit"
            className={BUTTON.primary}
            disabled={!isDirty || isSubmitting}
            data-testid="settings-save"
          >
            {isSubmitting ? '保存中…' : '保存'}
          </button>
        </div>
      )}
    </form>
  )
}
