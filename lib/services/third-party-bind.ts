// The bind steps of QQ/WeChat sign-in (docs/spec.md §4 "Third-party login"): a first login binds a phone (its code,
// and consent when the phone has no account yet); a trip from 账号关联 binds to the signed-in individual instead.
import { z } from 'zod'
import { businessRule, conflict } from '@/lib/contract/errors'
import { code, isAgreeProtocol, phone } from '@/lib/contract/schemas/account'
import { defaultNickname } from '@/lib/auth/accounts'
import { BIND_TICKET_INVALID } from '@/lib/auth/bind-ticket'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { optionalCaller } from '@/lib/auth/optional-caller'
import { spendSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import { findOrCreateIndividual, getIndividualByPhone, getIndividualById } from '@/lib/db/queries/accounts'
import { bindIdentity, findIdentity, listIdentities } from '@/lib/db/queries/third-party'
import type { OAuthProvider } from '@/lib/db/schema'
import { type ProviderIdentity } from '@/lib/oauth/clients'
import { consentNow, consentRequired } from './legal'
import { notifyWelcome } from './notify'
import { familyOf, NAME, rememberWeChat, signInBound, ticketOf, type ThirdPartyKind } from './third-party-common'

/**
 * A trip started from 账号关联: the identity is bound to the signed-in individual the callback arrives with — one
 * authorisation, no phone, code or consent, no new session — unless it belongs to someone else or she has one already.
 */
export async function bindToCaller(ctx: ServiceContext, provider: OAuthProvider, who: ProviderIdentity) {
  const family = familyOf(provider)
  const tenantId = requireSite(ctx).tenantId
  const caller = await optionalCaller(ctx)
  const row = caller?.kind === 'user' ? await getIndividualById(ctx.db, { tenantId, id: caller.accountId }) : undefined
  if (!row || row.disabled) throw businessRule(`登录已失效，请重新登录后在“账号关联”中绑定${NAME[family]}`)
  await ctx.db.transaction(async (db) => {
    const found = await findIdentity(db, { tenantId, provider, ...who })
    if (found && found.individualId !== row.id)
      throw conflict(`该${NAME[family]}账号已绑定其他账号，请先用它登录后在“账号关联”中解绑`)
    if (found?.provider === provider) return // already hers: nothing to write
    const mine = await listIdentities(db, { tenantId, individualId: row.id })
    if (!found && mine.some((r) => familyOf(r.provider) === family))
      throw conflict(`本账号已绑定其他${NAME[family]}账号，请先解除绑定`)
    const bound = await bindIdentity(db, {
      tenantId,
      provider,
      openid: who.openid,
      unionid: who.unionid,
      nickname: who.nickname.slice(0, 60),
      avatarUrl: who.avatarUrl.slice(0, 300),
      individualId: row.id,
    })
    if (!bound) throw conflict(`本账号已绑定其他${NAME[family]}账号，请先解除绑定`)
  })
  if (provider === 'wechat_mp') rememberWeChat(ctx)
  return { needBindPhone: false as const, isBindThirdAccount: true, boundTo: family, returnUrl: '/AccountAssociation' }
}

/** A bind ticket as the client sends it back (its claims are checked by ticketOf). */
export const ticket = z.string({ error: BIND_TICKET_INVALID }).max(4000, { error: BIND_TICKET_INVALID })
export const bindInput = z.object({
  PhoneNumber: phone,
  phoneCode: code,
  bindTicket: ticket,
  isAgreeProtocol: isAgreeProtocol.optional(),
})

/** Binds the ticket's provider account to the phone's individual (created if new) and signs in. */
export async function bindPhone(ctx: ServiceContext, family: ThirdPartyKind, input: z.output<typeof bindInput>) {
  const claims = ticketOf(ctx, input.bindTicket, family)
  const site = requireSite(ctx)
  const tenantId = site.tenantId
  const checked = await verifySmsCode(ctx, {
    phone: input.PhoneNumber,
    purpose: 'bind-third',
    code: input.phoneCode,
    consume: false,
  })
  const individualId = await ctx.db.transaction(async (db) => {
    const existing = await getIndividualByPhone(db, { tenantId, phone: input.PhoneNumber })
    if (!existing && input.isAgreeProtocol !== true) throw consentRequired()
    await spendSmsCode(db, { tenantId, id: checked.id })
    let id = existing?.id
    if (!id) {
      const created = await findOrCreateIndividual(db, {
        tenantId,
        phone: input.PhoneNumber,
        nickname: claims.nickname || defaultNickname(input.PhoneNumber),
        consent: await consentNow(db, tenantId, site.settings.tenantName),
      })
      if (created.created)
        await notifyWelcome(db, { tenantId, individualId: created.id, tenantName: site.settings.tenantName })
      id = created.id
    }
    const bound = await findIdentity(db, { tenantId, provider: claims.provider, openid: claims.openid, unionid: null })
    if (bound && bound.individualId !== id) throw conflict(`该${NAME[family]}账号已绑定其他手机号`)
    if (
      !bound &&
      !(await bindIdentity(db, {
        tenantId,
        provider: claims.provider,
        openid: claims.openid,
        unionid: claims.unionid,
        nickname: claims.nickname,
        avatarUrl: claims.avatarUrl,
        individualId: id,
      }))
    ) {
      throw conflict(`该手机号已绑定其他${NAME[family]}账号，请先登录后在“账号关联”中解绑`)
    }
    return id
  })
  return signInBound(ctx, claims.provider, individualId, claims.returnTo)
}
