// AdminPlatformService through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): 管理员 and
// 运营 add, edit, order and hide the tenant's 平台服务 and /join's read follows (the tenant's cache tag drops); every
// role reads; slugs unique per tenant; another tenant's service is 404; each write is in the 操作日志.
import { eq } from 'drizzle-orm'
import { insertOperator } from '@/lib/db/queries/operators'
import { auditLog, platformServices } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { calls } from '@/tests/stubs/next-cache'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const API = '/admin/api/services/app/AdminPlatformService'
type Who = { cookie: string; host: string; origin: string }
const who: Record<string, Who> = {}

const send = (method: string, body: unknown, as: Who) => post(`${API}/${method}`, body, as)
const refusal = (res: Answer) => [res.status, res.body.error?.message]
const list = async (as = who.ops) => (await call(`${API}/GetList`, as)).body.result
const joinNames = async () =>
  (await call('/api/services/app/Consultation/GetServices')).body.result.map((s: { name: string }) => s.name)
const NEW = {
  slug: 'leadership-camp',
  name: '领导力训练营',
  summary: '三个月的管理者成长项目。',
  description: '面向新晋管理者的线上线下混合式训练营。',
  audience: '新晋管理者与后备干部。',
  steps: ['需求访谈', '训练营实施', '结营评估'],
  deliverables: ['个人发展计划'],
  isPublished: true,
}

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
  await insertOperator(db.db, {
    tenantId: ids.demo,
    loginName: 'ops',
    name: '运营小李',
    phone: '13300000997',
    role: 'operations',
    passwordHash: 'not-a-hash',
    mustChangePassword: false,
  })
  for (const [slug, name] of [
    ['demo', 'admin'],
    ['demo', 'viewer'],
    ['demo', 'support'],
    ['demo', 'ops'],
    ['acme', 'admin'],
  ])
    who[slug === 'demo' ? name : `${slug}:${name}`] = {
      cookie: await consoleCookie(db.db, ids[slug], name),
      host: `${slug}.localhost`,
      origin: `http://${slug}.localhost`,
    }
}, 180_000)
afterAll(() => db.cleanup())

it('运营 adds a service, edits, moves and hides it; /join follows at once and the log keeps each change', async () => {
  calls.length = 0
  const made = await send('Create', NEW, who.ops)
  expect(made.status).toBe(200)
  const id = made.body.result.id
  expect(calls).toContainEqual({ fn: 'revalidateTag', args: ['tenant:demo', { expire: 0 }] })
  expect((await joinNames()).at(-1)).toBe('领导力训练营')

  expect(
    (await send('Update', { ...NEW, id, name: '领导力训练营（春季）', steps: ['需求访谈', '结营评估'] }, who.admin))
      .status,
  ).toBe(200)
  expect((await send('Move', { id, direction: 'up' }, who.ops)).status).toBe(200)
  const names = await joinNames()
  expect(names.slice(-2)).toEqual(['领导力训练营（春季）', '学习项目运营'])
  const rows = (await list()).items
  expect(rows.map((r: { sortOrder: number }) => r.sortOrder)).toEqual([1, 2, 3, 4, 5])
  expect(rows.find((r: { id: number }) => r.id === id).steps).toEqual(['需求访谈', '结营评估'])
  expect(refusal(await send('Move', { id: rows[0].id, direction: 'up' }, who.ops))).toEqual([400, '已经是第一项'])

  expect((await send('SetPublished', { id, isPublished: false }, who.ops)).status).toBe(200)
  expect(await joinNames()).not.toContain('领导力训练营（春季）')
  expect((await list(who.viewer)).items.find((r: { id: number }) => r.id === id).isPublished).toBe(false)

  const log = await db.db.select().from(auditLog).where(eq(auditLog.target, '平台服务「领导力训练营」'))
  expect(log.map((r) => r.kind)).toEqual(['AdminPlatformService/Create', 'AdminPlatformService/Update'])
  const [edit] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminPlatformService/Update'))
  expect(edit).toMatchObject({
    before: { name: '领导力训练营', steps: '需求访谈 → 训练营实施 → 结营评估' },
    after: { name: '领导力训练营（春季）', steps: '需求访谈 → 结营评估' },
  })
})

it('every role reads (with the switch’s state); 客服 and 只读 change nothing; slugs are unique per tenant', async () => {
  for (const as of [who.admin, who.viewer, who.support, who.ops]) expect((await list(as)).switchOn).toBe(true)
  expect((await list(who['acme:admin'])).switchOn).toBe(false)
  const [first] = (await list()).items
  for (const as of [who.viewer, who.support]) {
    expect(refusal(await send('Create', { ...NEW, slug: 'x-new' }, as))).toEqual([403, '当前角色无权进行此操作'])
    expect(refusal(await send('SetPublished', { id: first.id, isPublished: false }, as))).toEqual([
      403,
      '当前角色无权进行此操作',
    ])
  }
  const taken = await send('Create', { ...NEW, slug: first.slug }, who.admin)
  expect(refusal(taken)).toEqual([400, '该链接标识已被本机构的其他服务使用'])
  expect(taken.body.error.validationErrors[0].members).toEqual(['slug'])
  expect(refusal(await send('Create', { ...NEW, slug: 'Bad Slug' }, who.admin))).toEqual([
    400,
    '链接标识只能包含小写字母、数字和连字符（-），以字母或数字开头，2–40个字符',
  ])
  expect(refusal(await send('Create', { ...NEW, slug: 'fine-slug', steps: [] }, who.admin))).toEqual([
    400,
    '请至少填写1项服务流程',
  ])
  expect(
    refusal(await send('Create', { ...NEW, slug: 'fine-slug', deliverables: ['同一项', '同一项'] }, who.admin)),
  ).toEqual([400, '交付成果不能重复'])
  // The same slug on another tenant is that tenant's business.
  expect((await send('Create', { ...NEW, slug: first.slug }, who['acme:admin'])).status).toBe(200)
})

it('another tenant’s service is 404 and stays as it was', async () => {
  const [theirs] = await db.db.select().from(platformServices).where(eq(platformServices.tenantId, ids.acme))
  const missing = [404, '平台服务不存在']
  expect(refusal(await send('Update', { ...NEW, slug: 'other-slug', id: theirs.id }, who.admin))).toEqual(missing)
  expect(refusal(await send('Move', { id: theirs.id, direction: 'down' }, who.admin))).toEqual(missing)
  expect(refusal(await send('SetPublished', { id: theirs.id, isPublished: false }, who.admin))).toEqual(missing)
  expect(await db.db.select().from(platformServices).where(eq(platformServices.id, theirs.id))).toEqual([theirs])
  expect((await list(who.admin)).items.map((r: { id: number }) => r.id)).not.toContain(theirs.id)
})
