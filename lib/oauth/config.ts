// Where each provider lives and who we are to it: the tenant's own app (tenant_oauth_apps), else the environment's; with
// neither, a development server (never APP_ENV=production) talks to the built-in fake provider (lib/oauth/fake-provider.ts).
import { BlockList, isIP } from 'node:net'
import { getEnv } from '@/lib/env'
import type { OAuthProvider } from '@/lib/db/schema'

export interface ProviderConfig {
  provider: OAuthProvider
  appId: string
  appSecret: string
  /** Where the browser is sent to authorise (QQ: graph.qq.com; WeChat: open.weixin.qq.com). */
  authorizeBase: string
  /** Where the server exchanges the code and reads the user (QQ: graph.qq.com; WeChat: api.weixin.qq.com). */
  apiBase: string
  fake: boolean
}

export const FAKE_SECRET = 'fake-secret-for-development'
export const FAKE_APP_IDS: Record<OAuthProvider, string> = {
  qq: 'fake-qq-appid',
  wechat: 'fake-wx-open-appid',
  wechat_mp: 'fake-wx-mp-appid',
}
/** The fake provider's path on this server; the browser reaches it on the tenant's host, the server on loopback. */
export const FAKE_PATH = '/api/dev/oauth'

/**
 * Where a provider sends the browser back: the tenant's own origin and the callback page, nothing else. The authorise
 * link and the token exchange use it, and the fake provider redirects to no other address (issue 23 M4).
 */
export function callbackUrl(tenantOrigin: string, provider: OAuthProvider): string {
  return provider === 'wechat_mp'
    ? `${tenantOrigin}/wxlogin/LoginByWeChat`
    : `${tenantOrigin}/LoginByThird?type=${provider === 'qq' ? 'qq' : 'wechat'}`
}

/** A tenant's own registered app (row of tenant_oauth_apps). */
export interface TenantApp {
  appId: string
  appSecret: string
  authorizeBase: string | null
  apiBase: string | null
}

/** The provider's configuration, or null when it can be used neither for real nor through the fake. */
export function providerConfig(
  provider: OAuthProvider,
  browserOrigin: string,
  tenantApp?: TenantApp | null,
): ProviderConfig | null {
  const env = getEnv()
  const raw = env.raw
  const [id, secret] = tenantApp
    ? [tenantApp.appId, tenantApp.appSecret]
    : provider === 'qq'
      ? [raw.QQ_APP_ID, raw.QQ_APP_SECRET]
      : provider === 'wechat'
        ? [raw.WECHAT_APP_ID, raw.WECHAT_APP_SECRET]
        : [raw.WECHAT_MP_APP_ID, raw.WECHAT_MP_APP_SECRET]
  if (id && secret) {
    const qq = raw.QQ_API_BASE || 'https://graph.qq.com'
    return {
      provider,
      appId: id,
      appSecret: secret,
      authorizeBase:
        tenantApp?.authorizeBase || (provider === 'qq' ? qq : raw.WECHAT_OPEN_BASE || 'https://open.weixin.qq.com'),
      apiBase: tenantApp?.apiBase || (provider === 'qq' ? qq : raw.WECHAT_API_BASE || 'https://api.weixin.qq.com'),
      fake: false,
    }
  }
  if (env.production) return null
  const family = provider === 'qq' ? 'qq' : 'wechat'
  return {
    provider,
    appId: FAKE_APP_IDS[provider],
    appSecret: FAKE_SECRET,
    authorizeBase: `${browserOrigin}${FAKE_PATH}/${family}`,
    apiBase: `http://127.0.0.1:${env.port}${FAKE_PATH}/${family}`,
    fake: true,
  }
}

/** Whether the fake provider may answer at all: a development server with at least one provider unconfigured. */
function fakeProviderActive(): boolean {
  const env = getEnv()
  if (env.production) return false
  return !env.raw.QQ_APP_ID || !env.raw.WECHAT_APP_ID || !env.raw.WECHAT_MP_APP_ID
}

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** 127.0.0.0/8 or ::1, as an address (a client-written name such as "localhost" is not one). */
export function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip)
  return family !== 0 && LOOPBACK.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Whether the fake provider answers this client (the address lib/api/request-info's clientIpOf gives: the socket peer,
 * or what a trusted proxy vouches for). Anyone it answers can sign in as any fake user, so by default only this machine
 * (loopback, like the SMS outbox) — FAKE_OAUTH=1 opens it to every address on a development or staging server.
 */
export function fakeProviderOpenTo(clientIp: string): boolean {
  return fakeProviderActive() && (getEnv().fakeOAuthAnyAddress || isLoopbackAddress(clientIp))
}
