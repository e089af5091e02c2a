// AdminLecturer through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): the paged list,
// the editor's writes with pictures only from the tenant's console folder, the delete refused while courses name the
// lecturer, a gold lecturer on the home page — and another tenant's lecturers out of reach.
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { auditLog, lecturers } from '@/lib/db/schema'
import type { LecturerAdminRow } from '@/lib/contract/schemas/admin-lecturer'
import { calls } from '@/tests/stubs/next-cache'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const API = '/admin/api/services/app/AdminLecturer'
type Who = { cookie: string; host: string }

async function operator(slug: string, loginName: string): Promise<Who> {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids[slug], loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids[slug], operatorId: op.id, ip: '', userAgent: 't' })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const send = (method: string, body: unknown, who: Who) =>
  post(`${API}/${method}`, body, { ...who, origin: `http://${who.host}` })
const list = async (query: string, who: Who): Promise<{ totalCount: number; items: LecturerAdminRow[] }> =>
  (await call(`${API}/GetList?${query}`, who)).body.result
const refusal = (res: Answer) => [res.status, res.body.error?.message]
/** A photo as the editor sends it: cropped in the browser, uploaded through AdminUpload. */
async function uploadAvatar(who: Who): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)]), 'avatar.png')
  form.set('purpose', 'avatar')
  const res = await call('/admin/api/services/app/AdminUpload/UploadImage', {
    raw: form,
    contentType: '',
    ...who,
    origin: `http://${who.host}`,
  })
  return res.body.result.key
}
const NEW = {
  name: '赵新',
  title: '数据分析讲师',
  avatarUrl: '',
  introduction: '十年数据分析经验。\r\n\r\n\r\n擅长 Excel 与 Python。  ',
  isGold: true,
  sortOrder: 1,
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-admin-lecturer-${process.pid}`)
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
afterAll(() => db.cleanup())

it('lists lecturers gold first with course counts, by name and 金牌', async () => {
  const viewer = await operator('demo', 'viewer')
  const all = await list('', viewer)
  const gold = all.items.filter((l) => l.isGold)
  expect(gold.length).toBeGreaterThan(0)
  expect(all.items.slice(0, gold.length)).toEqual(gold)
  expect(all.items.some((l) => l.courseCount > 0)).toBe(true)
  const plain = (await list('gold=false', viewer)).items
  expect(plain.map((l) => l.id)).toEqual(all.items.filter((l) => !l.isGold).map((l) => l.id))
  expect((await list('keyword=静', viewer)).items.map((l) => l.name)).toEqual(['李静怡'])
  expect((await list('page=2&pageSize=5', viewer)).items).toEqual(all.items.slice(5, 10))
})

it('creates a gold lecturer who shows on the home page; edits log only what changed', async () => {
  const admin = await operator('demo', 'admin')
  const avatarUrl = await uploadAvatar(admin)
  expect(avatarUrl).toMatch(/^tenants\/demo\/console\/avatar-/)
  calls.length = 0
  const made = await send('Create', { ...NEW, avatarUrl }, admin)
  expect(made.status).toBe(200)
  expect(calls).toContainEqual({ fn: 'revalidateTag', args: ['tenant:demo', { expire: 0 }] })
  const id = made.body.result.id
  const detail = (await call(`${API}/Get?id=${id}`, admin)).body.result
  expect(detail).toMatchObject({
    ...NEW,
    avatarUrl,
    introduction: '十年数据分析经验。\n\n擅长 Excel 与 Python。',
    courseCount: 0,
  })
  const home = (await call('/api/Common/GetHomeCourseTeacherByClassification')).body.result
  expect(home.goldTeachers.map((t: { name: string }) => t.name)).toContain('赵新')

  expect((await send('Update', { ...detail, title: '首席数据分析师', isGold: false }, admin)).status).toBe(200)
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminLecturer/Update'))
  expect(log).toMatchObject({
    target: '讲师「赵新」',
    before: { title: '数据分析讲师', isGold: true },
    after: { title: '首席数据分析师', isGold: false },
  })
  expect(Object.keys(log.after as object)).toEqual(['title', 'isGold'])
  const again = (await call('/api/Common/GetHomeCourseTeacherByClassification')).body.result
  expect(again.goldTeachers.map((t: { name: string }) => t.name)).not.toContain('赵新')
  expect((await send('Delete', { id }, admin)).status).toBe(200)
  expect((await call(`${API}/Get?id=${id}`, admin)).status).toBe(404)
})

it('takes a photo only from this tenant’s console folder; a seeded photo stays when it is left unchanged', async () => {
  const admin = await operator('demo', 'admin')
  for (const avatarUrl of [
    'tenants/acme/console/avatar-x.jpg',
    'tenants/demo/uploads/u1/avatar-x.jpg',
    'http://x/a.jpg',
  ]) {
    const res = await send('Create', { ...NEW, avatarUrl }, admin)
    expect(res.status).toBe(400)
    expect(res.body.error.validationErrors[0].members).toEqual(['avatarUrl'])
  }
  const seeded = (await list('keyword=王晓明', admin)).items[0]
  const detail = (await call(`${API}/Get?id=${seeded.id}`, admin)).body.result
  expect(detail.avatarUrl).not.toMatch(/\/console\//)
  expect((await send('Update', { ...detail, sortOrder: 5 }, admin)).status).toBe(200)
  const other = await send('Update', { ...detail, avatarUrl: 'tenants/demo/lecturers/other.webp' }, admin)
  expect(refusal(other)).toEqual([400, '头像须为本机构在管理后台上传的图片，请重新上传'])
})

it('refuses to delete a lecturer courses name, saying how many', async () => {
  const admin = await operator('demo', 'admin')
  const used = (await list('keyword=张伟', admin)).items[0]
  expect(refusal(await send('Delete', { id: used.id }, admin))).toEqual([
    400,
    `有${used.courseCount}门课程的讲师是该讲师，请先在这些课程中移除该讲师`,
  ])
  expect((await list('keyword=张伟', admin)).totalCount).toBe(1)
})

it('answers 404 for another tenant’s lecturer and changes nothing; 只读 may not write; bad input is refused', async () => {
  const admin = await operator('demo', 'admin')
  const [theirs] = await db.db.select().from(lecturers).where(eq(lecturers.tenantId, ids.acme)).limit(1)
  expect((await call(`${API}/Get?id=${theirs.id}`, admin)).status).toBe(404)
  expect((await send('Update', { ...NEW, id: theirs.id }, admin)).status).toBe(404)
  expect((await send('Delete', { id: theirs.id }, admin)).status).toBe(404)
  const [still] = await db.db.select().from(lecturers).where(eq(lecturers.id, theirs.id))
  expect(still).toEqual(theirs)
  expect((await list('', admin)).items.map((l) => l.id)).not.toContain(theirs.id)

  const viewer = await operator('demo', 'viewer')
  expect(refusal(await send('Create', NEW, viewer))).toEqual([403, '当前角色无权进行此操作'])
  expect(refusal(await send('Create', { ...NEW, name: ' ' }, admin))).toEqual([400, '请输入讲师姓名'])
  expect(refusal(await send('Create', { ...NEW, sortOrder: -1 }, admin))).toEqual([400, '排序须为 0–9999 的整数'])
  expect(refusal(await send('Create', { ...NEW, introduction: '好'.repeat(2001) }, admin))).toEqual([
    400,
    '讲师介绍不能超过2000个字',
  ])
})
