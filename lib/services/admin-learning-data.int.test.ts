// AdminLearningData through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): the dashboard's
// numbers on a small known data set in Asia/Shanghai days, one course's funnel and drop-off, the three xlsx exports read
// back with exceljs (masked phones below 管理员, an audit row each), role rules and another tenant's refusal per method,
// and 100,000 generated rows streamed under a stated memory bound.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import ExcelJS from 'exceljs'
import { and, eq } from 'drizzle-orm'
import { dispatch } from '@/lib/api/dispatch'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/contract/operator-roles'
import { insertOperator } from '@/lib/db/queries/operators'
import {
  auditLog,
  chapters,
  courses,
  enrolments,
  individuals,
  learningIntervals,
  lessonProgress,
  lessons,
} from '@/lib/db/schema'
import { call, cookieOf, requestFor, targetOf, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

const API = '/admin/api/services/app/AdminLearningData'
const READERS: OperatorRole[] = ['admin', 'operations', 'readonly']
let db: SeededTestDatabase
let demoId: number
let acmeId: number
const operatorIds: Record<string, number> = {}
let courseX: { id: number; lessons: number[] }
let courseY: number
const people: Record<'p1' | 'p2' | 'p3' | 'p4', number> = { p1: 0, p2: 0, p3: 0, p4: 0 }

async function as(role: OperatorRole, slug = 'demo'): Promise<CallInit> {
  const tenantId = slug === 'demo' ? demoId : acmeId
  const token = await createOperatorSession(db.db, {
    tenantId,
    operatorId: operatorIds[`${slug}:${role}`],
    ip: '',
    userAgent: 't',
  })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const get = async (pathAndQuery: string, role: OperatorRole = 'admin', slug = 'demo') =>
  call(`${API}/${pathAndQuery}`, await as(role, slug))
const at = (iso: string) => new Date(iso)

/** A fresh course of the demo tenant with one chapter and lessons of these durations (seconds). */
async function freshCourse(title: string, durations: number[]) {
  const [any] = await db.db.select().from(courses).where(eq(courses.tenantId, demoId)).limit(1)
  const [course] = await db.db
    .insert(courses)
    .values({ tenantId: demoId, courseTypeId: any.courseTypeId, title, isPublished: true })
    .returning()
  const [chapter] = await db.db
    .insert(chapters)
    .values({ tenantId: demoId, courseId: course.id, title: '第一章' })
    .returning()
  // Inserted last lesson first, so ids run against the outline: its order is sort_order.
  const rows = await db.db
    .insert(lessons)
    .values(
      durations
        .map((d, i) => ({
          tenantId: demoId,
          chapterId: chapter.id,
          courseId: course.id,
          title: `第${i + 1}课`,
          durationSeconds: d,
          sortOrder: i + 1,
        }))
        .reverse(),
    )
    .returning()
  return { id: course.id, lessons: rows.sort((a, b) => a.sortOrder - b.sortOrder).map((l) => l.id) }
}

beforeAll(async () => {
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
  for (const [slug, tenantId] of [
    ['demo', demoId],
    ['acme', acmeId],
  ] as const)
    for (const role of OPERATOR_ROLES) {
      const { id } = await insertOperator(db.db, {
        tenantId,
        loginName: `data_${role}`,
        name: `数据${role}`,
        phone: '13300000998',
        role,
        passwordHash: 'not-a-hash',
        mustChangePassword: false,
      })
      operatorIds[`${slug}:${role}`] = id
    }
  courseX = await freshCourse('数据课程甲', [100, 200, 300])
  courseY = (await freshCourse('数据课程乙', [3600])).id
  const made = await db.db
    .insert(individuals)
    .values(
      (['p1', 'p2', 'p3', 'p4'] as const).map((k, i) => ({
        tenantId: demoId,
        phone: `1990000000${i + 1}`,
        nickname: `学员${k}`,
        createdAt: at(`2025-03-0${i + 1}T02:00:00Z`),
      })),
    )
    .returning()
  made.forEach((p, i) => (people[(['p1', 'p2', 'p3', 'p4'] as const)[i]] = p.id))
  const [l1, l2, l3] = courseX.lessons
  const enrol = (who: number, courseId: number, enrolledAt: string, completedAt?: string) => ({
    tenantId: demoId,
    individualId: who,
    courseId,
    source: 'free' as const,
    enrolledAt: at(enrolledAt),
    completedAt: completedAt ? at(completedAt) : null,
  })
  await db.db.insert(enrolments).values([
    enrol(people.p1, courseX.id, '2025-03-01T02:00:00Z'), // 03-01 in Shanghai
    enrol(people.p2, courseX.id, '2025-03-01T16:30:00Z', '2025-03-02T17:00:00Z'), // 03-02 00:30; completed 03-03 01:00
    enrol(people.p3, courseY, '2025-03-03T01:00:00Z'),
    enrol(people.p4, courseX.id, '2025-02-10T01:00:00Z'), // before the range: never started
  ])
  const stretch = (who: number, courseId: number, lessonId: number, startedAt: string, newSeconds: number) => ({
    tenantId: demoId,
    individualId: who,
    courseId,
    lessonId,
    playerId: 'p',
    fromMs: 0,
    toMs: newSeconds * 1000,
    newMs: newSeconds * 1000,
    startedAt: at(startedAt),
    endedAt: new Date(at(startedAt).getTime() + newSeconds * 1000),
  })
  await db.db.insert(learningIntervals).values([
    stretch(people.p1, courseX.id, l1, '2025-03-01T03:00:00Z', 60),
    stretch(people.p1, courseX.id, l1, '2025-03-01T04:00:00Z', 120),
    stretch(people.p1, courseX.id, l2, '2025-03-02T03:00:00Z', 30),
    stretch(people.p2, courseX.id, l1, '2025-03-01T16:40:00Z', 600), // 03-02 in Shanghai, 03-01 in UTC
    stretch(people.p3, courseY, courseX.lessons[0], '2025-03-03T02:00:00Z', 3600),
  ])
  const progress = (who: number, lessonId: number, coveredMs: number, completed: boolean) => ({
    tenantId: demoId,
    individualId: who,
    lessonId,
    courseId: courseX.id,
    coveredMs,
    completedAt: completed ? at('2025-03-02T00:00:00Z') : null,
  })
  await db.db.insert(lessonProgress).values([
    progress(people.p1, l1, 100_000, true),
    progress(people.p1, l2, 50_000, false),
    progress(people.p2, l1, 100_000, true),
    progress(people.p2, l2, 200_000, true),
    progress(people.p2, l3, 300_000, true),
    progress(people.p3, l1, 100_000, true), // not enrolled in X: counts nowhere
  ])
}, 120_000)
afterAll(() => db.cleanup())

it('counts each Shanghai day of the range and ranks the top courses by learners or by hours', async () => {
  const res = await get('GetDashboard?from=2025-03-01&to=2025-03-03')
  expect(res.status).toBe(200)
  const board = res.body.result
  expect(board.days).toEqual([
    { day: '2025-03-01', activeLearners: 1, enrolments: 1, completions: 0, creditedSeconds: 180 },
    { day: '2025-03-02', activeLearners: 2, enrolments: 1, completions: 0, creditedSeconds: 630 },
    { day: '2025-03-03', activeLearners: 1, enrolments: 1, completions: 1, creditedSeconds: 3600 },
  ])
  expect(board.totals).toEqual({ activeLearners: 3, enrolments: 3, completions: 1, creditedSeconds: 4410 })
  expect(board.topCourses.map((c: { title: string; learners: number }) => [c.title, c.learners])).toEqual([
    ['数据课程甲', 2],
    ['数据课程乙', 1],
  ])
  const byHours = await get('GetDashboard?from=2025-03-01&to=2025-03-03&topBy=hours')
  expect(
    byHours.body.result.topCourses.map((c: { title: string; creditedSeconds: number }) => [c.title, c.creditedSeconds]),
  ).toEqual([
    ['数据课程乙', 3600],
    ['数据课程甲', 810],
  ])
  // No range: the last 30 days, today included.
  const recent = (await get('GetDashboard')).body.result
  expect(recent.days).toHaveLength(30)
  expect(recent.to).toBe(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date()))
})

it('refuses a reversed, half-given or too long range with a Chinese message', async () => {
  const cases: [string, string][] = [
    ['from=2025-03-05&to=2025-03-01', '结束日期不能早于开始日期'],
    ['from=2025-03-05', '请选择开始日期和结束日期'],
    ['from=2024-01-01&to=2025-03-01', '一次最多查看366天的数据'],
    ['from=2025-02-30x&to=2025-03-01', '开始日期格式不正确'],
  ]
  for (const [query, message] of cases) {
    const res = await get(`GetDashboard?${query}`)
    expect([res.status, res.body.error.message]).toEqual([400, message])
  }
  const exp = await get('ExportHours?from=2025-03-01')
  expect([exp.status, exp.body.error.message]).toEqual([400, '请选择结束日期'])
})

it('shows a course’s funnel, mean progress and drop-off by lesson in outline order', async () => {
  const res = await get(`GetCourse?id=${courseX.id}`, 'readonly')
  expect(res.status).toBe(200)
  const { lessons: outline, ...funnel } = res.body.result
  expect(funnel).toEqual({
    courseId: courseX.id,
    title: '数据课程甲',
    isPublished: true,
    enrolled: 3,
    inProgress: 1,
    notStarted: 1,
    completed: 1,
    averageProgress: 41.7, // (25 + 100 + 0) / 3: p1 covered 150 of 600 seconds
    creditedSeconds: 810,
  })
  expect(
    outline.map((l: { title: string; reached: number; completed: number }) => [l.title, l.reached, l.completed]),
  ).toEqual([
    ['第1课', 2, 2],
    ['第2课', 2, 1],
    ['第3课', 1, 1],
  ])
  const missing = await get('GetCourse?id=999999')
  expect([missing.status, missing.body.error.message]).toEqual([404, '课程不存在'])
})

/** An export's bytes read back with exceljs: the sheet's rows as arrays (header first). */
async function exportRows(query: string, role: OperatorRole, slug = 'demo') {
  const res = await dispatch(requestFor(`${API}/${query}`, await as(role, slug)), targetOf(`${API}/${query}`))
  expect(res.status).toBe(200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await res.arrayBuffer())
  const sheet = book.worksheets[0]
  return {
    name: sheet.name,
    disposition: res.headers.get('content-disposition') ?? '',
    rows: (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1)),
  }
}

it('exports learners, enrolments and hours with Chinese headers and Shanghai dates; phones masked below 管理员', async () => {
  const learners = await exportRows('ExportLearners?from=2025-03-01&to=2025-03-03', 'admin')
  expect(learners.name).toBe('学员')
  expect(learners.disposition).toContain(encodeURIComponent('学员-2025-03-01至2025-03-03.xlsx'))
  expect(learners.rows[0]).toEqual(expect.arrayContaining(['昵称', '手机号', '注册时间', '累计学时（小时）']))
  expect(learners.rows.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
    ['学员p1', '19900000001', '2025-03-01 10:00', 1],
    ['学员p2', '19900000002', '2025-03-02 10:00', 1],
    ['学员p3', '19900000003', '2025-03-03 10:00', 1],
  ])

  const enrolled = await exportRows('ExportEnrolments?from=2025-03-01&to=2025-03-03', 'operations')
  expect(enrolled.rows[0]).toEqual([
    '学员',
    '手机号',
    '课程',
    '选课方式',
    '选课时间',
    '学习进度（%）',
    '完成时间',
    '最近学习时间',
    '学时（小时）',
  ])
  expect(enrolled.rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
    ['学员p1', '199****0001', '数据课程甲', '免费', '2025-03-01 10:00', 25, undefined],
    ['学员p2', '199****0002', '数据课程甲', '免费', '2025-03-02 00:30', 100, '2025-03-03 01:00'],
    ['学员p3', '199****0003', '数据课程乙', '免费', '2025-03-03 09:00', 0, undefined],
  ])

  const hours = await exportRows('ExportHours?from=2025-03-01&to=2025-03-03', 'readonly')
  expect(hours.rows[0]).toEqual(['日期', '学员', '手机号', '课程', '学习段数', '学时（分钟）', '学时（小时）'])
  expect(hours.rows.slice(1)).toEqual([
    ['2025-03-01', '学员p1', '199****0001', '数据课程甲', 2, 3, 0.05],
    ['2025-03-02', '学员p1', '199****0001', '数据课程甲', 1, 0.5, 0.01],
    ['2025-03-02', '学员p2', '199****0002', '数据课程甲', 1, 10, 0.17],
    ['2025-03-03', '学员p3', '199****0003', '数据课程乙', 1, 60, 1],
  ])

  const audit = await db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, demoId), eq(auditLog.kind, 'AdminLearningData/ExportEnrolments')))
  expect(audit.map((a) => [a.label, a.target, a.after])).toEqual([
    [
      '导出选课记录',
      '选课记录（2025-03-01 至 2025-03-03）',
      { from: '2025-03-01', to: '2025-03-03', phones: '隐藏中间四位' },
    ],
  ])
})

const METHODS = [
  'GetDashboard?from=2025-03-01&to=2025-03-03',
  () => `GetCourse?id=${courseX.id}`,
  'ExportLearners?from=2025-03-01&to=2025-03-03',
  'ExportEnrolments?from=2025-03-01&to=2025-03-03',
  'ExportHours?from=2025-03-01&to=2025-03-03',
]

it.each(METHODS.map((m) => [typeof m === 'string' ? m.split('?')[0] : 'GetCourse', m] as const))(
  '%s: 管理员, 运营 and 只读 may, 客服 may not; another tenant’s console sees none of it',
  async (_name, m) => {
    const query = typeof m === 'string' ? m : m()
    for (const role of OPERATOR_ROLES) {
      const res = await get(query, role)
      expect([role, res.status]).toEqual([role, READERS.includes(role) ? 200 : 403])
      if (res.status === 200 && query.startsWith('Export')) expect(res.body).toEqual(expect.any(String))
    }
    // acme's 管理员 on acme's host: its own (empty) figures, never demo's; demo's course is not found there.
    const other = await get(query, 'admin', 'acme')
    if (query.startsWith('GetCourse')) expect([other.status, other.body.error.message]).toEqual([404, '课程不存在'])
    else if (query.startsWith('GetDashboard')) expect(other.body.result.totals.enrolments).toBe(0)
    else expect((await exportRows(query, 'admin', 'acme')).rows).toHaveLength(1) // the header alone
    // demo's session on acme's host opens nothing.
    const crossed = await call(`${API}/${query}`, { ...(await as('admin')), host: 'acme.localhost' })
    expect(crossed.status).toBe(401)
  },
)

it('streams 100,000 hour rows within a stated memory bound and the file opens with exceljs', async () => {
  const tenant = demoId
  const started = Date.now()
  // One set-based statement per table: 1,000 learners (consecutive ids: one statement), then 100 days of one stretch
  // each — a learner's day is a row of the export.
  await db.raw(
    `insert into individuals (tenant_id, phone, nickname, created_at)
     select $1, '1770' || lpad(g::text, 7, '0'), '压测' || g, timestamptz '2025-05-01 00:00+08'
     from generate_series(1, 1000) g`,
    [tenant],
  )
  await db.raw(
    `insert into learning_intervals (tenant_id, individual_id, course_id, lesson_id, player_id, from_ms, to_ms, new_ms,
       started_at, ended_at)
     select $1, p.first + g % 1000, $2, $3, 'load', 0, 60000, 60000, timestamptz '2025-06-01 10:00+08' + (g / 1000) * interval '1 day',
       timestamptz '2025-06-01 10:01+08' + (g / 1000) * interval '1 day'
     from generate_series(0, 99999) g,
       (select min(id) as first from individuals where tenant_id = $1 and phone like '1770%') p`,
    [tenant, courseX.id, courseX.lessons[0]],
  )
  const generated = Date.now()
  const file = path.join(os.tmpdir(), `learning-hours-${process.pid}.xlsx`)
  const query = 'ExportHours?from=2025-06-01&to=2025-09-08'
  const res = await dispatch(requestFor(`${API}/${query}`, await as('admin')), targetOf(`${API}/${query}`))
  expect(res.status).toBe(200)
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(file))
  clearInterval(sampler)
  const streamed = Date.now()
  peak = Math.max(peak, process.memoryUsage().rss)
  const growthMb = (peak - baseline) / 2 ** 20
  console.log(
    `ExportHours of 100,000 rows: peak RSS growth ${growthMb.toFixed(1)} MB over ${(baseline / 2 ** 20).toFixed(0)} MB (bound 150 MB), file ${(fs.statSync(file).size / 2 ** 20).toFixed(1)} MB`,
  )
  expect(growthMb).toBeLessThan(150)

  // Read back as a stream too: every row counted, two checked.
  let count = 0
  let first: unknown[] = []
  let last: unknown[] = []
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const row of sheet) {
      count += 1
      const values = (row.values as unknown[]).slice(1)
      if (count === 2) first = values
      last = values
    }
  }
  fs.rmSync(file, { force: true })
  console.log(
    `timing: generate ${generated - started} ms, export ${streamed - generated} ms, read back ${Date.now() - streamed} ms`,
  )
  expect(count).toBe(100_001)
  expect(first).toEqual(['2025-06-01', '压测1', '17700000001', '数据课程甲', 1, 1, 0.02])
  expect(last).toEqual(['2025-09-08', '压测1000', '17700001000', '数据课程甲', 1, 1, 0.02])
}, 120_000)
