// The online diagnosis through the real dispatcher on the seeded instruments: the profile first, drafts that another
// device continues, hand-computed scores for every question kind, bands near their edges, the refusals (incomplete,
// company, another learner's or tenant's report) and the recommended courses.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { dispatch } from '@/lib/api/dispatch'
import { call, post, requestFor, targetOf, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const tokens: Record<string, string> = {}
const D = '/api/services/app/Diagnosis'
const PROFILE = { position: '销售经理', industry: '互联网/IT', years: '3-5年', companySize: '100-499人' }

async function login(phone: string, password: string, host = 'demo.localhost') {
  const res = await post(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: phone, password, ispassword: true },
    { host },
  )
  expect(res.status).toBe(200)
  return res.body.result.accessToken as string
}
const get = (p: string, bearer?: string, host?: string) => call(p, { bearer, host })
const send = (p: string, body: unknown, bearer?: string) => post(p, body, { bearer })
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  if (message) expect(res.body.error.message).toBe(message)
}

interface Q {
  id: number
  dimensionId: number
  kind: string
  text: string
  options: { key: string }[]
}
async function instrument(title: string, bearer: string) {
  const list = (await get(`${D}/GetInstruments`, bearer)).body.result
  const found = list.find((i: { title: string }) => i.title === title)
  return (await get(`${D}/GetInstrument?id=${found.id}`, bearer)).body.result as {
    id: number
    dimensions: { id: number; name: string }[]
    questions: Q[]
  }
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-diagnosis-${process.pid}`)
  db = await createSeededTestDatabase()
  tokens.wang = await login('13800000001', 'Qihang2026')
  tokens.li = await login('13800000002', 'Qihang2026')
  tokens.acme = await login('13800000001', 'Acme2026x', 'acme.localhost')
  const company = await post('/api/TokenAuth/AuthenticateCompany', {
    userNameOrEmailAddress: 'qihang_hr',
    password: 'Qihang2026',
    ispassword: true,
  })
  tokens.company = company.body.result.accessToken
}, 120_000)
afterAll(() => db.cleanup())

it('lists each tenant’s own instruments, without scores, to individuals only', async () => {
  expect(
    (await get(`${D}/GetInstruments`, tokens.wang)).body.result.map((i: { title: string; questionCount: number }) => [
      i.title,
      i.questionCount,
    ]),
  ).toEqual([
    ['管理能力诊断', 20],
    ['数字化素养自评', 12],
  ])
  expect(
    (await get(`${D}/GetInstruments`, tokens.acme, 'acme.localhost')).body.result.map(
      (i: { title: string }) => i.title,
    ),
  ).toEqual(['安全生产意识自评'])
  const inst = await instrument('管理能力诊断', tokens.wang)
  expect(inst.dimensions).toHaveLength(5)
  expect(JSON.stringify(inst.questions)).not.toContain('score')
  expectError(await get(`${D}/GetInstruments`, tokens.company), 403)
  expectError(await get(`${D}/GetInstruments`), 401)
  expectError(await get(`${D}/GetInstrument?id=${inst.id}`, tokens.acme, 'acme.localhost'), 404, '诊断问卷不存在')
})

it('asks for the profile first, saves drafts another device continues, names what is missing, then scores', async () => {
  const inst = await instrument('管理能力诊断', tokens.wang)
  expectError(await send(`${D}/Submit`, { id: inst.id }, tokens.wang), 400, '请先填写基本信息')
  expectError(await send(`${D}/SaveProfile`, { ...PROFILE, industry: '挖矿' }, tokens.wang), 400, '请选择所属行业')
  expect((await send(`${D}/SaveProfile`, PROFILE, tokens.wang)).status).toBe(200)

  // 目标与计划: likert 4 → 4; reversed likert 2 → 4; single C → 4; multi A+B+E → 1+1−1 = 1: 13 of 5+5+4+4 = 18 → 72.2% 良好.
  const [q1, q2, q3, q4] = inst.questions.filter((q) => q.dimensionId === inst.dimensions[0].id)
  const half = { [q1.id]: 4, [q2.id]: 2, [q3.id]: 'C', [q4.id]: ['A', 'B', 'E'] }
  expect((await send(`${D}/SaveDraft`, { id: inst.id, answers: half }, tokens.wang)).body.result).toEqual({
    answeredCount: 4,
    questionCount: 20,
  })
  expectError(await send(`${D}/SaveDraft`, { id: inst.id, answers: { [q1.id]: 9 } }, tokens.wang), 400)
  expectError(
    await send(`${D}/SaveDraft`, { id: inst.id, answers: { [q3.id]: 'Z' } }, tokens.wang),
    400,
    '答案格式不正确（第3题）',
  )

  // Another device: a second session of the same learner sees the draft.
  const other = await login('13800000001', 'Qihang2026')
  expect((await get(`${D}/GetInstrument?id=${inst.id}`, other)).body.result.answers).toEqual({
    [q1.id]: 4,
    [q2.id]: 2,
    [q3.id]: 'C',
    [q4.id]: ['A', 'B', 'E'],
  })
  const incomplete = await send(`${D}/Submit`, { id: inst.id }, other)
  expectError(incomplete, 400, `还有16道题未作答：${Array.from({ length: 16 }, (_, i) => `第${i + 5}题`).join('、')}`)

  // Everything else at its best: those four dimensions 100% 优秀; overall (72.2 + 4 × 100) / 5 = 94.4.
  const best: Record<string, unknown> = {}
  for (const q of inst.questions.slice(4)) {
    if (q.kind === 'likert') best[q.id] = /常常|容易情绪化|不放心|反复出现/.test(q.text) ? 1 : 5
    else if (q.kind === 'single') best[q.id] = bestSingle(q)
    else best[q.id] = q.options.map((o) => o.key).filter((k) => !(q.text.includes('激励方式') && k === 'D'))
  }
  const submitted = await send(`${D}/Submit`, { id: inst.id, answers: best }, other)
  expect(submitted.status).toBe(200)
  const report = (await get(`${D}/GetReport?id=${submitted.body.result.reportId}`, tokens.wang)).body.result
  expect(report.dimensions.map((d: { name: string; pct: number; band: string }) => [d.name, d.pct, d.band])).toEqual([
    ['目标与计划', 72.2, '良好'],
    ['沟通与协调', 100, '优秀'],
    ['授权与激励', 100, '优秀'],
    ['问题解决', 100, '优秀'],
    ['自我管理', 100, '优秀'],
  ])
  expect(report.overallPct).toBe(94.4)
  expect(report.profile).toEqual(PROFILE)
  expect(report.improvements[0]).toBe('目标与计划')
  expect(report.recommendedCourses.length).toBeGreaterThan(0)
  expect((await get(`${D}/GetInstrument?id=${inst.id}`, tokens.wang)).body.result.answers).toEqual({})
})

/** The seeded single-choice questions' best options, by their texts (scores are not sent to the browser). */
function bestSingle(q: Q): string {
  const best: Record<string, string> = { 团队成员在会议上: 'C', 团队成员完成了: 'C', 项目延期了: 'C', 过去一年里: 'D' }
  return Object.entries(best).find(([start]) => q.text.startsWith(start))![1]
}

it('puts dimension scores on the right side of the band edges (8/14 = 57.1 待提升, 9/14 = 64.3 良好, 12/14 = 85.7 优秀)', async () => {
  await send(`${D}/SaveProfile`, PROFILE, tokens.li)
  const inst = await instrument('数字化素养自评', tokens.li)
  const [office, data, security, collab] = inst.dimensions.map((d) =>
    inst.questions.filter((q) => q.dimensionId === d.id),
  )
  const answers = {
    // 办公软件 (single 0/1/3/4, likert, likert): B 1 + 3 + 4 = 8 of 14.
    [office[0].id]: 'B',
    [office[1].id]: 3,
    [office[2].id]: 4,
    // 数据分析 (likert, multi 4×1, reversed likert): 4 + 2 + (6 − 3) = 9 of 14.
    [data[0].id]: 4,
    [data[1].id]: ['A', 'B'],
    [data[2].id]: 3,
    // 信息安全 (single 0/1/4, likert, reversed likert): 4 + 4 + (6 − 2) = 12 of 14.
    [security[0].id]: 'C',
    [security[1].id]: 4,
    [security[2].id]: 2,
    // 数字化协作 (likert, multi 4×1, likert): 5 + 4 + 5 = 14 of 14.
    [collab[0].id]: 5,
    [collab[1].id]: ['A', 'B', 'C', 'D'],
    [collab[2].id]: 5,
  }
  const { reportId } = (await send(`${D}/Submit`, { id: inst.id, answers }, tokens.li)).body.result
  const report = (await get(`${D}/GetReport?id=${reportId}`, tokens.li)).body.result
  expect(report.dimensions.map((d: { pct: number; band: string }) => [d.pct, d.band])).toEqual([
    [57.1, '待提升'],
    [64.3, '良好'],
    [85.7, '优秀'],
    [100, '优秀'],
  ])

  // Another learner's report, and the same id on another tenant: as if it did not exist.
  expectError(await get(`${D}/GetReport?id=${reportId}`, tokens.wang), 404, '诊断报告不存在')
  expectError(await get(`${D}/GetReport?id=${reportId}`, tokens.acme, 'acme.localhost'), 404)
  expectError(await get(`${D}/GetReport?id=${reportId}`, tokens.company), 403)
  expect((await get(`${D}/GetReports`, tokens.li)).body.result.map((r: { id: number }) => r.id)).toEqual([reportId])
})

it('exports the report as an A4 PDF with the learner, every dimension and the tenant as selectable text', async () => {
  const inst = await instrument('数字化素养自评', tokens.wang)
  const answers: Record<string, unknown> = {}
  for (const q of inst.questions)
    answers[q.id] = q.kind === 'likert' ? 3 : q.kind === 'single' ? q.options[1].key : [q.options[0].key]
  const { reportId } = (await send(`${D}/Submit`, { id: inst.id, answers }, tokens.wang)).body.result

  const res = await dispatch(
    requestFor(`${D}/GetReportPdf?id=${reportId}`, { bearer: tokens.wang }),
    targetOf(`${D}/GetReportPdf`),
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
  expect(res.headers.get('content-disposition')).toContain(
    `filename*=UTF-8''${encodeURIComponent(`数字化素养自评-诊断报告-${today}.pdf`)}`,
  )
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')

  const { pages, text } = readPdf(bytes)
  for (const page of pages) expect(page).toEqual([595, 842])
  const nickname = (await get('/api/services/app/FrontUser/GetUserBasicInfo', tokens.wang)).body.result.nickname
  expect(nickname).toBeTruthy()
  for (const expected of [
    nickname,
    '启航学堂',
    '数字化素养自评 · 诊断报告',
    ...inst.dimensions.map((d) => d.name),
    '为你推荐的课程',
    `第 1 页 / 共 ${pages.length} 页`,
  ]) {
    expect(text).toContain(expected)
  }

  // Refusals answer the envelope, not a file: someone else's report, another tenant's, a company, a visitor.
  expectError(await get(`${D}/GetReportPdf?id=${reportId}`, tokens.li), 404, '诊断报告不存在')
  expectError(await get(`${D}/GetReportPdf?id=${reportId}`, tokens.acme, 'acme.localhost'), 404)
  expectError(await get(`${D}/GetReportPdf?id=${reportId}`, tokens.company), 403)
  expectError(await get(`${D}/GetReportPdf?id=${reportId}`), 401)
  expectError(await get(`${D}/GetReportPdf?id=abc`, tokens.wang), 400)
})

/** Page sizes in whole points and the text of every page, as a PDF reader extracts it (tests/pdf-text.mjs). */
function readPdf(bytes: Uint8Array): { pages: number[][]; text: string } {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(process.cwd(), 'tests', 'pdf-text.mjs')], {
      input: bytes,
      encoding: 'utf8',
    }),
  )
}
