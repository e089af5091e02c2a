'use client'
// 课程封面: the chosen picture framed at the course card's 16:9 (react-easy-crop), drawn at 960×540 and uploaded through
// AdminUpload (purpose cover); the key goes into the form and is saved with 保存. The server takes only a key its
// console uploaded, or the one already saved.
import { useEffect, useRef, useState } from 'react'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { CropDialog, type CataloguePicture } from './catalogue-picture'
import { BUTTON, CONTROL } from './styles'

const COVER: CataloguePicture = {
  label: '课程封面',
  purpose: 'cover',
  width: 960,
  height: 540,
  where: '课程卡片与详情页',
}
const PREVIEW = 'imageView2/1/w/320/h/180/q/85'

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
        <CropDialog
          picture={COVER}
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
