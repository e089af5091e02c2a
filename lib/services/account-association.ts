// FrontUser's QQ and WeChat bindings for 账号关联 (docs/spec.md §7): the list and unbinding. Binding while signed in is
// the callback's work (third-party-login.ts), since it starts at the provider.
import { businessRule } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { callerAccount } from '@/lib/auth/sign-in'
import { listIdentities, unbindIdentities } from '@/lib/db/queries/third-party'
import type { OAuthProvider } from '@/lib/db/schema'
import { method } from './define'
import { familyOf, NAME, WX_BOUND_COOKIE, type ThirdPartyKind } from './third-party-common'

export const accountAssociationMethods = {
  /** The signed-in individual's QQ and WeChat bindings (/AccountAssociation). */
  GetThirdAccounts: method({
    verb: 'GET',
    auth: 'user',
    input: noInput,
    summary: '当前账号绑定的第三方账号：[{ type: qq|wechat, nickname, headImgUrl, bindTime }]',
    handler: async (_input, ctx) => {
      const { row } = await callerAccount(ctx)
      const rows = await listIdentities(ctx.db, { tenantId: requireSite(ctx).tenantId, individualId: row.id })
      const byFamily = new Map<ThirdPartyKind, (typeof rows)[number]>()
      for (const r of rows) if (!byFamily.has(familyOf(r.provider))) byFamily.set(familyOf(r.provider), r)
      return [...byFamily].map(([type, r]) => ({
        type,
        nickname: r.nickname,
        headImgUrl: r.avatarUrl,
        bindTime: r.createdAt.toISOString(),
      }))
    },
  }),

  /** Unbinds QQ: the next QQ login asks for a phone again. */
  UnboundQQ: method({
    verb: 'POST',
    auth: 'user',
    input: noInput,
    summary: '解绑QQ；未绑定返回 400',
    handler: (_input, ctx) => unbind(ctx, 'qq'),
  }),

  /** Unbinds WeChat (both of its apps). */
  UnboundWechat: method({
    verb: 'POST',
    auth: 'user',
    input: noInput,
    summary: '解绑微信；未绑定返回 400',
    handler: (_input, ctx) => unbind(ctx, 'wechat'),
  }),
}

async function unbind(ctx: ServiceContext, family: ThirdPartyKind) {
  const { row } = await callerAccount(ctx)
  const providers: OAuthProvider[] = family === 'qq' ? ['qq'] : ['wechat', 'wechat_mp']
  if (!(await unbindIdentities(ctx.db, { tenantId: requireSite(ctx).tenantId, individualId: row.id, providers })))
    throw businessRule(`尚未绑定${NAME[family]}`)
  if (family === 'wechat') ctx.setCookie(`${WX_BOUND_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
  return true
}
