// QQ and WeChat sign-in through the real dispatcher, against the fake provider answering in-process (fetch is routed to
// it): the state's refusals, no session before binding, bind → straight in, unbind → bind again, a signed-in bind from
// 账号关联 in one authorisation, tenants kept apart.
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { BIND_RETURN } from '@/lib/auth/oauth-state'
import { oauthStates, tenantOAuthApps } from '@/lib/db/schema'
import { FAKE_PATH } from '@/lib/oauth/config'
import { fakeProviderResponse } from '@/lib/oauth/fake-provider'
import { listOutbox } from '@/lib/sms/outbox'
import { rateLimits } from '@/lib/db/schema'
import { call, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId = 0
let phoneSeq = 0
const freshPhone = () => `1340000${String(++phoneSeq).padStart(4, '0')}`
const TA = '/api/TokenAuth'
const realFetch = global.fetch

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-oauth-${process.pid}`)
  delete process.env.SMS_PROVIDER
  // The API client calls from a fresh non-loopback address each time: a development server opted in to the fake.
  process.env.FAKE_OAUTH = '1'
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  // The server's calls to the provider reach the fake provider in-process.
  global.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const segments = url.pathname.slice(FAKE_PATH.length + 1).split('/')
    return fakeProviderResponse(new Request(url), segments) ?? new Response('nf', { status: 404 })
  }) as typeof fetch
}, 120_000)
afterAll(() => {
  global.fetch = realFetch
  delete process.env.FAKE_OAUTH
  return db.cleanup()
})

const cookiesOf = (res: Answer) => res.headers.getSetCookie().map((c) => c.split(';')[0])
const oauthCookie = (res: Answer) => cookiesOf(res).find((c) => c.startsWith('qh_oauth='))!
const hasSession = (res: Answer) =>
  cookiesOf(res).some((c) => c.startsWith('qh_session=') && c.length > 'qh_session='.length)

/** The browser's trip: GetQzoneLink, then the fake provider's consent (allow, as `user`) → code and state. */
async function authorise(kind: 'qq' | 'wechat', user: string, host = 'demo.localhost', returnUrl = '/course/my') {
  const links = await call(`${TA}/GetQzoneLink?returnUrl=${encodeURIComponent(returnUrl)}`, { host })
  expect(links.status).toBe(200)
  const link = new URL(kind === 'qq' ? links.body.result.qzoneLimk : links.body.result.winXinLimk)
  const p = link.searchParams
  p.set('decision', 'allow')
  p.set('user', user)
  const family = kind
  const decide = fakeProviderResponse(
    new Request(`${link.origin}${FAKE_PATH}/${family}/${family === 'qq' ? 'oauth2.0' : 'connect'}/decide?${p}`),
    [family, family === 'qq' ? 'oauth2.0' : 'connect', 'decide'],
  )!
  const back = new URL(decide.headers.get('location')!)
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie: oauthCookie(links) }
}

async function bindFlow(kind: 'qq' | 'wechat', ticket: string, phone: string, cookie?: string) {
  await db.db.delete(rateLimits)
  expect(
    (await post(`${TA}/SendPhoneCodeForBindThirdAccount`, { PhoneNumber: phone, bindTicket: ticket })).status,
  ).toBe(200)
  const [sms] = await listOutbox(db.db, { tenantId: demoId, phone })
  return post(
    `${TA}/${kind === 'qq' ? 'BindPhoneByQQ' : 'BindPhoneByWechat'}`,
    { PhoneNumber: phone, phoneCode: sms!.code, bindTicket: ticket, isAgreeProtocol: true },
    { cookie },
  )
}

describe('the state', () => {
  it('is refused when replayed, foreign, expired or missing — and then no session is made', async () => {
    const trip = await authorise('qq', 'state1')
    const ok = await post(`${TA}/Qzone`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    expect(ok.status).toBe(200)
    const replay = await post(`${TA}/Qzone`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    expect(replay.status).toBe(400)
    expect(replay.body.error.message).toBe('登录请求已失效或不是从本浏览器发起的，请重新登录')

    const other = await authorise('qq', 'state2')
    const foreign = await post(
      `${TA}/Qzone`,
      { code: other.code, state: other.state },
      { cookie: trip.cookie.replace(/=.*/, `=${'A'.repeat(43)}`) },
    )
    expect(foreign.status).toBe(400)
    expect((await post(`${TA}/Qzone`, { code: other.code, state: other.state })).status).toBe(400)

    const late = await authorise('qq', 'state3')
    await db.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.tenantId, demoId))
    const expired = await post(`${TA}/Qzone`, { code: late.code, state: late.state }, { cookie: late.cookie })
    expect(expired.status).toBe(400)
    const missing = await post(`${TA}/Qzone`, { code: late.code }, { cookie: late.cookie })
    expect(missing.status).toBe(400)
    for (const res of [replay, foreign, expired, missing]) expect(hasSession(res)).toBe(false)
  })

  it('a state or bind ticket of demo means nothing on acme, where QQ is switched off anyway', async () => {
    const trip = await authorise('qq', 'tenant1')
    const answer = await post(
      `${TA}/Qzone`,
      { code: trip.code, state: trip.state },
      { cookie: trip.cookie, host: 'acme.localhost' },
    )
    expect(answer.status).toBe(403)
    expect(answer.body.error.message).toBe('本机构未开放QQ登录')
    expect((await call(`${TA}/GetQzoneLink`, { host: 'acme.localhost' })).status).toBe(403)
    const onDemo = await post(`${TA}/Qzone`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    const bind = await post(
      `${TA}/BindPhoneByQQ`,
      { PhoneNumber: freshPhone(), phoneCode: '1234', bindTicket: onDemo.body.result.bindTicket },
      { host: 'acme.localhost' },
    )
    expect(bind.status).toBe(400)
    expect(bind.body.error.message).toBe('绑定已超时，请重新使用第三方账号登录')
  })
})

describe('binding', () => {
  it('an unbound QQ gets no session; binding a new phone creates the account and signs in; the next login is straight in', async () => {
    const trip = await authorise('qq', 'alice')
    const first = await post(`${TA}/Qzone`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    expect(first.body.result).toMatchObject({ needBindPhone: true, returnUrl: '/course/my' })
    expect(hasSession(first)).toBe(false)
    expect((await post(`${TA}/IsInputPhoneNo`, { bindTicket: first.body.result.bindTicket })).body.result).toBe(false)

    const phone = freshPhone()
    const bound = await bindFlow('qq', first.body.result.bindTicket, phone)
    expect(bound.status).toBe(200)
    expect(bound.body.result).toMatchObject({ phoneNumber: phone, isBindThirdAccount: true, returnUrl: '/course/my' })
    expect(hasSession(bound)).toBe(true)

    const again = await authorise('qq', 'alice')
    const second = await post(`${TA}/Qzone`, { code: again.code, state: again.state }, { cookie: again.cookie })
    expect(second.body.result).toMatchObject({ isBindThirdAccount: true, userId: bound.body.result.userId })
    expect(hasSession(second)).toBe(true)

    const list = await call('/api/services/app/FrontUser/GetThirdAccounts', { bearer: second.body.result.accessToken })
    expect(list.body.result).toEqual([expect.objectContaining({ type: 'qq', nickname: 'QQ用户alice' })])
  })

  it('binding to a phone that has an account links it; unbinding makes the next login ask for a phone again', async () => {
    const trip = await authorise('wechat', 'bob')
    const first = await post(`${TA}/WeiXinLogin`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    const bound = await bindFlow('wechat', first.body.result.bindTicket, '13800000001')
    expect(bound.body.result).toMatchObject({ userName: '学员小王', isBindThirdAccount: true })

    const bearer = bound.body.result.accessToken
    expect((await post('/api/services/app/FrontUser/UnboundWechat', {}, { bearer })).status).toBe(200)
    expect((await post('/api/services/app/FrontUser/UnboundWechat', {}, { bearer })).body.error.message).toBe(
      '尚未绑定微信',
    )
    const again = await authorise('wechat', 'bob')
    const next = await post(`${TA}/WeiXinLogin`, { code: again.code, state: again.state }, { cookie: again.cookie })
    expect(next.body.result.needBindPhone).toBe(true)
    expect(hasSession(next)).toBe(false)
  })

  it('refuses a reused code and a forged ticket with a clear message', async () => {
    const trip = await authorise('qq', 'carol')
    await post(`${TA}/Qzone`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    const links = await call(`${TA}/GetQzoneLink`)
    const state = new URL(links.body.result.qzoneLimk).searchParams.get('state')!
    const reused = await post(`${TA}/Qzone`, { code: trip.code, state }, { cookie: oauthCookie(links) })
    expect(reused.status).toBe(400)
    expect(reused.body.error.message).toBe('第三方登录失败，请重新登录')
    const forged = await post(`${TA}/SendPhoneCodeForBindThirdAccount`, {
      PhoneNumber: freshPhone(),
      bindTicket: 'v1.eyJ4IjoxfQ.' + 'A'.repeat(43),
    })
    expect(forged.status).toBe(400)
    expect(forged.body.error.message).toBe('绑定已超时，请重新使用第三方账号登录')
  })
})

describe('binding from 账号关联', () => {
  /** A new individual signed in through WeChat and a fresh phone: her bearer token. */
  async function signedIn(wechatUser: string) {
    const trip = await authorise('wechat', wechatUser)
    const first = await post(`${TA}/WeiXinLogin`, { code: trip.code, state: trip.state }, { cookie: trip.cookie })
    return (await bindFlow('wechat', first.body.result.bindTicket, freshPhone())).body.result.accessToken as string
  }
  const bindQQ = async (qqUser: string, bearer?: string) => {
    const trip = await authorise('qq', qqUser, 'demo.localhost', BIND_RETURN)
    return post(`${TA}/Qzone`, { code: trip.code, state: trip.state }, { cookie: trip.cookie, bearer })
  }
  const thirdAccounts = async (bearer: string): Promise<string[]> =>
    (await call('/api/services/app/FrontUser/GetThirdAccounts', { bearer })).body.result.map(
      (r: { type: string }) => r.type,
    )

  it('binds QQ to the signed-in individual at once: no phone, code or new session; the next QQ login is her', async () => {
    const bearer = await signedIn('dora')
    const bound = await bindQQ('dora-qq', bearer)
    expect(bound.status).toBe(200)
    expect(bound.body.result).toEqual({
      needBindPhone: false,
      isBindThirdAccount: true,
      boundTo: 'qq',
      returnUrl: '/AccountAssociation',
    })
    expect(hasSession(bound)).toBe(false)
    expect((await thirdAccounts(bearer)).sort()).toEqual(['qq', 'wechat'])

    const again = await authorise('qq', 'dora-qq')
    const login = await post(`${TA}/Qzone`, { code: again.code, state: again.state }, { cookie: again.cookie })
    expect(login.body.result).toMatchObject({ isBindThirdAccount: true, needBindPhone: false })
    expect((await thirdAccounts(login.body.result.accessToken)).sort()).toEqual(['qq', 'wechat'])
  })

  it('refuses a QQ bound to someone else, a second QQ, and a trip whose session is gone — binding nothing', async () => {
    const owner = await signedIn('erin')
    expect((await bindQQ('erin-qq', owner)).status).toBe(200)
    const other = await signedIn('fred')
    const taken = await bindQQ('erin-qq', other)
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('该QQ账号已绑定其他账号，请先用它登录后在“账号关联”中解绑')
    const second = await bindQQ('erin-qq2', owner)
    expect(second.status).toBe(409)
    expect(second.body.error.message).toBe('本账号已绑定其他QQ账号，请先解除绑定')
    const signedOut = await bindQQ('gina-qq')
    expect(signedOut.status).toBe(400)
    expect(signedOut.body.error.message).toBe('登录已失效，请重新登录后在“账号关联”中绑定QQ')
    expect(hasSession(signedOut)).toBe(false)
    expect(await thirdAccounts(other)).toEqual(['wechat'])
    expect((await thirdAccounts(owner)).sort()).toEqual(['qq', 'wechat'])
  })
})

describe('configuration', () => {
  it('offers the fake provider only to a client it answers: loopback, or any address with FAKE_OAUTH=1 (M4)', async () => {
    delete process.env.FAKE_OAUTH
    try {
      const remote = await call(`${TA}/GetQzoneLink?returnUrl=%2F`, { ip: '203.0.113.9' })
      expect(remote.body.result).toEqual({ qzoneLimk: '', winXinLimk: '' })
      const local = await call(`${TA}/GetQzoneLink?returnUrl=%2F`, { ip: '127.0.0.1' })
      expect(local.body.result.qzoneLimk).toContain('/api/dev/oauth/qq/oauth2.0/authorize?')
    } finally {
      process.env.FAKE_OAUTH = '1'
    }
  })

  it('uses the tenant’s own app when it registered one, and never sends a secret to the browser', async () => {
    await db.db.insert(tenantOAuthApps).values({
      tenantId: demoId,
      provider: 'qq',
      appId: 'tenant-qq-app',
      appSecret: 'tenant-secret-123',
      authorizeBase: 'https://qq.example.com',
    })
    const links = await call(`${TA}/GetQzoneLink?returnUrl=%2F`)
    const qq = new URL(links.body.result.qzoneLimk)
    expect(`${qq.origin}${qq.pathname}`).toBe('https://qq.example.com/oauth2.0/authorize')
    expect(qq.searchParams.get('client_id')).toBe('tenant-qq-app')
    expect(qq.searchParams.get('redirect_uri')).toBe('http://demo.localhost:3000/LoginByThird?type=qq')
    expect(JSON.stringify(links.body)).not.toMatch(/tenant-secret-123|fake-secret/)
    // WeChat has no app of its own here: the development fake answers for it.
    expect(links.body.result.winXinLimk).toContain('/api/dev/oauth/wechat/connect/qrconnect?appid=fake-wx-open-appid')
    await db.db.delete(tenantOAuthApps).where(eq(tenantOAuthApps.tenantId, demoId))
  })
})
