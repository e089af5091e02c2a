// What an uploaded picture must be before anything is stored: an image by its bytes (never by its name or the type the
// client claims), small enough to decode safely, then decoded and re-encoded so no script, metadata or trailing data
// survives. The caller stores only what `prepareImageUpload` returns. Decoding runs in the process's bounded pool.
import sharp from 'sharp'
import { runImageJob } from './image-pool'

/**
 * Decoding cost grows with pixels, not bytes (a 71 KB WebP of 40 megapixels took 3.5 CPU-seconds), so each purpose has
 * a pixel cap. Avatars and logos are cropped to 400×400 in the browser before upload; 4000×4000 (16 MP) still takes an
 * uncropped phone photo (12 MP) from another client, and refuses the 48/50-MP full-sensor modes. Other pictures take a
 * 24-MP camera photo (6000×4000), at about 2 CPU-seconds the dearest upload there is.
 */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 24_000_000, maxAvatarPixels: 16_000_000 } as const

export const UPLOAD_MSG = {
  missing: '请选择要上传的文件',
  empty: '文件为空，请重新选择',
  tooLarge: '文件过大，请上传不超过5MB的图片',
  notImage: '仅支持 JPG、PNG、WebP、GIF 图片',
  tooManyPixels: '图片尺寸过大，请上传不超过2400万像素的图片',
  tooManyAvatarPixels: '头像或标志图片尺寸过大，请上传不超过1600万像素的图片',
  broken: '图片已损坏或无法识别，请换一张',
} as const

/** What a picture is for decides how large it may be: avatars and logos are shown at most 400 px wide. */
export type ImagePurpose = 'avatar' | 'logo' | 'image'

function pixelCapFor(purpose: ImagePurpose): { maxPixels: number; message: string } {
  return purpose === 'image'
    ? { maxPixels: UPLOAD_LIMITS.maxPixels, message: UPLOAD_MSG.tooManyPixels }
    : { maxPixels: UPLOAD_LIMITS.maxAvatarPixels, message: UPLOAD_MSG.tooManyAvatarPixels }
}

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif'

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The image type its first bytes say, or null: SVG, HTML and anything else have no such signature. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  return null
}

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message)
    this.name = 'UploadRefused'
  }
}

export interface PreparedImage {
  bytes: Buffer
  /** The stored file's extension and type: a GIF keeps its first frame as PNG. */
  ext: 'jpg' | 'png' | 'webp'
  contentType: string
  width: number
  height: number
}

/** Checks and re-encodes one upload; throws UploadRefused with the words the user reads (ImageBusyError when busy). */
export async function prepareImageUpload(bytes: Uint8Array, purpose: ImagePurpose = 'image'): Promise<PreparedImage> {
  const cap = pixelCapFor(purpose)
  if (bytes.byteLength === 0) throw new UploadRefused(UPLOAD_MSG.empty)
  if (bytes.byteLength > UPLOAD_LIMITS.maxBytes) throw new UploadRefused(UPLOAD_MSG.tooLarge, 413)
  const kind = sniffImageType(bytes)
  if (!kind) throw new UploadRefused(UPLOAD_MSG.notImage)
  // The header alone gives the size: a 50-megapixel picture is refused before a single pixel is decoded.
  const meta = await sharp(bytes, { pages: 1 })
    .metadata()
    .catch(() => {
      throw new UploadRefused(UPLOAD_MSG.broken)
    })
  if (!meta.width || !meta.height || meta.format !== (kind === 'jpeg' ? 'jpeg' : kind))
    throw new UploadRefused(UPLOAD_MSG.broken)
  if (meta.width * meta.height > cap.maxPixels) throw new UploadRefused(cap.message)

  // Decoded in full (failOn 'error': a truncated file is refused, not half-stored), turned upright, metadata dropped.
  const { data, info } = await runImageJob(() => {
    const image = sharp(bytes, { pages: 1, failOn: 'error', limitInputPixels: cap.maxPixels }).rotate()
    const encoded =
      kind === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : kind === 'webp'
          ? image.webp({ quality: 85 })
          : image.png({ compressionLevel: 9 })
    return encoded.toBuffer({ resolveWithObject: true }).catch(() => {
      throw new UploadRefused(UPLOAD_MSG.broken)
    })
  })
  const ext = kind === 'jpeg' ? 'jpg' : kind === 'webp' ? 'webp' : 'png'
  const contentType = ext === 'jpg' ? 'image/jpeg' : `image/${ext}`
  return { bytes: data, ext, contentType, width: info.width, height: info.height }
}
