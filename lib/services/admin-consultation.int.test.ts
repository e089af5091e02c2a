// AdminConsultation through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): each method's
// roles, another tenant's requests out of reach, a 客服's reply reaching the requester's thread and messages, claiming
// and batch assignment to operators who answer, the 待回复 rule behind the nav's count, and the status rules the desk
// shares with the key API (ConsultationOperator/*).
import { and, eq } from 'drizzle-orm'
import { getOperatorByLoginName, insertOperator, updateOperator } from '@/lib/db/queries/operators'
import { auditLog, consultRequests, messages, rateLimits } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const DESK = '/admin/api/services/app/AdminConsultation'
const S = '/api/services/app'
const OP_KEY = { 'x-operator-key': 'qh-demo-operator-2026' }
type Who = { cookie: string; host: string; origin: string }
const who: Record<string, Who> = {}
const opIds: Record<string, number> = {}

const get = (path: string, as: Who) => call(`${DESK}/${path}`, as)
const send = (method: string, body: unknown, as: Who) => post(`${DESK}/${method}`, body, as)
const refusal = (res: Answer) => [res.status, res.body.error?.message]
const pending = async (as = who.support) => (await get('GetPendingCount', as)).body.result.count as number

async function learner(phone: string) {
  const res = await post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: phone,
    password: 'Qihang2026',
    ispassword: true,
  })
  return res.body.result.accessToken as string
}
async function ask(bearer: string, topic: string, serviceId?: number) {
  const res = await post(
    `${S}/Consultation/Submit`,
    {
      serviceId,
      topic,
      description: '希望了解课程与线下工作坊的组合方案。',
      contactName: '赵女士',
      PhoneNumber: '13800000002',
      companyName: '云帆人力',
      preferredTime: 'anytime',
    },
    { bearer },
  )
  expect(res.status).toBe(200)
  return res.body.result as { id: number; requestNo: string }
}
async function operator(slug: string, loginName: string, role?: 'operations' | 'support', disabled = false) {
  const tenantId = ids[slug]
  if (role)
    opIds[loginName] = (
      await insertOperator(db.db, {
        tenantId,
        loginName,
        name: `${loginName}名`,
        phone: '13300000998',
        role,
        passwordHash: 'not-a-hash',
        mustChangePassword: false,
      })
    ).id
  if (disabled) return
  const host = `${slug}.localhost`
  who[`${slug === 'demo' ? '' : `${slug}:`}${loginName}`] = {
    cookie: await consoleCookie(db.db, tenantId, loginName),
    host,
    origin: `http://${host}`,
  }
}

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
  for (const name of ['admin', 'viewer', 'support']) await operator('demo', name)
  await operator('demo', 'ops', 'operations')
  await operator('demo', 'helper', 'support')
  await operator('demo', 'gone', 'support', true)
  await updateOperator(db.db, { tenantId: ids.demo, id: opIds.gone }, { disabled: true })
  await operator('acme', 'admin')
  opIds.support = (await get('GetOptions', who.admin)).body.result.assignees.find(
    (a: { loginName: string }) => a.loginName === 'support',
  ).id
}, 180_000)
afterAll(() => db.cleanup())
beforeEach(() => db.db.delete(rateLimits))

it('names its roles: 客服 and 管理员 answer and assign, 只读 reads with masked phones, 运营 sees no request', async () => {
  const { id } = await ask(await learner('13800000002'), '角色检查用咨询')
  for (const reader of ['admin', 'support', 'viewer']) {
    expect((await get('GetList', who[reader])).status).toBe(200)
    expect((await get(`Get?id=${id}`, who[reader])).status).toBe(200)
    expect((await get('GetPendingCount', who[reader])).status).toBe(200)
    expect((await get('GetOptions', who[reader])).status).toBe(200)
  }
  const refused = [403, '当前角色无权进行此操作']
  for (const path of ['GetList', `Get?id=${id}`, 'GetPendingCount', 'GetOptions'])
    expect(refusal(await get(path, who.ops))).toEqual(refused)
  for (const as of [who.viewer, who.ops]) {
    expect(refusal(await send('Reply', { id, content: '您好' }, as))).toEqual(refused)
    expect(refusal(await send('SetStatus', { id, status: 'accepted' }, as))).toEqual(refused)
    expect(refusal(await send('Assign', { ids: [id], operatorId: opIds.support }, as))).toEqual(refused)
    expect(refusal(await send('Claim', { id }, as))).toEqual(refused)
  }
  const row = (await get('GetList?keyword=角色', who.viewer)).body.result
  expect(row.items.length).toBe(0) // keyword is contact, phone, company or number, not the topic
  const mine = (await get(`Get?id=${id}`, who.viewer)).body.result
  expect(mine.phone).toBe('138****0002')
  expect((await get(`Get?id=${id}`, who.support)).body.result.phone).toBe('13800000002')
  expect((await send('Claim', { id }, who.admin)).body.result.assignee.name).toBe('周敏')
})

it('a 客服 answers: the requester reads the reply on /consultation and gets a 系统通知; the nav count follows', async () => {
  const bearer = await learner('13800000002')
  const before = await pending()
  const { id, requestNo } = await ask(bearer, '新员工培训方案咨询')
  expect(await pending()).toBe(before + 1)
  const queue = (await get('GetList?status=pending', who.support)).body.result
  expect(queue.items.find((r: { id: number }) => r.id === id)).toMatchObject({
    requestNo,
    needsAnswer: true,
    assignee: null,
  })
  expect(queue.counts.pending).toBe(before + 1)

  const replied = await send('Reply', { id, content: '您好，顾问将于明天下午与您联系。' }, who.support)
  expect(replied.status).toBe(200)
  expect(replied.body.result).toMatchObject({ status: 'replied', needsAnswer: false, assignee: { name: '刘洋' } })
  expect(replied.body.result.thread).toEqual([
    expect.objectContaining({ author: 'operator', operatorName: '刘洋', content: '您好，顾问将于明天下午与您联系。' }),
  ])
  expect(await pending()).toBe(before)

  const theirs = (await call(`${S}/Consultation/GetRequest?id=${id}`, { bearer })).body.result
  expect(theirs.thread.map((t: { author: string; content: string }) => [t.author, t.content])).toEqual([
    ['operator', '您好，顾问将于明天下午与您联系。'],
  ])
  const told = await db.db
    .select()
    .from(messages)
    .where(and(eq(messages.tenantId, ids.demo), eq(messages.title, `咨询有新回复（${requestNo}）`)))
  expect(told).toHaveLength(1)
  expect(told[0].content).toContain('您好，顾问将于明天下午与您联系。')
  const [log] = await db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, 'AdminConsultation/Reply'), eq(auditLog.target, `咨询 ${requestNo}`)))
  expect(log).toMatchObject({
    actor: expect.stringContaining('刘洋'),
    before: { status: '已提交' },
    after: { status: '已回复' },
  })

  // A follow-up after the reply needs an answer again (已受理, thread ending with the requester).
  await post(`${S}/Consultation/AddFollowUp`, { id, content: '参训人数约20人。' }, { bearer })
  expect(await pending()).toBe(before + 1)
  expect((await get(`Get?id=${id}`, who.admin)).body.result).toMatchObject({ status: 'accepted', needsAnswer: true })
  // Accepting alone answers nothing; closing takes it off the count.
  expect((await send('SetStatus', { id, status: 'closed' }, who.admin)).body.result.status).toBe('closed')
  expect(await pending()).toBe(before)
})

it('assigns several requests to an enabled 管理员 or 客服 only, and filters 我的 / 未分配', async () => {
  const bearer = await learner('13800000002')
  const a = await ask(bearer, '批量分配咨询一')
  const b = await ask(bearer, '批量分配咨询二')
  const missing = [404, '所选处理人不存在、已停用或无权处理咨询']
  expect(refusal(await send('Assign', { ids: [a.id, b.id], operatorId: opIds.ops }, who.admin))).toEqual(missing)
  expect(refusal(await send('Assign', { ids: [a.id, b.id], operatorId: opIds.gone }, who.admin))).toEqual(missing)
  const acmeOp = (await getOperatorByLoginName(db.db, { tenantId: ids.acme, loginName: 'admin' }))!
  expect(refusal(await send('Assign', { ids: [a.id], operatorId: acmeOp.id }, who.admin))).toEqual(missing)
  expect(refusal(await send('Assign', { ids: [a.id, a.id], operatorId: opIds.helper }, who.admin))).toEqual([
    400,
    '咨询不能重复',
  ])

  expect((await send('Assign', { ids: [a.id, b.id], operatorId: opIds.helper }, who.support)).body.result).toEqual({
    count: 2,
  })
  const asHelper = (
    await get('GetList?assignee=mine&pageSize=50', {
      ...who.support,
      cookie: await consoleCookie(db.db, ids.demo, 'helper'),
    })
  ).body.result
  expect(asHelper.items.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort())
  const unassigned = (await get('GetList?assignee=none&pageSize=100', who.support)).body.result.items.map(
    (r: { id: number }) => r.id,
  )
  expect(unassigned).not.toContain(a.id)
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminConsultation/Assign'))
  expect(log.after).toEqual({ assignee: 'helper名' })
  expect(log.before).toEqual({ [a.requestNo]: '未分配', [b.requestNo]: '未分配' })

  expect((await send('Claim', { id: a.id }, who.support)).body.result.assignee.name).toBe('刘洋')
  expect((await send('Assign', { ids: [b.id], operatorId: null }, who.admin)).status).toBe(200)
  expect((await get(`Get?id=${b.id}`, who.admin)).body.result.assignee).toBeNull()
})

it('moves statuses by the key API’s rules, whichever side closed the request', async () => {
  const bearer = await learner('13800000002')
  const { id } = await ask(bearer, '状态规则咨询')
  expect((await send('SetStatus', { id, status: '已受理' }, who.support)).body.result.statusText).toBe('已受理')
  expect(refusal(await send('SetStatus', { id, status: 'submitted' }, who.support))).toEqual([
    400,
    '咨询状态只能设为已受理或已关闭',
  ])
  // The key API closes it; the desk may not reopen or answer it, and the key API refuses as the desk does.
  expect(
    (await post(`${S}/ConsultationOperator/SetStatus`, { id, status: 'closed' }, { headers: OP_KEY })).status,
  ).toBe(200)
  expect(refusal(await send('SetStatus', { id, status: 'accepted' }, who.support))).toEqual([400, '该咨询已关闭'])
  const closedReply = [400, '该咨询已关闭，如有新的需求请重新提交咨询']
  expect(refusal(await send('Reply', { id, content: '补充说明' }, who.support))).toEqual(closedReply)
  expect(
    refusal(await post(`${S}/ConsultationOperator/Reply`, { id, content: '补充说明' }, { headers: OP_KEY })),
  ).toEqual(closedReply)
  // Closing a closed request again changes nothing and logs nothing.
  expect((await send('SetStatus', { id, status: 'closed' }, who.support)).status).toBe(200)
  expect(refusal(await send('Reply', { id, content: '' }, who.support))).toEqual([400, '请输入回复内容'])
})

it('keeps other tenants’ requests out of reach, both ways', async () => {
  const [theirs] = await db.db
    .insert(consultRequests)
    .values({
      tenantId: ids.acme,
      requestNo: 'ZX202611260001',
      serviceName: '其他需求',
      topic: '外机构的咨询',
      description: '外机构的需求描述内容',
      contactName: '钱先生',
      phone: '13900009999',
      preferredTime: 'anytime',
    })
    .returning()
  const missing = [404, '咨询记录不存在']
  expect(refusal(await get(`Get?id=${theirs.id}`, who.admin))).toEqual(missing)
  expect(refusal(await send('Reply', { id: theirs.id, content: '您好' }, who.admin))).toEqual(missing)
  expect(refusal(await send('SetStatus', { id: theirs.id, status: 'closed' }, who.admin))).toEqual(missing)
  expect(refusal(await send('Claim', { id: theirs.id }, who.admin))).toEqual(missing)
  const { id } = await ask(await learner('13800000002'), '本机构的咨询')
  expect(refusal(await send('Assign', { ids: [id, theirs.id], operatorId: opIds.support }, who.admin))).toEqual(missing)
  expect((await get(`Get?id=${id}`, who.admin)).body.result.assignee).toBeNull()
  const acme = (await get('GetList?pageSize=100', who['acme:admin'])).body.result
  expect(acme.items.map((r: { id: number }) => r.id)).toEqual([theirs.id])
  expect(refusal(await get(`Get?id=${id}`, who['acme:admin']))).toEqual(missing)
  expect((await db.db.select().from(consultRequests).where(eq(consultRequests.id, theirs.id)))[0]).toEqual(theirs)
})

it('filters by keyword, service (其他需求 is 0) and day, with each tab’s count under the filters', async () => {
  const services = (await get('GetOptions', who.support)).body.result.services
  const bearer = await learner('13800000002')
  const other = await ask(bearer, '其他需求的咨询')
  const custom = await ask(bearer, '内训定制的咨询', services[0].id)
  const list = async (query: string) => (await get(`GetList?pageSize=100&${query}`, who.support)).body.result
  const byOther = await list('serviceId=0')
  expect(byOther.items.map((r: { id: number }) => r.id)).toContain(other.id)
  expect(byOther.items.map((r: { id: number }) => r.id)).not.toContain(custom.id)
  expect((await list(`keyword=${custom.requestNo}`)).items.map((r: { id: number }) => r.id)).toEqual([custom.id])
  expect((await list('keyword=云帆')).totalCount).toBeGreaterThanOrEqual(2)
  expect((await list('from=2099-01-01')).totalCount).toBe(0)
  const all = await list('')
  const c = all.counts
  expect(c.all).toBe(all.totalCount)
  expect(c.submitted + c.accepted + c.replied + c.closed).toBe(c.all)
  expect(refusal(await get('GetList?status=unknown', who.support))).toEqual([400, '咨询状态不正确'])
  expect(refusal(await get('GetList?from=2026-12-01&to=2026-11-01', who.support))).toEqual([
    400,
    '开始日期不能晚于结束日期',
  ])
})
