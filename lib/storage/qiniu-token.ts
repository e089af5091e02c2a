// Qiniu upload tokens (https://developer.qiniu.com/kodo/1208/upload-token): a put policy, URL-safe Base64, signed with
// HMAC-SHA1 of the secret key. The policy pins the caller's key prefix, the 5 MB limit and image types, so a token
// handed to a browser can write nothing else.
import { createHmac } from 'node:crypto'

export interface QiniuConfig {
  accessKey: string
  secretKey: string
  bucket: string
  uploadUrl: string
}

export interface PutPolicy {
  scope: string
  isPrefixalScope: 1
  deadline: number
  fsizeLimit: number
  mimeLimit: string
}

/** Qiniu's URL-safe Base64 keeps the padding. */
function urlSafeBase64(data: Buffer | string): string {
  return Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')
}

export function signUploadToken(config: Pick<QiniuConfig, 'accessKey' | 'secretKey'>, policy: PutPolicy): string {
  const encodedPolicy = urlSafeBase64(JSON.stringify(policy))
  const sign = urlSafeBase64(createHmac('sha1', config.secretKey).update(encodedPolicy).digest())
  return `${config.accessKey}:${sign}:${encodedPolicy}`
}

/** The configured bucket, or null when direct uploads are off (the local-disk default). */
export function qiniuConfig(raw: Record<string, string | undefined>): QiniuConfig | null {
  const { QINIU_ACCESS_KEY: accessKey, QINIU_SECRET_KEY: secretKey, QINIU_BUCKET: bucket } = raw
  if (!accessKey || !secretKey || !bucket) return null
  return { accessKey, secretKey, bucket, uploadUrl: raw.QINIU_UPLOAD_URL || 'https://up.qiniup.com' }
}
