// A tenant's storage against its quota (issue 30, item 5) through the real dispatcher and the tus route (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): the seed's files and every upload are counted, 机构设置 reads them, the platform
// sets the quota, and an operator's upload past it — a picture, a video in one request, a resumable one — is refused in
// Chinese before anything is stored; a learner's avatar is not. Deleting a lesson takes its video and its bytes away.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { and, eq, like } from 'drizzle-orm'
import { POST as TUS_POST } from '@/app/admin/api/uploads/lesson-video/[[...id]]/route'
import { auditLog, storedObjects, tenants } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage'
import { call, freshIp, post } from '@/tests/api-client'
import { consoleCookie, freshLesson } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { userToken } from '@/tests/sign-in'

const HAS_FFMPEG = spawnSync('ffprobe', ['-version']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
const withFfmpeg = HAS_FFMPEG ? it : it.skip

const ADMIN = '/admin/api/services/app'
const MIB = 1024 * 1024
let db: SeededTestDatabase
let work: string
let demoId: number
let platformId: number

const demo = (loginName = 'admin') => consoleCookie(db.db, demoId, loginName)
const usage = async () =>
  (await call(`${ADMIN}/AdminSetting/GetStorageUsage`, { cookie: await demo(), host: 'demo.localhost' })).body.result
const setQuota = async (quotaMb: number | null, cookie?: string) =>
  post(
    `${ADMIN}/AdminTenant/SetStorageQuota`,
    { id: demoId, quotaMb },
    {
      cookie: cookie ?? (await consoleCookie(db.db, platformId, 'owner')),
      host: 'platform.localhost',
      origin: 'http://platform.localhost',
    },
  )
const png = async () =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer(),
    ),
  ])
async function uploadPicture() {
  const form = new FormData()
  form.set('file', await png(), 'cover.png')
  form.set('purpose', 'cover')
  return call(`${ADMIN}/AdminUpload/UploadImage`, {
    raw: form,
    contentType: '',
    cookie: await demo(),
    origin: 'http://demo.localhost',
  })
}
const ledgerRows = (prefix: string) =>
  db.db
    .select()
    .from(storedObjects)
    .where(and(eq(storedObjects.tenantId, demoId), like(storedObjects.key, `${prefix}%`)))

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-quota-'))
  process.env.STORAGE_DIR = path.join(work, 'storage')
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  platformId = (await db.db.select().from(tenants).where(eq(tenants.slug, 'platform')))[0].id
}, 180_000)
afterAll(async () => {
  await db.cleanup()
  fs.rmSync(work, { recursive: true, force: true })
})

it('counts the seed’s files by kind against the default quota, and an uploaded picture on top', async () => {
  const before = await usage()
  expect(before).toMatchObject({ quotaBytes: 20480 * MIB, quotaIsDefault: true })
  const kinds = Object.fromEntries(before.byKind.map((k: { kind: string }) => [k.kind, k]))
  expect(kinds.video.count).toBeGreaterThan(0)
  expect(kinds.image.count).toBeGreaterThan(0)
  expect(before.usedBytes).toBe(before.byKind.reduce((sum: number, k: { bytes: number }) => sum + k.bytes, 0))

  const res = await uploadPicture()
  expect(res.status).toBe(200)
  const stored = (await getStorage().statObject(res.body.result.key))!
  const after = await usage()
  expect(after.usedBytes - before.usedBytes).toBe(stored.size)
})

it('lets the platform set a quota (logged), and then refuses an operator’s uploads past it in Chinese, storing nothing', async () => {
  const { usedBytes } = await usage()
  const saved = await setQuota(1)
  expect(saved.status).toBe(200)
  expect(saved.body.result).toMatchObject({ quotaBytes: MIB, quotaIsDefault: false, usedBytes })
  const [logged] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminTenant/SetStorageQuota'))
  expect(logged).toMatchObject({ before: { quota: '默认（20 GB）' }, after: { quota: '1 MB' } })

  const picture = await uploadPicture()
  expect(picture.status).toBe(413)
  expect(picture.body.error.message).toMatch(/^机构存储空间不足：已用 [\d.]+ MB，共 1 MB，本次上传需要 [\d.]+ K?B。/)
  const lesson = await freshLesson(db.db, demoId, '配额测试')
  const oneShot = await call(`${ADMIN}/AdminLessonVideo/Upload?lessonId=${lesson.id}`, {
    // An MP4's head (ftyp box) and filler: refused by the quota before anything measures it.
    raw: new Uint8Array(Buffer.concat([Buffer.from('00000018667479706973736f6d', 'hex'), Buffer.alloc(2048)])),
    contentType: 'video/mp4',
    cookie: await demo(),
    origin: 'http://demo.localhost',
  })
  expect(oneShot.status).toBe(413)
  expect(oneShot.body.error.message).toMatch(/^机构存储空间不足/)
  const tus = await TUS_POST(
    new Request('http://demo.localhost/admin/api/uploads/lesson-video', {
      method: 'POST',
      headers: {
        host: 'demo.localhost',
        origin: 'http://demo.localhost',
        cookie: await demo(),
        'x-forwarded-for': freshIp(),
        'tus-resumable': '1.0.0',
        'upload-length': String(500 * MIB),
        'upload-metadata': `lessonId ${Buffer.from(String(lesson.id)).toString('base64')}`,
      },
    }),
  )
  expect(tus.status).toBe(413)
  expect(await tus.text()).toMatch(
    /^机构存储空间不足：.*本次上传需要 500 MB。请删除不再使用的视频，或联系平台提高存储配额$/,
  )
  expect((await usage()).usedBytes).toBe(usedBytes)
  expect(await ledgerRows('tenants/demo/console/videos/')).toEqual([])
})

it('never refuses a learner’s avatar for the tenant’s quota', async () => {
  const form = new FormData()
  form.set('file', await png(), 'me.png')
  form.set('purpose', 'avatar')
  const bearer = await userToken('13800000001')
  const res = await call('/api/Common/UploadFile', { raw: form, contentType: '', bearer })
  expect(res.status).toBe(200)
})

it('refuses the quota to anyone but a platform administrator, and puts the default back with null', async () => {
  // A tenant's administrator: not signed in on the platform's host, and refused the platform's methods on its own.
  expect((await setQuota(50, await demo())).status).toBe(401)
  const onDemo = await post(
    `${ADMIN}/AdminTenant/SetStorageQuota`,
    { id: demoId, quotaMb: 50 },
    { cookie: await demo(), origin: 'http://demo.localhost' },
  )
  expect(onDemo.status).toBe(403)
  expect(onDemo.body.error.message).toBe('仅平台管理员可以进行此操作')
  const reset = await setQuota(null)
  expect(reset.body.result).toMatchObject({ quotaIsDefault: true, quotaBytes: 20480 * MIB })
  expect((await uploadPicture()).status).toBe(200)
  const bad = await setQuota(0)
  expect(bad.status).toBe(400)
  expect(bad.body.error.message).toContain('存储配额至少 1 MB')
})

withFfmpeg('takes a deleted lesson’s uploaded video out of storage and out of the count', async () => {
  const lesson = await freshLesson(db.db, demoId, '删除测试')
  const mp4 = path.join(work, 'clip.mp4')
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', mp4])
  const up = await call(`${ADMIN}/AdminLessonVideo/Upload?lessonId=${lesson.id}`, {
    raw: fs.readFileSync(mp4),
    contentType: 'video/mp4',
    cookie: await demo(),
    origin: 'http://demo.localhost',
  })
  expect(up.status).toBe(200)
  const [row] = await ledgerRows(`tenants/demo/console/videos/${lesson.id}-`)
  expect(row).toMatchObject({ kind: 'video', bytes: fs.statSync(mp4).size })
  const before = (await usage()).usedBytes
  const del = await post(
    `${ADMIN}/AdminCourseOutline/DeleteLesson`,
    { id: lesson.id },
    { cookie: await demo(), origin: 'http://demo.localhost' },
  )
  expect(del.status).toBe(200)
  // The files go after the commit.
  for (let i = 0; i < 50 && (await ledgerRows(row.key)).length > 0; i++) await new Promise((r) => setTimeout(r, 50))
  expect(await ledgerRows(row.key)).toEqual([])
  expect(await getStorage().statObject(row.key)).toBeNull()
  expect((await usage()).usedBytes).toBe(before - row.bytes)
})
