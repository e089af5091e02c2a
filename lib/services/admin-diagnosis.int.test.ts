// AdminDiagnosis through the real dispatcher (issue 32; PGlite, or PostgreSQL with TEST_DATABASE_URL): the seeded
// instruments arrive as version 1; an instrument made, published, taken by a learner, then given a second version with
// other scores and bands — the old report keeps its score and interpretation, a new one uses version 2; the checks
// before publishing, 停用/启用, each role's rights and another tenant's ids out of reach.
import os from 'node:os'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import type { InstrumentDoc } from '@/lib/contract/diagnosis-editor-rules'
import { insertOperator } from '@/lib/db/queries/operators'
import { auditLog } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { consoleCookie } from '@/tests/console-session'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const who: Record<string, { cookie: string; host: string }> = {}
let learner = ''
const API = '/admin/api/services/app/AdminDiagnosis'
const D = '/api/services/app/Diagnosis'
const send = (method: string, body: unknown, as = who.admin) =>
  post(`${API}/${method}`, body, { ...as, origin: `http://${as.host}` })
const read = (query: string, as = who.admin) => call(`${API}/${query}`, as)
const refusal = (res: Answer) => [res.status, res.body.error?.message]

/** One dimension, a single-choice and a Likert question; bands from 0 and 60. */
const V1: InstrumentDoc = {
  title: '团队协作测评',
  summary: '看看你在团队里的协作方式。',
  minutes: 3,
  dimensions: [
    {
      name: '协作',
      description: '',
      courseTags: ['沟通'],
      bands: [
        { minPct: 0, label: '待提升', interpretation: '协作还需加强。' },
        { minPct: 60, label: '良好', interpretation: '协作不错。' },
      ],
    },
  ],
  questions: [
    {
      dimension: 0,
      kind: 'single',
      text: '同事求助时你会？',
      reverse: false,
      options: [
        { text: '先忙完自己的', score: 1 },
        { text: '马上帮忙', score: 4 },
      ],
    },
    { dimension: 0, kind: 'likert', text: '我乐于分享信息。', reverse: false, options: [] },
  ],
}
/** Version 2: the same questions scored differently (B is worth 2 of 8) and other bands. */
const V2: InstrumentDoc = {
  ...V1,
  dimensions: [
    {
      ...V1.dimensions[0],
      bands: [
        { minPct: 0, label: '起步', interpretation: '第二版：从小事做起。' },
        { minPct: 50, label: '成熟', interpretation: '第二版：已很成熟。' },
      ],
    },
  ],
  questions: [
    {
      ...V1.questions[0],
      options: [
        { text: '先忙完自己的', score: 1 },
        { text: '马上帮忙', score: 2 },
        { text: '带着大家一起解决', score: 8 },
      ],
    },
    V1.questions[1],
  ],
}

async function takeDiagnosis(id: number) {
  const inst = (await call(`${D}/GetInstrument?id=${id}`, { bearer: learner })).body.result
  const [single, likert] = inst.questions
  const answers = { [single.id]: 'B', [likert.id]: 4 }
  const res = await post(`${D}/Submit`, { id, answers }, { bearer: learner })
  expect(res.status).toBe(200)
  return report(res.body.result.reportId)
}
const report = async (id: number) => (await call(`${D}/GetReport?id=${id}`, { bearer: learner })).body.result

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-admin-diagnosis-${process.pid}`)
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
  for (const [loginName, role, phone] of [
    ['ops', 'operations', '13300000087'],
    ['desk', 'support', '13300000088'],
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
  for (const name of ['admin', 'viewer', 'ops', 'desk'])
    who[name] = { cookie: await consoleCookie(db.db, ids.demo, name), host: 'demo.localhost' }
  who.acme = { cookie: await consoleCookie(db.db, ids.acme), host: 'acme.localhost' }
  const signIn = await post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: '13800000001',
    password: 'Qihang2026',
    ispassword: true,
  })
  learner = signIn.body.result.accessToken
  const profile = { position: '主管', industry: '互联网/IT', years: '3-5年', companySize: '100-499人' }
  expect((await post(`${D}/SaveProfile`, profile, { bearer: learner })).status).toBe(200)
}, 180_000)
afterAll(() => db.cleanup())

it('shows the seeded instruments as published version 1, with their content', async () => {
  const list = (await read('GetList?page=1&pageSize=20')).body.result
  expect(list.items.map((i: { title: string; state: string; currentVersion: number }) => i)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ title: '管理能力诊断', state: 'published', currentVersion: 1, draftVersion: null }),
    ]),
  )
  const seeded = list.items.find((i: { title: string }) => i.title === '管理能力诊断')
  const detail = (await read(`Get?id=${seeded.id}`, who.viewer)).body.result
  expect(detail.current.dimensions).toHaveLength(5)
  expect(detail.current.questions).toHaveLength(20)
  expect(detail.draft).toBeNull()
  expect((await read(`GetList?state=draft`)).body.result.totalCount).toBe(0)
})

it('keeps an old report’s score and interpretation when a new version with other scores and bands is published', async () => {
  const made = await send('Create', { title: V1.title }, who.ops)
  expect(made.status).toBe(200)
  const id = made.body.result.id
  let detail = (await read(`Get?id=${id}`)).body.result
  expect(detail).toMatchObject({ state: 'draft', current: null, draft: { number: 1 } })
  const v1 = detail.draft.versionId
  expect((await send('SaveDraft', { id, baseVersionId: v1, doc: V1 })).body.result).toEqual({
    versionId: v1,
    number: 1,
  })
  expect((await call(`${D}/GetInstrument?id=${id}`, { bearer: learner })).status).toBe(404)
  expect((await send('Publish', { id, versionId: v1 })).status).toBe(200)

  // v1: B scores 4 of 4, Likert 4 of 5 → 8/9 = 88.9% 良好.
  const old = await takeDiagnosis(id)
  expect(old.overallPct).toBe(88.9)
  expect(old.dimensions[0]).toMatchObject({ score: 8, max: 9, band: '良好', interpretation: '协作不错。' })

  // Editing the published instrument makes draft 2; learners still take version 1 until it is published.
  const saved = await send('SaveDraft', { id, baseVersionId: v1, doc: V2 })
  expect(saved.body.result.number).toBe(2)
  const v2 = saved.body.result.versionId
  expect(refusal(await send('SaveDraft', { id, baseVersionId: v1, doc: V2 }))).toEqual([
    409,
    '该测评已被他人修改，请刷新后再编辑',
  ])
  const stillV1 = (await call(`${D}/GetInstrument?id=${id}`, { bearer: learner })).body.result
  expect(stillV1.questions[0].options).toHaveLength(2)
  detail = (await read(`Get?id=${id}`)).body.result
  expect(detail).toMatchObject({ state: 'published', current: { number: 1 }, draft: { number: 2 } })
  expect(refusal(await send('Publish', { id, versionId: v1 }))).toEqual([409, '该测评已被他人修改，请刷新后再编辑'])
  // A learner half-way through version 1 starts over on version 2: the old version's answers name other questions.
  const half = { [stillV1.questions[1].id]: 3 }
  expect((await post(`${D}/SaveDraft`, { id, answers: half }, { bearer: learner })).status).toBe(200)
  expect((await send('Publish', { id, versionId: v2 })).status).toBe(200)
  const listed = (await call(`${D}/GetInstruments`, { bearer: learner })).body.result
  expect(listed.find((i: { id: number }) => i.id === id)).toMatchObject({ questionCount: 2, answeredCount: 0 })
  expect((await call(`${D}/GetInstrument?id=${id}`, { bearer: learner })).body.result.answers).toEqual({})

  // The old report reads the same; the same choices on version 2: 2 of 8 + 4 of 5 → 6/13 = 46.2% 起步.
  const again = await report(old.id)
  expect(again.overallPct).toBe(88.9)
  expect(again.dimensions).toEqual(old.dimensions)
  expect((await call(`${D}/GetReportPdf?id=${old.id}`, { bearer: learner })).status).toBe(200)
  const fresh = await takeDiagnosis(id)
  expect(fresh.overallPct).toBe(46.2)
  expect(fresh.dimensions[0]).toMatchObject({ band: '起步', interpretation: '第二版：从小事做起。' })
  const versions = (await read(`Get?id=${id}`)).body.result.versions
  expect(versions.map((v: { number: number; reportCount: number }) => [v.number, v.reportCount])).toEqual([
    [2, 1],
    [1, 1],
  ])

  // 停用 hides it from learners and keeps their reports; 启用 brings version 2 back.
  expect((await send('Disable', { id }, who.ops)).status).toBe(200)
  expect((await call(`${D}/GetInstrument?id=${id}`, { bearer: learner })).status).toBe(404)
  expect((await report(old.id)).overallPct).toBe(88.9)
  expect((await read(`GetList?state=disabled`)).body.result.items.map((i: { id: number }) => i.id)).toEqual([id])
  expect((await send('Enable', { id })).status).toBe(200)
  const back = (await call(`${D}/GetInstrument?id=${id}`, { bearer: learner })).body.result
  expect(back.questions[0].options).toHaveLength(3)

  const audited = await db.db
    .select({ kind: auditLog.kind })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, ids.demo), like(auditLog.target, '%团队协作测评%')))
  expect(audited.map((a) => a.kind).sort()).toEqual(
    [
      'AdminDiagnosis/Create',
      'AdminDiagnosis/Disable',
      'AdminDiagnosis/Enable',
      'AdminDiagnosis/Publish',
      'AdminDiagnosis/Publish',
      'AdminDiagnosis/SaveDraft',
      'AdminDiagnosis/SaveDraft',
    ].sort(),
  )
})

it('refuses to publish what scoring cannot use, and ill-formed content, with Chinese messages', async () => {
  expect(refusal(await send('Create', { title: ' ' }))).toEqual([400, '请输入测评名称'])
  const id = (await send('Create', { title: '未完成的测评' })).body.result.id
  const versionId = (await read(`Get?id=${id}`)).body.result.draft.versionId
  const bad = await send('SaveDraft', {
    id,
    baseVersionId: versionId,
    doc: { ...V1, questions: [{ ...V1.questions[0], dimension: 3 }] },
  })
  expect(refusal(bad)).toEqual([400, '第1题的维度不存在'])
  const gaps: InstrumentDoc = {
    ...V1,
    dimensions: [
      { ...V1.dimensions[0], bands: [{ minPct: 20, label: '一般', interpretation: '…' }] },
      { ...V1.dimensions[0], name: '沟通', bands: [] },
    ],
    questions: [{ ...V1.questions[0], options: [{ text: '唯一选项', score: 0 }] }],
  }
  expect((await send('SaveDraft', { id, baseVersionId: versionId, doc: gaps })).status).toBe(200)
  expect(refusal(await send('Publish', { id, versionId }))).toEqual([
    400,
    '无法发布：维度「协作」的分数段须从0分开始，否则低分没有解读；维度「沟通」还没有题目；维度「沟通」还没有分数段；' +
      '第1题至少需要两个选项；第1题至少要有一个选项的分值大于0',
  ])
  expect(refusal(await send('Disable', { id }))).toEqual([400, '测评尚未发布'])
  // A never-published instrument goes with its discarded draft.
  expect((await send('DiscardDraft', { id, versionId })).body.result).toEqual({ deleted: true })
  expect((await read(`Get?id=${id}`)).status).toBe(404)
})

it('lets 管理员 and 运营 write, 客服 and 只读 only read, and keeps other tenants’ instruments out of reach', async () => {
  const id = (await send('Create', { title: '角色测评' }, who.admin)).body.result.id
  const versionId = (await read(`Get?id=${id}`)).body.result.draft.versionId
  const forbidden = [403, '当前角色无权进行此操作']
  for (const reader of [who.viewer, who.desk]) {
    expect((await read('GetList', reader)).status).toBe(200)
    expect((await read(`Get?id=${id}`, reader)).status).toBe(200)
    expect(refusal(await send('Create', { title: '不可' }, reader))).toEqual(forbidden)
    expect(refusal(await send('SaveDraft', { id, baseVersionId: versionId, doc: V1 }, reader))).toEqual(forbidden)
    for (const m of ['Publish', 'DiscardDraft'])
      expect(refusal(await send(m, { id, versionId }, reader))).toEqual(forbidden)
    for (const m of ['Disable', 'Enable']) expect(refusal(await send(m, { id }, reader))).toEqual(forbidden)
  }
  expect((await send('SaveDraft', { id, baseVersionId: versionId, doc: V1 }, who.ops)).status).toBe(200)

  const missing = [404, '测评不存在']
  expect(refusal(await read(`Get?id=${id}`, who.acme))).toEqual(missing)
  expect(refusal(await send('SaveDraft', { id, baseVersionId: versionId, doc: V1 }, who.acme))).toEqual(missing)
  for (const m of ['Publish', 'DiscardDraft'])
    expect(refusal(await send(m, { id, versionId }, who.acme))).toEqual(missing)
  for (const m of ['Disable', 'Enable']) expect(refusal(await send(m, { id }, who.acme))).toEqual(missing)
  expect((await read('GetList', who.acme)).body.result.items.map((i: { title: string }) => i.title)).toEqual([
    '安全生产意识自评',
  ])
  expect((await send('Publish', { id, versionId }, who.ops)).status).toBe(200)
})
