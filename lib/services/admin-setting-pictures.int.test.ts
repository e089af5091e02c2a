// 机构设置's pictures through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): a picture is
// saved only when this tenant's console uploaded it; another tenant's or a learner's upload is refused at its field;
// the seed's keys survive a save; the site answers with the new key and the 操作日志 names both keys.
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { getStorage } from '@/lib/storage'
import { calls } from '@/tests/stubs/next-cache'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const ADMIN = '/admin/api/services/app'
type Who = { cookie: string; host: string }

async function operator(slug: string, loginName: string): Promise<Who> {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids[slug], loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids[slug], operatorId: op.id, ip: '', userAgent: 't' })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const origin = (who: Who) => ({ ...who, origin: `http://${who.host}` })
const form = async (who: Who) => (await call(`${ADMIN}/AdminSetting/GetSettings`, who)).body.result
const save = (body: unknown, who: Who) => post(`${ADMIN}/AdminSetting/SaveSettings`, body, origin(who))
const site = async (host = 'demo.localhost') => (await call('/api/Common/GetCommonSetting', { host })).body.result
const header = async () => (await call('/api/Common/GetHomeHeaderAndBottom')).body.result

async function upload(who: Who, purpose: string): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  const body = new FormData()
  body.set('file', new Blob([new Uint8Array(bytes)]), 'picture.png')
  body.set('purpose', purpose)
  const res = await call(`${ADMIN}/AdminUpload/UploadImage`, { ...origin(who), raw: body, contentType: '' })
  expect(res.status).toBe(200)
  return res.body.result.key
}
const refusedAt = (res: Answer, field: string, message: string) => {
  expect(res.status).toBe(400)
  expect(res.body.error.message).toBe(message)
  expect(res.body.error.validationErrors).toEqual([{ message, members: [field] }])
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-setting-pictures-${process.pid}`)
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
afterAll(() => db.cleanup())

it('answers the seeded keys and the storage base; a save that leaves them alone keeps them', async () => {
  const admin = await operator('demo', 'admin')
  const loaded = await form(admin)
  expect(loaded).toMatchObject({
    tenantLogoUrl: 'tenants/demo/logo.png',
    icoUrl: 'tenants/demo/favicon.png',
    tenantMQUrl: 'tenants/demo/qrcode.png',
    loginHeadBackgroundImg: 'tenants/demo/head-login.png',
    qiNiuUrl: (await site()).qiNiuUrl,
  })
  const saved = await save({ ...loaded, copyright: '© 2026 启航学堂' }, admin)
  expect(saved.status).toBe(200)
  expect(await site()).toMatchObject({ tenantLogoUrl: 'tenants/demo/logo.png', icoUrl: 'tenants/demo/favicon.png' })
  // An older client that sends no pictures changes none.
  const { tenantLogoUrl, icoUrl, tenantMQUrl, ...noPictures } = loaded
  void [tenantLogoUrl, icoUrl, tenantMQUrl]
  expect((await save(noPictures, admin)).status).toBe(200)
  expect((await site()).tenantLogoUrl).toBe('tenants/demo/logo.png')
})

it('refuses another tenant’s console picture, a learner’s upload and a made-up key, each at its field', async () => {
  const admin = await operator('demo', 'admin')
  const loaded = await form(admin)
  const acmeLogo = await upload(await operator('acme', 'admin'), 'logo')
  expect(acmeLogo).toMatch(/^tenants\/acme\/console\//)
  refusedAt(
    await save({ ...loaded, tenantLogoUrl: acmeLogo }, admin),
    'tenantLogoUrl',
    '机构标志须为本机构在管理后台上传的图片，请重新上传',
  )
  // A learner's upload on this very tenant, really stored: refused for its folder, not for being missing.
  const learnerKey = 'tenants/demo/uploads/u1/avatar-learner.png'
  await getStorage().putObject(learnerKey, Buffer.from('png'), 'image/png')
  refusedAt(
    await save({ ...loaded, tenantMQUrl: learnerKey }, admin),
    'tenantMQUrl',
    '关注我们二维码须为本机构在管理后台上传的图片，请重新上传',
  )
  refusedAt(
    await save({ ...loaded, icoUrl: 'tenants/demo/console/../logo.png' }, admin),
    'icoUrl',
    '网站图标须为本机构在管理后台上传的图片，请重新上传',
  )
  refusedAt(
    await save({ ...loaded, loginHeadBackgroundImg: 'tenants/demo/console/background-nothere.jpg' }, admin),
    'loginHeadBackgroundImg',
    '登录页背景图片不存在，请重新上传',
  )
  expect((await site()).tenantLogoUrl).toBe('tenants/demo/logo.png')
  expect((await header()).tenantMQUrl).toBe('tenants/demo/qrcode.png')
})

it('saves an uploaded logo and removes a background: the site shows them, pages are invalidated, the log names keys', async () => {
  const admin = await operator('demo', 'admin')
  const loaded = await form(admin)
  const logo = await upload(admin, 'logo')
  const base = loaded.qiNiuUrl as string
  calls.length = 0
  // The full address the upload answered is taken for its key.
  const res = await save({ ...loaded, tenantLogoUrl: `${base}${logo}`, myCourseHeadBackgroundImg: '' }, admin)
  expect(res.status).toBe(200)
  expect(res.body.result).toMatchObject({ tenantLogoUrl: logo, myCourseHeadBackgroundImg: '', qiNiuUrl: base })
  expect(await site()).toMatchObject({ tenantLogoUrl: logo, myCourseHeadBackgroundImg: '' })
  expect(calls).toContainEqual({ fn: 'revalidateTag', args: ['tenant:demo', { expire: 0 }] })
  expect((await header()).tenantLogoUrl).toBe(logo)
  const log = (await call(`${ADMIN}/AdminAudit/GetList?kind=AdminSetting/SaveSettings`, admin)).body.result.items[0]
  expect(log.before).toEqual({ tenantLogoUrl: 'tenants/demo/logo.png', myCourseHeadBackgroundImg: expect.any(String) })
  expect(log.after).toEqual({ tenantLogoUrl: logo, myCourseHeadBackgroundImg: '' })
  // acme keeps its own.
  expect((await site('acme.localhost')).tenantLogoUrl).toBe('tenants/acme/logo.png')
})

it('refuses a 只读 operator’s picture change', async () => {
  const admin = await operator('demo', 'admin')
  const logo = await upload(admin, 'logo')
  const viewer = await operator('demo', 'viewer')
  const res = await save({ ...(await form(viewer)), tenantLogoUrl: logo }, viewer)
  expect([res.status, res.body.error.message]).toEqual([403, '当前角色无权进行此操作'])
  expect((await site()).tenantLogoUrl).not.toBe(logo)
})
