'use client'
// 机构设置's 图片 section: each picture of SETTING_PICTURES with where the site draws it, its current look, 上传/更换
// (choose → crop dialog → AdminUpload) and 移除 (the site then draws what `empty` says). A change only fills the form:
// 保存 sends the keys, 撤销修改 brings the loaded ones back, and the server takes only this tenant's console uploads.
import { useEffect, useRef, useState, type ChangeEvent, type Ref } from 'react'
import { Controller, type Control } from 'react-hook-form'
import { AVATAR_FILE_RULES, checkAvatarFile } from '@/lib/client/avatar-upload'
import {
  SETTING_PICTURES,
  type EditableSettings,
  type SaveSettingsInput,
  type SettingPicture,
} from '@/lib/contract/schemas/admin-settings'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { SettingsSection } from './settings-fields'
import { PictureCropDialog } from './settings-picture-dialog'
import { BUTTON, CONTROL } from './styles'

/** The preview's box per kind: marks at their shown size, backgrounds as a strip that narrows with the window. */
const PREVIEW: Record<SettingPicture, { view: string; box: string }> = {
  tenantLogoUrl: { view: 'imageView2/1/w/303/h/160/q/100', box: 'w-[152px] aspect-[303/160]' },
  icoUrl: { view: 'imageView2/1/w/64/h/64/q/100', box: 'size-16' },
  tenantMQUrl: { view: 'imageView2/1/w/240/h/240/q/100', box: 'size-24' },
  loginHeadBackgroundImg: { view: 'imageView2/2/w/640/q/85', box: 'w-80 max-w-full aspect-[1920/600]' },
  courseDetailHeadBackgroundImg: { view: 'imageView2/2/w/640/q/85', box: 'w-80 max-w-full aspect-[1920/400]' },
  myCourseHeadBackgroundImg: { view: 'imageView2/2/w/640/q/85', box: 'w-80 max-w-full aspect-[1920/200]' },
  centerHeadBackgroundImg: { view: 'imageView2/2/w/640/q/85', box: 'w-80 max-w-full aspect-[1920/200]' },
  accountAssociationHeadBackgroundImg: { view: 'imageView2/2/w/640/q/85', box: 'w-80 max-w-full aspect-[1920/200]' },
}

interface PictureFieldProps {
  field: SettingPicture
  value: string
  qiNiuUrl: string
  readOnly: boolean
  error?: string
  onChange: (key: string) => void
  /** react-hook-form's ref: a refusal at this picture focuses its 上传/更换 button. */
  buttonRef: Ref<HTMLButtonElement>
}

function PictureField({ field, value, qiNiuUrl, readOnly, error, onChange, buttonRef }: PictureFieldProps) {
  const picture = SETTING_PICTURES[field]
  const input = useRef<HTMLInputElement>(null)
  const [src, setSrc] = useState<string | null>(null)
  const [problem, setProblem] = useState('')
  const url = storageImageUrl(qiNiuUrl, value, PREVIEW[field].view)
  const labelId = `picture-${field}`
  const message = problem || error

  // The chosen file lives as a blob: URL until the dialog closes or another is chosen.
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refusal = checkAvatarFile(file)
    setProblem(refusal)
    if (!refusal) setSrc(URL.createObjectURL(file))
  }

  return (
    <div role="group" aria-labelledby={labelId} data-testid={`picture-${field}`} className="flex flex-wrap gap-4 py-4">
      <div
        className={`flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-gray-300 bg-gray-50 ${PREVIEW[field].box}`}
      >
        {url ? (
          // Plain <img>: the storage serves the rendition itself and its host differs per deployment.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={url} alt={`当前${picture.label}`} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-gray-500">未设置</span>
        )}
      </div>
      <div className="min-w-0 flex-1 basis-60">
        <p id={labelId} className="text-sm font-medium text-gray-800">
          {picture.label}
        </p>
        <p className="mt-0.5 text-xs leading-5 text-gray-500">
          {picture.where}；未设置时{picture.empty}。
        </p>
        {message ? (
          <p role="alert" className={CONTROL.error}>
            {message}
          </p>
        ) : null}
        {readOnly ? null : (
          <div className="mt-2 flex gap-2">
            <input
              ref={input}
              type="file"
              accept={AVATAR_FILE_RULES.types.join(',')}
              onChange={choose}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid={`picture-file-${field}`}
            />
            <button
              ref={buttonRef}
              type="button"
              className={BUTTON.secondary}
              aria-label={`${value ? '更换' : '上传'}${picture.label}`}
              onClick={() => input.current?.click()}
            >
              {value ? '更换' : '上传'}
            </button>
            {value ? (
              <button
                type="button"
                className={BUTTON.secondary}
                aria-label={`移除${picture.label}`}
                onClick={() => onChange('')}
              >
                移除
              </button>
            ) : null}
          </div>
        )}
      </div>
      <PictureCropDialog
        key={src ?? 'closed'}
        field={field}
        src={src}
        onClose={() => setSrc(null)}
        onUploaded={(key) => {
          setProblem('')
          setSrc(null)
          onChange(key)
        }}
      />
    </div>
  )
}

export function PicturesSection({
  control,
  qiNiuUrl,
  readOnly,
}: {
  control: Control<EditableSettings, unknown, SaveSettingsInput>
  qiNiuUrl: string
  readOnly: boolean
}) {
  return (
    <SettingsSection
      id="pictures"
      title="图片"
      description="支持 JPG、PNG、WebP、GIF，5MB 以内；选择后按页面显示的比例裁切，保存后生效"
    >
      <div className="max-w-3xl divide-y divide-gray-100">
        {(Object.keys(SETTING_PICTURES) as SettingPicture[]).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <PictureField
                field={name}
                value={field.value}
                qiNiuUrl={qiNiuUrl}
                readOnly={readOnly}
                error={fieldState.error?.message}
                onChange={field.onChange}
                buttonRef={field.ref}
              />
            )}
          />
        ))}
      </div>
    </SettingsSection>
  )
}
