'use client'
// A catalogue picture (a lecturer's photo, a topic's banner): the current one at the shape the site draws it, 上传/更换
// frames the chosen file at that ratio (react-easy-crop, as /clipic and 机构设置) and uploads it through
// AdminUpload/UploadImage with its purpose; the answer's key goes into the form — nothing is saved until 保存.
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { checkAvatarFile, AVATAR_FILE_RULES } from '@/lib/client/avatar-upload'
import { useSettings } from '@/lib/client/tenant-context'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { AdminDialog, refusalOf } from './admin-dialog'
import { cropPicture } from './settings-crop'
import { BUTTON, CONTROL } from './styles'

export interface CataloguePicture {
  label: string
  purpose: 'avatar' | 'banner' | 'cover'
  /** The size it is cropped and uploaded at; its ratio is the frame's. */
  width: number
  height: number
  /** Where the site shows it, for the hint. */
  where: string
}

/** Frames the chosen file at the picture's ratio and uploads it at its size; the key goes to `onUploaded`. */
export function CropDialog({
  picture,
  src,
  onClose,
  onUploaded,
}: {
  picture: CataloguePicture
  src: string
  onClose: () => void
  onUploaded: (key: string) => void
}) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function upload() {
    if (!area) return
    setBusy(true)
    setError('')
    try {
      const blob = await cropPicture(src, area, { width: picture.width, height: picture.height, type: 'image/jpeg' })
      const file = new File([blob], `${picture.purpose}.jpg`, { type: 'image/jpeg' })
      const { key } = await api.post.AdminUpload.UploadImage({ file, purpose: picture.purpose }, { inline: true })
      onUploaded(key)
    } catch (e) {
      setError(refusalOf(e, '图片处理失败，请换一张图片再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminDialog
      open
      title={`裁切${picture.label}`}
      onClose={onClose}
      busy={busy}
      size="lg"
      testId="catalogue-crop-dialog"
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
            取消
          </button>
          <button type="button" className={BUTTON.primary} onClick={() => void upload()} disabled={busy || !area}>
            {busy ? '上传中…' : '裁切并上传'}
          </button>
        </>
      }
    >
      <div className="relative h-72 overflow-hidden rounded-md bg-gray-900">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={4}
          aspect={picture.width / picture.height}
          cropShape={picture.purpose === 'avatar' ? 'round' : 'rect'}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <label className="mt-3 flex items-center gap-3 text-sm text-gray-600">
        <span className="shrink-0">缩放</span>
        <input
          type="range"
          min={1}
          max={4}
          step={0.01}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="h-9 flex-1 accent-[var(--color-primary)]"
        />
      </label>
      <p className="mt-1 text-xs text-gray-500">
        拖动或缩放，框内区域即{picture.where}所显示的部分（{picture.width}×{picture.height} 像素）。
      </p>
      {error ? (
        <div className="mt-3">
          <FormError message={error} testId="catalogue-crop-error" />
        </div>
      ) : null}
    </AdminDialog>
  )
}

export function PictureField({
  picture,
  value,
  onChange,
  error,
  disabled,
}: {
  picture: CataloguePicture
  /** The storage key ('' for none). */
  value: string
  onChange: (key: string) => void
  error?: string
  disabled?: boolean
}) {
  const qiNiuUrl = useSettings()?.qiNiuUrl ?? ''
  const labelId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [src, setSrc] = useState<string | null>(null)
  const [problem, setProblem] = useState('')
  const round = picture.purpose === 'avatar'
  const preview = storageImageUrl(qiNiuUrl, value, `imageView2/1/w/${picture.width}/h/${picture.height}/q/80`)

  // The chosen file lives as a blob: URL until the dialog closes.
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = checkAvatarFile(file)
    setProblem(refused)
    if (!refused) setSrc(URL.createObjectURL(file))
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={CONTROL.label}>
        {picture.label}
      </p>
      <div className="flex items-end gap-4">
        <div
          className={`shrink-0 overflow-hidden bg-gray-100 ${round ? 'size-20 rounded-full' : 'h-20 w-40 rounded-md'}`}
          data-testid={`picture-preview-${picture.purpose}`}
        >
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- the storage serves its own renditions
            <img src={preview} alt={`当前${picture.label}`} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-xs text-gray-600">未上传</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              {value ? '更换' : '上传'}
            </button>
            {value ? (
              <button type="button" className={BUTTON.secondary} disabled={disabled} onClick={() => onChange('')}>
                移除
              </button>
            ) : null}
          </div>
          <p className={CONTROL.hint}>
            {picture.where}；支持 JPG、PNG、WebP、GIF，5MB 以内，上传时按 {picture.width}×{picture.height} 裁切。
          </p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={AVATAR_FILE_RULES.types.join(',')}
        onChange={choose}
        className="sr-only"
        tabIndex={-1}
        aria-label={`选择${picture.label}图片`}
        data-testid={`picture-file-${picture.purpose}`}
      />
      {problem || error ? (
        <p role="alert" className={CONTROL.error}>
          {problem || error}
        </p>
      ) : null}
      {/* Mounted per chosen file, so each one starts unzoomed and centred. */}
      {src ? (
        <CropDialog
          picture={picture}
          src={src}
          onClose={() => setSrc(null)}
          onUploaded={(key) => {
            setSrc(null)
            onChange(key)
          }}
        />
      ) : null}
    </div>
  )
}
