// Platform services and consulting through the real dispatcher on the seeded tenants: the switch (demo on, acme off),
// a visitor's request proved by an SMS code and claimed by that phone's first login, signed-in requests, privacy
// between requesters and tenants, the operator API behind its key, replies and status changes as messages, limits.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { consultRequests, messages, rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { call, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId = 0
const S = '/api/services/app'
const OP_KEY = { 'x-operator-key': 'qh-demo-operator-2026' }
const ACME_KEY = { 'x-operator-key': 'acme-demo-operator-2026' }

const expectError = (res: Answer, status: number, message?: string | RegExp) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message)
    expect(res.body.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
}
async function login(phone: string, password = 'Qihang2026', host?: string) {
  const res = await post(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: phone, password, ispassword: true },
    { host },
  )
  expect(res.status).toBe(200)
  return res.body.result.accessToken as string
}
async function codeFor(phone: string, send = `${S}/Consultation/SendPhoneCode`) {
  expect((await post(send, { PhoneNumber: phone })).status).toBe(200)
  return (await listOutbox(db.db, { tenantId: demoId, phone }))[0].code
}
const form = (over: Record<string, unknown> = {}) => ({
  topic: '新员工入职培训方案',
  description: '今年预计入职60名新员工，\n希望有一套线上必修课加线下集训的方案。',
  contactName: '刘女士',
  PhoneNumber: '13900001111',
  companyName: '云帆人力',
  preferredTime: 'morning',
  ...over,
})
const messagesOf = (kind: 'user' | 'company', id: number) =>
  db.db
    .select()
    .from(messages)
    .where(and(eq(messages.tenantId, demoId), eq(messages.recipientKind, kind), eq(messages.recipientId, id)))

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-consult-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
}, 120_000)
afterAll(() => db.cleanup())
beforeEach(() => db.db.delete(rateLimits))

it('lists demo’s services in order; acme has platform services off, so every consulting call is a 404 there', async () => {
  const services = (await call(`${S}/Consultation/GetServices`)).body.result
  expect(services.map((s: { name: string }) => s.name)).toEqual([
    '企业内训定制',
    '管理咨询',
    '人才测评',
    '学习项目运营',
  ])
  expect(services[0].steps.length).toBeGreaterThan(2)
  const acme = { host: 'acme.localhost' }
  expectError(await call(`${S}/Consultation/GetServices`, acme), 404, '本机构暂未开通平台服务')
  expectError(
    await post(`${S}/Consultation/SendPhoneCode`, { PhoneNumber: '13900002222' }, acme),
    404,
    '本机构暂未开通平台服务',
  )
  expectError(await post(`${S}/Consultation/Submit`, form(), acme), 404, '本机构暂未开通平台服务')
})

it('a visitor proves the phone with a code (used once); the request waits for that phone’s first login', async () => {
  const services = (await call(`${S}/Consultation/GetServices`)).body.result
  expectError(await post(`${S}/Consultation/Submit`, form()), 400, '验证码不能为空')
  expectError(await post(`${S}/Consultation/Submit`, form({ phoneCode: '0000' })), 400, '验证码错误或已失效')
  const code = await codeFor('13900001111')
  const made = await post(`${S}/Consultation/Submit`, form({ phoneCode: code, serviceId: services[0].id }))
  expect(made.status).toBe(200)
  expect(made.body.result.requestNo).toMatch(/^ZX\d{12}$/)
  expectError(await post(`${S}/Consultation/Submit`, form({ phoneCode: code })), 400, '验证码错误或已失效')

  // The phone's first login (a minute later, as far as the per-phone SMS limit knows) creates its account; the request
  // is theirs from the first read on.
  await db.db.delete(rateLimits)
  const loginCode = await codeFor('13900001111', '/api/TokenAuth/SendPhoneCode')
  const first = await post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: '13900001111',
    phoneCode: loginCode,
    isAgreeProtocol: true,
  })
  const bearer = first.body.result.accessToken
  const mine = (await call(`${S}/Consultation/GetMyRequests`, { bearer })).body.result
  expect(mine.totalCount).toBe(1)
  expect(mine.items[0]).toMatchObject({
    requestNo: made.body.result.requestNo,
    serviceName: '企业内训定制',
    status: 'submitted',
    statusText: '已提交',
  })
  const detail = (await call(`${S}/Consultation/GetRequest?id=${made.body.result.id}`, { bearer })).body.result
  expect(detail).toMatchObject({
    description: form().description,
    phone: '139****1111',
    preferredTime: '工作日上午（9:00–12:00）',
    thread: [],
  })
  // Someone else, and the same id on acme, see nothing.
  expectError(
    await call(`${S}/Consultation/GetRequest?id=${made.body.result.id}`, { bearer: await login('13800000002') }),
    404,
    '咨询记录不存在',
  )
  expectError(
    await call(`${S}/Consultation/GetRequest?id=${made.body.result.id}`, {
      bearer: await login('13800000001', 'Acme2026x', 'acme.localhost'),
      host: 'acme.localhost',
    }),
    404,
  )
})

it('a visitor’s proven phone that already has an account files the request there at once, with a message', async () => {
  const made = await post(
    `${S}/Consultation/Submit`,
    form({ PhoneNumber: '13800000003', phoneCode: await codeFor('13800000003'), topic: '学习项目运营咨询' }),
  )
  const bearer = await login('13800000003')
  const me = (await call(`${S}/FrontUser/GetUserBasicInfo`, { bearer })).body.result
  expect((await messagesOf('user', me.userId)).map((m) => m.link)).toContain(`/consultation?id=${made.body.result.id}`)
  expect((await call(`${S}/Consultation/GetMyRequests`, { bearer })).body.result.items[0].topic).toBe(
    '学习项目运营咨询',
  )
})

it('refuses bad input with the form’s own words, and an unknown service', async () => {
  const bearer = await login('13800000002')
  const cases: [Record<string, unknown>, string][] = [
    [{ topic: '培训' }, '咨询主题至少4个字'],
    [{ description: '想了解' }, '需求描述至少10个字，便于顾问提前准备'],
    [{ contactName: '  ' }, '请输入联系人姓名'],
    [{ PhoneNumber: '12345' }, '手机号格式不正确'],
    [{ preferredTime: 'midnight' }, '请选择方便联系的时间'],
    [{ companyName: '公'.repeat(51) }, '公司名称不能超过50个字'],
    [{ serviceId: 999999 }, '所选服务不存在，请重新选择'],
  ]
  for (const [over, message] of cases)
    expectError(await post(`${S}/Consultation/Submit`, form(over), { bearer }), 400, message)
})

it('signed-in requests need no code; the operator replies and moves them, and the requester is told each time', async () => {
  const bearer = await login('13800000002')
  const me = (await call(`${S}/FrontUser/GetUserBasicInfo`, { bearer })).body.result
  const made = await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13800000002', topic: '管理者领导力提升' }), {
    bearer,
  })
  expect(made.status).toBe(200)
  const id = made.body.result.id
  expect((await messagesOf('user', me.userId)).map((m) => m.title)).toContain(
    `咨询已提交（${made.body.result.requestNo}）`,
  )

  // The operator API: no key, a wrong one, and acme's key on demo's host are all refused.
  expectError(await call(`${S}/ConsultationOperator/GetRequests`), 401, '请在请求头 X-Operator-Key 中提供运营密钥')
  expectError(
    await call(`${S}/ConsultationOperator/GetRequests`, { headers: { 'x-operator-key': 'guess' } }),
    401,
    '运营密钥无效或已停用',
  )
  expectError(await call(`${S}/ConsultationOperator/GetRequests`, { headers: ACME_KEY }), 401, '运营密钥无效或已停用')
  const queue = (await call(`${S}/ConsultationOperator/GetRequests?status=submitted`, { headers: OP_KEY })).body.result
  expect(queue.items.find((r: { id: number }) => r.id === id)).toMatchObject({
    phone: '13800000002',
    contactName: '刘女士',
  })

  expect(
    (await post(`${S}/ConsultationOperator/SetStatus`, { id, status: 'accepted' }, { headers: OP_KEY })).body.result
      .status,
  ).toBe('accepted')
  const replied = await post(
    `${S}/ConsultationOperator/Reply`,
    { id, content: '您好，已为您安排顾问。\n请留意来电。' },
    { headers: OP_KEY },
  )
  expect(replied.body.result).toMatchObject({ status: 'replied', statusText: '已回复', phone: '13800000002' })
  const titles = (await messagesOf('user', me.userId)).map((m) => m.title)
  expect(titles).toEqual(
    expect.arrayContaining([
      `咨询已受理（${made.body.result.requestNo}）`,
      `咨询有新回复（${made.body.result.requestNo}）`,
    ]),
  )

  // A follow-up sends it back to 已受理; the requester closes it; nothing more can be added.
  const followed = await post(`${S}/Consultation/AddFollowUp`, { id, content: '补充：参训人数约15人。' }, { bearer })
  expect(followed.body.result.status).toBe('accepted')
  expect(followed.body.result.messageCount).toBe(2)
  expect(
    (await call(`${S}/Consultation/GetMyRequests`, { bearer })).body.result.items.find(
      (r: { id: number }) => r.id === id,
    ).messageCount,
  ).toBe(2)
  expect(followed.body.result.thread.map((t: { author: string; content: string }) => [t.author, t.content])).toEqual([
    ['operator', '您好，已为您安排顾问。\n请留意来电。'],
    ['requester', '补充：参训人数约15人。'],
  ])
  expect((await post(`${S}/Consultation/CloseRequest`, { id }, { bearer })).body.result.statusText).toBe('已关闭')
  expectError(await post(`${S}/Consultation/CloseRequest`, { id }, { bearer }), 400, '该咨询已关闭')
  expectError(
    await post(`${S}/Consultation/AddFollowUp`, { id, content: '还有一个问题' }, { bearer }),
    400,
    '该咨询已关闭，如有新的需求请重新提交咨询',
  )
  expectError(
    await post(`${S}/ConsultationOperator/Reply`, { id, content: '好的' }, { headers: OP_KEY }),
    400,
    '该咨询已关闭，如有新的需求请重新提交咨询',
  )
  expectError(
    await post(`${S}/ConsultationOperator/SetStatus`, { id, status: 'submitted' }, { headers: OP_KEY }),
    400,
    '咨询状态只能设为已受理或已关闭',
  )
})

it('a company asks under its own account; individuals and companies never read each other’s requests', async () => {
  const company = (
    await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'qihang_hr',
      password: 'Qihang2026',
      ispassword: true,
    })
  ).body.result.accessToken
  const made = await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13900000001', topic: '年度人才盘点' }), {
    bearer: company,
  })
  expect(made.status).toBe(200)
  expect(
    (await call(`${S}/Consultation/GetMyRequests`, { bearer: company })).body.result.items.map(
      (r: { topic: string }) => r.topic,
    ),
  ).toEqual(['年度人才盘点'])
  const learner = await login('13800000001')
  const theirs = (await call(`${S}/Consultation/GetMyRequests`, { bearer: learner })).body.result.items.map(
    (r: { topic: string }) => r.topic,
  )
  expect(theirs).toEqual(['销售团队季度内训方案'])
  expectError(await call(`${S}/Consultation/GetRequest?id=${made.body.result.id}`, { bearer: learner }), 404)
  expectError(await call(`${S}/Consultation/GetMyRequests`), 401)
})

it('limits requests per proven phone (3 an hour) and per address (10 an hour)', async () => {
  const bearer = await login('13800000003')
  for (let i = 0; i < 3; i++)
    expect((await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13800000003' }), { bearer })).status).toBe(200)
  expectError(
    await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13800000003' }), { bearer }),
    429,
    /^该手机号提交咨询过于频繁，请\d+分钟后再试$/,
  )
  const ip = '203.0.113.77'
  let sent = 0
  for (const phone of ['13800000001', '13800000002', '13800000004', '13800000005']) {
    const own = await login(phone)
    for (let i = 0; i < 3 && sent < 10; i++, sent++)
      expect((await post(`${S}/Consultation/Submit`, form({ PhoneNumber: phone }), { bearer: own, ip })).status).toBe(
        200,
      )
  }
  expectError(
    await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13800000005' }), { bearer, ip }),
    429,
    /^当前网络提交咨询过于频繁/,
  )
})

// Issue 23 L4: before, a signed-in account naming a stranger's number spent that number's quota, and the stranger could
// then not ask for help with their own, proven phone.
it('a signed-in account naming a number it has not proven spends its own quota, never that number’s', async () => {
  const bearer = await login('13800000004')
  for (let i = 0; i < 3; i++)
    expect((await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13900006666' }), { bearer })).status).toBe(200)
  expectError(
    await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13900006667' }), { bearer }),
    429,
    /^该账号提交咨询过于频繁，请\d+分钟后再试$/,
  )
  const code = await codeFor('13900006666')
  expect((await post(`${S}/Consultation/Submit`, form({ PhoneNumber: '13900006666', phoneCode: code }))).status).toBe(
    200,
  )
})

it('counts a request’s thread in every list and detail (the seeded answered request, replied to once more)', async () => {
  const seededId = (
    await call(`${S}/ConsultationOperator/GetRequests?status=replied`, { headers: OP_KEY })
  ).body.result.items.find((r: { requestNo: string }) => r.requestNo === 'ZX202611180001').id
  const replied = (
    await post(
      `${S}/ConsultationOperator/Reply`,
      { id: seededId, content: '补充：方案已发至您的邮箱。' },
      { headers: OP_KEY },
    )
  ).body.result
  expect(replied.thread).toHaveLength(2)
  expect(replied.messageCount).toBe(2)
  const mine = (await call(`${S}/Consultation/GetMyRequests`, { bearer: await login('13800000001') })).body.result.items
  expect(mine.find((r: { id: number }) => r.id === seededId).messageCount).toBe(2)
})

it('takes the time to call by its key or by the label the form and the README show (工作日均可 is anytime)', async () => {
  const bearer = await login('13800000002')
  const stored = async (id: number) =>
    (await db.db.select().from(consultRequests).where(eq(consultRequests.id, id)))[0].preferredTime
  for (const [sent, key] of [
    ['anytime', 'anytime'],
    ['工作日均可', 'anytime'],
    ['周末', 'weekend'],
  ]) {
    const made = await post(`${S}/Consultation/Submit`, form({ preferredTime: sent }), { bearer })
    expect(made.status).toBe(200)
    expect(await stored(made.body.result.id)).toBe(key)
    const detail = (await call(`${S}/Consultation/GetRequest?id=${made.body.result.id}`, { bearer })).body.result
    expect(detail.preferredTime).toBe(key === 'anytime' ? '工作日均可' : '周末')
  }
  for (const bad of ['半夜', '上午', ''])
    expectError(
      await post(`${S}/Consultation/Submit`, form({ preferredTime: bad }), { bearer }),
      400,
      '请选择方便联系的时间',
    )

  // The operator console's API takes the statuses by label too.
  const made = await post(`${S}/Consultation/Submit`, form({ preferredTime: '工作日均可' }), {
    bearer: await login('13800000003'),
  })
  const id = made.body.result.id
  const accepted = await post(`${S}/ConsultationOperator/SetStatus`, { id, status: '已受理' }, { headers: OP_KEY })
  expect(accepted.body.result).toMatchObject({ status: 'accepted', statusText: '已受理' })
  const queue = (
    await call(`${S}/ConsultationOperator/GetRequests?status=${encodeURIComponent('已受理')}`, { headers: OP_KEY })
  ).body.result.items
  expect(queue.map((r: { id: number }) => r.id)).toContain(id)
  expect(queue.every((r: { status: string }) => r.status === 'accepted')).toBe(true)
})
