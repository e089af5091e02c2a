// The console's 机构设置 through the real dispatcher (issue 28): who may save, what a bad value answers, what the
// tenant's site then says, what the 操作日志 keeps — and that another tenant is untouched.
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { calls } from '@/tests/stubs/next-cache'
import { call, cookieOf, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids: Record<string, number> = {}
const ADMIN = '/admin/api/services/app'
type Who = { cookie: string; host: string }

/** A console session of a seeded operator, as its sign-in would leave it (the sign-in itself: admin-console tests). */
async function operator(slug: string, loginName: string): Promise<Who> {
  const op = (await getOperatorByLoginName(db.db, { tenantId: ids[slug], loginName }))!
  const token = await createOperatorSession(db.db, { tenantId: ids[slug], operatorId: op.id, ip: '', userAgent: 't' })
  return { cookie: cookieOf(await operatorCookie(OPERATOR_COOKIE, token)), host: `${slug}.localhost` }
}
const get = (path: string, who: Who) => call(`${ADMIN}/${path}`, who)
const save = (body: unknown, who: Who) =>
  post(`${ADMIN}/AdminSetting/SaveSettings`, body, { ...who, origin: `http://${who.host}` })
const expectError = (res: Answer, status: number, message: string) => {
  expect(res.status).toBe(status)
  expect(res.body.error.message).toBe(message)
}

beforeAll(async () => {
  db = await createSeededTestDatabase()
  for (const t of db.seeded.tenants) ids[t.slug] = t.id
}, 180_000)
afterAll(() => db.cleanup())

it('saves every field; the site answers with it and the tenant’s pages are invalidated after the commit', async () => {
  const admin = await operator('demo', 'admin')
  const form = (await get('AdminSetting/GetSettings', admin)).body.result
  expect(form).toMatchObject({ tenantName: '启航学堂', sensitiveWords: expect.stringContaining('\n') })
  calls.length = 0
  const saved = await save(
    {
      ...form,
      tenantName: '启航学堂（新）',
      overallSubjectColor: '#0F766E',
      sensitiveWords: '赌博\n\n刷单\n赌博\n  外挂  ',
      isHideMenuTeacher: false,
      aboutUsUrl: 'www.example.com/about',
    },
    admin,
  )
  expect(saved.body.error).toBeNull()
  expect(saved.status).toBe(200)
  const site = (await call('/api/Common/GetCommonSetting')).body.result
  expect(site).toMatchObject({
    tenantName: '启航学堂（新）',
    overallSubjectColor: '#0f766e',
    sensitiveWords: '赌博|刷单|外挂',
    isHideMenuTeacher: false,
  })
  expect(calls).toContainEqual({ fn: 'revalidateTag', args: ['tenant:demo', { expire: 0 }] })
  const log = (await get('AdminAudit/GetList?kind=AdminSetting/SaveSettings', admin)).body.result.items[0]
  expect(log.before).toMatchObject({ tenantName: '启航学堂', isHideMenuTeacher: true })
  expect(log.after).toMatchObject({ tenantName: '启航学堂（新）', aboutUsUrl: 'http://www.example.com/about' })
  expect(Object.keys(log.after)).not.toContain('copyright')
  // acme keeps its own.
  expect((await call('/api/Common/GetCommonSetting', { host: 'acme.localhost' })).body.result.tenantName).toBe(
    '艾克美企业大学',
  )
})

it('answers a bad value with the field’s Chinese message, and a 只读 operator with a refusal', async () => {
  const admin = await operator('demo', 'admin')
  const form = (await get('AdminSetting/GetSettings', admin)).body.result
  expectError(await save({ ...form, overallSubjectColor: 'red' }, admin), 400, '主题色须为 #RRGGBB 格式，如 #333e76')
  expectError(await save({ ...form, tenantName: '  ' }, admin), 400, '请输入机构名称')
  expectError(await save({ ...form, sensitiveWords: '好|坏' }, admin), 400, '敏感词不能包含“|”')
  expectError(
    await save({ ...form, aboutUsUrl: 'javascript:alert(1)' }, admin),
    400,
    '关于我们链接须为站内路径（如 /courselist）或 http(s) 网址',
  )
  const viewer = await operator('demo', 'viewer')
  expect((await get('AdminSetting/GetSettings', viewer)).status).toBe(200)
  expectError(await save(form, viewer), 403, '当前角色无权进行此操作')
})
