// AdminUpload through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): a console picture is
// checked and re-encoded like a learner's, lands in the tenant's console folder, and only editors may send one.
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { auditLog } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage'
import { call, cookieOf } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId: number
const PATH = '/admin/api/services/app/AdminUpload/UploadImage'

async function consoleCookie(loginName: string) {
  const op = (await getOperatorByLoginName(db.db, { tenantId: demoId, loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: demoId, operatorId: op.id, ip: '', userAgent: 'test' })
  return cookieOf(await operatorCookie(OPERATOR_COOKIE, token))
}
async function upload(loginName: string, file: Blob | null, purpose = 'logo') {
  const form = new FormData()
  if (file) form.set('file', file, 'logo.png')
  form.set('purpose', purpose)
  return call(PATH, {
    raw: form,
    contentType: '',
    cookie: await consoleCookie(loginName),
    origin: 'http://demo.localhost',
  })
}
const png = async () =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
    ),
  ])

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-admin-upload-${process.pid}`)
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
}, 180_000)
afterAll(() => db.cleanup())

it('stores an editor’s picture in the tenant’s console folder, re-encoded, and logs the upload', async () => {
  const res = await upload('admin', await png())
  expect(res.status).toBe(200)
  const { key, url, width, height } = res.body.result
  expect(key).toMatch(/^tenants\/demo\/console\/logo-[a-z0-9]+\.png$/)
  expect(url.endsWith(key)).toBe(true)
  expect([width, height]).toEqual([120, 40])
  expect(await getStorage().readObject(key)).not.toBeNull()
  const rows = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminUpload/UploadImage'))
  expect(rows.at(-1)).toMatchObject({ actor: '周敏（admin）', target: 'logo', after: { purpose: 'logo', key } })
})

it('refuses what is not a picture, a missing file and an unknown purpose with a message; a 只读 operator altogether', async () => {
  const text = await upload('admin', new Blob(['not a picture']))
  expect([text.status, text.body.error.message]).toEqual([400, expect.stringContaining('图片')])
  expect((await upload('admin', null)).status).toBe(400)
  const purpose = await upload('admin', await png(), 'script')
  expect([purpose.status, purpose.body.error.message]).toEqual([400, '上传用途不正确'])
  const viewer = await upload('viewer', await png())
  expect([viewer.status, viewer.body.error.message]).toEqual([403, '当前角色无权进行此操作'])
})
