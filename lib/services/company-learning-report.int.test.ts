// 学习看板 and its export (issue 31, Deliver 4) through the real dispatcher, on PGlite or PostgreSQL: where an
// assignment stands, a person's 学时 on the assigned course only (since joining the company), their credited sessions,
// and the xlsx read back with exceljs — its minutes add up to the credited intervals exactly. Another company, another
// tenant and an individual are refused on every method.
import ExcelJS from 'exceljs'
import { and, asc, eq } from 'drizzle-orm'
import { dispatch } from '@/lib/api/dispatch'
import {
  assignmentAllocations,
  companies,
  companyGroupMembers,
  companyGroups,
  companyMembers,
  courseAssignments,
  courses,
  enrolments,
  individuals,
  learningIntervals,
  lessons,
} from '@/lib/db/schema'
import { call, requestFor, targetOf } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, userToken } from '@/tests/sign-in'

const API = '/api/services/app/CompanyLearningReport'
let db: SeededTestDatabase
let demoId: number
let companyId: number
let li: number
let groupId: number
let assigned: { id: number; title: string }
const CREDITED = [61_000, 120_500, 30_250] // ms of newly covered content, three stretches on the assigned course

const hr = () => companyToken('qihang_hr')
const get = async (path: string, bearer: string, host?: string) => call(`${API}/${path}`, { bearer, host })

beforeAll(async () => {
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const where = (phone: string) => and(eq(individuals.tenantId, demoId), eq(individuals.phone, phone))
  li = (await db.db.select().from(individuals).where(where('13800000002')))[0].id
  companyId = (await db.db.select().from(companies).where(eq(companies.loginName, 'qihang_hr')))[0].id
  const published = await db.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.tenantId, demoId), eq(courses.isPublished, true)))
    .orderBy(asc(courses.id))
    .limit(2)
  assigned = published[0]
  const other = published[1]
  const [g] = await db.db.insert(companyGroups).values({ tenantId: demoId, companyId, name: '销售部' }).returning()
  groupId = g.id
  await db.db.insert(companyGroupMembers).values({ tenantId: demoId, groupId, individualId: li })
  const [a] = await db.db
    .insert(courseAssignments)
    .values({
      tenantId: demoId,
      companyId,
      courseId: assigned.id,
      kind: 'required',
      startsOn: '2026-11-01',
      dueOn: '2099-12-31',
    })
    .returning()
  await db.db.insert(assignmentAllocations).values({ tenantId: demoId, assignmentId: a.id, individualId: li })
  await db.db
    .insert(enrolments)
    .values({ tenantId: demoId, individualId: li, courseId: assigned.id, source: 'assigned' })
    .onConflictDoNothing()
  const lessonOf = async (courseId: number) =>
    (
      await db.db
        .select()
        .from(lessons)
        .where(and(eq(lessons.tenantId, demoId), eq(lessons.courseId, courseId)))
    )[0].id
  const joined = (await db.db.select().from(companyMembers).where(eq(companyMembers.individualId, li)))[0].joinedAt
  const at = (minutesAfterJoin: number) => new Date(joined.getTime() + minutesAfterJoin * 60_000)
  const stretch = (courseId: number, lessonId: number, start: Date, newMs: number) => ({
    tenantId: demoId,
    individualId: li,
    courseId,
    lessonId,
    playerId: 'p1',
    fromMs: 0,
    toMs: newMs,
    newMs,
    startedAt: start,
    endedAt: new Date(start.getTime() + newMs),
  })
  const lesson = await lessonOf(assigned.id)
  await db.db.insert(learningIntervals).values([
    ...CREDITED.map((ms, i) => stretch(assigned.id, lesson, at(10 + i * 5), ms)),
    // Not the company's business: another course, and the assigned one before joining.
    stretch(other.id, await lessonOf(other.id), at(30), 99_000),
    stretch(assigned.id, lesson, at(-60), 77_000),
  ])
}, 180_000)
afterAll(() => db.cleanup())

it('shows the assignment in progress and the person’s 学时 on it since joining, for the company and for the group', async () => {
  const all = await get('GetDashboard', await hr())
  expect(all.status).toBe(200)
  expect(all.body.result.assignments).toEqual([
    expect.objectContaining({
      courseTitle: assigned.title,
      kind: 'required',
      total: 1,
      completed: 0,
      inProgress: 1,
      notStarted: 0,
      overdue: 0,
      cancelled: false,
    }),
  ])
  const person = all.body.result.people.find((p: { individualId: number }) => p.individualId === li)
  const sum = CREDITED.reduce((a, b) => a + b, 0)
  expect(person).toMatchObject({
    name: '李明',
    groups: ['销售部'],
    assigned: 1,
    completed: 0,
    creditedSeconds: Math.round(sum / 1000),
  })
  // The group filter keeps 李明 and drops the staff outside 销售部.
  const sales = await get(`GetDashboard?groupId=${groupId}`, await hr())
  expect(sales.body.result.people.map((p: { name: string }) => p.name)).toEqual(['李明'])
})

it('lists one person’s credited sessions on the assigned course, newest first', async () => {
  const res = await get(`GetPersonSessions?individualId=${li}`, await hr())
  expect(res.status).toBe(200)
  expect(res.body.result.hasMore).toBe(false)
  expect(
    res.body.result.items.map((s: { creditedSeconds: number; courseTitle: string }) => [
      s.courseTitle,
      s.creditedSeconds,
    ]),
  ).toEqual([...CREDITED].reverse().map((ms) => [assigned.title, Math.round(ms / 1000)]))
})

it('exports an xlsx whose minutes add up to the credited intervals, and refuses a bad range', async () => {
  const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const res = await dispatch(
    requestFor(`${API}/Export?from=2026-01-01&to=${to}`, { bearer: await hr() }),
    targetOf(`${API}/Export`),
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('启航科技有限公司-学习记录-'))
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await res.arrayBuffer())
  const sheet = book.getWorksheet('学时记录')!
  const rows = sheet.getSheetValues().slice(2) as unknown[][]
  const records = rows.filter((r) => r && r[1] !== '合计' && r[1] !== '合计（小时）')
  expect(records).toHaveLength(CREDITED.length)
  expect(records.map((r) => [r[2], r[5]])).toEqual(CREDITED.map(() => ['李明', assigned.title]))
  const minutes = records.reduce((sum, r) => sum + Number(r[9]), 0)
  const credited = CREDITED.reduce((a, b) => a + b, 0)
  expect(minutes).toBeCloseTo(credited / 60_000, 1)
  const total = rows.find((r) => r && r[1] === '合计')!
  expect(total[9]).toBeCloseTo(credited / 60_000, 2)
  expect(book.getWorksheet('学习任务')!.getRow(2).values).toEqual(
    expect.arrayContaining([assigned.title, '必修', '进行中', 1, 0, 1]),
  )

  const bad = await get('Export?from=2026-03-01&to=2026-02-01', await hr())
  expect([bad.status, bad.body.error.message]).toEqual([400, '结束日期不能早于开始日期'])
})

it('refuses another company, another tenant and an individual on every method', async () => {
  const yunfan = await companyToken('yunfan_hr')
  const paths = ['GetDashboard', `GetPersonSessions?individualId=${li}`, 'Export?from=2026-01-01&to=2026-01-31']
  // Another company of the tenant: its own (empty) board, never 李明.
  const board = await get('GetDashboard', yunfan)
  expect(board.body.result).toMatchObject({ assignments: [], people: [] })
  expect((await get(`GetPersonSessions?individualId=${li}`, yunfan)).status).toBe(404)
  expect((await get(`GetDashboard?groupId=${groupId}`, yunfan)).status).toBe(404)
  for (const path of paths) {
    expect((await get(path, await hr(), 'acme.localhost')).status).toBe(401)
    const learner = await get(path, await userToken('13800000001'))
    expect([learner.status, learner.body.error?.message]).toEqual([403, '没有权限进行此操作'])
  }
})

it('lists the assigned courses the person completed — not others — and the company certifies one of them', async () => {
  const before = await get(`GetPersonSessions?individualId=${li}`, await hr())
  expect(before.body.result.completedCourses).toEqual([])
  const completedAt = new Date('2026-11-20T02:00:00Z') // 10:00 in Beijing
  const done = (courseId: number) =>
    db.db
      .update(enrolments)
      .set({ completedAt })
      .where(and(eq(enrolments.tenantId, demoId), eq(enrolments.individualId, li), eq(enrolments.courseId, courseId)))
  await done(assigned.id)
  // A course 李明 completed on their own is not the company's to list.
  const [own] = await db.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, demoId), eq(courses.isPublished, true)))
    .orderBy(asc(courses.id))
    .offset(1)
    .limit(1)
  await db.db
    .insert(enrolments)
    .values({ tenantId: demoId, individualId: li, courseId: own.id, source: 'free', completedAt })
    .onConflictDoUpdate({
      target: [enrolments.tenantId, enrolments.individualId, enrolments.courseId],
      set: { completedAt },
    })
  const after = await get(`GetPersonSessions?individualId=${li}`, await hr())
  expect(after.body.result.completedCourses).toEqual([
    { courseId: assigned.id, title: assigned.title, completedDay: '2026-11-20' },
  ])

  const issued = await call('/api/services/app/CompanyCertificate/Issue', {
    bearer: await hr(),
    body: { userId: li, courseId: assigned.id },
  })
  expect(issued.status).toBe(200)
  const verified = await call(`/api/services/app/Certificate/Verify?code=${issued.body.result.code}`)
  expect(verified.body.result).toMatchObject({ learnerName: '李明', revokedAt: null })
  expect(verified.body.result.courses.map((c: { title: string }) => c.title)).toEqual([assigned.title])
})
