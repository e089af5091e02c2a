'use client'
// /clipic on both devices: choose a photo, frame a square with drag, pinch or the zoom slider (react-easy-crop: mouse,
// touch and keyboard), then upload it; the header and every avatar show the new picture at once.
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { isApiClientError } from '@/lib/client/api'
import { checkAvatarFile, cropToBlob, saveAvatar, saveCompanyLogo, AVATAR_FILE_RULES } from '@/lib/client/avatar-upload'
import { useSession } from '@/lib/client/session'
import { toast } from '@/lib/client/toast-bus'
import { useProfileUpdate } from '@/lib/hooks/use-basic-info'
import { avatarUrl } from '@/lib/ui/image-urls'

export interface AvatarCropperProps {
  variant: 'desktop' | 'mobile'
  qiNiuUrl: string
  /** Where to go after saving (and on 取消). */
  doneHref: string
  /** A company account frames its logo (ChangeCompanyLogoImg) the same way; default: the individual's avatar. */
  kind?: 'avatar' | 'logo'
  /** Called after saving instead of going to doneHref, for a panel that shows the cropper in place. */
  onDone?: () => void
}

export function AvatarCropper({ variant, qiNiuUrl, doneHref, kind = 'avatar', onDone }: AvatarCropperProps) {
  const noun = kind === 'logo' ? 'Logo' : '头像'
  const router = useRouter()
  const { session } = useSession()
  const update = useProfileUpdate()
  const input = useRef<HTMLInputElement>(null)
  const [src, setSrc] = useState<string | null>(null)
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const mobile = variant === 'mobile'

  // The chosen file lives as a blob: URL until another is chosen or the page closes.
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = checkAvatarFile(file)
    setError(problem)
    if (problem) return
    setCrop({ x: 0, y: 0 })
    setZoom(1)
    setSrc(URL.createObjectURL(file))
  }

  const save = async () => {
    if (!src || !area || busy) return
    setBusy(true)
    setError('')
    try {
      const blob = await cropToBlob(src, area)
      const result = await (kind === 'logo' ? saveCompanyLogo(blob) : saveAvatar(blob))
      update({ userLogo: result.userLogo, isThirdHeadImg: false })
      toast.success(`${noun}修改成功`)
      // doneHref may be the page already open (/corporate?nav=0), where a push changes nothing: end the upload state.
      if (onDone) onDone()
      else router.push(doneHref)
    } catch (e) {
      setError(isApiClientError(e) ? e.message : '图片处理失败，请换一张图片再试')
    } finally {
      setBusy(false)
    }
  }

  const current = session ? avatarUrl(qiNiuUrl, session.userLogo, session.isThirdHeadImg) : ''
  const picker = (
    <input
      ref={input}
      type="file"
      accept={AVATAR_FILE_RULES.types.join(',')}
      onChange={choose}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid="avatar-file"
    />
  )
  const pickButton = (label: string, primary: boolean) => (
    <button
      type="button"
      onClick={() => input.current?.click()}
      disabled={busy}
      className={`${mobile ? 'h-11 flex-1 rounded-full text-base' : 'px-6 py-2 text-sm rounded-md'} ${primary ? 'bg-primary text-primary-contrast hover:bg-primary-hover' : 'border border-gray-300 text-gray-700 hover:border-primary hover:text-primary'} disabled:opacity-60`}
    >
      {label}
    </button>
  )

  return (
    <div className={mobile ? 'flex flex-1 flex-col' : 'flex flex-wrap gap-8'}>
      {picker}
      <div
        className={
          mobile
            ? 'relative aspect-square w-full bg-black'
            : 'relative size-80 shrink-0 overflow-hidden rounded-lg bg-gray-900'
        }
      >
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={1}
            maxZoom={4}
            aspect={1}
            cropShape={kind === 'logo' ? 'rect' : 'round'}
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        ) : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="flex size-full flex-col items-center justify-center gap-3 text-gray-300"
          >
            <span className="flex size-28 items-center justify-center overflow-hidden rounded-full bg-gray-700 text-3xl">
              {/* eslint-disable-next-line @next/next/no-img-element -- storage URLs carry their own 100×100 suffix */}
              {current ? <img src={current} alt={`当前${noun}`} className="size-full object-cover" /> : '+'}
            </span>
            <span className="text-sm">点击选择一张照片</span>
          </button>
        )}
      </div>
      <div className={mobile ? 'space-y-4 bg-white p-4' : 'flex min-w-60 flex-1 flex-col gap-4'}>
        {src ? (
          <label className="flex items-center gap-3 text-sm text-gray-600">
            <span className="shrink-0">缩放</span>
            <input
              type="range"
              min={1}
              max={4}
              step={0.01}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              aria-label="缩放"
              className="h-11 flex-1 accent-[var(--color-primary)]"
            />
          </label>
        ) : null}
        <p className="text-xs leading-5 text-gray-500">
          {src
            ? kind === 'logo'
              ? '拖动或双指缩放，调整方框内的区域作为企业Logo。'
              : '拖动或双指缩放，调整圆框内的区域作为头像。'
            : '支持 JPG、PNG、WebP、GIF 图片，大小不超过 5MB。'}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex gap-3">
          {src ? pickButton('重新选择', false) : pickButton('选择图片', true)}
          {src ? (
            <button
              type="button"
              onClick={save}
              disabled={busy || !area}
              className={`${mobile ? 'h-11 flex-1 rounded-full text-base' : 'rounded-md px-6 py-2 text-sm'} bg-primary text-primary-contrast hover:bg-primary-hover disabled:opacity-60`}
            >
              {busy ? '上传中…' : `保存${noun}`}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
