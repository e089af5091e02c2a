// /api/Common/UploadFile and GetSevenNiuToken: pictures into the caller's own folder of the tenant's storage.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { ApiError, ErrorCode } from '@/lib/contract/errors'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import { consume } from '@/lib/auth/limits'
import { getEnv } from '@/lib/env'
import { publicBaseUrl } from '@/lib/storage'
import {
  prepareImageUpload,
  UPLOAD_LIMITS,
  UPLOAD_MSG,
  UploadRefused,
  type ImagePurpose,
} from '@/lib/storage/image-upload'
import { IMAGE_BUSY_RETRY_SECONDS, isImageBusy } from '@/lib/storage/image-pool'
import { qiniuConfig, signUploadToken } from '@/lib/storage/qiniu-token'
import { uploadPrefix, type Uploader } from '@/lib/storage/upload-keys'
import { noInput } from '@/lib/contract/fields'
import { method } from './define'
import { putTenantObject } from './stored-objects'

/** What an upload is for: the first part of the stored name, so a folder reads at a glance. */
const UPLOAD_PURPOSES = ['avatar', 'logo', 'image'] as const

const uploadInput = z.object({
  file: z.instanceof(File, { error: UPLOAD_MSG.missing }).optional(),
  purpose: z.enum(UPLOAD_PURPOSES, { error: '上传用途不正确' }).optional(),
})

export interface UploadResult {
  /** The storage key: what ChangeUserHeadImg and friends accept. */
  key: string
  /** Where the picture is served (the tenant's qiNiuUrl + key). */
  url: string
  width: number
  height: number
}

export interface UploadTokenResult {
  /** A Qiniu upload token, or null when the storage takes uploads only through UploadFile. */
  token: string | null
  uploadUrl: string
  /** Every key the token (or UploadFile) writes starts with this. */
  keyPrefix: string
  /** Unix seconds; null without a token. */
  deadline: number | null
}

function uploaderOf(ctx: ServiceContext): Uploader {
  return { kind: ctx.caller!.kind, accountId: ctx.caller!.accountId }
}

// Taken only for a file that is about to be decoded: per account (10 a minute, 60 an hour), per address over every
// account and tenant (a script registers accounts for free), and per tenant over all its accounts (lib/auth/limits.ts).
export async function spendUpload(ctx: ServiceContext, tenantId: number, who: Uploader | string): Promise<void> {
  const key = `${tenantId}:${typeof who === 'string' ? who : `${who.kind}${who.accountId}`}`
  const address = `0:${ctx.clientIp}`
  const tenant = String(tenantId)
  const message = (wait: string) => `上传过于频繁，请${wait}后再试`
  const busy = (wait: string) => `当前网络上传过于频繁，请${wait}后再试`
  const crowded = (wait: string) => `本站上传人数较多，请${wait}后再试`
  await consume(ctx.db, [
    { rule: 'uploadMinute', key, message },
    { rule: 'uploadHour', key, message },
    { rule: 'uploadIpMinute', key: address, message: busy },
    { rule: 'uploadIpHour', key: address, message: busy },
    { rule: 'uploadTenantMinute', key: tenant, message: crowded },
    { rule: 'uploadTenantHour', key: tenant, message: crowded },
  ])
}

/** Where a picture goes and what it costs: its folder and name, the limits `spend` takes, the quota `room` checks. */
export interface ImageTarget {
  /** The request's database (its transaction, where it has one): the stored picture is counted there. */
  db: Db
  tenantId: number
  purpose: ImagePurpose
  folder: string
  name: string
  spend: () => Promise<void>
  /** An operator's picture must fit the tenant's storage quota (stored-objects.ts); a learner's avatar is never refused for it. */
  room?: (bytes: number) => Promise<void>
}

/**
 * One uploaded picture, checked by its bytes, re-encoded and stored as `{folder}{name}-{random}.{ext}`; `spend` takes
 * the upload limits once the file is known to be worth decoding. Refusals are the API's 4xx (503 when busy).
 */
export async function storeUploadedImage(
  file: File | undefined,
  { db, tenantId, purpose, folder, name, spend, room }: ImageTarget,
): Promise<UploadResult> {
  if (!file) throw new ApiError(ErrorCode.Validation, UPLOAD_MSG.missing, 400)
  if (file.size === 0) throw new ApiError(ErrorCode.Validation, UPLOAD_MSG.empty, 400)
  if (file.size > UPLOAD_LIMITS.maxBytes) throw new ApiError(ErrorCode.PayloadTooLarge, UPLOAD_MSG.tooLarge, 413)
  await spend()
  let image
  try {
    image = await prepareImageUpload(new Uint8Array(await file.arrayBuffer()), purpose)
  } catch (e) {
    if (e instanceof UploadRefused)
      throw new ApiError(e.status === 413 ? ErrorCode.PayloadTooLarge : ErrorCode.Validation, e.message, e.status)
    if (isImageBusy(e)) {
      throw new ApiError(ErrorCode.ServiceUnavailable, e.message, 503, null, {
        'Retry-After': String(IMAGE_BUSY_RETRY_SECONDS),
      })
    }
    throw e
  }
  await room?.(image.bytes.length)
  const key = `${folder}${name}-${Date.now().toString(36)}${randomBytes(6).toString('hex')}.${image.ext}`
  await putTenantObject(db, { tenantId, key, kind: 'image', contentType: image.contentType }, image.bytes)
  return { key, url: `${publicBaseUrl()}${key}`, width: image.width, height: image.height }
}

export const uploadMethods = {
  /** One picture (multipart field `file`): checked by its bytes, re-encoded, stored under the caller's own folder. */
  UploadFile: method({
    verb: 'POST',
    auth: 'signedIn',
    // Room for the multipart framing around a 5 MB file; a bigger body is refused before it is read.
    body: { kind: 'multipart', maxBytes: UPLOAD_LIMITS.maxBytes + 64 * 1024, tooLarge: UPLOAD_MSG.tooLarge },
    input: uploadInput,
    summary: '上传图片（JPG、PNG、WebP、GIF，≤5MB；头像与标志≤1600万像素，其他≤2400万像素），返回存储键与地址',
    description:
      'multipart/form-data：file 为图片，purpose 可选 avatar | logo | image（默认 image）。服务器按文件内容识别类型并重新编码（去除元数据），文件名由服务器决定。' +
      '429：本账号、本网络地址或本机构上传过于频繁；503：图片处理繁忙（Retry-After 秒后再试）。',
    handler: async ({ file, purpose }, ctx): Promise<UploadResult> => {
      const site = requireSite(ctx)
      const who = uploaderOf(ctx)
      return storeUploadedImage(file, {
        db: ctx.db,
        tenantId: site.tenantId,
        purpose: purpose ?? 'image',
        folder: uploadPrefix(site.slug, who),
        name: purpose ?? 'image',
        spend: () => spendUpload(ctx, site.tenantId, who),
      })
    },
  }),

  /** A token for uploading straight to the Qiniu bucket, limited to the caller's folder; without Qiniu, UploadFile. */
  GetSevenNiuToken: method({
    verb: 'POST',
    auth: 'signedIn',
    input: noInput,
    summary:
      '获取七牛直传凭证（限本人目录、5MB、图片类型，1小时有效）；未配置七牛时返回 token: null 与 UploadFile 地址',
    handler: (_input, ctx): UploadTokenResult => {
      const site = requireSite(ctx)
      const keyPrefix = uploadPrefix(site.slug, uploaderOf(ctx))
      const qiniu = qiniuConfig(getEnv().raw)
      if (!qiniu) return { token: null, uploadUrl: '/api/Common/UploadFile', keyPrefix, deadline: null }
      const deadline = Math.floor(Date.now() / 1000) + 3600
      const token = signUploadToken(qiniu, {
        scope: `${qiniu.bucket}:${keyPrefix}`,
        isPrefixalScope: 1,
        deadline,
        fsizeLimit: UPLOAD_LIMITS.maxBytes,
        mimeLimit: 'image/jpeg;image/png;image/webp;image/gif',
      })
      return { token, uploadUrl: qiniu.uploadUrl, keyPrefix, deadline }
    },
  }),
}
