// AdminAnnouncement through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): a 系统通知
// reaches every enabled learner's message centre once, even from two parallel sends with one key; one company's staff
// only when sent to that company; roles per method; another tenant's companies are 404.
import { and, count, eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { findOrCreateIndividual } from '@/lib/db/queries/accounts'
import { insertOperator } from '@/lib/db/queries/operators'
import { auditLog, companies, companyMembers, individuals, messages } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

const API = '/admin/api/services/app/AdminAnnouncement'
const BADGE = '/api/services/app/MessageCenter/GetMessageCountByLogin'
const ids = { demo: 0, acme: 0 }
type Who = { cookie: string; host: string }
const who: Record<string, Who> = {}
let db: SeededTestDatabase
let qihang = 0

const send = (method: string, body: unknown, w: Who) =>
  post(`${API}/${method}`, body, { ...w, origin: `http://${w.host}` })
const get = (method: string, query: string, w: Who) => call(`${API}/${method}?${query}`, w)
const ok = (res: Answer) => {
  expect([res.status, res.body.error?.message]).toEqual([200, undefined])
  return res.body.result
}
const refused = (res: Answer, status: number, message: string) =>
  expect([res.status, res.body.error?.message]).toEqual([status, message])
let keySeq = 0
const key = () => `test-key-${String(++keySeq).padStart(8, '0')}`

async function learnerSession(phone: string) {
  const u = await findOrCreateIndividual(db.db, { tenantId: ids.demo, phone, nickname: `通知${phone.slice(-4)}` })
  const { token } = await createSession(db.db, { tenantId: ids.demo, kind: 'user', accountId: u.id, userAgent: 't' })
  return { id: u.id, token }
}
const badge = async (token: string) => (await call(BADGE, { bearer: token })).body.result.messageCount as number
const received = async (title: string) =>
  (
    await db.db
      .select({ id: messages.recipientId, n: count() })
      .from(messages)
      .where(and(eq(messages.tenantId, ids.demo), eq(messages.title, title), eq(messages.messageType, 0)))
      .groupBy(messages.recipientId)
  ).map((r) => [r.id, r.n])

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) if (t.slug === 'demo' || t.slug === 'acme') ids[t.slug] = t.id
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
  for (const name of ['admin', 'ops', 'desk', 'viewer'])
    who[name] = { cookie: await consoleCookie(db.db, ids.demo, name), host: 'demo.localhost' }
  who.acme = { cookie: await consoleCookie(db.db, ids.acme, 'admin'), host: 'acme.localhost' }
  ;[{ id: qihang }] = await db.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, ids.demo), eq(companies.loginName, 'qihang_hr')))
}, 120_000)
afterAll(() => db.cleanup())

it('reaches every enabled learner’s badge once, though sent twice in parallel with one key', async () => {
  const reader = await learnerSession('13600009001')
  const disabled = await learnerSession('13600009002')
  await db.db
    .update(individuals)
    .set({ disabled: true })
    .where(and(eq(individuals.tenantId, ids.demo), eq(individuals.id, disabled.id)))
  const [{ n: enabled }] = await db.db
    .select({ n: count() })
    .from(individuals)
    .where(and(eq(individuals.tenantId, ids.demo), eq(individuals.disabled, false)))

  expect(ok(await get('Preview', 'audience=all', who.desk))).toEqual({ recipientCount: enabled, companyName: null })
  const before = await badge(reader.token)
  const body = {
    audience: 'all',
    title: '平台升级通知',
    content: '本周六 22:00-24:00 系统升级。\n期间暂停学习。',
    idempotencyKey: key(),
  }
  const [a, b] = await Promise.all([send('Send', body, who.ops), send('Send', body, who.ops)])
  expect(ok(a)).toEqual(ok(b))
  expect(ok(a)).toMatchObject({ recipientCount: enabled, audience: 'all', sentBy: 'ops（ops）', title: '平台升级通知' })
  // A third try later (a retried request) answers the same and sends nothing.
  expect(ok(await send('Send', body, who.ops)).id).toBe(ok(a).id)

  const counts = await received('平台升级通知')
  expect(counts).toHaveLength(enabled)
  expect(counts.every(([, n]) => n === 1)).toBe(true)
  expect(counts.map(([id]) => id)).not.toContain(disabled.id)
  expect(await badge(reader.token)).toBe(before + 1)
  const inbox = (await call('/api/services/app/MessageCenter/GetMessageInfo?messageType=0', { bearer: reader.token }))
    .body.result.items[0]
  expect(inbox).toMatchObject({ title: '平台升级通知', content: body.content, isRead: false, messageType: 0 })

  const listed = ok(await get('GetList', '', who.viewer))
  expect(listed.items.filter((r: { title: string }) => r.title === '平台升级通知')).toHaveLength(1)
  const logs = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminAnnouncement/Send'))
  expect(logs[0]).toMatchObject({ target: '系统通知「平台升级通知」', after: { recipientCount: enabled } })

  refused(
    await send('Send', { ...body, title: '另一条' }, who.ops),
    409,
    '该通知已发送过，内容不同，请刷新页面后重新编写',
  )
})

it('reaches one company’s staff and nobody else', async () => {
  const outsider = await learnerSession('13600009003')
  const staff = await db.db
    .select({ id: companyMembers.individualId })
    .from(companyMembers)
    .where(and(eq(companyMembers.tenantId, ids.demo), eq(companyMembers.companyId, qihang)))
  expect(staff.length).toBeGreaterThan(1)
  const found = ok(await get('FindCompanies', 'keyword=启航', who.ops)).items
  expect(found).toEqual([{ id: qihang, companyName: '启航科技有限公司', staffCount: staff.length }])
  expect(ok(await get('Preview', `audience=company&companyId=${qihang}`, who.ops))).toEqual({
    recipientCount: staff.length,
    companyName: '启航科技有限公司',
  })
  const outsiderBefore = await badge(outsider.token)
  const member = await createSession(db.db, {
    tenantId: ids.demo,
    kind: 'user',
    accountId: staff[0].id,
    userAgent: 't',
  })
  const memberBefore = await badge(member.token)
  const sent = ok(
    await send(
      'Send',
      {
        audience: 'company',
        companyId: qihang,
        title: '企业培训安排',
        content: '请于月底前完成安全课程。',
        idempotencyKey: key(),
      },
      who.admin,
    ),
  )
  expect(sent).toMatchObject({ recipientCount: staff.length, companyName: '启航科技有限公司' })
  const counts = await received('企业培训安排')
  expect(counts.map(([id]) => id).sort()).toEqual(staff.map((s) => s.id).sort())
  expect(await badge(outsider.token)).toBe(outsiderBefore)
  expect(await badge(member.token)).toBe(memberBefore + 1)
  expect(counts.map(([id]) => id)).not.toContain(outsider.id)
})

it('refuses a send without recipients or company, and writes nothing', async () => {
  const [empty] = await db.db
    .insert(companies)
    .values({
      tenantId: ids.demo,
      loginName: 'empty_co',
      passwordHash: 'x',
      companyName: '空壳公司',
      contactPhone: '13900000000',
    })
    .returning({ id: companies.id })
  const body = { audience: 'company', companyId: empty.id, title: '无人接收', content: '正文', idempotencyKey: key() }
  refused(await send('Send', body, who.ops), 409, '没有可接收通知的学员')
  refused(await send('Send', { ...body, companyId: undefined }, who.ops), 400, '请选择企业')
  refused(await send('Send', { ...body, content: ' ' }, who.ops), 400, '请输入通知内容')
  refused(await send('Send', { ...body, idempotencyKey: 'short' }, who.ops), 400, '请求标识格式不正确')
  expect(ok(await get('GetList', '', who.ops)).items.map((r: { title: string }) => r.title)).not.toContain('无人接收')
})

it('lets 管理员 and 运营 send, 客服 and 只读 read; another tenant’s company is not found', async () => {
  const body = { audience: 'all', title: '只读不能发', content: '正文', idempotencyKey: key() }
  for (const reader of [who.desk, who.viewer]) {
    expect((await get('GetList', '', reader)).status).toBe(200)
    expect((await get('FindCompanies', '', reader)).status).toBe(200)
    refused(await send('Send', body, reader), 403, '当前角色无权进行此操作')
  }
  refused(await get('Preview', `audience=company&companyId=${qihang}`, who.acme), 404, '企业不存在')
  refused(
    await send('Send', { ...body, audience: 'company', companyId: qihang, title: '跨机构' }, who.acme),
    404,
    '企业不存在',
  )
  expect(ok(await get('FindCompanies', 'keyword=启航', who.acme)).items).toEqual([])
  expect(ok(await get('GetList', '', who.acme)).items.map((r: { title: string }) => r.title)).not.toContain(
    '平台升级通知',
  )
  expect(await received('跨机构')).toEqual([])
})
