// CompanyAssignment through the real dispatcher (PGlite, or PostgreSQL with TEST_DATABASE_URL): assigning courses to
// people and groups, the paywall rule (only a certified company's assignment opens a paid course), access ending when
// the assignment is cancelled or the person leaves, 我的课程's 必修 and due date, and every method refused to another
// company, another tenant, an individual and a visitor (issue 31).
import os from 'node:os'
import path from 'node:path'
import { and, count, eq, gt, sql } from 'drizzle-orm'
import { addDays, todayInZone } from '@/lib/contract/assignment-rules'
import { companies, courseAssignments, courses, individuals, lessons } from '@/lib/db/schema'
import { call, post, type Answer, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, firstCodeLogin, userToken } from '@/tests/sign-in'

let db: SeededTestDatabase
let demoId = 0
let acmeCourse = 0
let freeCourse = 0
let paid: number[] = []
let phoneSeq = 0
const tokens: Record<string, string> = {}
const staff: Record<string, number> = {}

const S = '/api/services/app'
const A = `${S}/CompanyAssignment`
const OPERATOR = { 'x-operator-key': 'qh-demo-operator-2026' }
const today = () => todayInZone()
const freshPhone = () => `1350003${String(++phoneSeq).padStart(4, '0')}`
const as = (bearer: string, host?: string): CallInit => ({ bearer, host })
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}
const assign = (bearer: string, body: Record<string, unknown>) =>
  post(`${A}/Create`, { kind: 'required', startsOn: today(), dueOn: addDays(today(), 2), ...body }, as(bearer))
const access = async (bearer: string, courseId: number) =>
  (await call(`${S}/CourseLearn/GetLearnState?courseId=${courseId}`, as(bearer))).body.result
const myCourses = async (bearer: string) => (await call(`${S}/FrontCourse/GetMyCourses`, as(bearer))).body.result
const assignmentCount = async () =>
  (await db.db.select({ n: count() }).from(courseAssignments).where(eq(courseAssignments.tenantId, demoId)))[0].n

/** Invites a new phone to the company; it signs in and accepts. */
async function newMember(companyBearer: string, name: string) {
  const phone = freshPhone()
  const invite = await post(
    `${S}/CompanyInviteUser/CreateCompanyInviteUser`,
    { PhoneNumber: phone, userInCompanyName: name },
    as(companyBearer),
  )
  const me = await firstCodeLogin(db.db, demoId, phone)
  const accepted = await post(`${S}/CompanyInviteUser/InviteUserAccept`, { id: invite.body.result.id }, as(me.bearer))
  expect(accepted.status).toBe(200)
  return me
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-company-assignment-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const acmeId = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
  tokens.qihang = await companyToken('qihang_hr')
  tokens.yunfan = await companyToken('yunfan_hr')
  tokens.wang = await userToken('13800000003')
  for (const [name, phone] of [
    ['wang', '13800000003'],
    ['zhao', '13800000004'],
  ]) {
    const [row] = await db.db
      .select({ id: individuals.id })
      .from(individuals)
      .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, phone)))
    staff[name] = row.id
  }
  const withLessons = and(eq(lessons.tenantId, courses.tenantId), eq(lessons.courseId, courses.id))
  const paidRows = await db.db
    .selectDistinct({ id: courses.id })
    .from(courses)
    .innerJoin(lessons, withLessons)
    .where(and(eq(courses.tenantId, demoId), gt(courses.priceCents, 0), eq(courses.isPublished, true)))
    .limit(3)
  paid = paidRows.map((r) => r.id)
  const [free] = await db.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, demoId), eq(courses.priceCents, 0), eq(courses.isPublished, true)))
    .limit(1)
  freeCourse = free.id
  const [acme] = await db.db.select({ id: courses.id }).from(courses).where(eq(courses.tenantId, acmeId)).limit(1)
  acmeCourse = acme.id
}, 180_000)
afterAll(() => db.cleanup())

it('refuses a bad assignment in Chinese and writes nothing', async () => {
  const group = (await post(`${S}/CompanyGroup/Create`, { name: '云帆组' }, as(tokens.yunfan))).body.result.id
  const yunfanPerson = await newMember(tokens.yunfan, '云帆员工')
  const cases: [Record<string, unknown>, number, string][] = [
    [
      {
        courseIds: [freeCourse],
        individualIds: [staff.wang],
        dueOn: addDays(today(), -1),
        startsOn: addDays(today(), -3),
      },
      400,
      '截止日期不能早于今天',
    ],
    [
      { courseIds: [freeCourse], individualIds: [staff.wang], startsOn: addDays(today(), 5) },
      400,
      '截止日期不能早于开始日期',
    ],
    [{ courseIds: [freeCourse] }, 400, '请选择部门或员工'],
    [{ courseIds: [], individualIds: [staff.wang] }, 400, '请选择课程'],
    [{ courseIds: [freeCourse], individualIds: [staff.wang], dueOn: '2026-02-30' }, 400, '日期格式不正确'],
    [{ courseIds: [freeCourse], individualIds: [staff.wang], kind: 'optional' }, 400, '任务类型须为必修或选修'],
    [{ courseIds: [acmeCourse], individualIds: [staff.wang] }, 404, '课程不存在或未发布'],
    [{ courseIds: [freeCourse, 987654], individualIds: [staff.wang] }, 404, '课程不存在或未发布'],
    [{ courseIds: [freeCourse], groupIds: [group] }, 404, '部门不存在'],
    [{ courseIds: [freeCourse], individualIds: [staff.wang, yunfanPerson.userId] }, 400, '只能添加本企业的员工'],
  ]
  for (const [body, status, message] of cases) expectError(await assign(tokens.qihang, body), status, message)
  expect(await assignmentCount()).toBe(0)
})

it('makes one assignment per course and one allocation per person, and counts who completed', async () => {
  const group = (await post(`${S}/CompanyGroup/Create`, { name: '销售部' }, as(tokens.qihang))).body.result.id
  await post(`${S}/CompanyGroup/SetMembers`, { groupId: group, add: [staff.wang, staff.zhao] }, as(tokens.qihang))
  const res = await assign(tokens.qihang, {
    courseIds: [freeCourse, paid[0]],
    groupIds: [group],
    individualIds: [staff.wang],
    kind: '选修',
  })
  expect(res.status).toBe(200)
  expect(res.body.result.assignmentIds).toHaveLength(2)
  expect(res.body.result.allocatedCount).toBe(2)
  // 王芳 finished the free course (completion is the enrolment's, however she took it).
  await post(`${S}/FrontCourse/JoinCourse`, { courseId: freeCourse }, as(tokens.wang))
  await db.db.execute(
    sql`update enrolments set completed_at = now() where tenant_id = ${demoId} and individual_id = ${staff.wang} and course_id = ${freeCourse}`,
  )
  const items = (await call(`${A}/GetList`, as(tokens.qihang))).body.result.items
  const byCourse = Object.fromEntries(items.map((a: { course: { id: number } }) => [a.course.id, a]))
  expect(byCourse[freeCourse]).toMatchObject({
    kind: 'elective',
    kindText: '选修',
    allocatedCount: 2,
    completedCount: 1,
  })
  expect(byCourse[paid[0]]).toMatchObject({
    allocatedCount: 2,
    completedCount: 0,
    groups: [{ id: group, name: '销售部' }],
  })
})

it('opens a paid course only through a certified company’s assignment; cancel, leaving or decertifying ends it', async () => {
  // 云帆 is not certified: its assignment lists nothing paid and opens nothing.
  const yunfanPerson = await newMember(tokens.yunfan, '云帆学员')
  expect((await assign(tokens.yunfan, { courseIds: [paid[1]], individualIds: [yunfanPerson.userId] })).status).toBe(200)
  expect((await access(yunfanPerson.bearer, paid[1])).access).toBe('refused')
  expectError(await post(`${S}/FrontCourse/JoinCourse`, { courseId: paid[1] }, as(yunfanPerson.bearer)), 403)
  expect((await myCourses(yunfanPerson.bearer)).items).toEqual([])

  // 启航 is certified: 王芳 (not VIP) sees the course first on 我的课程 with 必修 and its due date, and may join it.
  const made = await assign(tokens.qihang, { courseIds: [paid[1]], individualIds: [staff.wang] })
  const [first] = (await myCourses(tokens.wang)).items
  expect(first).toMatchObject({
    courseId: paid[1],
    enrolled: false,
    percent: 0,
    assignment: { kind: 'required', startsOn: today(), dueOn: addDays(today(), 2), daysLeft: 2 },
  })
  expect(await access(tokens.wang, paid[1])).toMatchObject({ access: 'canEnrol', enrolVia: 'assigned' })
  expect((await post(`${S}/FrontCourse/JoinCourse`, { courseId: paid[1] }, as(tokens.wang))).status).toBe(200)
  expect((await access(tokens.wang, paid[1])).access).toBe('enrolled')
  const joined = (await myCourses(tokens.wang)).items.find((c: { courseId: number }) => c.courseId === paid[1])
  expect(joined).toMatchObject({ enrolled: true, assignment: { kind: 'required' } })
  // The heartbeat's own access read (one SQL statement) agrees: it takes beats now and refuses them once cancelled.
  const [lesson] = await db.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.tenantId, demoId), eq(lessons.courseId, paid[1])))
    .limit(1)
  const play = await post(`${S}/CourseLearn/StartPlay`, { courseId: paid[1], lessonId: lesson.id }, as(tokens.wang))
  expect(play.status).toBe(200)
  let seq = 0
  const beat = () =>
    post(
      `${S}/CourseLearn/Heartbeat`,
      {
        courseId: paid[1],
        lessonId: lesson.id,
        playToken: play.body.result.playToken,
        seq: ++seq,
        position: 0,
        playing: true,
      },
      as(tokens.wang),
    )
  expect((await beat()).status).toBe(200)

  // Cancelled: the course closes (progress kept) and the tag goes.
  const assignmentId = made.body.result.assignmentIds[0]
  expect((await post(`${A}/Cancel`, { assignmentId }, as(tokens.qihang))).status).toBe(200)
  expectError(await post(`${A}/Cancel`, { assignmentId }, as(tokens.qihang)), 400, '该学习任务已取消')
  expect((await access(tokens.wang, paid[1])).access).not.toBe('enrolled')
  expectError(await beat(), 403, '请先加入学习该课程')
  const after = (await myCourses(tokens.wang)).items.find((c: { courseId: number }) => c.courseId === paid[1])
  expect(after).toMatchObject({ enrolled: true, assignment: null })

  // Assigned again: open again; the tenant withdrawing the certificate closes it; leaving the company closes it.
  await assign(tokens.qihang, { courseIds: [paid[1]], individualIds: [staff.wang] })
  expect((await access(tokens.wang, paid[1])).access).toBe('enrolled')
  const [qihang] = await db.db.select({ id: companies.id }).from(companies).where(eq(companies.loginName, 'qihang_hr'))
  const certify = (certified: boolean) =>
    post(`${S}/CompanyOperator/Certify`, { companyId: qihang.id, certified }, { headers: OPERATOR })
  expect((await certify(false)).status).toBe(200)
  expect((await access(tokens.wang, paid[1])).access).not.toBe('enrolled')
  expect((await certify(true)).status).toBe(200)
  expect((await access(tokens.wang, paid[1])).access).toBe('enrolled')
  expect((await post(`${S}/CompanyInviteUser/CompanyKickUser`, { userId: staff.wang }, as(tokens.qihang))).status).toBe(
    200,
  )
  expect((await access(tokens.wang, paid[1])).access).not.toBe('enrolled')
  expect((await myCourses(tokens.wang)).items.every((c: { assignment: unknown }) => c.assignment === null)).toBe(true)
  // Someone who left is nobody's to count: the company's list (like its dashboard) drops her.
  const [latest] = (await call(`${A}/GetList`, as(tokens.qihang))).body.result.items
  expect(latest).toMatchObject({ course: { id: paid[1] }, allocatedCount: 0, cancelled: false })
})

it('refuses every assignment method to another company (404), another tenant’s host, an individual and a visitor', async () => {
  const mine = (await call(`${A}/GetList`, as(tokens.qihang))).body.result.items
  const open = mine.find((a: { cancelled: boolean }) => !a.cancelled)
  expectError(await post(`${A}/Cancel`, { assignmentId: open.id }, as(tokens.yunfan)), 404, '学习任务不存在')
  const theirs = (await call(`${A}/GetList`, as(tokens.yunfan))).body.result.items
  expect(theirs.some((a: { id: number }) => mine.some((m: { id: number }) => m.id === a.id))).toBe(false)
  const writes: [string, unknown][] = [
    [
      'Create',
      { courseIds: [freeCourse], individualIds: [staff.zhao], kind: 'required', startsOn: today(), dueOn: today() },
    ],
    ['Cancel', { assignmentId: open.id }],
  ]
  const before = await assignmentCount()
  for (const [m, body] of writes) {
    const other = await post(`${A}/${m}`, body, as(tokens.qihang, 'acme.localhost'))
    expect(other.status).toBe(401)
    expect((await post(`${A}/${m}`, body, as(tokens.wang))).status).toBe(403)
    expect((await post(`${A}/${m}`, body)).status).toBe(401)
  }
  const other = await call(`${A}/GetList`, as(tokens.qihang, 'acme.localhost'))
  expect(other.status).toBe(401)
  expect((await call(`${A}/GetList`, as(tokens.wang))).status).toBe(403)
  expect((await call(`${A}/GetList`)).status).toBe(401)
  expect(await assignmentCount()).toBe(before)
  expect(
    (await call(`${A}/GetList`, as(tokens.qihang))).body.result.items.find((a: { id: number }) => a.id === open.id),
  ).toMatchObject({ cancelled: false })
})
