// The personal profile calls through the real dispatcher on a fresh database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): limits, the sensitive-word rule, own uploads only, tenants and account kinds kept apart.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { createSession } from '@/lib/auth/sessions'
import { companies, individuals } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const ids = { demo: 0, acme: 0 }
const tokens: Record<string, string> = {}
const users: Record<string, number> = {}

async function call(
  p: string,
  { body, token, host = 'demo.localhost' }: { body?: unknown; token?: string; host?: string } = {},
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const parts = p.split('?')[0].split('/').filter(Boolean)
  const target: Target = { prefix: 'app', service: parts[3], method: parts[4] }
  const res = await dispatch(
    apiRequest(p, { host, method: body === undefined ? 'GET' : 'POST', body, headers }),
    target,
  )
  return { status: res.status, body: await res.json() }
}
const api = (m: string) => `/api/services/app/FrontUser/${m}`
const change = (token: string, body: unknown, host?: string) => call(api('ChangeUserBasicInfo'), { token, body, host })
const setAvatar = (token: string, headImgUrl: unknown, host?: string) =>
  call(api('ChangeUserHeadImg'), { token, body: { headImgUrl }, host })

async function individual(tenantId: number, phone: string) {
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  return u
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-profile-${process.pid}`)
  db = await createSeededTestDatabase()
  const summary = db.seeded
  ids.demo = summary.tenants.find((x) => x.slug === 'demo')!.id
  ids.acme = summary.tenants.find((x) => x.slug === 'acme')!.id
  for (const [name, tenantId, phone] of [
    ['wang', ids.demo, '13800000001'],
    ['li', ids.demo, '13800000002'],
    ['acme', ids.acme, '13800000001'],
  ] as const) {
    const u = await individual(tenantId, phone)
    users[name] = u.id
    tokens[name] = (
      await createSession(db.db, { tenantId, kind: 'user', accountId: u.id, userAgent: 'profile-test' })
    ).token
  }
  const [company] = await db.db.select().from(companies).where(eq(companies.tenantId, ids.demo))
  tokens.company = (
    await createSession(db.db, {
      tenantId: ids.demo,
      kind: 'company',
      accountId: company.id,
      userAgent: 'profile-test',
    })
  ).token
}, 120_000)
afterAll(async () => {
  await db.cleanup()
})

describe('ChangeUserBasicInfo', () => {
  it('changes the nickname and the introduction, and GetUserBasicInfo shows them', async () => {
    const res = await change(tokens.wang, {
      nickname: '  学习达人小王 ',
      introduction: '热爱学习\r\n\r\n\r\n每天进步一点点  ',
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ nickname: '学习达人小王', introduction: '热爱学习\n\n每天进步一点点' })
    const info = (await call(api('GetUserBasicInfo'), { token: tokens.wang })).body.result
    expect(info).toMatchObject({ nickname: '学习达人小王', introduction: '热爱学习\n\n每天进步一点点' })
    // Only what is sent changes.
    expect((await change(tokens.wang, { introduction: '' })).body.result).toEqual({
      nickname: '学习达人小王',
      introduction: '',
    })
  })

  it.each([
    [{ nickname: '' }, '请输入昵称'],
    [{ nickname: '王' }, '昵称至少2个字'],
    [{ nickname: '一二三四五六七八九十一二三四五六七八九十一' }, '昵称不能超过20个字'],
    [{ nickname: '小王\u0007' }, '昵称包含非法字符'],
    [{ nickname: '赌博高手' }, '昵称包含敏感词，请修改'],
    [{ introduction: '字'.repeat(201) }, '个人简介不能超过200个字'],
    [{ introduction: '我不刷单' }, '个人简介包含敏感词，请修改'],
    [{}, '请填写要修改的昵称或个人简介'],
    [{ nickname: 42 }, '昵称格式不正确'],
  ])('refuses %j with 400 %s and writes nothing', async (body, message) => {
    const before = await individual(ids.demo, '13800000002')
    const res = await change(tokens.li, body)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(message)
    const after = await individual(ids.demo, '13800000002')
    expect({ nickname: after.nickname, introduction: after.introduction }).toEqual({
      nickname: before.nickname,
      introduction: before.introduction,
    })
  })

  it("uses the host's own sensitive words: acme's list, not demo's", async () => {
    expect((await change(tokens.acme, { nickname: '赌博高手' }, 'acme.localhost')).status).toBe(200)
    expect((await change(tokens.acme, { nickname: '代考专家' }, 'acme.localhost')).body.error.message).toBe(
      '昵称包含敏感词，请修改',
    )
  })

  it('refuses visitors (401), company accounts (403) and a token on another tenant’s host (401)', async () => {
    expect((await change('', { nickname: '访客' })).status).toBe(401)
    expect((await change(tokens.company, { nickname: '企业改名' })).status).toBe(403)
    expect((await change(tokens.wang, { nickname: '串门的小王' }, 'acme.localhost')).status).toBe(401)
    expect((await individual(ids.acme, '13800000001')).nickname).not.toBe('串门的小王')
  })
})

describe('ChangeUserHeadImg', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex')
  const own = (slug: string, id: number, name = 'a1b2c3.png') => `tenants/${slug}/uploads/u${id}/202611/${name}`

  it('accepts the caller’s own upload (key or full URL) and stores the key', async () => {
    const key = own('demo', users.wang)
    await getStorage().putObject(key, png, 'image/png')
    const res = await setAvatar(tokens.wang, key)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ userLogo: key, isThirdHeadImg: false })
    expect((await call(api('GetUserBasicInfo'), { token: tokens.wang })).body.result.userLogo).toBe(key)
    const viaUrl = await setAvatar(tokens.wang, `/storage/${key}?imageView2/1/w/100/h/100/q/100`)
    expect(viaUrl.body.result.userLogo).toBe(key)
  })

  it('refuses another account’s upload, another tenant’s, a missing file, junk and seeded images', async () => {
    const lis = own('demo', users.li, 'b.png')
    await getStorage().putObject(lis, png, 'image/png')
    const before = (await individual(ids.demo, '13800000001')).avatarUrl
    for (const value of [
      lis,
      own('acme', users.wang),
      '../../etc/passwd',
      'tenants/demo/courses/1.webp',
      'https://evil.example/x.png',
    ]) {
      const res = await setAvatar(tokens.wang, value)
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe('头像地址无效，请重新上传')
    }
    const missing = await setAvatar(tokens.wang, own('demo', users.wang, 'never-uploaded.png'))
    expect(missing.body.error.message).toBe('头像图片不存在，请重新上传')
    expect((await setAvatar(tokens.wang, '')).body.error.message).toBe('请先上传头像')
    expect((await individual(ids.demo, '13800000001')).avatarUrl).toBe(before)
  })

  it('refuses visitors and company accounts', async () => {
    expect((await setAvatar('', own('demo', 1))).status).toBe(401)
    expect((await setAvatar(tokens.company, own('demo', 1))).status).toBe(403)
  })
})

describe('GetUserBasicInfo', () => {
  it('shows an individual’s company and VIP from the membership', async () => {
    const li = (await call(api('GetUserBasicInfo'), { token: tokens.li })).body.result
    expect(li).toMatchObject({ kind: 'user', isVip: true })
    expect(li.companyName).toBeTruthy()
    const acme = (await call(api('GetUserBasicInfo'), { token: tokens.acme, host: 'acme.localhost' })).body.result
    expect(acme.companyName).toBeNull()
    expect(acme.isVip).toBeUndefined()
  })
})
