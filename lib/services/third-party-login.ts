// TokenAuth's QQ and WeChat sign-in (docs/spec.md §4 "Third-party login", §7): the authorise links, the callbacks and
// the methods of the bind-phone step (third-party-bind.ts); 账号关联's are in account-association.ts. No session exists
// for a provider account until it is bound to a phone.
import { z } from 'zod'
import { businessRule, forbidden } from '@/lib/contract/errors'
import { flag, optionalText } from '@/lib/contract/fields'
import { phone } from '@/lib/contract/schemas/account'
import { issueBindTicket, type BindClaims } from '@/lib/auth/bind-ticket'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { BIND_RETURN, consumeState, issueState, safeReturnPath } from '@/lib/auth/oauth-state'
import { issueSmsCode } from '@/lib/auth/sms-codes'
import { bindIdentity, findIdentity } from '@/lib/db/queries/third-party'
import type { OAuthProvider } from '@/lib/db/schema'
import { authorizeUrl, fetchIdentity, OAuthRefused, type ProviderIdentity } from '@/lib/oauth/clients'
import { method } from './define'
import { bindInput, bindPhone, bindToCaller, ticket } from './third-party-bind'
import {
  configOf,
  configOrNull,
  familyOf,
  hasCookie,
  redirectUri,
  requireEnabled,
  signInBound,
  ticketOf,
  WX_BOUND_COOKIE,
} from './third-party-common'

/** The callback's end: straight in when bound, else a ticket for the bind-phone step (and no session). */
async function finishCallback(ctx: ServiceContext, provider: OAuthProvider, who: ProviderIdentity, returnTo: string) {
  const tenantId = requireSite(ctx).tenantId
  const found = await findIdentity(ctx.db, { tenantId, provider, ...who })
  if (found) {
    // The same person through WeChat's other app (same unionid): remembered under this openid too.
    if (found.provider !== provider)
      await bindIdentity(ctx.db, { tenantId, provider, ...who, individualId: found.individualId })
    return signInBound(ctx, provider, found.individualId, returnTo)
  }
  const claims: BindClaims = {
    tenantId,
    provider,
    openid: who.openid,
    unionid: who.unionid,
    nickname: who.nickname.slice(0, 60),
    avatarUrl: who.avatarUrl.slice(0, 300),
    returnTo,
  }
  return {
    needBindPhone: true as const,
    isBindThirdAccount: false,
    bindTicket: issueBindTicket(claims),
    nickname: claims.nickname,
    headImgUrl: claims.avatarUrl,
    returnUrl: returnTo,
  }
}

async function callback(ctx: ServiceContext, providers: OAuthProvider[], input: { code: string; state: string }) {
  for (const p of providers) requireEnabled(ctx, familyOf(p))
  const { provider, returnTo } = await consumeState(ctx, providers, input.state)
  let who: ProviderIdentity
  try {
    who = await fetchIdentity(await configOf(ctx, provider), input.code, redirectUri(ctx, provider))
  } catch (e) {
    if (e instanceof OAuthRefused) {
      console.warn(`[oauth] ${provider}: ${e.message}`)
      throw businessRule(e.userMessage)
    }
    throw e
  }
  if (returnTo === BIND_RETURN) return bindToCaller(ctx, provider, who)
  return finishCallback(ctx, provider, who, returnTo)
}

const callbackInput = z.object({
  code: z
    .string({ error: '授权失败，请重新登录' })
    .trim()
    .min(1, { error: '授权失败，请重新登录' })
    .max(512, { error: '授权失败，请重新登录' }),
  state: z.string({ error: '登录请求已失效，请重新登录' }).trim().max(200, { error: '登录请求已失效，请重新登录' }),
})
export const thirdPartyLoginMethods = {
  /** The authorise links (qzoneLimk, winXinLimk) for this tenant's switched-on providers; the browser goes to one. */
  GetQzoneLink: method({
    verb: 'GET',
    auth: 'anonymous',
    input: z.object({
      tenantName: optionalText('tenantName', 300),
      returnUrl: optionalText('returnUrl', 200),
      inWeChat: flag('inWeChat').optional(),
    }),
    summary:
      'QQ / 微信登录地址：{ qzoneLimk, winXinLimk }，未开放的方式为空字符串；每个地址带一次性 state（10分钟，绑定本浏览器）',
    description:
      'returnUrl：登录后返回的本站路径（仅限以 / 开头的站内路径）；/AccountAssociation?bind=1 表示已登录的个人在账号关联中绑定（回调直接绑定，无需手机号）。inWeChat=true 时 winXinLimk 为公众号网页授权地址（首次 snsapi_userinfo，' +
      '本浏览器已绑定过则静默 snsapi_base），否则为网站应用扫码登录地址（snsapi_login）。',
    handler: async ({ returnUrl, inWeChat }, ctx) => {
      const f = requireSite(ctx).features
      if (!f.qqLogin && !f.weChatLogin) throw forbidden('本机构未开放第三方登录')
      const back = safeReturnPath(returnUrl ?? '/')
      let qzoneLimk = ''
      let winXinLimk = ''
      // A switched-on provider without any app (production, nothing configured) gets an empty link, not an error.
      const qq = f.qqLogin ? await configOrNull(ctx, 'qq') : null
      if (qq)
        qzoneLimk = authorizeUrl(qq, { state: await issueState(ctx, 'qq', back), redirectUri: redirectUri(ctx, 'qq') })
      const wx: OAuthProvider = inWeChat ? 'wechat_mp' : 'wechat'
      const wxCfg = f.weChatLogin ? await configOrNull(ctx, wx) : null
      if (wxCfg) {
        const scope =
          wx === 'wechat' ? 'snsapi_login' : hasCookie(ctx, WX_BOUND_COOKIE) ? 'snsapi_base' : 'snsapi_userinfo'
        winXinLimk = authorizeUrl(wxCfg, {
          state: await issueState(ctx, wx, back),
          redirectUri: redirectUri(ctx, wx),
          scope,
        })
      }
      return { qzoneLimk, winXinLimk }
    },
  }),

  /** QQ's callback: the code and state the browser came back with. */
  Qzone: method({
    verb: 'POST',
    auth: 'anonymous',
    input: callbackInput,
    summary:
      'QQ登录回调：{ code, state }。已绑定手机号则登录（登录结果 + isBindThirdAccount、returnUrl）；未绑定返回 { needBindPhone: true, bindTicket }，不建立会话。' +
      '从账号关联发起（returnUrl=/AccountAssociation?bind=1）时直接绑定到当前登录的个人账号，返回 { boundTo: qq|wechat, returnUrl }，不建立新会话',
    // The session is read only for a trip started from 账号关联 (bind to the signed-in individual).
    session: 'optional',
    handler: (input, ctx) => callback(ctx, ['qq'], input),
  }),

  /** WeChat's callback (website QR login or the official account inside WeChat). */
  WeiXinLogin: method({
    verb: 'POST',
    auth: 'anonymous',
    input: callbackInput,
    summary: '微信登录回调：{ code, state }，结果同 Qzone',
    session: 'optional',
    handler: (input, ctx) => callback(ctx, ['wechat', 'wechat_mp'], input),
  }),

  /** Whether the ticket's provider account already has a phone here (then it signs straight in). */
  IsInputPhoneNo: method({
    verb: 'POST',
    auth: 'anonymous',
    input: z.object({ bindTicket: ticket }),
    summary: '第三方账号是否已绑定手机号（true 已绑定）',
    handler: async ({ bindTicket }, ctx) => {
      const claims = ticketOf(ctx, bindTicket)
      return !!(await findIdentity(ctx.db, {
        tenantId: claims.tenantId,
        provider: claims.provider,
        openid: claims.openid,
        unionid: null,
      }))
    },
  }),

  /** A code to the phone the provider account is being bound to. */
  SendPhoneCodeForBindThirdAccount: method({
    verb: 'POST',
    auth: 'anonymous',
    input: z.object({ PhoneNumber: phone, bindTicket: ticket }),
    summary: '绑定第三方账号：向要绑定的手机号发送验证码（需回调返回的 bindTicket）',
    handler: async ({ PhoneNumber, bindTicket }, ctx) => {
      ticketOf(ctx, bindTicket)
      return issueSmsCode(ctx, { phone: PhoneNumber, purpose: 'bind-third' })
    },
  }),

  /** Binds the QQ account to the phone (its account, or a new one) and signs in as that individual. */
  BindPhoneByQQ: method({
    verb: 'POST',
    auth: 'anonymous',
    input: bindInput,
    summary:
      'QQ账号绑定手机号并登录：{ PhoneNumber, phoneCode, bindTicket, isAgreeProtocol }（手机号未注册时创建账号，须同意协议）',
    handler: (input, ctx) => bindPhone(ctx, 'qq', input),
  }),

  /** The same for a WeChat account. */
  BindPhoneByWechat: method({
    verb: 'POST',
    auth: 'anonymous',
    input: bindInput,
    summary: '微信账号绑定手机号并登录，参数同 BindPhoneByQQ',
    handler: (input, ctx) => bindPhone(ctx, 'wechat', input),
  }),
}
