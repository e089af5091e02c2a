// 协议与隐私 through the real dispatcher (issue 28; PGlite, or PostgreSQL with TEST_DATABASE_URL): a save publishes the
// next version, the public page's loader shows it, the 操作日志 keeps the text it replaced, a new account records the
// new version while an older one keeps its own; 只读 reads only; another tenant is untouched.
import { and, eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { individuals } from '@/lib/db/schema'
import { getLegalText } from '@/lib/services/legal'
import { calls } from '@/tests/stubs/next-cache'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { firstCodeLogin } from '@/tests/sign-in'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const ADMIN = '/admin/api/services/app'
type Who = { cookie: string; host: string }

async function operator(slug: string, loginName: string): Promise<Who> {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids[slug], loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids[slug], operatorId: op.id, ip: '', userAgent: 't' })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const documents = async (who: Who) => (await call(`${ADMIN}/AdminLegal/GetDocuments`, who)).body.result
const save = (body: unknown, who: Who) =>
  post(`${ADMIN}/AdminLegal/SaveDocument`, body, { ...who, origin: `http://${who.host}` })
const refused = (res: Answer, status: number, message: string) => {
  expect(res.status).toBe(status)
  expect(res.body.error.message).toBe(message)
}
const agreedVersion = async (phone: string) =>
  (
    await db.db
      .select({ v: individuals.agreedVersion })
      .from(individuals)
      .where(and(eq(individuals.tenantId, ids.demo), eq(individuals.phone, phone)))
  )[0]?.v

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
afterAll(() => db.cleanup())

it('lists both texts as the site shows them, with the version a save would take', async () => {
  const { items, today } = await documents(await operator('demo', 'viewer'))
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(items.map((d: { kind: string }) => d.kind)).toEqual(['useragreement', 'privacypolicy'])
  expect(items[0]).toMatchObject({
    title: '启航学堂用户协议',
    version: '1.0',
    effectiveDate: '2026-11-22',
    nextVersion: '1.1',
    published: true,
  })
  expect(items[0].body).toContain('欢迎您使用启航学堂')
})

it('publishes 1.1 today: the page shows it, the log keeps 1.0’s text, new accounts agree to it, old ones keep 1.0', async () => {
  const admin = await operator('demo', 'admin')
  await firstCodeLogin(db.db, ids.demo, '13812340001')
  expect(await agreedVersion('13812340001')).toBe('useragreement@1.0;privacypolicy@1.0')
  const before = (await documents(admin)).items[0]
  calls.length = 0
  const res = await save(
    {
      kind: 'useragreement',
      baseVersion: '1.0',
      title: '启航学堂用户协议',
      body: '第一条 新的约定。\r\n\r\n第二条 另一段。',
    },
    admin,
  )
  expect(res.status).toBe(200)
  const { today } = await documents(admin)
  expect(res.body.result).toMatchObject({
    version: '1.1',
    effectiveDate: today,
    body: '第一条 新的约定。\n\n第二条 另一段。',
  })
  expect(calls).toContainEqual({ fn: 'revalidateTag', args: ['tenant:demo', { expire: 0 }] })

  // What /useragreement loads on its next view; the other text and acme's are untouched.
  expect(await getLegalText('demo', 'useragreement')).toMatchObject({
    version: '1.1',
    body: expect.stringMatching(/^第一条/),
  })
  expect(await getLegalText('demo', 'privacypolicy')).toMatchObject({ version: '1.0' })
  expect(await getLegalText('acme', 'useragreement')).toMatchObject({ version: '1.0' })

  const log = (await call(`${ADMIN}/AdminAudit/GetList?kind=AdminLegal/SaveDocument`, admin)).body.result.items[0]
  expect(log.target).toBe('《用户协议》')
  expect(log.before).toEqual({
    version: '1.0',
    effectiveDate: '2026-11-22',
    title: before.title,
    body: before.body,
  })
  expect(log.after).toMatchObject({ version: '1.1', body: '第一条 新的约定。\n\n第二条 另一段。' })

  await firstCodeLogin(db.db, ids.demo, '13812340002')
  expect(await agreedVersion('13812340002')).toBe('useragreement@1.1;privacypolicy@1.0')
  expect(await agreedVersion('13812340001')).toBe('useragreement@1.0;privacypolicy@1.0')
})

it('takes a typed version and date, and refuses the same version, an earlier date, HTML, a stale base and no change', async () => {
  const admin = await operator('demo', 'admin')
  const current = (await documents(admin)).items[1]
  const base = {
    kind: 'privacypolicy',
    baseVersion: current.version,
    title: current.title,
    body: `${current.body}\n\n补充条款。`,
  }
  refused(
    await save({ ...base, version: current.version }, admin),
    400,
    `新版本号须与当前版本（${current.version}）不同`,
  )
  refused(
    await save({ ...base, effectiveDate: '2026-01-01' }, admin),
    400,
    `生效日期不能早于当前版本的生效日期（${current.effectiveDate}）`,
  )
  refused(await save({ ...base, version: '2.0;x' }, admin), 400, '版本号只能包含字母、数字、点、短横线与下划线，如 1.1')
  refused(
    await save({ ...base, body: '<p>第一段</p>' }, admin),
    400,
    '正文须为纯文本，不能包含 HTML 标签；段落之间空一行即可',
  )
  refused(await save({ ...base, body: current.body }, admin), 400, '标题与正文与当前版本相同，无需发布新版本')
  refused(
    await save({ ...base, baseVersion: '0.9' }, admin),
    409,
    `《隐私政策》已更新为版本 ${current.version}，请刷新后再编辑`,
  )

  const ok = await save({ ...base, version: '2.0', effectiveDate: '2026-12-01' }, admin)
  expect(ok.body.result).toMatchObject({ version: '2.0', effectiveDate: '2026-12-01', nextVersion: '2.1' })
  expect(await getLegalText('demo', 'privacypolicy')).toMatchObject({ version: '2.0', effectiveDate: '2026-12-01' })
  // The editor who still had the old version open is told, not silently overwritten.
  refused(await save(base, admin), 409, '《隐私政策》已更新为版本 2.0，请刷新后再编辑')
})

it('lets 只读 read but not publish, and keeps each tenant to its own texts', async () => {
  const viewer = await operator('demo', 'viewer')
  const doc = (await documents(viewer)).items[0]
  const body = { kind: 'useragreement', baseVersion: doc.version, title: doc.title, body: '只读的修改。' }
  refused(await save(body, viewer), 403, '当前角色无权进行此操作')
  const acme = await operator('acme', 'admin')
  expect((await documents(acme)).items[0]).toMatchObject({ title: '艾克美企业大学用户协议', version: '1.0' })
  // demo's version is no base for acme's text: acme's own is still 1.0.
  refused(await save({ ...body, baseVersion: doc.version }, acme), 409, '《用户协议》已更新为版本 1.0，请刷新后再编辑')
  expect(await getLegalText('demo', 'useragreement')).toMatchObject({ version: doc.version })
})
