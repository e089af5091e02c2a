/** @jest-environment node */
// The fake provider refuses as QQ and WeChat do: denied consent, a reused or expired code, a wrong secret or app id;
// and it is no open door (issue 23 M4): loopback clients only unless FAKE_OAUTH=1, codes sent only to the app's own
// callback, a bounded store.
import { GET } from '@/app/api/dev/oauth/[...path]/route'
import { tenantOrigin } from '@/lib/site-url'
import { callbackUrl, FAKE_APP_IDS, FAKE_SECRET } from './config'
import { expireFakeCodes, FAKE_STORE_MAX, fakeProviderResponse, fakeStoreSize } from './fake-provider'

/** The callbacks lib/services/third-party-login builds for demo, whose host these requests name. */
const CB = {
  qq: callbackUrl(tenantOrigin('demo'), 'qq'),
  wechat: callbackUrl(tenantOrigin('demo'), 'wechat'),
  wechat_mp: callbackUrl(tenantOrigin('demo'), 'wechat_mp'),
}

const answer = (family: 'qq' | 'wechat', path: string, params: Record<string, string>, cookie = '') =>
  fakeProviderResponse(
    new Request(`http://demo.localhost:3000/api/dev/oauth/${family}/${path}?${new URLSearchParams(params)}`, {
      headers: { cookie },
    }),
    [family, ...path.split('/')],
  )!

function grant(family: 'qq' | 'wechat', appId: string, extra: Record<string, string> = {}) {
  const idKey = family === 'qq' ? 'client_id' : 'appid'
  const redirect_uri = family === 'qq' ? CB.qq : appId === FAKE_APP_IDS.wechat_mp ? CB.wechat_mp : CB.wechat
  const res = answer(family, family === 'qq' ? 'oauth2.0/decide' : 'connect/decide', {
    [idKey]: appId,
    redirect_uri,
    state: 's1',
    decision: 'allow',
    user: 'u1',
    ...extra,
  })
  return new URL(res.headers.get('location')!).searchParams.get('code')!
}
const qqToken = (code: string, secret = FAKE_SECRET) =>
  answer('qq', 'oauth2.0/token', {
    grant_type: 'authorization_code',
    client_id: FAKE_APP_IDS.qq,
    client_secret: secret,
    code,
    redirect_uri: CB.qq,
    fmt: 'json',
  }).json()
const wxToken = (code: string, secret = FAKE_SECRET, appid = FAKE_APP_IDS.wechat) =>
  answer('wechat', 'sns/oauth2/access_token', { appid, secret, code, grant_type: 'authorization_code' }).json()

it('QQ: code → token → openid (/me) → user info; the code works once; a wrong secret is refused', async () => {
  const code = grant('qq', FAKE_APP_IDS.qq)
  expect(await qqToken(grant('qq', FAKE_APP_IDS.qq), 'wrong')).toMatchObject({ error: 100016 })
  const token = await qqToken(code)
  expect(token.access_token).toMatch(/^[0-9a-f]{32}$/)
  expect(await qqToken(code)).toMatchObject({ error: 100019 })
  const me = await answer('qq', 'oauth2.0/me', { access_token: token.access_token, fmt: 'json' }).json()
  expect(me).toMatchObject({ client_id: FAKE_APP_IDS.qq, openid: expect.stringMatching(/^FAKE/) })
  const info = await answer('qq', 'user/get_user_info', {
    access_token: token.access_token,
    oauth_consumer_key: FAKE_APP_IDS.qq,
    openid: me.openid,
  }).json()
  expect(info).toMatchObject({ ret: 0, nickname: 'QQ用户u1' })
})

it('WeChat: an expired code and an unknown app id are refused; one person has one unionid across both apps', async () => {
  const stale = grant('wechat', FAKE_APP_IDS.wechat)
  expireFakeCodes()
  expect(await wxToken(stale)).toMatchObject({ errcode: 42003 })
  expect(await wxToken(grant('wechat', FAKE_APP_IDS.wechat), FAKE_SECRET, 'someone-else')).toMatchObject({
    errcode: 40029,
  })
  const web = await wxToken(grant('wechat', FAKE_APP_IDS.wechat))
  const mp = await wxToken(grant('wechat', FAKE_APP_IDS.wechat_mp), FAKE_SECRET, FAKE_APP_IDS.wechat_mp)
  expect(web.openid).not.toBe(mp.openid)
  expect(web.unionid).toBe(mp.unionid)
})

it('declined consent: QQ answers access_denied, WeChat the state without a code; snsapi_base asks nothing', () => {
  const qq = answer('qq', 'oauth2.0/decide', {
    client_id: FAKE_APP_IDS.qq,
    redirect_uri: CB.qq,
    state: 's',
    decision: 'deny',
  })
  expect(new URL(qq.headers.get('location')!).searchParams.get('error')).toBe('access_denied')
  const wx = new URL(
    answer('wechat', 'connect/decide', {
      appid: FAKE_APP_IDS.wechat_mp,
      redirect_uri: CB.wechat_mp,
      state: 's',
      decision: 'deny',
    }).headers.get('location')!,
  )
  expect([wx.searchParams.get('code'), wx.searchParams.get('state')]).toEqual([null, 's'])
  const silent = answer(
    'wechat',
    'connect/oauth2/authorize',
    { appid: FAKE_APP_IDS.wechat_mp, redirect_uri: CB.wechat_mp, scope: 'snsapi_base', state: 's' },
    'fake_wx_user=u9',
  )
  expect(silent.status).toBe(302)
  expect(new URL(silent.headers.get('location')!).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)
  expect(answer('qq', 'oauth2.0/authorize', { client_id: 'nope', redirect_uri: CB.qq }).status).toBe(400)
})

describe('who it answers (M4)', () => {
  const route = (ip: string) =>
    GET(
      new Request(
        `http://demo.localhost:3000/api/dev/oauth/qq/oauth2.0/authorize?${new URLSearchParams({ client_id: FAKE_APP_IDS.qq, redirect_uri: CB.qq, state: 's' })}`,
        { headers: { 'x-forwarded-for': ip } },
      ),
      {
        params: Promise.resolve({ path: ['qq', 'oauth2.0', 'authorize'] }),
      },
    )
  afterEach(() => {
    delete process.env.FAKE_OAUTH
    delete process.env.APP_ENV
  })

  it('answers this machine (the peer the forwarded-headers hook leaves), and any other address only with FAKE_OAUTH=1', async () => {
    expect((await route('127.0.0.1')).status).toBe(200)
    expect((await route('::1')).status).toBe(200)
    expect((await route('203.0.113.9')).status).toBe(404)
    expect((await route('10.1.2.3')).status).toBe(404)
    // A hop a client wrote before a trusted proxy's is not the peer; "localhost" is no address.
    expect((await route('localhost')).status).toBe(404)
    process.env.FAKE_OAUTH = '1'
    expect((await route('203.0.113.9')).status).toBe(200)
  })
})

describe('where codes go (M4)', () => {
  const qqAuthorize = (redirect_uri: string, host = 'demo.localhost:3000') =>
    fakeProviderResponse(
      new Request(
        `http://${host}/api/dev/oauth/qq/oauth2.0/authorize?${new URLSearchParams({ client_id: FAKE_APP_IDS.qq, redirect_uri, state: 's' })}`,
      ),
      ['qq', 'oauth2.0', 'authorize'],
    )!

  it('only to the app’s own callback on the tenant’s origin: javascript:, a foreign site, another path or tenant are refused', async () => {
    expect(qqAuthorize(CB.qq).status).toBe(200)
    for (const bad of [
      'javascript:alert(document.cookie)//',
      'https://evil.example/LoginByThird?type=qq',
      `${tenantOrigin('demo')}/LoginByThird?type=wechat`,
      `${tenantOrigin('demo')}/account`,
      `${CB.qq}&x=1`,
      callbackUrl(tenantOrigin('acme'), 'qq'),
      '',
    ]) {
      const res = qqAuthorize(bad)
      expect([bad, res.status, res.headers.get('location')]).toEqual([bad, 400, null])
      expect(await res.text()).toContain('redirect uri is illegal')
    }
    // acme's own host may send its codes to acme's callback.
    expect(qqAuthorize(callbackUrl(tenantOrigin('acme'), 'qq'), 'acme.localhost:3000').status).toBe(200)
    // The consent form's decision is checked the same way: no redirect with a code (or a refusal) to a foreign address.
    for (const decision of ['allow', 'deny']) {
      const wx = answer('wechat', 'connect/decide', {
        appid: FAKE_APP_IDS.wechat,
        redirect_uri: 'javascript:alert(1)//',
        state: 's',
        decision,
        user: 'victim',
      })
      expect([wx.status, wx.headers.get('location')]).toEqual([400, null])
      const qq = answer('qq', 'oauth2.0/decide', {
        client_id: FAKE_APP_IDS.qq,
        redirect_uri: 'https://evil.example/cb',
        state: 's',
        decision,
        user: 'victim',
      })
      expect([qq.status, qq.headers.get('location')]).toEqual([400, null])
    }
    // The official account's callback is not the website app's, and the other way round.
    expect(
      answer('wechat', 'connect/oauth2/authorize', {
        appid: FAKE_APP_IDS.wechat_mp,
        redirect_uri: CB.wechat,
        scope: 'snsapi_base',
        state: 's',
      }).status,
    ).toBe(400)
  })
})

it(`keeps at most ${FAKE_STORE_MAX} codes, the oldest evicted first (M4)`, async () => {
  const first = grant('qq', FAKE_APP_IDS.qq)
  let last = ''
  for (let i = 0; i < FAKE_STORE_MAX + 50; i++) last = grant('qq', FAKE_APP_IDS.qq)
  expect(fakeStoreSize().codes).toBe(FAKE_STORE_MAX)
  expect(await qqToken(first)).toMatchObject({ error: 100019 })
  expect((await qqToken(last)).access_token).toMatch(/^[0-9a-f]{32}$/)
  for (let i = 0; i < FAKE_STORE_MAX + 50; i++) await qqToken(grant('qq', FAKE_APP_IDS.qq))
  expect(fakeStoreSize().tokens).toBe(FAKE_STORE_MAX)
})
