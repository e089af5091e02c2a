// H1 (issue 23): a company's VIP mark opens paid courses only when the tenant has certified the company (企业认证), and
// only within the VIP seats the tenant granted — through the real dispatcher, on PGlite or PostgreSQL (TEST_DATABASE_URL).
import os from 'node:os'
import path from 'node:path'
import { and, eq, gt } from 'drizzle-orm'
import { companies, companyMembers, courses, individuals, lessons, rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { call, post, type Answer, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, usingPostgres, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId = 0
let paid: number[] = []
let phoneSeq = 0

const S = '/api/services/app'
const INVITE = `${S}/CompanyInviteUser`
const OP = `${S}/CompanyOperator`
const DEMO_KEY = { 'x-operator-key': 'qh-demo-operator-2026' }
const ACME_KEY = { 'x-operator-key': 'acme-demo-operator-2026' }
const freshPhone = () => `1360000${String(++phoneSeq).padStart(4, '0')}`

const get = (p: string, bearer?: string) => call(p, { bearer })
const send = (p: string, body: unknown, init: CallInit = {}) => post(p, body, init)
const asCompany = (bearer: string) => ({ bearer })
const op = (m: string, body: unknown, init: CallInit = { headers: DEMO_KEY }) => post(`${OP}/${m}`, body, init)
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}

async function smsCode(phone: string) {
  const [sms] = await listOutbox(db.db, { tenantId: demoId, phone })
  return sms!.code
}

/** A phone's first code login (it creates the account). */
async function firstLogin(phone: string) {
  await db.db.delete(rateLimits)
  await send('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })
  const res = await send('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: phone,
    phoneCode: await smsCode(phone),
    isAgreeProtocol: true,
  })
  expect(res.status).toBe(200)
  return { bearer: res.body.result.accessToken as string, userId: res.body.result.userId as number }
}

/** The probe's first step: anyone registers a company with one SMS code — here with a body that claims more. */
async function registerCompany(userName: string) {
  const phone = freshPhone()
  await db.db.delete(rateLimits)
  await send('/api/TokenAuth/SendCompanyPhoneCode', { PhoneNumber: phone })
  const reg = await send(`${S}/FrontCompany/RegisterCompany`, {
    companyName: `${userName}科技有限公司`,
    userName,
    password: 'Selfmade2026!',
    confirmPassword: 'Selfmade2026!',
    PhoneNumber: phone,
    phoneCode: await smsCode(phone),
    isAgreeProtocol: true,
    // A crafted body: none of these is the company's to set.
    certifiedAt: new Date().toISOString(),
    certified_at: new Date().toISOString(),
    isCertified: true,
    vipSeats: 9999,
    vip_seats: 9999,
  })
  expect(reg.status).toBe(200)
  const login = await send('/api/TokenAuth/AuthenticateCompany', {
    userNameOrEmailAddress: userName,
    password: 'Selfmade2026!',
    ispassword: true,
  })
  return { companyId: reg.body.result.companyId as number, bearer: login.body.result.accessToken as string }
}

/** Invites a new phone, which signs in and accepts: a member of the company. */
async function member(companyBearer: string, name: string) {
  const phone = freshPhone()
  const { id } = (
    await send(
      `${INVITE}/CreateCompanyInviteUser`,
      { PhoneNumber: phone, userInCompanyName: name },
      asCompany(companyBearer),
    )
  ).body.result
  const me = await firstLogin(phone)
  expect((await send(`${INVITE}/InviteUserAccept`, { id }, { bearer: me.bearer })).status).toBe(200)
  return me
}

const setVip = (companyBearer: string, userId: number) =>
  send(`${INVITE}/SetVipUser`, { userId }, asCompany(companyBearer))
const join = (bearer: string, courseId: number) => send(`${S}/FrontCourse/JoinCourse`, { courseId }, { bearer })
const access = async (bearer: string, courseId: number) =>
  (await get(`${S}/CourseLearn/GetLearnState?courseId=${courseId}`, bearer)).body.result.access
const info = async (bearer: string) => (await get(`${S}/FrontCompany/GetCompanyInfoByLogin`, bearer)).body.result

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-company-vip-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const rows = await db.db
    .selectDistinct({ id: courses.id })
    .from(courses)
    .innerJoin(lessons, and(eq(lessons.tenantId, courses.tenantId), eq(lessons.courseId, courses.id)))
    .where(and(eq(courses.tenantId, demoId), gt(courses.priceCents, 0), eq(courses.isPublished, true)))
    .limit(2)
  paid = rows.map((r) => r.id)
  expect(paid).toHaveLength(2)
}, 180_000)
afterAll(() => db.cleanup())

it('a self-registered company cannot make its own VIP; certified with seats by the tenant, its VIPs learn paid courses within them', async () => {
  const co = await registerCompany('selfmade_a')
  // Registration ignored the claims: not certified, no seats — and editing the information cannot change that either.
  expect(await info(co.bearer)).toMatchObject({ isCertified: false, certifiedAt: null, vipSeats: 0, vipCount: 0 })
  const edit = {
    companyName: '自建科技有限公司',
    contactName: '',
    industry: '',
    companySize: '',
    info: '',
    certifiedAt: '2026-01-01T00:00:00Z',
    isCertified: true,
    vipSeats: 500,
  }
  expect(
    (await call(`${S}/FrontCompany/UpdateCompanyInfo`, { method: 'PUT', body: edit, bearer: co.bearer })).body.result,
  ).toMatchObject({ isCertified: false, vipSeats: 0 })
  const [row] = await db.db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, demoId), eq(companies.id, co.companyId)))
  expect(row).toMatchObject({ certifiedAt: null, vipSeats: 0, companyName: '自建科技有限公司' })

  // The probe's sequence: invite a phone, accept, SetVipUser — refused, and the paid course stays shut.
  const first = await member(co.bearer, '自己')
  expectError(await setVip(co.bearer, first.userId), 400, '企业尚未通过认证，暂不能设置VIP学员，请联系平台开通')
  expectError(await join(first.bearer, paid[0]), 403, '该课程为企业VIP专享')

  // The company's own session is no operator key: every operator call is refused.
  for (const [m, body] of [
    ['Certify', { companyId: co.companyId, certified: true }],
    ['SetVipSeats', { companyId: co.companyId, vipSeats: 10 }],
  ] as const) {
    expectError(await op(m, body, asCompany(co.bearer)), 401, '请在请求头 X-Operator-Key 中提供运营密钥')
  }
  expectError(await call(`${OP}/GetCompanies`, asCompany(co.bearer)), 401)

  // Certified but without seats: still no VIP, with the count in the message.
  expect((await op('Certify', { companyId: co.companyId, certified: true })).body.result).toMatchObject({
    id: co.companyId,
    isCertified: true,
    vipSeats: 0,
  })
  expectError(await setVip(co.bearer, first.userId), 400, 'VIP名额已用完（0/0），请联系平台增加名额')
  expect((await op('SetVipSeats', { companyId: co.companyId, vipSeats: 1 })).body.result).toMatchObject({
    vipSeats: 1,
    vipCount: 0,
  })
  expect(await info(co.bearer)).toMatchObject({ isCertified: true, vipSeats: 1 })

  expect((await setVip(co.bearer, first.userId)).body.result).toEqual({ userId: first.userId, isVip: true })
  expect((await join(first.bearer, paid[0])).status).toBe(200)
  expect(await access(first.bearer, paid[0])).toBe('enrolled')
  expect((await get(`${S}/FrontUser/GetUserBasicInfo`, first.bearer)).body.result.isVip).toBe(true)

  // One seat: the second member waits for the tenant.
  const second = await member(co.bearer, '同事乙')
  expectError(await setVip(co.bearer, second.userId), 400, 'VIP名额已用完（1/1），请联系平台增加名额')
  expectError(
    await op('SetVipSeats', { companyId: co.companyId, vipSeats: 0 }),
    400,
    '该企业现有1名VIP学员，VIP名额不能少于1；请先由企业取消部分VIP学员',
  )
  for (const vipSeats of [-1, 10001, 1.5, '3'])
    expectError(await op('SetVipSeats', { companyId: co.companyId, vipSeats }), 400, 'VIP名额须为0–10000之间的整数')

  const listed = (await call(`${OP}/GetCompanies?certified=true&keyword=selfmade_a`, { headers: DEMO_KEY })).body.result
  expect(listed).toMatchObject({
    totalCount: 1,
    items: [{ id: co.companyId, userName: 'selfmade_a', isCertified: true, vipSeats: 1, vipCount: 1, staffCount: 2 }],
  })
  expect(
    (await call(`${OP}/GetCompanies?certified=false&keyword=selfmade_a`, { headers: DEMO_KEY })).body.result.totalCount,
  ).toBe(0)

  // Withdrawing the certificate ends the VIPs' paid access at once — the course they joined and any other.
  expect((await op('Certify', { companyId: co.companyId, certified: false })).body.result).toMatchObject({
    isCertified: false,
    certifiedAt: null,
  })
  expect(await access(first.bearer, paid[0])).toBe('refused')
  expectError(await join(first.bearer, paid[1]), 403, '该课程为企业VIP专享')
  expect((await get(`${S}/FrontUser/GetUserBasicInfo`, first.bearer)).body.result.isVip).toBe(false)
  expect((await send(`${INVITE}/KickVipUser`, { userId: first.userId }, asCompany(co.bearer))).status).toBe(200)
  expectError(await setVip(co.bearer, first.userId), 400, '企业尚未通过认证，暂不能设置VIP学员，请联系平台开通')

  // Certified again: the seat and the access come back.
  expect((await op('Certify', { companyId: co.companyId, certified: true })).status).toBe(200)
  expect((await setVip(co.bearer, first.userId)).status).toBe(200)
  expect(await access(first.bearer, paid[0])).toBe('enrolled')
})

it("one tenant's operator key certifies nothing of another tenant's; an unknown company is 404", async () => {
  const co = await registerCompany('selfmade_b')
  // acme's key on acme's host does not find a demo company; on demo's host it is no key at all.
  const acme = await op(
    'Certify',
    { companyId: co.companyId, certified: true },
    { host: 'acme.localhost', headers: ACME_KEY },
  )
  expectError(acme, 404, '企业不存在')
  expectError(
    await op('SetVipSeats', { companyId: co.companyId, vipSeats: 5 }, { host: 'acme.localhost', headers: ACME_KEY }),
    404,
    '企业不存在',
  )
  expectError(
    await op('Certify', { companyId: co.companyId, certified: true }, { headers: ACME_KEY }),
    401,
    '运营密钥无效或已停用',
  )
  expect(
    (await call(`${OP}/GetCompanies?keyword=selfmade_b`, { host: 'acme.localhost', headers: ACME_KEY })).body.result
      .totalCount,
  ).toBe(0)
  expectError(await op('Certify', { companyId: 2147483647, certified: true }), 404, '企业不存在')
  expectError(await op('Certify', { companyId: co.companyId, certified: 'yes' }), 400)
  expect(await info(co.bearer)).toMatchObject({ isCertified: false, vipSeats: 0 })
})

it('the seeded 启航科技 is certified with 10 seats, so its VIP 李明 learns paid courses', async () => {
  const listed = (await call(`${OP}/GetCompanies?keyword=qihang_hr`, { headers: DEMO_KEY })).body.result.items
  expect(listed).toEqual([
    expect.objectContaining({
      companyName: '启航科技有限公司',
      isCertified: true,
      vipSeats: 10,
      vipCount: 1,
      staffCount: 3,
    }),
  ])
  const li = await send('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: '13800000002',
    password: 'Qihang2026',
    ispassword: true,
  })
  expect((await join(li.body.result.accessToken, paid[0])).status).toBe(200)
})

it(`parallel SetVipUser calls never pass the quota (${usingPostgres ? 'PostgreSQL' : 'PGlite'}): 24 at once, 3 seats → exactly 3 VIPs`, async () => {
  const co = await registerCompany('selfmade_race')
  // 24 staff written directly (the invitation path is tested above); the race is about the grant alone.
  const people = await db.db
    .insert(individuals)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        tenantId: demoId,
        phone: `1361111${String(i).padStart(4, '0')}`,
        nickname: `赛跑${i}`,
      })),
    )
    .returning({ id: individuals.id })
  await db.db.insert(companyMembers).values(
    people.map((p, i) => ({
      tenantId: demoId,
      individualId: p.id,
      companyId: co.companyId,
      nameInCompany: `员工${i}`,
    })),
  )
  await op('Certify', { companyId: co.companyId, certified: true })
  await op('SetVipSeats', { companyId: co.companyId, vipSeats: 3 })

  const answers = await Promise.all(people.map((p) => setVip(co.bearer, p.id)))
  expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
  const refused = answers.filter((a) => a.status !== 200)
  expect(refused).toHaveLength(21)
  for (const a of refused) expectError(a, 400, 'VIP名额已用完（3/3），请联系平台增加名额')
  const vips = await db.db
    .select()
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.tenantId, demoId),
        eq(companyMembers.companyId, co.companyId),
        eq(companyMembers.isVip, true),
      ),
    )
  expect(vips).toHaveLength(3)
  expect(await info(co.bearer)).toMatchObject({ vipCount: 3, vipSeats: 3 })
})
