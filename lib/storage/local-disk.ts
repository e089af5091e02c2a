// Local-disk object storage: the development and single-server stand-in for the Qiniu bucket.
import { getEnv } from '@/lib/env'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { extensionFor, normalizeImageView, transformImage, type ImageViewParams } from './image-view'
import { assertValidKey, contentTypeForKey, isValidContentType } from './keys'

export interface StoredObject {
  bytes: Buffer
  contentType: string
}

export interface StorageProvider {
  readonly name: string
  putObject(key: string, bytes: Buffer | Uint8Array, contentType?: string): Promise<void>
  /** null when the object does not exist. Throws InvalidKeyError for a malformed key. */
  readObject(key: string): Promise<StoredObject | null>
  deleteObject(key: string): Promise<void>
  /** The object resized per imageView2; null when the object does not exist. Throws on undecodable data. */
  readTransformed(key: string, params: ImageViewParams): Promise<StoredObject | null>
}

/** Beyond this many cached variants of one object, further variants are computed but not kept. */
export const MAX_CACHED_VARIANTS = 64

const CACHE_DIR = '.cache'
const META_DIR = '.meta'
// Keys never contain `@`, so `<key>@` can never collide with the directory of a longer key.
const HOLDER = '@'

function isMissing(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file)
  } catch (e) {
    if (isMissing(e)) return null
    throw e
  }
}

// Readers never see half-written files: write beside the target, then rename over it.
async function writeAtomic(file: string, bytes: Uint8Array | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await fs.writeFile(tmp, bytes)
    await fs.rename(tmp, file)
  } catch (e) {
    await fs.rm(tmp, { force: true })
    throw e
  }
}

export class LocalDiskStorage implements StorageProvider {
  readonly name = 'local'
  readonly root: string
  private readonly inFlight = new Map<string, Promise<StoredObject | null>>()

  constructor(root: string = getEnv().storageDir) {
    this.root = path.resolve(/*turbopackIgnore: true*/ root)
  }

  private objectPath(key: string): string {
    assertValidKey(key)
    return path.join(this.root, ...key.split('/'))
  }

  private metaPath(key: string): string {
    return path.join(this.root, META_DIR, `${key}${HOLDER}.json`)
  }

  /** Folder holding every cached variant of one object. */
  cacheFolder(key: string): string {
    assertValidKey(key)
    return path.join(this.root, CACHE_DIR, `${key}${HOLDER}`)
  }

  async putObject(key: string, bytes: Buffer | Uint8Array, contentType?: string): Promise<void> {
    const file = this.objectPath(key)
    if (contentType !== undefined && !isValidContentType(contentType)) {
      throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`)
    }
    await writeAtomic(file, bytes)
    if (contentType && contentType !== contentTypeForKey(key)) {
      await writeAtomic(this.metaPath(key), JSON.stringify({ contentType }))
    } else {
      await fs.rm(this.metaPath(key), { force: true })
    }
    await fs.rm(this.cacheFolder(key), { recursive: true, force: true })
  }

  async readObject(key: string): Promise<StoredObject | null> {
    const bytes = await readOrNull(this.objectPath(key))
    if (!bytes) return null
    return { bytes, contentType: await this.contentTypeOf(key) }
  }

  async deleteObject(key: string): Promise<void> {
    const file = this.objectPath(key)
    await fs.rm(file, { force: true })
    await fs.rm(this.metaPath(key), { force: true })
    await fs.rm(this.cacheFolder(key), { recursive: true, force: true })
    await this.pruneEmptyParents(file)
  }

  // Folders exist only for the keys inside them; an emptied one would otherwise linger forever.
  private async pruneEmptyParents(file: string): Promise<void> {
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir)
      } catch {
        return
      }
    }
  }

  private async contentTypeOf(key: string): Promise<string> {
    const meta = await readOrNull(this.metaPath(key))
    if (meta) {
      try {
        const { contentType } = JSON.parse(meta.toString('utf8')) as { contentType?: unknown }
        if (typeof contentType === 'string' && isValidContentType(contentType)) return contentType
      } catch {
        /* a damaged sidecar falls back to the extension */
      }
    }
    return contentTypeForKey(key)
  }

  async readTransformed(key: string, params: ImageViewParams): Promise<StoredObject | null> {
    const folder = this.cacheFolder(key)
    const variant = normalizeImageView(params)
    const flightKey = `${folder}/${variant}`
    const pending = this.inFlight.get(flightKey)
    if (pending) return pending
    const work = this.transformCached(key, folder, variant, params).finally(() => this.inFlight.delete(flightKey))
    this.inFlight.set(flightKey, work)
    return work
  }

  private async transformCached(
    key: string,
    folder: string,
    variant: string,
    params: ImageViewParams,
  ): Promise<StoredObject | null> {
    const source = this.objectPath(key)
    let sourceStat
    try {
      sourceStat = await fs.stat(source)
    } catch (e) {
      if (isMissing(e)) return null
      throw e
    }
    if (!sourceStat.isFile()) return null
    const entries = await fs.readdir(folder).catch((e) => {
      if (isMissing(e)) return [] as string[]
      throw e
    })
    const cached = entries.find((name) => name.slice(0, name.lastIndexOf('.')) === variant)
    if (cached) {
      const file = path.join(folder, cached)
      const stat = await fs.stat(file).catch(() => null)
      // An original replaced behind our back (not through putObject) makes older variants stale.
      if (stat && stat.mtimeMs >= sourceStat.mtimeMs) {
        const bytes = await readOrNull(file)
        if (bytes) return { bytes, contentType: contentTypeForKey(cached) }
      }
      await fs.rm(file, { force: true })
    }
    const original = await readOrNull(source)
    if (!original) return null
    const result = await transformImage(original, params)
    const variants = entries.filter((name) => !name.endsWith('.tmp')).length
    if (cached || variants < MAX_CACHED_VARIANTS) {
      await writeAtomic(path.join(/*turbopackIgnore: true*/ folder, `${variant}.${extensionFor(result.contentType)}`), result.bytes)
    }
    return result
  }
}
