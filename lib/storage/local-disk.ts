// Local-disk object storage: the development and single-server stand-in for the Qiniu bucket.
import { getEnv } from '@/lib/env'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import sharp from 'sharp'
import { transformImage, type ImageViewParams, type Variant } from './image-view'
import {
  contentTypeOf,
  nearestVariant,
  parseVariantName,
  planVariant,
  variantAllowance,
  variantName,
  type ModernFormat,
  type SourceInfo,
} from './image-variant'
import { assertValidKey, contentTypeForKey, isValidContentType } from './keys'

export interface StoredObject {
  bytes: Buffer
  contentType: string
  /** An image variant over the file's budget: the nearest one already made, not exactly what was asked. */
  fallback?: boolean
}

export interface OpenedObject {
  body: Readable
  /** The whole object's size, whatever the range. */
  size: number
  contentType: string
}

export interface TransformOptions {
  /** Modern formats the client accepts (from `Accept`), used only when the request names no format. */
  accepts?: ModernFormat[]
}

export interface StorageProvider {
  readonly name: string
  putObject(key: string, bytes: Buffer | Uint8Array, contentType?: string): Promise<void>
  /**
   * The object from a stream of `size` bytes (a lesson video of up to gigabytes), never held in memory whole. The stream
   * must yield exactly `size` bytes; readers see the old object or the whole new one, never a part.
   */
  putObjectStream(key: string, body: Readable, options: { size: number; contentType?: string }): Promise<void>
  /** null when the object does not exist. Throws InvalidKeyError for a malformed key. */
  readObject(key: string): Promise<StoredObject | null>
  /**
   * The object's bytes `start`..`end` (inclusive; the whole object without a range) as a stream, with its size and
   * type: how the storage route serves videos of any size without holding them in memory. null when missing.
   */
  openObject(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null>
  /** Size and type without reading the bytes; null when missing. */
  statObject(key: string): Promise<{ size: number; contentType: string } | null>
  deleteObject(key: string): Promise<void>
  /** The object resized per imageView2; null when the object does not exist. Throws on undecodable data. */
  readTransformed(key: string, params: ImageViewParams, options?: TransformOptions): Promise<StoredObject | null>
}

const MAX_REMEMBERED_SOURCES = 1000

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
  private readonly computing = new Map<string, number>()
  private readonly infos = new Map<string, SourceInfo & { mtimeMs: number; size: number }>()

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

  async putObjectStream(key: string, body: Readable, options: { size: number; contentType?: string }): Promise<void> {
    const file = this.objectPath(key)
    if (options.contentType !== undefined && !isValidContentType(options.contentType))
      throw new Error(`Invalid content type: ${JSON.stringify(options.contentType)}`)
    await fs.mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    try {
      await pipeline(body, createWriteStream(tmp, { flags: 'wx' }))
      const { size } = await fs.stat(tmp)
      if (size !== options.size) throw new Error(`putObjectStream: expected ${options.size} bytes, got ${size}`)
      await fs.rename(tmp, file)
    } catch (e) {
      await fs.rm(tmp, { force: true })
      throw e
    }
    if (options.contentType && options.contentType !== contentTypeForKey(key))
      await writeAtomic(this.metaPath(key), JSON.stringify({ contentType: options.contentType }))
    else await fs.rm(this.metaPath(key), { force: true })
    await fs.rm(this.cacheFolder(key), { recursive: true, force: true })
  }

  async readObject(key: string): Promise<StoredObject | null> {
    const bytes = await readOrNull(this.objectPath(key))
    if (!bytes) return null
    return { bytes, contentType: await this.contentTypeOf(key) }
  }

  async statObject(key: string): Promise<{ size: number; contentType: string } | null> {
    const stat = await fs.stat(this.objectPath(key)).catch((e) => {
      if (isMissing(e)) return null
      throw e
    })
    if (!stat?.isFile()) return null
    return { size: stat.size, contentType: await this.contentTypeOf(key) }
  }

  async openObject(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null> {
    const info = await this.statObject(key)
    if (!info) return null
    return { ...info, body: createReadStream(this.objectPath(key), range ?? {}) }
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

  async readTransformed(
    key: string,
    params: ImageViewParams,
    options: TransformOptions = {},
  ): Promise<StoredObject | null> {
    const folder = this.cacheFolder(key)
    const source = this.objectPath(key)
    const info = await this.sourceInfo(source)
    if (!info) return null
    const variant = planVariant(info, params, options.accepts)
    const name = variantName(variant)
    // Requests that yield the same picture (any Accept that picks WebP, any box past the original) share one run.
    const flightKey = `${folder}/${name}`
    const pending = this.inFlight.get(flightKey)
    if (pending) return pending
    const work = this.variantOf(source, info, folder, variant, name).finally(() => this.inFlight.delete(flightKey))
    this.inFlight.set(flightKey, work)
    return work
  }

  // The original's size and format, remembered per file version so cache hits never decode a header again.
  private async sourceInfo(source: string): Promise<(SourceInfo & { mtimeMs: number }) | null> {
    let stat
    try {
      stat = await fs.stat(source)
    } catch (e) {
      if (isMissing(e)) return null
      throw e
    }
    if (!stat.isFile()) return null
    const known = this.infos.get(source)
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known
    const meta = await sharp(source).metadata()
    const width = meta.autoOrient?.width ?? meta.width
    const height = meta.autoOrient?.height ?? meta.height
    if (!width || !height) throw new Error('Not an image')
    const info = { width, height, format: meta.format, mtimeMs: stat.mtimeMs, size: stat.size }
    if (this.infos.size >= MAX_REMEMBERED_SOURCES) this.infos.delete(this.infos.keys().next().value!)
    this.infos.set(source, info)
    return info
  }

  private async variantOf(
    source: string,
    info: SourceInfo & { mtimeMs: number },
    folder: string,
    variant: Variant,
    name: string,
  ): Promise<StoredObject | null> {
    const cached = await this.readFresh(path.join(/*turbopackIgnore: true*/ folder, name), info.mtimeMs)
    if (cached) return { bytes: cached, contentType: contentTypeOf(variant) }
    const entries = await fs.readdir(folder).catch((e) => {
      if (isMissing(e)) return [] as string[]
      throw e
    })
    const variants = entries.filter((entry) => parseVariantName(entry) !== null)
    // Variants being computed (or queued for the pool) count too, so a burst of distinct sizes cannot slip past the
    // budget together. The budget shrinks as the original grows: its total decoding cost is bounded, not its count.
    const computing = this.computing.get(folder) ?? 0
    if (variants.length + computing >= variantAllowance(info)) {
      // Over budget: the nearest picture already made, never a new transform (a size sweep costs nothing more).
      const nearest = nearestVariant(variant, variants)
      if (nearest === null) return this.overBudgetOriginal(source)
      const bytes = await this.readFresh(path.join(/*turbopackIgnore: true*/ folder, nearest), info.mtimeMs)
      if (bytes) return { bytes, contentType: contentTypeOf(parseVariantName(nearest)!), fallback: true }
      // The original was replaced behind our back (not through putObject): every variant is stale.
      await fs.rm(folder, { recursive: true, force: true })
    }
    this.computing.set(folder, (this.computing.get(folder) ?? 0) + 1)
    try {
      const original = await readOrNull(source)
      if (!original) return null
      const bytes = await transformImage(original, variant)
      await writeAtomic(path.join(/*turbopackIgnore: true*/ folder, name), bytes)
      return { bytes, contentType: contentTypeOf(variant) }
    } finally {
      const left = (this.computing.get(folder) ?? 1) - 1
      if (left > 0) this.computing.set(folder, left)
      else this.computing.delete(folder)
    }
  }

  // Only while the whole budget is still being computed at once: the original itself costs no CPU.
  private async overBudgetOriginal(source: string): Promise<StoredObject | null> {
    const bytes = await readOrNull(source)
    if (!bytes) return null
    return { bytes, contentType: contentTypeForKey(source), fallback: true }
  }

  // A cached variant older than its original is stale (the original was replaced without putObject).
  private async readFresh(file: string, sourceMtimeMs: number): Promise<Buffer | null> {
    const stat = await fs.stat(file).catch(() => null)
    if (!stat) return null
    if (stat.mtimeMs < sourceMtimeMs) {
      await fs.rm(file, { force: true })
      return null
    }
    return readOrNull(file)
  }
}
