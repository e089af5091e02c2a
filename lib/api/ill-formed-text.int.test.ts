// Half a UTF-16 surrogate pair in a JSON body (issue 23 L1): "\udc00", or a reversed pair "\ude00\ud83d", after a
// Chinese character made PGlite's encoder miscount the statement — a 500 whose log printed the parameters. The dispatcher
// now refuses it for every method, in any string or key, with a 400 that names the field; nothing is written.
import { eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { getCompanyByLoginName, getIndividualByPhone } from '@/lib/db/queries/accounts'
import { individuals } from '@/lib/db/schema'
import { call } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId = 0
const tokens = { user: '', company: '' }
let userId = 0

beforeAll(async () => {
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const user = (await getIndividualByPhone(db.db, { tenantId: demoId, phone: '13800000001' }))!
  userId = user.id
  tokens.user = (
    await createSession(db.db, { tenantId: demoId, kind: 'user', accountId: user.id, userAgent: 'ill-formed' })
  ).token
  const company = (await getCompanyByLoginName(db.db, { tenantId: demoId, loginName: 'qihang_hr' }))!
  tokens.company = (
    await createSession(db.db, { tenantId: demoId, kind: 'company', accountId: company.id, userAgent: 'ill-formed' })
  ).token
}, 120_000)
afterAll(() => db.cleanup())

/** The body as a client writes it: JSON text whose \u escapes make the lone surrogates. */
const send = (path: string, method: string, bearer: string, json: string) => call(path, { method, bearer, raw: json })
const PROFILE = '/api/services/app/FrontUser/ChangeUserBasicInfo'

it('a nickname with a lone low surrogate or a reversed pair is a 400 naming 昵称, and the nickname stays', async () => {
  const [before] = await db.db
    .select({ nickname: individuals.nickname })
    .from(individuals)
    .where(eq(individuals.id, userId))
  for (const nickname of ['汉\\udc00', '学员\\ude00\\ud83d', '\\ud800', '小王\\ud83d']) {
    const answer = await send(PROFILE, 'POST', tokens.user, `{"nickname":"${nickname}"}`)
    expect([nickname, answer.status]).toEqual([nickname, 400])
    expect(answer.body.error).toMatchObject({
      code: 400,
      message: '昵称包含无法识别的字符',
      validationErrors: [{ members: ['nickname'] }],
    })
  }
  const [after] = await db.db
    .select({ nickname: individuals.nickname })
    .from(individuals)
    .where(eq(individuals.id, userId))
  expect(after.nickname).toBe(before.nickname)
  // A proper pair (an emoji) is text like any other.
  expect((await send(PROFILE, 'POST', tokens.user, '{"nickname":"小王\\ud83d\\ude00"}')).status).toBe(200)
})

it('a company name with one is a 400 naming 企业名称', async () => {
  const answer = await send(
    '/api/services/app/FrontCompany/UpdateCompanyInfo',
    'PUT',
    tokens.company,
    '{"companyName":"启航科技\\udc00有限公司","contactName":"张"}',
  )
  expect(answer.status).toBe(400)
  expect(answer.body.error.message).toBe('企业名称包含无法识别的字符')
})

it('anywhere in the body — nested, in an array, in a key the method ignores — before any other check', async () => {
  const nested = await send(PROFILE, 'POST', tokens.user, '{"nickname":"小王","extra":{"list":["ok","\\udfff"]}}')
  expect(nested.status).toBe(400)
  expect(nested.body.error).toMatchObject({
    message: '参数 extra.list.1包含无法识别的字符',
    validationErrors: [{ members: ['extra.list.1'] }],
  })
  const key = await send(PROFILE, 'POST', tokens.user, '{"nickname":"小王","\\udc00":1}')
  expect(key.status).toBe(400)
  expect(key.body.error.message).toBe('参数 \uFFFD包含无法识别的字符')
  // An anonymous method is refused the same way, without a session.
  const anonymous = await call('/api/TokenAuth/SendPhoneCode', {
    method: 'POST',
    raw: '{"PhoneNumber":"1380000\\udc00"}',
  })
  expect(anonymous.status).toBe(400)
  expect(anonymous.body.error.message).toMatch(/包含无法识别的字符$/)
})
