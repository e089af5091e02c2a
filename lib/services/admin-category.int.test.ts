// AdminCategory through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): the two-level
// tree with dense order, names unique per level, deletes refused while something uses a category, and what the
// public header and home page say after each change — never another tenant's categories.
import { and, eq, isNull } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName, insertOperator } from '@/lib/db/queries/operators'
import { auditLog, courseTypes } from '@/lib/db/schema'
import type { AdminCategoryNode } from '@/lib/contract/schemas/admin-category'
import { calls } from '@/tests/stubs/next-cache'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const API = '/admin/api/services/app/AdminCategory'
type Who = { cookie: string; host: string }

async function operator(slug: string, loginName: string): Promise<Who> {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids[slug], loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids[slug], operatorId: op.id, ip: '', userAgent: 't' })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const send = (method: string, body: unknown, who: Who) =>
  post(`${API}/${method}`, body, { ...who, origin: `http://${who.host}` })
const tree = async (who: Who): Promise<AdminCategoryNode[]> => (await call(`${API}/GetTree`, who)).body.result.items
const refusal = (res: Answer) => [res.status, res.body.error?.message]
const names = (nodes: { name?: string; typeName?: string }[]) => nodes.map((n) => n.name ?? n.typeName)
const header = async () => (await call('/api/Common/GetHomeHeaderAndBottom')).body.result.homeCourseTypeDtos
const homeBars = async () =>
  (await call('/api/Common/GetHomeCourseTeacherByClassification')).body.result.classifications

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
afterAll(() => db.cleanup())

it('lists the tree with course counts; adds, renames and moves within a level, keeping 1, 2, 3…', async () => {
  const admin = await operator('demo', 'admin')
  const before = await tree(admin)
  expect(names(before)).toEqual(['职场技能', '管理领导力', '数字化转型', '财务金融', '安全生产'])
  // The seed numbers in tens; the console shows each one's place.
  expect(before.map((n) => n.sortOrder)).toEqual([1, 2, 3, 4, 5])
  const first = before[0]
  expect(first.children.length).toBe(5)
  expect(first.totalCourseCount).toBe(first.courseCount + first.children.reduce((n, c) => n + c.courseCount, 0))
  expect(first.totalCourseCount).toBeGreaterThan(0)

  const made = await send('Create', { name: '语言学习' }, admin)
  expect(made.status).toBe(200)
  const child = await send('Create', { parentId: made.body.result.id, name: '商务英语' }, admin)
  expect(child.status).toBe(200)
  let top = await tree(admin)
  expect(names(top)).toEqual(['职场技能', '管理领导力', '数字化转型', '财务金融', '安全生产', '语言学习'])
  expect(top.map((n) => n.sortOrder)).toEqual([1, 2, 3, 4, 5, 6])
  expect(names(top[5].children)).toEqual(['商务英语'])
  // A new category shows in the public header at once.
  expect(names(await header())).toContain('语言学习')

  expect((await send('Move', { id: made.body.result.id, direction: 'up' }, admin)).status).toBe(200)
  expect((await send('Move', { id: top[0].id, direction: 'down' }, admin)).status).toBe(200)
  top = await tree(admin)
  expect(names(top)).toEqual(['管理领导力', '职场技能', '数字化转型', '财务金融', '语言学习', '安全生产'])
  expect(top.map((n) => n.sortOrder)).toEqual([1, 2, 3, 4, 5, 6])
  expect(names(await header())).toEqual(names(top))
  expect(refusal(await send('Move', { id: top[0].id, direction: 'up' }, admin))).toEqual([400, '已经是第一个'])

  calls.length = 0
  expect((await send('Update', { id: made.body.result.id, name: '外语学习' }, admin)).status).toBe(200)
  expect(calls).toContainEqual({ fn: 'revalidateTag', args: ['tenant:demo', { expire: 0 }] })
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminCategory/Update'))
  expect(log).toMatchObject({
    actor: '周敏（admin）',
    target: '课程分类「语言学习」',
    before: { name: '语言学习' },
    after: { name: '外语学习' },
  })
})

it('refuses a name its level already has, at the field; the same name under another 一级 is fine', async () => {
  const admin = await operator('demo', 'admin')
  const top = await tree(admin)
  const [work, lead] = ['职场技能', '管理领导力'].map((name) => top.find((n) => n.name === name)!)
  const taken = await send('Create', { parentId: work.id, name: '办公软件' }, admin)
  expect(refusal(taken)).toEqual([400, '同一级下已有同名分类'])
  expect(taken.body.error.validationErrors).toEqual([{ message: '同一级下已有同名分类', members: ['name'] }])
  expect(refusal(await send('Update', { id: lead.id, name: '职场技能' }, admin))).toEqual([400, '同一级下已有同名分类'])
  expect(refusal(await send('Create', { name: 'x'.repeat(31) }, admin))).toEqual([400, '分类名称不能超过30个字符'])
  expect((await send('Create', { parentId: lead.id, name: '办公软件' }, admin)).status).toBe(200)
  const grandchild = await send('Create', { parentId: work.children[0].id, name: '三级' }, admin)
  expect(refusal(grandchild)).toEqual([400, '只能在一级分类下添加子分类'])
})

it('hides a category from the header and the home page’s bars, and shows it again', async () => {
  const admin = await operator('demo', 'admin')
  const finance = (await tree(admin)).find((n) => n.name === '财务金融')!
  expect(names(await homeBars())).toContain('财务金融')
  expect((await send('SetVisible', { id: finance.id, visible: false }, admin)).status).toBe(200)
  expect(names(await header())).not.toContain('财务金融')
  expect(names(await homeBars())).not.toContain('财务金融')
  expect((await tree(admin)).find((n) => n.id === finance.id)).toMatchObject({ visible: false })
  // A hidden 二级 leaves its parent's dropdown only.
  const child = (await tree(admin)).find((n) => n.name === '职场技能')!.children[0]
  expect((await send('SetVisible', { id: child.id, visible: false }, admin)).status).toBe(200)
  const work = (await header()).find((n: { typeName: string }) => n.typeName === '职场技能')
  expect(names(work.children)).not.toContain(child.name)
  expect((await send('SetVisible', { id: finance.id, visible: true }, admin)).status).toBe(200)
  expect(names(await header())).toContain('财务金融')
})

it('refuses to delete a category while 二级 categories or courses use it, saying how many; deletes an unused one', async () => {
  const admin = await operator('demo', 'admin')
  const safety = (await tree(admin)).find((n) => n.name === '安全生产')!
  expect(refusal(await send('Delete', { id: safety.id }, admin))).toEqual([
    400,
    `该分类下还有${safety.children.length}个子分类，请先删除或移走子分类`,
  ])
  const used = safety.children.find((c) => c.courseCount > 0)!
  expect(refusal(await send('Delete', { id: used.id }, admin))).toEqual([
    400,
    `有${used.courseCount}门课程属于该分类，请先把这些课程改到其他分类`,
  ])
  const empty = await send('Create', { parentId: safety.id, name: '临时分类' }, admin)
  const middle = await send('Create', { parentId: safety.id, name: '中间' }, admin)
  expect((await send('Move', { id: middle.body.result.id, direction: 'up' }, admin)).status).toBe(200)
  expect((await send('Delete', { id: empty.body.result.id }, admin)).status).toBe(200)
  const after = (await tree(admin)).find((n) => n.id === safety.id)!
  expect(names(after.children)).toEqual([...names(safety.children), '中间'])
  expect(after.children.map((c) => c.sortOrder)).toEqual(after.children.map((_, i) => i + 1))
})

it('answers 404 for another tenant’s category and changes nothing; 只读 reads the tree but may not write', async () => {
  const admin = await operator('demo', 'admin')
  const [acmeTop] = await db.db
    .select()
    .from(courseTypes)
    .where(and(eq(courseTypes.tenantId, ids.acme), isNull(courseTypes.parentId)))
  for (const [method, body] of [
    ['Update', { id: acmeTop.id, name: '改名' }],
    ['Move', { id: acmeTop.id, direction: 'down' }],
    ['SetVisible', { id: acmeTop.id, visible: false }],
    ['Delete', { id: acmeTop.id }],
    ['Create', { parentId: acmeTop.id, name: '子分类' }],
  ] as const)
    expect(refusal(await send(method, body, admin))[0]).toBe(404)
  const [still] = await db.db.select().from(courseTypes).where(eq(courseTypes.id, acmeTop.id))
  expect(still).toEqual(acmeTop)
  expect(names(await tree(admin))).not.toContain(acmeTop.typeName)

  const viewer = await operator('demo', 'viewer')
  expect((await tree(viewer)).length).toBeGreaterThan(0)
  expect(refusal(await send('Create', { name: '只读新建' }, viewer))).toEqual([403, '当前角色无权进行此操作'])
  expect(names(await tree(admin))).not.toContain('只读新建')
})

it('lets 运营 change categories like 管理员, and 客服 read them only', async () => {
  for (const [loginName, role, phone] of [
    ['ops', 'operations', '13300000077'],
    ['desk', 'support', '13300000078'],
  ] as const)
    await insertOperator(db.db, {
      tenantId: ids.demo,
      loginName,
      name: loginName,
      phone,
      role,
      passwordHash: 'x',
      mustChangePassword: false,
    })
  const ops = await operator('demo', 'ops')
  expect((await send('Create', { name: '运营新建' }, ops)).status).toBe(200)
  const desk = await operator('demo', 'desk')
  expect(names(await tree(desk))).toContain('运营新建')
  const made = (await tree(desk)).find((n) => n.name === '运营新建')!
  expect(refusal(await send('Delete', { id: made.id }, desk))).toEqual([403, '当前角色无权进行此操作'])
  expect((await send('Delete', { id: made.id }, ops)).status).toBe(200)
})
