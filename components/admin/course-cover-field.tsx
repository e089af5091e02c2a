'use client'
// 课程封面: the chosen picture framed at the course card's 16:9 (react-easy-crop), drawn at 960×540 and uploaded through
// AdminUpload (purpose cover); the key goes into the form and is saved with 保存. The server takes only a key its
// console uploaded, or the one already saved.
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { useEffect, useRef, useState } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { AdminDialog, refusalOf } from './admin-dialog'
import { cropPicture } from './settings-crop'
import { BUTTON, CONTROL } from './styles'

const OUT = { width: 960, height: 540, type: 'image/jpeg' as const }
const PREVIEW = 'imageView2/1/w/320/h/180/q/85'

function CoverCropDialog({
  src,
  onClose,
  onUploaded,
}: {
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
      const blob = await cropPicture(src, area, OUT)
      const file = new File([blob], 'cover.jpg', { type: OUT.type })
      const { key } = await api.post.AdminUpload.UploadImage({ file, purpose: 'cover' }, { inline: true })
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
      title="裁切课程封面"
      onClose={onClose}
      busy={busy}
      size="lg"
      testId="cover-crop-dialog"
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
          aspect={16 / 9}
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
          className="h-9 flex-1"
        />
      </label>
      <p className="mt-1 text-xs text-gray-500">框内区域即课程卡片与详情页显示的封面（16:9，960×540 像素）。</p>
      {error ? (
        <div className="mt-3">
          <FormError message={error} testId="cover-crop-error" />
        </div>
      ) : null}
    </AdminDialog>
  )
}

export function CourseCoverField({
  value,
  qiNiuUrl,
  readOnly,
  error,
  onChange,
}: {
  value: string
  qiNiuUrl: string
  readOnly: boolean
  error?: string
  onChange: (key: string) => void
}) {
  const file = useRef<HTMLInputElement>(null)
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src])
  const url = storageImageUrl(qiNiuUrl, value, PREVIEW)
  return (
    <div>
      <span className={CONTROL.label}>课程封面</span>
      <div className="flex items-end gap-4">
        <div className="aspect-video w-48 overflow-hidden rounded-md bg-primary-soft" data-testid="cover-preview">
          {/* eslint-disable-next-line @next/next/no-img-element -- the storage serves its own renditions */}
          {url ? <img src={url} alt="课程封面" className="size-full object-cover" /> : null}
        </div>
        {readOnly ? null : (
          <div className="flex gap-2">
            <button type="button" className={BUTTON.secondary} onClick={() => file.current?.click()}>
              {value ? '更换' : '上传'}
            </button>
            {value ? (
              <button type="button" className={BUTTON.secondary} onClick={() => onChange('')}>
                移除
              </button>
            ) : null}
          </div>
        )}
      </div>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label="选择封面图片"
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          if (chosen) setSrc(URL.createObjectURL(chosen))
          e.target.value = ''
        }}
      />
      {error ? (
        <p role="alert" className={CONTROL.error}>
          {error}
        </p>
      ) : (
        <p className={CONTROL.hint}>按课程卡片的 16:9 比例裁切；不上传则显示主题色底</p>
      )}
      {src ? (
        <CoverCropDialog
          src={src}
          onClose={() => setSrc(null)}
          onUploaded={(key) => {
            onChange(key)
            setSrc(null)
          }}
        />
      ) : null}
    </div>
  )
}
