/** @jest-environment node */
// The fake provider refuses as QQ and WeChat do: denied consent, a reused or expired code, a wrong secret or app id.
import { FAKE_APP_IDS, FAKE_SECRET } from './config'
import { expireFakeCodes, fakeProviderResponse } from './fake-provider'

const answer = (family: 'qq' | 'wechat', path: string, params: Record<string, string>, cookie = '') =>
  fakeProviderResponse(new Request(`http://x/api/dev/oauth/${family}/${path}?${new URLSearchParams(params)}`, { headers: { cookie } }), [family, ...path.split('/')])!

function grant(family: 'qq' | 'wechat', appId: string, extra: Record<string, string> = {}) {
  const idKey = family === 'qq' ? 'client_id' : 'appid'
  const res = answer(family, family === 'qq' ? 'oauth2.0/decide' : 'connect/decide', { [idKey]: appId, redirect_uri: 'http://demo.localhost/cb', state: 's1', decision: 'allow', user: 'u1', ...extra })
  return new URL(res.headers.get('location')!).searchParams.get('code')!
}
const qqToken = (code: string, secret = FAKE_SECRET) =>
  answer('qq', 'oauth2.0/token', { grant_type: 'authorization_code', client_id: FAKE_APP_IDS.qq, client_secret: secret, code, redirect_uri: 'http://demo.localhost/cb', fmt: 'json' }).json()
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
  const info = await answer('qq', 'user/get_user_info', { access_token: token.access_token, oauth_consumer_key: FAKE_APP_IDS.qq, openid: me.openid }).json()
  expect(info).toMatchObject({ ret: 0, nickname: 'QQ用户u1' })
})

it('WeChat: an expired code and an unknown app id are refused; one person has one unionid across both apps', async () => {
  const stale = grant('wechat', FAKE_APP_IDS.wechat)
  expireFakeCodes()
  expect(await wxToken(stale)).toMatchObject({ errcode: 42003 })
  expect(await wxToken(grant('wechat', FAKE_APP_IDS.wechat), FAKE_SECRET, 'someone-else')).toMatchObject({ errcode: 40029 })
  const web = await wxToken(grant('wechat', FAKE_APP_IDS.wechat))
  const mp = await wxToken(grant('wechat', FAKE_APP_IDS.wechat_mp), FAKE_SECRET, FAKE_APP_IDS.wechat_mp)
  expect(web.openid).not.toBe(mp.openid)
  expect(web.unionid).toBe(mp.unionid)
})

it('declined consent: QQ answers access_denied, WeChat the state without a code; snsapi_base asks nothing', () => {
  const qq = answer('qq', 'oauth2.0/decide', { client_id: FAKE_APP_IDS.qq, redirect_uri: 'http://d/cb', state: 's', decision: 'deny' })
  expect(new URL(qq.headers.get('location')!).searchParams.get('error')).toBe('access_denied')
  const wx = new URL(answer('wechat', 'connect/decide', { appid: FAKE_APP_IDS.wechat_mp, redirect_uri: 'http://d/cb', state: 's', decision: 'deny' }).headers.get('location')!)
  expect([wx.searchParams.get('code'), wx.searchParams.get('state')]).toEqual([null, 's'])
  const silent = answer('wechat', 'connect/oauth2/authorize', { appid: FAKE_APP_IDS.wechat_mp, redirect_uri: 'http://d/cb', scope: 'snsapi_base', state: 's' }, 'fake_wx_user=u9')
  expect(silent.status).toBe(302)
  expect(new URL(silent.headers.get('location')!).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)
  expect(answer('qq', 'oauth2.0/authorize', { client_id: 'nope', redirect_uri: 'http://d/cb' }).status).toBe(400)
})
