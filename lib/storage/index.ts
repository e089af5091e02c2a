// Picks the storage provider from the environment (local disk by default, STORAGE_PROVIDER=s3 for a bucket); URLs to objects are always publicBaseUrl() + key.
import path from 'node:path'
import { getEnv, type RawEnv } from '@/lib/env'
import { LocalDiskStorage, type StorageProvider } from './local-disk'
import { S3Storage, s3SettingsFrom } from './s3'

export type { StorageProvider } from './local-disk'
export { InvalidKeyError, isValidKey } from './keys'

type Env = RawEnv

// One provider per configuration: tests and scripts may change STORAGE_DIR between calls.
const holder = globalThis as unknown as { __storage?: { id: string; provider: StorageProvider } }

export function getStorage(env: Env = process.env): StorageProvider {
  const { storageProvider: kind, storageDir, raw } = getEnv(env)
  if (kind === 's3') {
    const settings = s3SettingsFrom(raw)
    const id = `s3:${settings.endpoint}:${settings.bucket}:${settings.accessKeyId}`
    if (holder.__storage?.id !== id) holder.__storage = { id, provider: new S3Storage(settings) }
    return holder.__storage.provider
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ storageDir)
  const id = `${kind}:${dir}`
  if (holder.__storage?.id !== id) holder.__storage = { id, provider: new LocalDiskStorage(dir) }
  return holder.__storage.provider
}

/** The spec's qiNiuUrl: STORAGE_PUBLIC_URL, or the local route, always ending in a slash. */
export function publicBaseUrl(env: Env = process.env): string {
  return getEnv(env).storagePublicUrl
}
