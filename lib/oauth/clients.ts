// OAuth 2.0 as QQ Connect and WeChat document it: the authorise URL, then code → token → openid (QQ: /me) → user info.
// The same code talks to the real endpoints and to the fake provider; only ProviderConfig differs.
import type { ProviderConfig } from './config'

export interface ProviderIdentity {
  openid: string
  unionid: string | null
  nickname: string
  avatarUrl: string
}

/** What the provider said no to (a bad or reused code, a wrong secret, a network failure), in words for the user. */
export class OAuthRefused extends Error {
  constructor(
    readonly userMessage: string,
    detail: string,
  ) {
    super(detail)
    this.name = 'OAuthRefused'
  }
}

export type WeChatScope = 'snsapi_login' | 'snsapi_userinfo' | 'snsapi_base'

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** The page the browser goes to. WeChat wants `#wechat_redirect` at the end of both of its URLs. */
export function authorizeUrl(
  cfg: ProviderConfig,
  { state, redirectUri, scope }: { state: string; redirectUri: string; scope?: WeChatScope },
): string {
  if (cfg.provider === 'qq') {
    return `${cfg.authorizeBase}/oauth2.0/authorize?${q({ response_type: 'code', client_id: cfg.appId, redirect_uri: redirectUri, state, scope: 'get_user_info' })}`
  }
  const params = q({
    appid: cfg.appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scope ?? 'snsapi_login',
    state,
  })
  const path = cfg.provider === 'wechat' ? '/connect/qrconnect' : '/connect/oauth2/authorize'
  return `${cfg.authorizeBase}${path}?${params}#wechat_redirect`
}

const TIMEOUT_MS = 8000
const FAILED = '第三方登录失败，请重新登录'

async function getJson(url: string): Promise<Record<string, unknown>> {
  let res: Response
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } })
  } catch (e) {
    throw new OAuthRefused(
      '无法连接第三方登录服务，请稍后再试',
      `fetch ${new URL(url).pathname}: ${(e as Error).message}`,
    )
  }
  const text = await res.text()
  // QQ's older endpoints answer `callback( {...} );` — accepted as well as plain JSON.
  const json = text
    .trim()
    .replace(/^callback\(\s*/, '')
    .replace(/\s*\);?\s*$/, '')
  try {
    return JSON.parse(json) as Record<string, unknown>
  } catch {
    throw new OAuthRefused(FAILED, `${new URL(url).pathname}: HTTP ${res.status}, not JSON`)
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

async function qqIdentity(cfg: ProviderConfig, code: string, redirectUri: string): Promise<ProviderIdentity> {
  const token = await getJson(
    `${cfg.apiBase}/oauth2.0/token?${q({ grant_type: 'authorization_code', client_id: cfg.appId, client_secret: cfg.appSecret, code, redirect_uri: redirectUri, fmt: 'json' })}`,
  )
  const accessToken = str(token.access_token)
  if (!accessToken) throw new OAuthRefused(FAILED, `qq token: ${str(token.error)} ${str(token.error_description)}`)
  const me = await getJson(`${cfg.apiBase}/oauth2.0/me?${q({ access_token: accessToken, fmt: 'json', unionid: '1' })}`)
  const openid = str(me.openid)
  if (!openid) throw new OAuthRefused(FAILED, `qq me: ${str(me.error)} ${str(me.error_description)}`)
  const info = await getJson(
    `${cfg.apiBase}/user/get_user_info?${q({ access_token: accessToken, oauth_consumer_key: cfg.appId, openid })}`,
  )
  const ok = str(info.ret) === '0'
  return {
    openid,
    unionid: str(me.unionid) || null,
    nickname: ok ? str(info.nickname) : '',
    avatarUrl: ok ? str(info.figureurl_qq_2) || str(info.figureurl_qq_1) : '',
  }
}

async function weChatIdentity(cfg: ProviderConfig, code: string): Promise<ProviderIdentity> {
  const token = await getJson(
    `${cfg.apiBase}/sns/oauth2/access_token?${q({ appid: cfg.appId, secret: cfg.appSecret, code, grant_type: 'authorization_code' })}`,
  )
  const accessToken = str(token.access_token)
  const openid = str(token.openid)
  if (!accessToken || !openid)
    throw new OAuthRefused(FAILED, `wechat token: ${str(token.errcode)} ${str(token.errmsg)}`)
  // snsapi_base gives only the openid (and unionid when bound to an open platform account): nothing more to ask.
  if (str(token.scope) === 'snsapi_base')
    return { openid, unionid: str(token.unionid) || null, nickname: '', avatarUrl: '' }
  const info = await getJson(`${cfg.apiBase}/sns/userinfo?${q({ access_token: accessToken, openid, lang: 'zh_CN' })}`)
  if (info.errcode) return { openid, unionid: str(token.unionid) || null, nickname: '', avatarUrl: '' }
  return {
    openid,
    unionid: str(info.unionid) || str(token.unionid) || null,
    nickname: str(info.nickname),
    avatarUrl: str(info.headimgurl),
  }
}

/** The provider account behind an authorisation code (used once by the provider itself). */
export function fetchIdentity(cfg: ProviderConfig, code: string, redirectUri: string): Promise<ProviderIdentity> {
  return cfg.provider === 'qq' ? qqIdentity(cfg, code, redirectUri) : weChatIdentity(cfg, code)
}
