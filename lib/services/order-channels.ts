// Which payment channels a tenant offers, and on which device (issue 33). A tenant's enabled merchant accounts (the
// console's 支付设置) are live; a development server without any offers both channels through the fake gateway
// (lib/payments), as sign-in offers the fake QQ/WeChat; production without one offers none (no 立即购买).
import { isWeChatBrowser } from '@/lib/proxy/device'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import { listPaymentChannels, type PaymentChannelRow } from '@/lib/db/queries/orders'
import { getEnv } from '@/lib/env'
import { gatewayFor, type TenantPayConfig } from '@/lib/payments'
import { openSecretFields } from '@/lib/payments/secrets'
import type { PayChannel, PaymentGateway } from '@/lib/payments/types'
import { tenantOrigin } from '@/lib/site-url'

/** A tenant's saved merchant accounts, read once per call that needs them (Pay needs both questions below). */
export interface TenantChannels {
  live: Map<PayChannel, PaymentChannelRow>
  saved: Map<PayChannel, PaymentChannelRow>
  fake: boolean
}

/** The tenant's live accounts by channel; the fake stands in for both outside production when none is enabled. */
export async function tenantChannels(db: Db, tenantId: number): Promise<TenantChannels> {
  const rows = await listPaymentChannels(db, { tenantId })
  const live = new Map(rows.filter((r) => r.enabled).map((r) => [r.channel, r] as const))
  const saved = new Map(rows.filter((r) => r.sealedSecrets).map((r) => [r.channel, r] as const))
  return { live, saved, fake: live.size === 0 && !getEnv().production }
}

/**
 * The channels the caller's device can pay with: inside WeChat only WeChat Pay, because WeChat's browser blocks
 * Alipay's pages; elsewhere both (when the tenant has them).
 */
export async function offeredChannels(ctx: ServiceContext, known?: TenantChannels): Promise<PayChannel[]> {
  const { live, fake } = known ?? (await tenantChannels(ctx.db, requireSite(ctx).tenantId))
  const all: PayChannel[] = fake ? ['wechat', 'alipay'] : (['wechat', 'alipay'] as const).filter((c) => live.has(c))
  return isWeChatBrowser(ctx.userAgent) ? all.filter((c) => c === 'wechat') : all
}

/** A saved merchant account as the gateway takes it: the public settings and the opened secrets, one object. */
function payConfigOf(row: PaymentChannelRow): TenantPayConfig {
  const config = { ...row.settings, ...openSecretFields(row.sealedSecrets) }
  return row.channel === 'wechat'
    ? { channel: 'wechat', enabled: row.enabled, config: config as never }
    : { channel: 'alipay', enabled: row.enabled, config: config as never }
}

/**
 * The gateway for a tenant's channel: its live merchant when it has any enabled channel (then only those: the fake's
 * committed keys can never pay such a tenant's orders), the fake when it has none outside production, else null.
 * `start` (a new payment) needs the channel switched on; `settle` (its notices, refunds) takes the saved merchant even
 * after 关闭渠道: a payment begun before, or a refund of one, still belongs to that merchant.
 */
export async function tenantGateway(
  db: Db,
  site: { tenantId: number; slug: string },
  channel: PayChannel,
  purpose: 'start' | 'settle' = 'start',
  known?: TenantChannels,
): Promise<PaymentGateway | null> {
  const { live, saved, fake } = known ?? (await tenantChannels(db, site.tenantId))
  const row = purpose === 'settle' ? (live.get(channel) ?? saved.get(channel)) : live.get(channel)
  if (!row && !fake) return null
  const config = row ? { ...payConfigOf(row), enabled: true } : null
  return gatewayFor(channel, config as TenantPayConfig | null, tenantOrigin(site.slug))
}
