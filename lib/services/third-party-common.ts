// What the QQ/WeChat sign-in, the bind steps and 账号关联 share (docs/spec.md §4 "Third-party login"): the kinds and their
// names, the tenant's switches and app configuration, the WeChat-bound cookie, signing a bound individual in, and
// reading a bind ticket.
import { businessRule, forbidden, MESSAGES } from '@/lib/contract/errors'
import { BIND_TICKET_INVALID, readBindTicket, type BindClaims } from '@/lib/auth/bind-ticket'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { signIn } from '@/lib/auth/sign-in'
import { getIndividualById } from '@/lib/db/queries/accounts'
import { getTenantOAuthApp } from '@/lib/db/queries/third-party'
import type { OAuthProvider } from '@/lib/db/schema'
import { callbackUrl, fakeProviderOpenTo, providerConfig } from '@/lib/oauth/config'
import { tenantOrigin } from '@/lib/site-url'

/** @public QQ or WeChat: WeChat's two apps (open platform, official account) are one binding. */
export type ThirdPartyKind = 'qq' | 'wechat'
export const familyOf = (p: OAuthProvider): ThirdPartyKind => (p === 'qq' ? 'qq' : 'wechat')
const OFF: Record<ThirdPartyKind, string> = { qq: '本机构未开放QQ登录', wechat: '本机构未开放微信登录' }
export const NAME: Record<ThirdPartyKind, string> = { qq: 'QQ', wechat: '微信' }
/** Remembers that this browser's WeChat is bound, so the next authorise inside WeChat is the silent snsapi_base. */
export const WX_BOUND_COOKIE = 'qh_wxb'

export function requireEnabled(ctx: ServiceContext, family: ThirdPartyKind) {
  const f = requireSite(ctx).features
  if (family === 'qq' ? !f.qqLogin : !f.weChatLogin) throw forbidden(OFF[family])
}

/**
 * The tenant's own app for the provider, else the environment's, else (development) the fake — which only a client it
 * answers may use (loopback, or FAKE_OAUTH=1), so nobody else is sent to its 404; null when none.
 */
export async function configOrNull(ctx: ServiceContext, provider: OAuthProvider) {
  const site = requireSite(ctx)
  const cfg = providerConfig(
    provider,
    tenantOrigin(site.slug),
    await getTenantOAuthApp(ctx.db, { tenantId: site.tenantId, provider }),
  )
  return cfg?.fake && !fakeProviderOpenTo(ctx.clientIp) ? null : cfg
}

export async function configOf(ctx: ServiceContext, provider: OAuthProvider) {
  const cfg = await configOrNull(ctx, provider)
  if (!cfg) throw forbidden(OFF[familyOf(provider)])
  return cfg
}

/** Where each provider sends the browser back (it must match between authorise and token exchange). */
export function redirectUri(ctx: ServiceContext, provider: OAuthProvider): string {
  return callbackUrl(tenantOrigin(requireSite(ctx).slug), provider)
}

export const hasCookie = (ctx: ServiceContext, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=1(?:;|$)`).test(ctx.request.headers.get('cookie') ?? '')
export const rememberWeChat = (ctx: ServiceContext) =>
  ctx.setCookie(
    `${WX_BOUND_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${ctx.secureTransport ? '; Secure' : ''}`,
  )

/** Signs the individual in (a bound identity, or one just bound) and says where to go next. */
export async function signInBound(
  ctx: ServiceContext,
  provider: OAuthProvider,
  individualId: number,
  returnTo: string,
) {
  const row = await getIndividualById(ctx.db, { tenantId: requireSite(ctx).tenantId, id: individualId })
  if (!row || row.disabled) throw businessRule(MESSAGES.accountDisabled)
  if (provider === 'wechat_mp') rememberWeChat(ctx)
  return {
    ...(await signIn(ctx, { kind: 'user', row })),
    isBindThirdAccount: true,
    needBindPhone: false as const,
    returnUrl: returnTo,
  }
}

/** The bind ticket's claims, for this tenant (and family, when given) and a provider still switched on. */
export function ticketOf(ctx: ServiceContext, ticket: string, family?: ThirdPartyKind): BindClaims {
  const claims = readBindTicket(ticket, requireSite(ctx).tenantId)
  if (!claims || (family && familyOf(claims.provider) !== family)) throw businessRule(BIND_TICKET_INVALID)
  requireEnabled(ctx, familyOf(claims.provider))
  return claims
}
