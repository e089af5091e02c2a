// `npm run upload:memory`: streams a 100 MB MP4 through AdminLessonVideo/Upload (the real dispatcher, an in-memory
// database, local-disk storage in a temporary folder) and prints the process's peak RSS against its baseline — the
// number behind "a 100 MB upload streams with flat memory" (issue 28). Then a declared 2 GB body, refused before a byte.
// MB=<n> changes the size. Needs ffmpeg (apt-get install ffmpeg) to make the film the body starts with.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Outside Next there is no cache to invalidate: the calls after commit become no-ops, as in the tests' stub.
const nextCache = require.resolve('next/cache')
const noop = () => undefined
require.cache[nextCache] = {
  id: nextCache,
  filename: nextCache,
  loaded: true,
  exports: { revalidateTag: noop, revalidatePath: noop, cacheTag: noop, cacheLife: noop, updateTag: noop },
} as unknown as NodeModule
// `server-only` refuses any importer outside Next's server build; this script is server code.
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as unknown as NodeModule

const MB = Number(process.env.MB ?? 100)
const CHUNK = 1024 * 1024
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-memory-'))
process.env.STORAGE_DIR = path.join(work, 'storage')

/** A 2-second film (faststart), then a `free` box of `MB` megabytes: a valid MP4 of that size, made as it is read. */
function body(film: Buffer): ReadableStream<Uint8Array> {
  const padding = MB * CHUNK
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + padding, 0)
  header.write('free', 4, 'latin1')
  let sent = -1
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent < 0) {
          controller.enqueue(new Uint8Array(Buffer.concat([film, header])))
          sent = 0
        } else if (sent < padding) {
          const size = Math.min(CHUNK, padding - sent)
          controller.enqueue(new Uint8Array(size))
          sent += size
        } else controller.close()
      },
    },
    { highWaterMark: 0 },
  )
}

const mb = (bytes: number) => `${(bytes / CHUNK).toFixed(1)} MB`
const gc = () => (globalThis as { gc?: () => void }).gc?.()

async function main() {
  const film = path.join(work, 'film.mp4')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-shortest', '-movflags', '+faststart', film],
  ])
  const filmBytes = fs.readFileSync(film)
  const { createSeededTestDatabase } = await import('../tests/db')
  const { call, cookieOf } = await import('../tests/api-client')
  const { createOperatorSession, OPERATOR_COOKIE, operatorCookie } = await import('../lib/auth/operator-sessions')
  const { getOperatorByLoginName } = await import('../lib/db/queries/operators')
  const schema = await import('../lib/db/schema')
  const { eq } = await import('drizzle-orm')

  const db = await createSeededTestDatabase()
  const demo = db.seeded.tenants.find((t) => t.slug === 'demo')!
  const op = (await getOperatorByLoginName(db.db, { tenantId: demo.id, loginName: 'admin' }))!
  const token = await createOperatorSession(db.db, { tenantId: demo.id, operatorId: op.id, ip: '', userAgent: 'x' })
  const cookie = cookieOf(await operatorCookie(OPERATOR_COOKIE, token))
  const [lesson] = await db.db.select().from(schema.lessons).where(eq(schema.lessons.tenantId, demo.id)).limit(1)
  const upload = (raw: BodyInit, headers: Record<string, string> = {}) =>
    call(`/admin/api/services/app/AdminLessonVideo/Upload?lessonId=${lesson.id}`, {
      raw,
      contentType: 'video/mp4',
      cookie,
      origin: 'http://demo.localhost',
      headers,
    })

  // Warm-up: the first upload loads every module and statement the measured one uses.
  await upload(new Uint8Array(filmBytes))
  gc()
  await new Promise((r) => setTimeout(r, 200))
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
  const started = Date.now()
  const res = await upload(body(filmBytes))
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  const [row] = await db.db.select().from(schema.lessons).where(eq(schema.lessons.id, lesson.id))
  const stored = fs.statSync(path.join(process.env.STORAGE_DIR!, row.videoUrl)).size
  console.log(`upload ${MB} MB + film: HTTP ${res.status}, ${JSON.stringify(res.body.result ?? res.body.error)}`)
  console.log(`stored ${mb(stored)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`RSS baseline ${mb(baseline)}, peak ${mb(peak)}, growth ${mb(peak - baseline)}`)

  const never = new ReadableStream<Uint8Array>({ pull: () => undefined }, { highWaterMark: 0 })
  const big = await upload(never, { 'content-length': String(2 * 1024 ** 3 + 1) })
  console.log(`declared 2 GB + 1 byte: HTTP ${big.status}, ${big.body.error?.message}`)
  await db.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
  if (res.status !== 200 || big.status !== 413) process.exitCode = 1
}

void main()
