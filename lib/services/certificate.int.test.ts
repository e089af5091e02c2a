// 学时证明 through the real dispatcher (PGlite, or PostgreSQL with TEST_DATABASE_URL), issue 31 item 5: issued for a
// completed course (idempotent) or a date range from the credited intervals only; the PDF read back (A4, name, hours,
// number, the QR decoded to the verification URL); who may download, issue and revoke — across accounts, companies
// and tenants; and Verify saying 已撤销 once the console revokes it.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import { dispatch } from '@/lib/api/dispatch'
import {
  auditLog,
  companies,
  companyMembers,
  courses,
  enrolments,
  learningIntervals,
  rateLimits,
} from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { tenantOrigin } from '@/lib/site-url'
import { call, post, requestFor, targetOf, type Answer } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, firstCodeLogin } from '@/tests/sign-in'

let db: SeededTestDatabase
const ids = { demo: 0, acme: 0, qihang: 0, a: 0, b: 0, acmeUser: 0 }
const tokens: Record<string, string> = {}
let done = 0 // a completed course of demo
let open = 0 // a course started, not completed
const C = '/api/services/app/Certificate'
const CC = '/api/services/app/CompanyCertificate'
const AC = '/admin/api/services/app/AdminCertificate'
const ACME = 'acme.localhost'

const get = (p: string, bearer?: string, host?: string) => call(p, { bearer, host })
const send = (p: string, body: unknown, bearer?: string, host?: string) => post(p, body, { bearer, host })
const refused = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}
const at = (iso: string) => new Date(iso)

/** One credited stretch; `newMs` 0 is a re-watch (credited nothing). */
async function interval(individualId: number, courseId: number, startedAt: string, newMs: number) {
  const start = at(startedAt)
  await db.db.insert(learningIntervals).values({
    tenantId: ids.demo,
    individualId,
    courseId,
    lessonId: 1,
    playerId: 'certificate-test',
    fromMs: 0,
    toMs: newMs || 60_000,
    newMs,
    startedAt: start,
    endedAt: new Date(start.getTime() + (newMs || 60_000)),
  })
}

async function download(code: string, init: { bearer?: string; host?: string } = {}) {
  const p = `${C}/Download?code=${code}`
  return dispatch(requestFor(p, init), targetOf(p))
}

function readPdf(bytes: Uint8Array, script: string) {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(process.cwd(), 'tests', script)], { input: bytes, encoding: 'utf8' }),
  )
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-certificate-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  ids.demo = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  ids.acme = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
  const [qihang] = await db.db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, ids.demo), eq(companies.loginName, 'qihang_hr')))
  ids.qihang = qihang.id
  const a = await firstCodeLogin(db.db, ids.demo, '13611110001')
  const b = await firstCodeLogin(db.db, ids.demo, '13611110002')
  Object.assign(tokens, { a: a.bearer, b: b.bearer })
  ids.a = a.userId
  ids.b = b.userId
  tokens.qihang = await companyToken('qihang_hr')
  tokens.yunfan = await companyToken('yunfan_hr')
  await db.db.delete(rateLimits)
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: '13611110003' }, { host: ACME })
  const [sms] = await listOutbox(db.db, { tenantId: ids.acme, phone: '13611110003' })
  const acmeLogin = await post(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: '13611110003', phoneCode: sms!.code, isAgreeProtocol: true },
    { host: ACME },
  )
  tokens.acme = acmeLogin.body.result.accessToken
  ids.acmeUser = acmeLogin.body.result.userId
  // A is on 启航科技's staff under the name it files them by.
  await db.db
    .insert(companyMembers)
    .values({ tenantId: ids.demo, individualId: ids.a, companyId: ids.qihang, nameInCompany: '孙晓' })
  const demoCourses = await db.db.select().from(courses).where(eq(courses.tenantId, ids.demo)).orderBy(asc(courses.id))
  done = demoCourses[0].id
  open = demoCourses[1].id
  await db.db.insert(enrolments).values([
    {
      tenantId: ids.demo,
      individualId: ids.a,
      courseId: done,
      source: 'free',
      completedAt: at('2026-03-09T17:00:00Z'),
    },
    { tenantId: ids.demo, individualId: ids.a, courseId: open, source: 'free' },
    { tenantId: ids.demo, individualId: ids.b, courseId: done, source: 'free' },
  ])
  // 16:30 UTC is 00:30 the next day in Shanghai: the first credited day is 03-02.
  await interval(ids.a, done, '2026-03-01T16:30:00Z', 600_000)
  await interval(ids.a, done, '2026-03-09T02:00:00Z', 900_000)
  await interval(ids.a, done, '2026-03-20T02:00:00Z', 0) // re-watched: no credit, no day
  await interval(ids.a, open, '2026-04-05T02:00:00Z', 1_200_000)
}, 180_000)
afterAll(() => db.cleanup())

let certificate: { code: string; number: string } = { code: '', number: '' }

it('issues a certificate for a completed course from the credited intervals only, and the same one again', async () => {
  const res = await send(`${C}/Issue`, { courseId: done }, tokens.a)
  expect(res.status).toBe(200)
  const view = res.body.result
  expect(view).toMatchObject({
    learnerName: '孙晓',
    maskedPhone: '136****0001',
    companyName: '启航科技有限公司',
    totalSeconds: 1500,
    range: null,
    revokedAt: null,
    courseId: done,
  })
  expect(view.courses).toEqual([
    expect.objectContaining({
      seconds: 1500,
      firstDay: '2026-03-02',
      lastDay: '2026-03-09',
      completedDay: '2026-03-10',
    }),
  ])
  expect(view.number).toMatch(/^DEMO-\d{4}-\d{6}$/)
  expect(view.code).toMatch(/^[A-Z2-9]{20}$/)
  certificate = view

  const again = await send(`${C}/Issue`, { courseId: done }, tokens.a)
  expect(again.body.result).toMatchObject({ code: view.code, number: view.number })
  const mine = await get(`${C}/GetMine`, tokens.a)
  expect(mine.body.result.items.map((c: { code: string }) => c.code)).toEqual([view.code])
})

it('refuses a course not completed, not taken, or a request that is neither a course nor a range', async () => {
  refused(await send(`${C}/Issue`, { courseId: open }, tokens.a), 400, '该课程尚未学完，学完后才能开具学时证明')
  refused(await send(`${C}/Issue`, { courseId: done }, tokens.b), 400, '该课程尚未学完，学完后才能开具学时证明')
  refused(await send(`${C}/Issue`, { courseId: 999_999 }, tokens.a), 404, '课程不存在或未学习')
  refused(await send(`${C}/Issue`, {}, tokens.a), 400, '请选择课程或时间范围')
  refused(await send(`${C}/Issue`, { courseId: done, from: '2026-03-01', to: '2026-03-02' }, tokens.a), 400)
  refused(await send(`${C}/Issue`, { courseId: done }), 401)
  refused(await send(`${C}/Issue`, { courseId: done }, tokens.qihang), 403)
})

it('issues for a date range: every course with credit in it, summed; refuses empty, reversed or too long ranges', async () => {
  const res = await send(`${C}/Issue`, { from: '2026-03-01', to: '2026-04-30' }, tokens.a)
  expect(res.status).toBe(200)
  expect(res.body.result.totalSeconds).toBe(2700)
  expect(res.body.result.range).toEqual({ from: '2026-03-01', to: '2026-04-30' })
  expect(res.body.result.courses.map((c: { seconds: number }) => c.seconds)).toEqual([1500, 1200])
  expect(res.body.result.number).not.toBe(certificate.number)
  // Only the stretch started on 03-02 (Shanghai) falls in a range of that one day.
  const oneDay = await send(`${C}/Issue`, { from: '2026-03-02', to: '2026-03-02' }, tokens.a)
  expect(oneDay.body.result.totalSeconds).toBe(600)
  refused(
    await send(`${C}/Issue`, { from: '2025-01-01', to: '2025-02-01' }, tokens.a),
    400,
    '该时间范围内没有已认证的学习时长',
  )
  refused(await send(`${C}/Issue`, { from: '2026-04-01', to: '2026-03-01' }, tokens.a), 400, '结束日期不能早于开始日期')
  refused(
    await send(`${C}/Issue`, { from: '2025-01-01', to: '2026-01-02' }, tokens.a),
    400,
    '开具学时证明的时间范围不能超过366天',
  )
})

it('draws an A4 PDF with the name, hours and number, and a QR code of the verification URL', async () => {
  const res = await download(certificate.code, { bearer: tokens.a })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const bytes = new Uint8Array(await res.arrayBuffer())
  const { pages, text } = readPdf(bytes, 'pdf-text.mjs')
  expect(pages[0]).toEqual([595, 842])
  const flat = text.replace(/\s+/g, '')
  for (const part of ['学时证明', '孙晓', '启航科技有限公司', '0.4小时（25分钟）', certificate.number]) {
    expect(flat).toContain(part)
  }
  const url = `${tenantOrigin('demo')}/certificate/${certificate.code}`
  expect(readPdf(bytes, 'pdf-qr.mjs').codes).toEqual([url])
  expect(flat).toContain(url)
}, 60_000)

it('lets the holder and their company download it; no other account, company or tenant', async () => {
  expect((await download(certificate.code, { bearer: tokens.qihang })).status).toBe(200)
  refused(await get(`${C}/Download?code=${certificate.code}`, tokens.b), 404, '学时证明不存在')
  refused(await get(`${C}/Download?code=${certificate.code}`, tokens.yunfan), 404, '学时证明不存在')
  refused(await get(`${C}/Download?code=${certificate.code}`, tokens.acme, ACME), 404)
  refused(await get(`${C}/Download?code=${certificate.code}`), 401)
  refused(await get(`${C}/Download?code=not-a-code`, tokens.a), 400)
})

it("never finds one tenant's certificates or courses from another tenant", async () => {
  refused(await send(`${C}/Issue`, { courseId: done }, tokens.acme, ACME), 404, '课程不存在或未学习')
  expect((await get(`${C}/GetMine`, tokens.acme, ACME)).body.result.items).toEqual([])
  // A demo session on acme's host is no session there.
  refused(await get(`${C}/GetMine`, tokens.a, ACME), 401)
  const acmeAdmin = await consoleCookie(db.db, ids.acme, 'admin')
  const listed = await call(`${AC}/GetList`, { cookie: acmeAdmin, host: ACME })
  expect(listed.body.result).toEqual({ totalCount: 0, items: [] })
})

it('lets a company issue for its own staff only', async () => {
  const res = await send(`${CC}/Issue`, { userId: ids.a, from: '2026-04-01', to: '2026-04-30' }, tokens.qihang)
  expect(res.status).toBe(200)
  expect(res.body.result).toMatchObject({ learnerName: '孙晓', totalSeconds: 1200 })
  const again = await send(`${CC}/Issue`, { userId: ids.a, courseId: done }, tokens.qihang)
  expect(again.body.result.code).toBe(certificate.code)
  refused(await send(`${CC}/Issue`, { userId: ids.a, courseId: done }, tokens.yunfan), 404, '该员工不是本企业员工')
  refused(await send(`${CC}/Issue`, { userId: ids.b, courseId: done }, tokens.qihang), 404, '该员工不是本企业员工')
  refused(await send(`${CC}/Issue`, { userId: ids.acmeUser, courseId: done }, tokens.qihang), 404)
  refused(await send(`${CC}/Issue`, { userId: ids.a, courseId: done }, tokens.a), 403)
})

it('verifies a code for anyone on its tenant host with exactly what the certificate states', async () => {
  const res = await get(`${C}/Verify?code=${certificate.code}`)
  expect(res.status).toBe(200)
  expect(Object.keys(res.body.result).sort()).toEqual(
    [
      'code',
      'companyName',
      'courses',
      'issuedAt',
      'issuerName',
      'learnerName',
      'maskedPhone',
      'number',
      'range',
      'revokedAt',
      'revokedReason',
      'totalSeconds',
    ].sort(),
  )
  expect(res.body.result).toMatchObject({ number: certificate.number, revokedAt: null, maskedPhone: '136****0001' })
  refused(await get(`${C}/Verify?code=${certificate.code}`, undefined, ACME), 404, '学时证明不存在')
  refused(await get(`${C}/Verify?code=ABCDEFGHJKLMNPQRSTUV`), 404, '学时证明不存在')
})

it('lists certificates in the console and lets an administrator revoke one, audited; Verify then says revoked', async () => {
  const viewer = await consoleCookie(db.db, ids.demo, 'viewer')
  const admin = await consoleCookie(db.db, ids.demo, 'admin')
  const acmeAdmin = await consoleCookie(db.db, ids.acme, 'admin')
  const list = await call(`${AC}/GetList?keyword=${certificate.number}`, { cookie: viewer })
  expect(list.status).toBe(200)
  expect(list.body.result.items).toEqual([
    expect.objectContaining({ number: certificate.number, learnerName: '孙晓', revokedAt: null }),
  ])
  const byPhone = await call(`${AC}/GetList?keyword=13611110001&state=valid`, { cookie: viewer })
  expect(byPhone.body.result.totalCount).toBe(4)
  const { id } = list.body.result.items[0]

  refused(
    await post(`${AC}/Revoke`, { id, reason: '信息有误' }, { cookie: viewer, origin: 'http://demo.localhost' }),
    403,
  )
  refused(
    await post(
      `${AC}/Revoke`,
      { id, reason: '信息有误' },
      { cookie: acmeAdmin, host: ACME, origin: 'http://acme.localhost' },
    ),
    404,
  )
  refused(await post(`${AC}/Revoke`, { id, reason: '' }, { cookie: admin, origin: 'http://demo.localhost' }), 400)
  const revoked = await post(
    `${AC}/Revoke`,
    { id, reason: '信息有误' },
    { cookie: admin, origin: 'http://demo.localhost' },
  )
  expect(revoked.status).toBe(200)
  refused(
    await post(`${AC}/Revoke`, { id, reason: '再次' }, { cookie: admin, origin: 'http://demo.localhost' }),
    409,
    '该学时证明已撤销',
  )

  const verify = await get(`${C}/Verify?code=${certificate.code}`)
  expect(verify.body.result).toMatchObject({ revokedReason: '信息有误' })
  expect(verify.body.result.revokedAt).toBe(revoked.body.result.revokedAt)
  const [row] = await db.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `学时证明 ${certificate.number}（孙晓）`))
  expect(row).toBeTruthy()
  const revokedList = await call(`${AC}/GetList?state=revoked`, { cookie: viewer })
  expect(revokedList.body.result.items.map((c: { number: string }) => c.number)).toEqual([certificate.number])

  // A revoked certificate is no longer the one given back: issuing again makes a new one.
  const fresh = await send(`${C}/Issue`, { courseId: done }, tokens.a)
  expect(fresh.body.result.code).not.toBe(certificate.code)
  expect(fresh.body.result.revokedAt).toBeNull()
})

it('lets an account issue twenty an hour: each date range is a new certificate with its own number', async () => {
  // A fresh hour for this test (the ones above spent some of b's tries). Account b has no credited time in 2025: each
  // try is refused for that, and still counts.
  await db.db.delete(rateLimits)
  for (let i = 0; i < 20; i++)
    refused(await send(`${C}/Issue`, { from: '2025-01-01', to: '2025-01-31' }, tokens.b), 400)
  refused(
    await send(`${C}/Issue`, { from: '2025-01-01', to: '2025-01-31' }, tokens.b),
    429,
    '开具学时证明过于频繁，请60分钟后再试',
  )
})
