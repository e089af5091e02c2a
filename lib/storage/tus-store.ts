// Where a resumable lesson-video upload (tus, lib/api/tus-lesson-video.ts) keeps its bytes until they are all there:
// local disk beside STORAGE_DIR (`<STORAGE_DIR>/../tus`), or the bucket itself (STORAGE_PROVIDER=s3), so that with
// several app instances any of them can take the next chunk. In the bucket an upload's objects sit under `.tus/`: a
// key with a leading dot is no storage key, so /storage/ never serves a partial file. The libraries load on first use.
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { DataStore } from '@tus/server'
import { getEnv } from '@/lib/env'
import { s3SettingsFrom } from './s3'

export interface TusStore {
  datastore: DataStore
  /** Prepended to an upload's id in the store (its URL names it without). */
  keyPrefix: string
  /** The finished upload as a local file: the store's own on disk, a temporary download from the bucket. */
  localCopy(key: string): Promise<{ path: string; dispose(): Promise<void> }>
  /** Forgets an upload, finished or not: its bytes and its info. */
  discard(key: string): Promise<void>
}

/** An unfinished upload nobody touched for a week is removed by the next sweep. */
const EXPIRES_MS = 7 * 24 * 3600 * 1000

/** The folder of partial uploads on local disk: a sibling of STORAGE_DIR, so tests with their own STORAGE_DIR get one. */
const tusDirectory = () => path.join(path.dirname(path.resolve(getEnv().storageDir)), 'tus')

async function fileStore(): Promise<TusStore> {
  const { FileStore } = await import('@tus/file-store')
  const directory = tusDirectory()
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRES_MS })
  return {
    datastore,
    keyPrefix: '',
    localCopy: async (key) => ({ path: path.join(directory, key), dispose: async () => undefined }),
    discard: (key) => datastore.remove(key).catch(() => undefined),
  }
}

async function bucketStore(): Promise<TusStore> {
  const { S3Store } = await import('@tus/s3-store')
  const settings = s3SettingsFrom(getEnv().raw)
  class BucketStore extends S3Store {
    /** `remove` aborts an unfinished multipart upload but refuses a finished one, whose object stays: both go here. */
    async discard(key: string) {
      await this.remove(key).catch(() => undefined)
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [key, this.infoKey(key), this.partKey(key, true)].map((Key) => ({ Key })) },
      })
    }
  }
  const datastore = new BucketStore({
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: EXPIRES_MS,
    // Object tags are not on every S3-compatible service; expiry then reads the upload's creation date.
    useTags: false,
    s3ClientConfig: {
      bucket: settings.bucket,
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    },
  })
  return {
    datastore,
    keyPrefix: '.tus/',
    localCopy: async (key) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'tus-'))
      const dispose = () => rm(dir, { recursive: true, force: true })
      const file = path.join(dir, 'video.mp4')
      try {
        await pipeline((await datastore.read(key)) as Readable, createWriteStream(file, { flags: 'wx' }))
      } catch (e) {
        await dispose()
        throw e
      }
      return { path: file, dispose }
    },
    discard: (key) => datastore.discard(key),
  }
}

let opened: Promise<TusStore> | null = null

/** The process's store for the configured provider, made once. */
export function tusStore(): Promise<TusStore> {
  return (opened ??= getEnv().storageProvider === 's3' ? bucketStore() : fileStore())
}
