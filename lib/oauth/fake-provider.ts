// A development stand-in for QQ Connect and WeChat (never real accounts, never under APP_ENV=production): the same
// paths, parameters and answers as the documented endpoints — consent pages, single-use codes that expire, token,
// openid (/me), user info — and the same refusals (denied consent, reused or expired code, wrong app id or secret).
// Which "person" signs in is a cookie of this browser (fake_qq_user / fake_wx_user), so a second login is the same one.
// Whoever reaches it can sign in as any fake user, so the route serves only loopback clients unless FAKE_OAUTH=1
// (config.ts, fakeProviderOpenTo); it redirects only to the app's own callback on the tenant's origin, and its memory is
// bounded (issue 23 M4).
import { createHash, randomBytes } from 'node:crypto'
import type { OAuthProvider } from '@/lib/db/schema'
import { tenantFromHost } from '@/lib/proxy/tenant'
import { tenantOrigin } from '@/lib/site-url'
import { callbackUrl, FAKE_APP_IDS, FAKE_SECRET } from './config'

type Family = 'qq' | 'wechat'
interface Grant {
  family: Family
  appId: string
  user: string
  redirectUri: string
  scope: string
  expires: number
}
interface Store {
  codes: Map<string, Grant>
  tokens: Map<string, Grant>
}

const g = globalThis as typeof globalThis & { __fakeOAuth?: Store }
const store: Store = (g.__fakeOAuth ??= { codes: new Map(), tokens: new Map() })

/** Codes live 10 minutes (QQ) or 5 (WeChat), as the providers document. */
const CODE_TTL_MS: Record<Family, number> = { qq: 10 * 60_000, wechat: 5 * 60_000 }
/** The app reads the user with a token right after the exchange and never keeps it, so two hours is plenty. */
const TOKEN_TTL_MS = 2 * 60 * 60_000
/** Codes and tokens kept at most, each: past it the oldest go (unbounded, 12,000 requests kept 830 MB). */
export const FAKE_STORE_MAX = 1000
const COOKIE: Record<Family, string> = { qq: 'fake_qq_user', wechat: 'fake_wx_user' }

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 28).toUpperCase()
const openidOf = (appId: string, user: string) => `FAKE${hash(`${appId}:${user}`)}`
const unionidOf = (user: string) => `UNION${hash(`union:${user}`)}`
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const json = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': 'no-store' } })

/** Keeps a grant, first dropping expired ones and, when full, the oldest (a Map iterates in insertion order). */
function remember(map: Map<string, Grant>, key: string, grantRow: Grant) {
  const now = Date.now()
  for (const [k, v] of map) {
    if (v.expires > now && map.size < FAKE_STORE_MAX) break
    map.delete(k)
  }
  map.set(key, grantRow)
}

/** The app that an app id names, or null for one the fake does not know. */
function providerOf(family: Family, appId: string): OAuthProvider | null {
  if (family === 'qq') return appId === FAKE_APP_IDS.qq ? 'qq' : null
  return appId === FAKE_APP_IDS.wechat ? 'wechat' : appId === FAKE_APP_IDS.wechat_mp ? 'wechat_mp' : null
}

/**
 * Whether `redirect_uri` is the app's own callback for this provider on the origin of the tenant whose host the browser
 * came in on — exactly what lib/services/third-party-login builds, so a code can go nowhere else (no javascript:, no
 * foreign site, no other tenant).
 */
function ownCallback(request: Request, provider: OAuthProvider, redirectUri: string): boolean {
  const host = request.headers.get('host') ?? new URL(request.url).host
  return redirectUri === callbackUrl(tenantOrigin(tenantFromHost(host)), provider)
}

function cookieUser(request: Request, family: Family): string | null {
  const m = new RegExp(`(?:^|;\\s*)${COOKIE[family]}=([A-Za-z0-9_-]{1,32})`).exec(request.headers.get('cookie') ?? '')
  return m ? m[1] : null
}

function redirect(to: string, params: Record<string, string>, setUser?: { family: Family; user: string }) {
  const url = `${to}${to.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`
  const headers = new Headers({ Location: url, 'Cache-Control': 'no-store' })
  if (setUser)
    headers.append('Set-Cookie', `${COOKIE[setUser.family]}=${setUser.user}; Path=/; Max-Age=31536000; SameSite=Lax`)
  return new Response(null, { status: 302, headers })
}

function page(title: string, body: string, status = 200) {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
.dev{background:#fff3cd;color:#664d03;padding:8px 12px;border-radius:6px;font-size:13px}button{font-size:16px;padding:10px 18px;border-radius:6px;border:1px solid #999;background:#fff;margin:6px 8px 0 0;min-height:44px}
button.ok{background:#07813f;color:#fff;border-color:#07813f}label{display:block;margin:12px 0 4px;font-size:14px}input{font-size:16px;padding:8px;width:100%;box-sizing:border-box}.qr{display:grid;grid-template-columns:repeat(9,16px);gap:2px;margin:16px auto;width:max-content}.qr i{width:16px;height:16px;background:#222}.qr i.w{background:#fff}</style></head>
<body><main><p class="dev">开发环境模拟的第三方登录，不是真实的 QQ / 微信，也不会读取任何真实账号。</p>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function consent(family: Family, p: URLSearchParams, user: string, heading: string, qr: boolean) {
  const hidden = ['client_id', 'appid', 'redirect_uri', 'state', 'scope']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p.get(k) ?? '')}">`)
    .join('')
  const grid = qr
    ? `<div class="qr" aria-hidden="true">${Array.from({ length: 81 }, (_, i) => `<i class="${(i * 7 + (i >> 2)) % 3 ? '' : 'w'}"></i>`).join('')}</div><p>请使用微信扫描二维码登录（模拟：点击下方按钮代替手机扫码确认）</p>`
    : ''
  return page(
    heading,
    `<h1 style="font-size:20px">${heading}</h1>${grid}
<form method="get" action="decide">${hidden}<label for="user">模拟的${family === 'qq' ? 'QQ' : '微信'}用户</label><input id="user" name="user" value="${escapeHtml(user)}" pattern="[A-Za-z0-9_-]{1,32}">
<p style="font-size:14px;color:#555">授权后该网站将获得你的昵称和头像。</p>
<button class="ok" name="decision" value="allow">${qr ? '模拟扫码并确认登录' : family === 'qq' ? '授权并登录' : '允许'}</button><button name="decision" value="deny">${family === 'qq' ? '取消' : '拒绝'}</button></form>`,
  )
}

function refusePage(message: string) {
  return page('参数错误', `<h1 style="font-size:20px">${escapeHtml(message)}</h1>`, 400)
}

/** The refusal page for an unknown app id or a redirect_uri other than the app's callback, or null when both are right. */
function refusal(family: Family, request: Request, p: URLSearchParams): Response | null {
  const provider = providerOf(family, p.get(family === 'qq' ? 'client_id' : 'appid') ?? '')
  if (!provider) return refusePage(family === 'qq' ? 'client id is illegal (100008)' : '参数错误（appid 无效）')
  if (!ownCallback(request, provider, p.get('redirect_uri') ?? ''))
    return refusePage(family === 'qq' ? 'redirect uri is illegal (100010)' : 'redirect_uri 参数错误')
  return null
}

function authorize(family: Family, request: Request, p: URLSearchParams, path: string) {
  const refused = refusal(family, request, p)
  if (refused) return refused
  const appId = p.get(family === 'qq' ? 'client_id' : 'appid')!
  const user = cookieUser(request, family) ?? randomBytes(4).toString('hex')
  const scope = p.get('scope') ?? ''
  // snsapi_base is silent: WeChat answers with a code without asking.
  if (path === 'connect/oauth2/authorize' && scope === 'snsapi_base') return grant(family, appId, user, p)
  if (path === 'connect/qrconnect') return consent(family, p, user, '微信登录', true)
  return consent(family, p, user, family === 'qq' ? 'QQ登录授权' : '微信授权登录', false)
}

function grant(family: Family, appId: string, user: string, p: URLSearchParams) {
  const code = randomBytes(16).toString('hex')
  remember(store.codes, code, {
    family,
    appId,
    user,
    redirectUri: p.get('redirect_uri')!,
    scope: p.get('scope') ?? '',
    expires: Date.now() + CODE_TTL_MS[family],
  })
  return redirect(p.get('redirect_uri')!, { code, state: p.get('state') ?? '' }, { family, user })
}

function decide(family: Family, request: Request, p: URLSearchParams) {
  const refused = refusal(family, request, p)
  if (refused) return refused
  const redirectUri = p.get('redirect_uri')!
  // Declined: QQ sends an error; WeChat sends the state and no code.
  if (p.get('decision') !== 'allow')
    return redirect(
      redirectUri,
      family === 'qq' ? { error: 'access_denied', state: p.get('state') ?? '' } : { state: p.get('state') ?? '' },
    )
  const user = /^[A-Za-z0-9_-]{1,32}$/.test(p.get('user') ?? '') ? p.get('user')! : randomBytes(4).toString('hex')
  return grant(family, p.get(family === 'qq' ? 'client_id' : 'appid') ?? '', user, p)
}

/** Takes the code (once): the grant, or the provider's own error. */
function spendCode(family: Family, p: URLSearchParams): Grant | Record<string, unknown> {
  const wechat = family === 'wechat'
  const appId = p.get(wechat ? 'appid' : 'client_id') ?? ''
  const secret = p.get(wechat ? 'secret' : 'client_secret') ?? ''
  if (secret !== FAKE_SECRET)
    return wechat
      ? { errcode: 40125, errmsg: 'invalid appsecret' }
      : { error: 100016, error_description: 'access token check failed' }
  const code = p.get('code') ?? ''
  const found = store.codes.get(code)
  store.codes.delete(code)
  if (!found || found.family !== family || found.appId !== appId)
    return wechat
      ? { errcode: 40029, errmsg: 'invalid code' }
      : { error: 100019, error_description: 'code to access token error' }
  if (found.expires < Date.now())
    return wechat
      ? { errcode: 42003, errmsg: 'code expired' }
      : { error: 100020, error_description: 'code is reused error' }
  if (!wechat && found.redirectUri !== p.get('redirect_uri'))
    return { error: 100010, error_description: 'redirect uri is illegal' }
  return found
}

function token(family: Family, p: URLSearchParams) {
  const found = spendCode(family, p)
  if (!('user' in found)) return json(found)
  const accessToken = randomBytes(16).toString('hex')
  remember(store.tokens, accessToken, { ...(found as Grant), expires: Date.now() + TOKEN_TTL_MS })
  if (family === 'qq')
    return json({ access_token: accessToken, expires_in: 7776000, refresh_token: randomBytes(16).toString('hex') })
  const g2 = found as Grant
  return json({
    access_token: accessToken,
    expires_in: 7200,
    refresh_token: randomBytes(16).toString('hex'),
    openid: openidOf(g2.appId, g2.user),
    scope: g2.scope,
    unionid: unionidOf(g2.user),
  })
}

function withToken(p: URLSearchParams, family: Family, answer: (g: Grant) => Record<string, unknown>) {
  const found = store.tokens.get(p.get('access_token') ?? '')
  if (!found || found.family !== family || found.expires < Date.now())
    return json(
      family === 'qq'
        ? { error: 100016, error_description: 'access token check failed', ret: 100016 }
        : { errcode: 40001, errmsg: 'invalid credential' },
    )
  return json(answer(found))
}

/** Answers one request to /api/dev/oauth/{qq|wechat}/…, or null for an unknown path. */
export function fakeProviderResponse(request: Request, segments: string[]): Response | null {
  const [family, ...rest] = segments
  if (family !== 'qq' && family !== 'wechat') return null
  const path = rest.join('/')
  const p = new URL(request.url).searchParams
  if (family === 'qq') {
    if (path === 'oauth2.0/authorize') return authorize('qq', request, p, path)
    if (path === 'oauth2.0/decide') return decide('qq', request, p)
    if (path === 'oauth2.0/token') return token('qq', p)
    if (path === 'oauth2.0/me')
      return withToken(p, 'qq', (g2) => ({
        client_id: g2.appId,
        openid: openidOf(g2.appId, g2.user),
        unionid: unionidOf(g2.user),
      }))
    if (path === 'user/get_user_info')
      return withToken(p, 'qq', (g2) => ({
        ret: 0,
        msg: '',
        nickname: `QQ用户${g2.user.slice(0, 6)}`,
        figureurl_qq_1: '',
        figureurl_qq_2: '',
      }))
    return null
  }
  if (path === 'connect/qrconnect' || path === 'connect/oauth2/authorize') return authorize('wechat', request, p, path)
  if (path === 'connect/decide' || path === 'connect/oauth2/decide') return decide('wechat', request, p)
  if (path === 'sns/oauth2/access_token') return token('wechat', p)
  if (path === 'sns/userinfo')
    return withToken(p, 'wechat', (g2) => ({
      openid: openidOf(g2.appId, g2.user),
      nickname: `微信用户${g2.user.slice(0, 6)}`,
      headimgurl: '',
      unionid: unionidOf(g2.user),
    }))
  return null
}

/** Test hook: how many codes and tokens the fake holds. */
export function fakeStoreSize(): { codes: number; tokens: number } {
  return { codes: store.codes.size, tokens: store.tokens.size }
}

/** Test hook: ages every outstanding code past its lifetime. */
export function expireFakeCodes(): void {
  for (const grantRow of store.codes.values()) grantRow.expires = 0
}
