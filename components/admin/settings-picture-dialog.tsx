'use client'
// 机构设置's crop dialog: the chosen file framed at the ratio the site draws the picture in (drag, pinch, wheel or the
// zoom slider — react-easy-crop, as /clipic), then uploaded through AdminUpload/UploadImage with the picture's purpose.
// The answer's key goes into the form; nothing is saved until 保存.
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { useState } from 'react'
import { FormError } from '@/components/ui/form-field'
import { api } from '@/lib/client/api'
import { SETTING_PICTURES, type SettingPicture } from '@/lib/contract/schemas/admin-settings'
import { AdminDialog, refusalOf } from './admin-dialog'
import { cropPicture } from './settings-crop'
import { BUTTON } from './styles'

export interface PictureCropDialogProps {
  field: SettingPicture
  /** A blob: URL of the chosen file; null while the dialog is closed. */
  src: string | null
  onClose: () => void
  onUploaded: (key: string) => void
}

export function PictureCropDialog({ field, src, onClose, onUploaded }: PictureCropDialogProps) {
  const picture = SETTING_PICTURES[field]
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const mark = picture.purpose !== 'background'

  async function upload() {
    if (!src || !area) return
    setBusy(true)
    setError('')
    try {
      const type = mark ? 'image/png' : 'image/jpeg'
      const blob = await cropPicture(src, area, { width: picture.width, height: picture.height, type })
      const file = new File([blob], `${picture.purpose}.${mark ? 'png' : 'jpg'}`, { type })
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
      open={src !== null}
      title={`裁切${picture.label}`}
      onClose={onClose}
      busy={busy}
      size="lg"
      testId="picture-crop-dialog"
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
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={1}
            maxZoom={4}
            aspect={picture.width / picture.height}
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        ) : null}
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
          <FormError message={error} testId="picture-crop-error" />
        </div>
      ) : null}
    </AdminDialog>
  )
}
