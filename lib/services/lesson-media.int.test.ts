// Paid lessons' media behind signed, expiring URLs (issue 23, L6), end to end on the seeded demo: the learning API hands a
// signed address only to a caller who may play the lesson (a free preview to anyone), the storage route opens exactly
// that, and the predictable key alone opens nothing.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { GET } from '@/app/storage/[...path]/route'
import { dispatch } from '@/lib/api/dispatch'
import { createSession } from '@/lib/auth/sessions'
import { courses, individuals, lessons } from '@/lib/db/schema'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { requestFor, targetOf } from '@/tests/api-client'

let db: SeededTestDatabase
const ids = { demo: 0 }
let paid = { id: 0, preview: 0, locked: 0, lockedKey: '' }
let free = 0
let wang = ''

type Lesson = { id: number; isFreePreview: boolean; videoUrl: string | null }

async function call(p: string, { token, body, host }: { token?: string; body?: unknown; host?: string } = {}) {
  const res = await dispatch(
    requestFor(p, {
      bearer: token,
      body,
      host,
      origin: body === undefined ? undefined : `http://${host ?? 'demo.localhost'}`,
    }),
    targetOf(p),
  )
  return { status: res.status, body: await res.json() }
}
const stateOf = async (courseId: number, token?: string) =>
  (await call(`/api/services/app/CourseLearn/GetLearnState?courseId=${courseId}`, { token })).body.result as {
    access: string
    lessons: Lesson[]
  }

/** The storage route as a browser on `host` reaches it: qiNiuUrl (/storage/) + what the API answered. */
const fetchFile = (host: string, value: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://${host}/storage/${value}`, { headers: { host, ...headers } }))

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-lesson-media-${process.pid}`)
  db = await createSeededTestDatabase()
  ids.demo = db.seeded.tenants.find((x) => x.slug === 'demo')!.id
  const rows = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, ids.demo), eq(courses.isPublished, true)))
  for (const c of rows) {
    const ls = await db.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.tenantId, ids.demo), eq(lessons.courseId, c.id)))
    const preview = ls.find((l) => l.isFreePreview && l.videoUrl.endsWith('.mp4'))
    const locked = ls.find((l) => !l.isFreePreview && l.videoUrl.endsWith('.mp4'))
    if (c.priceCents > 0 && preview && locked && !paid.id)
      paid = { id: c.id, preview: preview.id, locked: locked.id, lockedKey: locked.videoUrl }
    if (c.priceCents === 0 && !free) free = c.id
  }
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, ids.demo), eq(individuals.phone, '13800000001')))
  wang = (
    await createSession(db.db, { tenantId: ids.demo, kind: 'user', accountId: u.id, userAgent: 'lesson-media-test' })
  ).token
}, 120_000)
afterAll(async () => {
  await db.cleanup()
})

describe('lesson media', () => {
  it('answers the predictable key of a paid lesson’s video with 403 and none of its bytes', async () => {
    expect(paid.id).toBeGreaterThan(0)
    for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
      const res = await fetchFile('demo.localhost', paid.lockedKey, headers)
      expect(res.status).toBe(403)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await res.text()).toBe('无权访问该文件')
    }
  })

  it('gives a visitor signed addresses for the free previews only, and they play (with ranges)', async () => {
    const state = await stateOf(paid.id)
    expect(state.access).toBe('visitor')
    const preview = state.lessons.find((l) => l.id === paid.preview)!
    expect(preview.videoUrl).toMatch(/^demo\/media\/[\w.-]+\.mp4\?e=\d+&s=[\w-]{43}$/)
    expect(state.lessons.find((l) => l.id === paid.locked)!.videoUrl).toBeNull()
    expect(state.lessons.filter((l) => l.videoUrl).every((l) => l.isFreePreview)).toBe(true)
    const part = await fetchFile('demo.localhost', preview.videoUrl!, { range: 'bytes=0-99' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-type')).toBe('video/mp4')
    expect(
      Buffer.from(await part.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp')
    // The preview's signature opens the preview's file, not the paid lesson's beside it.
    const [file, query] = preview.videoUrl!.split('?')
    if (file !== paid.lockedKey)
      expect((await fetchFile('demo.localhost', `${paid.lockedKey}?${query}`)).status).toBe(403)
    // Another tenant's host does not take demo's signature.
    expect((await fetchFile('acme.localhost', preview.videoUrl!)).status).toBe(403)
  })

  it('gives an enrolled learner a signed address for every lesson, and one that is not enrolled none past the previews', async () => {
    const before = await stateOf(free, wang)
    expect(before.lessons.filter((l) => l.videoUrl).every((l) => l.isFreePreview)).toBe(true)
    const joined = await call('/api/services/app/FrontCourse/JoinCourse', { token: wang, body: { courseId: free } })
    expect(joined.status).toBe(200)
    const state = await stateOf(free, wang)
    expect(state.access).toBe('enrolled')
    for (const lesson of state.lessons) {
      expect(lesson.videoUrl).toMatch(/\?e=\d+&s=[\w-]{43}$/)
      const res = await fetchFile('demo.localhost', lesson.videoUrl!, { range: 'bytes=0-0' })
      // A playlist is answered whole (its segments' addresses are signed into it); a video seeks.
      const status = lesson.videoUrl!.split('?')[0].endsWith('.m3u8') ? 200 : 206
      expect({ lesson: lesson.id, status: res.status }).toEqual({ lesson: lesson.id, status })
    }
    // JoinCourse answers the same state, signed the same way (one address per 3-hour window).
    expect(joined.body.result.lessons.map((l: Lesson) => l.videoUrl)).toEqual(state.lessons.map((l) => l.videoUrl))
  })
})
