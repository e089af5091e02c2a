// Picks the storage provider from the environment; URLs to objects are always publicBaseUrl() + key.
import path from 'node:path'
import { DEFAULT_STORAGE_DIR, LocalDiskStorage, type StorageProvider } from './local-disk'

export type { StorageProvider, StoredObject } from './local-disk'
export { InvalidKeyError, isValidKey } from './keys'

type Env = Record<string, string | undefined>

export const DEFAULT_PUBLIC_URL = '/storage/'
const PROVIDERS = ['local'] as const

// One provider per configuration: tests and scripts may change STORAGE_DIR between calls.
const holder = globalThis as unknown as { __storage?: { id: string; provider: StorageProvider } }

export function getStorage(env: Env = process.env): StorageProvider {
  const kind = env.STORAGE_PROVIDER || 'local'
  if (kind !== 'local') {
    throw new Error(
      `Unknown STORAGE_PROVIDER "${kind}": supported values are ${PROVIDERS.join(', ')}.`,
    )
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ env.STORAGE_DIR || DEFAULT_STORAGE_DIR)
  const id = `${kind}:${dir}`
  if (holder.__storage?.id !== id) holder.__storage = { id, provider: new LocalDiskStorage(dir) }
  return holder.__storage.provider
}

/** The spec's qiNiuUrl: STORAGE_PUBLIC_URL, or the local route, always ending in a slash. */
export function publicBaseUrl(env: Env = process.env): string {
  const base = env.STORAGE_PUBLIC_URL || DEFAULT_PUBLIC_URL
  return base.endsWith('/') ? base : `${base}/`
}
