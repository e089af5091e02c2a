// An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS, Qiniu's S3 endpoint) as the storage provider:
// the same keys, content types and imageView2 variants as local disk, variants cached in the bucket beside the objects.
import type { S3Client } from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import sharp from 'sharp'
import { transformImage, type ImageViewParams } from './image-view'
import {
  contentTypeOf,
  nearestVariant,
  parseVariantName,
  planVariant,
  variantAllowance,
  variantName,
} from './image-variant'
import { assertValidKey, contentTypeForKey, isValidContentType } from './keys'
import type { OpenedObject, StorageProvider, StoredObject, TransformOptions } from './local-disk'

export interface S3Settings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
}

/** The bucket's settings from the environment; every missing name is listed so a deployment is fixed in one go. */
export function s3SettingsFrom(raw: Record<string, string | undefined>): S3Settings {
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !raw[name])
  if (missing.length)
    throw new Error(`STORAGE_PROVIDER=s3 needs ${missing.join(', ')} (see the Environment table in README.md)`)
  return {
    endpoint: raw.S3_ENDPOINT || undefined,
    region: raw.S3_REGION || 'us-east-1',
    bucket: raw.S3_BUCKET!,
    accessKeyId: raw.S3_ACCESS_KEY_ID!,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY!,
  }
}

// Variants live under a prefix no valid key can have (segments never start with a dot), as on local disk.
const cachePrefix = (key: string) => `.cache/${key}@/`

// The SDK is loaded on first use: a server on local disk (the default) never pays for it.
type Sdk = typeof import('@aws-sdk/client-s3')
let sdkPromise: Promise<Sdk> | null = null
const loadSdk = () => (sdkPromise ??= import('@aws-sdk/client-s3'))

function isMissing(sdk: Sdk, e: unknown): boolean {
  return (
    e instanceof sdk.NoSuchKey ||
    (e instanceof sdk.S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === 'NotFound'))
  )
}

export class S3Storage implements StorageProvider {
  readonly name = 's3'
  private readonly bucket: string
  private clientPromise: Promise<{ sdk: Sdk; client: S3Client }> | null = null

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    return (this.clientPromise ??= loadSdk().then((sdk) => ({ sdk, client: this.makeClient(sdk) })))
  }

  private makeClient(sdk: Sdk): S3Client {
    const settings = this.settings
    return new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Most S3-compatible services want path-style addressing on a custom endpoint, and not every one understands the
      // SDK's default CRC checksums: send them only where the API requires them.
      forcePathStyle: Boolean(settings.endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    })
  }

  private async get(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.connect()
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }))
      const bytes = Buffer.from(await out.Body!.transformToByteArray())
      const type = out.ContentType && isValidContentType(out.ContentType) ? out.ContentType : contentTypeForKey(key)
      return { bytes, contentType: type }
    } catch (e) {
      if (isMissing(sdk, e)) return null
      throw e
    }
  }

  private async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect()
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    )
  }

  private async list(prefix: string): Promise<string[]> {
    const { sdk, client } = await this.connect()
    const out = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: 1000 }))
    return (out.Contents ?? []).map((o) => o.Key!).filter(Boolean)
  }

  async putObject(key: string, bytes: Buffer | Uint8Array, contentType?: string): Promise<void> {
    assertValidKey(key)
    if (contentType !== undefined && !isValidContentType(contentType))
      throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`)
    await this.put(key, bytes, contentType ?? contentTypeForKey(key))
    await this.dropVariants(key)
  }

  // One PUT with the length known up front: the SDK sends the stream as it reads it (S3 takes up to 5 GiB this way).
  async putObjectStream(key: string, body: Readable, options: { size: number; contentType?: string }): Promise<void> {
    assertValidKey(key)
    const type = options.contentType ?? contentTypeForKey(key)
    if (!isValidContentType(type)) throw new Error(`Invalid content type: ${JSON.stringify(type)}`)
    const { sdk, client } = await this.connect()
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: options.size,
        ContentType: type,
      }),
    )
    await this.dropVariants(key)
  }

  async readObject(key: string): Promise<StoredObject | null> {
    assertValidKey(key)
    return this.get(key)
  }

  async statObject(key: string): Promise<{ size: number; contentType: string } | null> {
    assertValidKey(key)
    const { sdk, client } = await this.connect()
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      const type = out.ContentType && isValidContentType(out.ContentType) ? out.ContentType : contentTypeForKey(key)
      return { size: out.ContentLength ?? 0, contentType: type }
    } catch (e) {
      if (isMissing(sdk, e)) return null
      throw e
    }
  }

  // The bucket answers the range itself: only the bytes asked for cross the network, as they are sent on.
  async openObject(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null> {
    const info = await this.statObject(key)
    if (!info) return null
    const { sdk, client } = await this.connect()
    const out = await client.send(
      new sdk.GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    )
    return { ...info, body: out.Body as Readable }
  }

  async deleteObject(key: string): Promise<void> {
    assertValidKey(key)
    const { sdk, client } = await this.connect()
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
    await this.dropVariants(key)
  }

  // A replaced or deleted picture must not be served from its old variants.
  private async dropVariants(key: string): Promise<void> {
    const keys = await this.list(cachePrefix(key))
    if (keys.length) {
      const { sdk, client } = await this.connect()
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      )
    }
  }

  async readTransformed(
    key: string,
    params: ImageViewParams,
    options: TransformOptions = {},
  ): Promise<StoredObject | null> {
    assertValidKey(key)
    const original = await this.get(key)
    if (!original) return null
    const meta = await sharp(original.bytes).metadata()
    const width = meta.autoOrient?.width ?? meta.width
    const height = meta.autoOrient?.height ?? meta.height
    if (!width || !height) throw new Error('Not an image')
    const variant = planVariant({ width, height, format: meta.format }, params, options.accepts)
    const name = variantName(variant)
    const cached = await this.get(cachePrefix(key) + name)
    if (cached) return { bytes: cached.bytes, contentType: contentTypeOf(variant) }
    // The same budget as local disk (fewer sizes for a larger picture): past it, the nearest one already made.
    const made = (await this.list(cachePrefix(key)))
      .map((k) => k.slice(cachePrefix(key).length))
      .filter((n) => parseVariantName(n) !== null)
    if (made.length >= variantAllowance({ width, height })) {
      const nearest = nearestVariant(variant, made)
      const bytes = nearest ? await this.get(cachePrefix(key) + nearest) : null
      if (bytes && nearest)
        return { bytes: bytes.bytes, contentType: contentTypeOf(parseVariantName(nearest)!), fallback: true }
      return { ...original, fallback: true }
    }
    const bytes = await transformImage(original.bytes, variant)
    await this.put(cachePrefix(key) + name, bytes, contentTypeOf(variant))
    return { bytes, contentType: contentTypeOf(variant) }
  }
}
