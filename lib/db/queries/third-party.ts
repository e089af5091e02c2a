// Third-party identities of one tenant: find by openid (or WeChat unionid), bind, list and unbind an individual's.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { tenantOAuthApps, thirdPartyIdentities, type OAuthProvider } from '../schema'

type Scope = { tenantId: number }

/** The individual bound to this provider account: by openid, or — for WeChat's two apps — by the shared unionid. */
export async function findIdentity(
  db: Db,
  { tenantId, provider, openid, unionid }: Scope & { provider: OAuthProvider; openid: string; unionid: string | null },
) {
  const [byOpenid] = await db
    .select()
    .from(thirdPartyIdentities)
    .where(
      and(
        eq(thirdPartyIdentities.tenantId, tenantId),
        eq(thirdPartyIdentities.provider, provider),
        eq(thirdPartyIdentities.openid, openid),
      ),
    )
    .limit(1)
  if (byOpenid || !unionid || provider === 'qq') return byOpenid ?? null
  const [byUnion] = await db
    .select()
    .from(thirdPartyIdentities)
    .where(
      and(
        eq(thirdPartyIdentities.tenantId, tenantId),
        eq(thirdPartyIdentities.unionid, unionid),
        inArray(thirdPartyIdentities.provider, ['wechat', 'wechat_mp']),
      ),
    )
    .limit(1)
  return byUnion ?? null
}

/** False when this individual already has another account of this provider (one QQ, one WeChat per app). */
export async function bindIdentity(
  db: Db,
  v: Scope & {
    provider: OAuthProvider
    openid: string
    unionid: string | null
    individualId: number
    nickname: string
    avatarUrl: string
  },
): Promise<boolean> {
  const rows = await db
    .insert(thirdPartyIdentities)
    .values(v)
    .onConflictDoNothing()
    .returning({ openid: thirdPartyIdentities.openid })
  return rows.length > 0
}

export async function listIdentities(db: Db, { tenantId, individualId }: Scope & { individualId: number }) {
  return db
    .select()
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.tenantId, tenantId), eq(thirdPartyIdentities.individualId, individualId)))
}

/** Removes the individual's identities of these providers; how many there were. */
export async function unbindIdentities(
  db: Db,
  { tenantId, individualId, providers }: Scope & { individualId: number; providers: OAuthProvider[] },
) {
  const rows = await db
    .delete(thirdPartyIdentities)
    .where(
      and(
        eq(thirdPartyIdentities.tenantId, tenantId),
        eq(thirdPartyIdentities.individualId, individualId),
        inArray(thirdPartyIdentities.provider, providers),
      ),
    )
    .returning({ openid: thirdPartyIdentities.openid })
  return rows.length
}

/** The tenant's own app for this provider, if it registered one. */
export async function getTenantOAuthApp(db: Db, { tenantId, provider }: Scope & { provider: OAuthProvider }) {
  const [row] = await db
    .select()
    .from(tenantOAuthApps)
    .where(and(eq(tenantOAuthApps.tenantId, tenantId), eq(tenantOAuthApps.provider, provider)))
    .limit(1)
  return row ?? null
}
