// Seeded lecturers' portraits (issue 27): every lecturer of every seeded tenant names a portrait of their own, drawn from
// the seed data in the covers' style, and the storage serves it at the size /teacherlist, /teacher/{id} and the course
// page's lecturer card ask for.
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { GET } from '@/app/storage/[...path]/route'
import { dispatch } from '@/lib/api/dispatch'
import { lecturers, tenants } from '@/lib/db/schema'
import { avatarUrl } from '@/lib/ui/image-urls'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { requestFor, targetOf } from '@/tests/api-client'
import { SEED_CATALOGUES } from './catalogue'

let db: SeededTestDatabase

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-lecturer-portraits-${process.pid}`)
  db = await createSeededTestDatabase()
}, 120_000)
afterAll(() => db.cleanup())

/** What a browser on `host` fetches for an avatar: qiNiuUrl (/storage/) + the key + the 100×100 view. */
const fetchAvatar = (host: string, key: string) => {
  const url = avatarUrl('/storage/', key)
  return GET(new Request(`http://${host}${url}`, { headers: { host, accept: 'image/webp,*/*' } }))
}

it('gives every seeded lecturer a portrait of their own that the storage serves at 100×100', async () => {
  for (const slug of ['demo', 'acme']) {
    const [tenant] = await db.db.select().from(tenants).where(eq(tenants.slug, slug))
    const rows = await db.db.select().from(lecturers).where(eq(lecturers.tenantId, tenant.id))
    expect(rows.map((r) => r.name).sort()).toEqual(SEED_CATALOGUES[slug].lecturers.map((l) => l.name).sort())
    const served = new Set<string>()
    for (const row of rows) {
      expect([row.name, row.avatarUrl]).toEqual([
        row.name,
        expect.stringMatching(new RegExp(`^tenants/${slug}/lecturers/\\d+-[0-9a-f]{10}\\.webp$`)),
      ])
      const res = await fetchAvatar(`${slug}.localhost`, row.avatarUrl)
      expect([row.name, res.status]).toEqual([row.name, 200])
      const bytes = Buffer.from(await res.arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect([row.name, meta.width, meta.height]).toEqual([row.name, 100, 100])
      served.add(bytes.toString('base64'))
    }
    // No two lecturers share a picture.
    expect(served.size).toBe(rows.length)
  }
})

it('answers those portraits in the lecturer list the pages read', async () => {
  const res = await dispatch(
    requestFor('/api/services/app/FrontTeacher/GetTeacherList?pageSize=50'),
    targetOf('/api/services/app/FrontTeacher/GetTeacherList'),
  )
  const items = (await res.json()).result.items as { name: string; avatarUrl: string }[]
  const [demo] = await db.db.select().from(tenants).where(eq(tenants.slug, 'demo'))
  const rows = await db.db.select().from(lecturers).where(eq(lecturers.tenantId, demo.id))
  expect(Object.fromEntries(items.map((i) => [i.name, i.avatarUrl]))).toEqual(
    Object.fromEntries(rows.map((r) => [r.name, r.avatarUrl])),
  )
})
