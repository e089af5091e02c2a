// The avatar's way to the server: crop in the browser (what the learner framed, 400×400 JPEG), upload it through
// Common/UploadFile (which checks and re-encodes it), then ChangeUserHeadImg with the key the upload returned.
import { api } from './api'
import type { HeadImgResult } from '@/lib/contract/schemas/profile'

export interface PixelArea {
  x: number
  y: number
  width: number
  height: number
}

/** What the browser checks before reading a file, with the server's own words (the server checks again). */
export const AVATAR_FILE_RULES = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: '仅支持 JPG、PNG、WebP、GIF 图片',
  sizeMessage: '文件过大，请上传 5MB 以内的图片',
  emptyMessage: '请选择要上传的图片',
} as const

export function checkAvatarFile(file: { type: string; size: number }): string {
  if (file.size === 0) return AVATAR_FILE_RULES.emptyMessage
  if (!(AVATAR_FILE_RULES.types as readonly string[]).includes(file.type)) return AVATAR_FILE_RULES.typeMessage
  return file.size > AVATAR_FILE_RULES.maxBytes ? AVATAR_FILE_RULES.sizeMessage : ''
}

const AVATAR_OUTPUT_SIZE = 400

/** The framed square of the picture at `src`, as a 400×400 JPEG. */
export async function cropToBlob(src: string, area: PixelArea): Promise<Blob> {
  const image = new Image()
  image.src = src
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = AVATAR_OUTPUT_SIZE
  canvas.height = AVATAR_OUTPUT_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas unavailable')
  // A transparent PNG or GIF would turn black in a JPEG: paint white underneath.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE)
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE)
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.9),
  )
}

async function upload(blob: Blob, purpose: 'avatar' | 'logo'): Promise<string> {
  const file = new File([blob], `${purpose}.jpg`, { type: blob.type })
  return (await api.post.Common.UploadFile({ file, purpose }, { inline: true })).key
}

/** Uploads the cropped picture and makes it the avatar; resolves to the stored key. */
export async function saveAvatar(blob: Blob): Promise<HeadImgResult> {
  const key = await upload(blob, 'avatar')
  return api.post.FrontUser.ChangeUserHeadImg({ headImgUrl: key }, { inline: true })
}

/** The same for a company's logo (FrontCompany/ChangeCompanyLogoImg); the answer's logoUrl is the new userLogo (§4). */
export async function saveCompanyLogo(blob: Blob): Promise<HeadImgResult> {
  const key = await upload(blob, 'logo')
  const { logoUrl } = await api.post.FrontCompany.ChangeCompanyLogoImg({ logoUrl: key }, { inline: true })
  return { userLogo: logoUrl, isThirdHeadImg: false }
}
