// Merchant secrets at rest (WeChat Pay private key and APIv3 key, Alipay application key): AES-256-GCM under
// PAYMENT_SECRET_KEY (lib/env.ts), a fresh 12-byte IV each time, the version in front so the key can be rotated later.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { getEnv } from '@/lib/env'

const VERSION = 'v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

/** A sealed secret that cannot be opened: altered, cut, or sealed under another key. The caller says so in Chinese. */
export class SealedSecretError extends Error {
  constructor(reason: string) {
    super(`sealed payment secret: ${reason}`)
    this.name = 'SealedSecretError'
  }
}

/**
 * Seals a secret for the database, so a copied dump or backup holds no usable merchant key: `v1:` + base64 of IV,
 * ciphertext and tag. The version is authenticated too (additional data).
 */
export function sealSecret(plain: string, key: Buffer = getEnv().paymentSecretKey): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(VERSION))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')
}

/** Opens what sealSecret made; throws SealedSecretError when it was altered or sealed under another key. */
export function openSecret(sealed: string, key: Buffer = getEnv().paymentSecretKey): string {
  if (!sealed.startsWith(VERSION)) throw new SealedSecretError('unknown version')
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64')
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SealedSecretError('too short')
  const iv = raw.subarray(0, IV_BYTES)
  const tag = raw.subarray(raw.length - TAG_BYTES)
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(VERSION)).setAuthTag(tag)
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    throw new SealedSecretError('altered, or sealed under another key')
  }
}

/** A channel's secrets, sealed together as one JSON object (支付设置): opened, or {} when none were saved. */
export function openSecretFields(sealed: string | null, key?: Buffer): Record<string, string> {
  return sealed ? (JSON.parse(openSecret(sealed, key)) as Record<string, string>) : {}
}
