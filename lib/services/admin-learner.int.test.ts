// AdminLearner through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): who may read and
// act, masked phones, another tenant's learner out of reach, 禁用 ending sessions and sign-ins with a reason, 强制下线,
// the PIPL export and the anonymising deletion that keeps hours per course and frees the phone.
import { and, asc, eq } from 'drizzle-orm'
import { insertOperator } from '@/lib/db/queries/operators'
import { getIndividualByPhone } from '@/lib/db/queries/accounts'
import {
  auditLog,
  chapters,
  courses,
  enrolments,
  individuals,
  learningHourTotals,
  learningIntervals,
  lessons,
  messages,
  rateLimits,
  sessions,
} from '@/lib/db/schema'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { listOutbox } from '@/lib/sms/outbox'
import { call, cookieOf, post, type Answer, type CallInit } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const API = '/admin/api/services/app/AdminLearner'
const DISABLED = '该账号已被停用，请联系机构客服'
const who: Partial<Record<OperatorRole, CallInit>> = {}

const as = (role: OperatorRole): CallInit => who[role]!
const get = (m: string, query: string, init: CallInit) => call(`${API}/${m}?${query}`, init)
const send = (m: string, body: unknown, init: CallInit) => post(`${API}/${m}`, body, init)
const basicInfo = (init: CallInit) => call('/api/services/app/FrontUser/GetUserBasicInfo', init)
const passwordLogin = (phone: string, password = 'Qihang2026') =>
  post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, password, ispassword: true })
async function codeLogin(phone: string): Promise<Answer> {
  await db.db.delete(rateLimits)
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })
  const [sms] = await listOutbox(db.db, { tenantId: ids.demo, phone })
  return post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: phone,
    phoneCode: sms!.code,
    isAgreeProtocol: true,
  })
}
const learnerId = async (phone: string, tenant = 'demo') =>
  (await getIndividualByPhone(db.db, { tenantId: ids[tenant], phone }))!.id

beforeAll(async () => {
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
  for (const role of ['support', 'operations'] as const)
    await insertOperator(db.db, {
      tenantId: ids.demo,
      loginName: `p_${role}`,
      name: role,
      phone: '13300000777',
      role,
      passwordHash: 'x',
      mustChangePassword: false,
    })
  const logins = { admin: 'admin', readonly: 'viewer', support: 'p_support', operations: 'p_operations' } as const
  for (const [role, login] of Object.entries(logins))
    who[role as OperatorRole] = {
      cookie: await consoleCookie(db.db, ids.demo, login),
      host: 'demo.localhost',
      origin: 'http://demo.localhost',
    }
}, 180_000)
afterAll(() => db.cleanup())

it('lets each role do what it may and nothing more', async () => {
  const missing = { id: 2_000_000 }
  const cases: [string, 'GET' | 'POST', unknown, OperatorRole[]][] = [
    ['GetList', 'GET', {}, ['admin', 'support', 'readonly']],
    ['Get', 'GET', missing, ['admin', 'support', 'readonly']],
    ['SetState', 'POST', { ...missing, state: 'disabled' }, ['admin']],
    ['ForceLogout', 'POST', missing, ['admin', 'support']],
    ['Export', 'POST', missing, ['admin']],
    ['Delete', 'POST', { ...missing, confirmDigits: '0000' }, ['admin']],
  ]
  for (const [m, verb, input, allowed] of cases)
    for (const role of ['admin', 'support', 'readonly', 'operations'] as const) {
      const res =
        verb === 'GET'
          ? await get(m, new URLSearchParams(input as Record<string, string>).toString(), as(role))
          : await send(m, input, as(role))
      expect([m, role, res.status === 403]).toEqual([m, role, !allowed.includes(role)])
    }
})

it('finds learners by phone, nickname or company, masking phones below 管理员, paged', async () => {
  const admin = (await get('GetList', 'keyword=00000002', as('admin'))).body.result
  expect(admin.phoneMasked).toBe(false)
  expect(admin.items.map((r: { phone: string }) => r.phone)).toEqual(['13800000002'])
  expect(admin.items[0]).toMatchObject({ nickname: '李明', companyName: '启航科技有限公司', state: 'active' })

  // A masked role finds a phone only whole, and reads it masked.
  expect((await get('GetList', 'keyword=00000002', as('support'))).body.result.items).toEqual([])
  const whole = (await get('GetList', 'keyword=13800000002', as('support'))).body.result
  expect(whole.phoneMasked).toBe(true)
  expect(whole.items.map((r: { phone: string }) => r.phone)).toEqual(['138****0002'])
  const all = (await get('GetList', 'pageSize=100', as('readonly'))).body.result
  expect(all.items.every((r: { phone: string }) => /^\d{3}\*{4}\d{4}$/.test(r.phone))).toBe(true)

  const staff = (await get('GetList', `keyword=${encodeURIComponent('启航科技')}`, as('support'))).body.result
  expect(staff.items.map((r: { nickname: string }) => r.nickname).sort()).toEqual(['李明', '王芳', '赵强'].sort())
  const named = (await get('GetList', `keyword=${encodeURIComponent('王芳')}`, as('admin'))).body.result
  expect(named.totalCount).toBe(1)
  const page2 = (await get('GetList', 'pageSize=2&page=2', as('admin'))).body.result
  expect(page2.items).toHaveLength(2)
  expect(page2.totalCount).toBe(all.totalCount)
  // Another tenant's learner never shows here.
  expect(all.items.map((r: { nickname: string }) => r.nickname)).not.toContain('艾克美学员')
})

it('answers another tenant’s learner as not found, for every method', async () => {
  const id = await learnerId('13800000001', 'acme')
  const admin = as('admin')
  expect((await get('Get', `id=${id}`, admin)).status).toBe(404)
  for (const [m, body] of [
    ['SetState', { id, state: 'disabled' }],
    ['ForceLogout', { id }],
    ['Export', { id }],
    ['Delete', { id, confirmDigits: '0001' }],
  ] as const)
    expect([m, (await send(m, body, admin)).status]).toEqual([m, 404])
  const [acme] = await db.db.select().from(individuals).where(eq(individuals.id, id))
  expect(acme).toMatchObject({ disabled: false, anonymisedAt: null, phone: '13800000001' })
})

it('禁用 ends the learner’s sessions at once and refuses password and code sign-in with the reason; 启用 restores', async () => {
  const id = await learnerId('13800000003')
  const login = await passwordLogin('13800000003')
  const bearer = { bearer: login.body.result.accessToken as string }
  const cookie = { cookie: cookieOf(login.setCookie) }
  expect((await basicInfo(bearer)).status).toBe(200)

  const off = await send('SetState', { id, state: 'disabled' }, as('admin'))
  expect(off.body.result).toEqual({ endedSessions: 1 })
  for (const init of [bearer, cookie]) {
    const refused = await basicInfo(init)
    expect(refused.status).toBe(401)
    expect(refused.body.error).toMatchObject({ code: -10, message: DISABLED })
  }
  const byPassword = await passwordLogin('13800000003')
  expect([byPassword.status, byPassword.body.error.message]).toEqual([400, DISABLED])
  const byCode = await codeLogin('13800000003')
  expect([byCode.status, byCode.body.error.message]).toEqual([400, DISABLED])
  const listed = (await get('GetList', 'keyword=13800000003', as('admin'))).body.result.items[0]
  expect(listed).toMatchObject({ state: 'disabled', activeSessions: 0 })
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminLearner/SetState'))
  expect(log).toMatchObject({ target: `学员 #${id}（138****0003）`, before: { state: '正常' } })

  expect((await send('SetState', { id, state: 'active' }, as('admin'))).status).toBe(200)
  expect((await basicInfo(bearer)).status).toBe(401)
  expect((await passwordLogin('13800000003')).status).toBe(200)
})

it('强制下线 (客服) ends every session and leaves the account usable', async () => {
  const id = await learnerId('13800000004')
  const a = (await passwordLogin('13800000004')).body.result.accessToken
  const b = (await passwordLogin('13800000004')).body.result.accessToken
  const detail = (await get('Get', `id=${id}`, as('support'))).body.result
  expect(detail.sessions).toHaveLength(2)
  expect(JSON.stringify(detail)).not.toMatch(/token/i)

  expect((await send('ForceLogout', { id }, as('support'))).body.result).toEqual({ endedSessions: 2 })
  for (const token of [a, b]) {
    const res = await basicInfo({ bearer: token })
    expect(res.body.error).toMatchObject({ code: -10, message: '登录已失效，请重新登录' })
  }
  expect((await passwordLogin('13800000004')).status).toBe(200)
})

/** A course of demo with two lessons in its outline, and credited learning on it for the learner. */
async function learnSome(individualId: number) {
  const rows = await db.db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(chapters, and(eq(chapters.tenantId, lessons.tenantId), eq(chapters.id, lessons.chapterId)))
    .where(eq(lessons.tenantId, ids.demo))
    .orderBy(asc(lessons.courseId), asc(lessons.id))
  const lesson = rows[0].lesson
  const [course] = await db.db.select().from(courses).where(eq(courses.id, lesson.courseId))
  await db.db.insert(enrolments).values({ tenantId: ids.demo, individualId, courseId: course.id, source: 'free' })
  const at = new Date('2026-11-20T02:00:00Z')
  const stretch = { tenantId: ids.demo, individualId, courseId: course.id, lessonId: lesson.id, playerId: 'p1' }
  await db.db.insert(learningIntervals).values([
    { ...stretch, fromMs: 0, toMs: 90_000, newMs: 90_000, startedAt: at, endedAt: at },
    { ...stretch, fromMs: 90_000, toMs: 150_000, newMs: 60_000, startedAt: at, endedAt: at },
  ])
  await db.db.insert(messages).values({
    tenantId: ids.demo,
    recipientKind: 'user',
    recipientId: individualId,
    messageType: 0,
    title: '系统通知',
    content: '欢迎',
  })
  return course
}

it('shows a learner’s companies, enrolments with hours, and exports everything held without secrets', async () => {
  const id = await learnerId('13800000002')
  const course = await learnSome(id)
  await passwordLogin('13800000002')
  const detail = (await get('Get', `id=${id}`, as('readonly'))).body.result
  expect(detail).toMatchObject({ phone: '138****0002', nickname: '李明', state: 'active', creditedSeconds: 150 })
  expect(detail.companies[0]).toMatchObject({ companyName: '启航科技有限公司', current: true, isVip: true })
  expect(detail.enrolments).toEqual([
    expect.objectContaining({ courseId: course.id, title: course.title, creditedSeconds: 150, source: 'free' }),
  ])

  const exported = await send('Export', { id }, as('admin'))
  expect(exported.status).toBe(200)
  const data = exported.body.result
  expect(data.account).toMatchObject({ id, phone: '13800000002', nickname: '李明', hasPassword: true })
  expect(data.sections.enrolments).toHaveLength(1)
  expect(data.sections.learningIntervals).toHaveLength(2)
  expect(data.sections.companies[0]).toMatchObject({ companyName: '启航科技有限公司', isVip: true })
  expect(data.sections.invitations.length).toBeGreaterThan(0)
  expect(data.sections.messages.length).toBeGreaterThan(0)
  expect(data.sections.sessions.length).toBeGreaterThan(0)
  const text = JSON.stringify(data)
  const [row] = await db.db.select().from(individuals).where(eq(individuals.id, id))
  const [session] = await db.db.select().from(sessions).where(eq(sessions.accountId, id))
  expect(text).not.toContain(row.passwordHash!)
  expect(text).not.toContain(session.tokenHash)
  expect(text).not.toMatch(/passwordHash|tokenHash|tenantId/)
  const [log] = await db.db.select().from(auditLog).where(eq(auditLog.kind, 'AdminLearner/Export'))
  expect(log.after).toMatchObject({ exported: { enrolments: 1, learningIntervals: 2 } })
})

it('删除账号 asks for the phone’s last digits, keeps hours per course only, and frees the phone', async () => {
  const id = await learnerId('13800000002')
  const wrong = await send('Delete', { id, confirmDigits: '1234' }, as('admin'))
  expect([wrong.status, wrong.body.error.message]).toEqual([400, '输入的手机号后4位不正确'])
  expect((await db.db.select().from(enrolments).where(eq(enrolments.individualId, id))).length).toBe(1)

  const done = await send('Delete', { id, confirmDigits: '0002' }, as('admin'))
  expect(done.body.result).toEqual({ keptCourses: 1, keptSeconds: 150 })
  const [row] = await db.db.select().from(individuals).where(eq(individuals.id, id))
  expect(row).toMatchObject({ nickname: '已注销用户', introduction: '', passwordHash: null, disabled: true })
  expect(row.phone).not.toBe('13800000002')
  expect(row.anonymisedAt).not.toBeNull()
  const kept = await db.db.select().from(learningHourTotals).where(eq(learningHourTotals.individualId, id))
  expect(kept).toEqual([expect.objectContaining({ creditedSeconds: 150, completed: false })])
  for (const table of [enrolments, learningIntervals] as const)
    expect(await db.db.select().from(table).where(eq(table.individualId, id))).toEqual([])
  expect(await db.db.select().from(sessions).where(eq(sessions.accountId, id))).toEqual([])
  expect(await db.db.select().from(messages).where(eq(messages.recipientId, id))).toEqual([])

  const detail = (await get('Get', `id=${id}`, as('admin'))).body.result
  expect(detail).toMatchObject({ state: 'anonymised', phone: '', companies: [], creditedSeconds: 150 })
  expect(detail.keptHours).toHaveLength(1)
  expect((await send('SetState', { id, state: 'active' }, as('admin'))).status).toBe(400)

  // The old password opens nothing; the phone registers anew as another account.
  expect((await passwordLogin('13800000002')).body.error.message).toBe('手机号或密码错误')
  const again = await codeLogin('13800000002')
  expect(again.status).toBe(200)
  expect(again.body.result.userId).not.toBe(id)
})
