// What the fake gateway remembers between placing an order and its cashier: one record per prepay id, in this
// process's memory on globalThis (it survives Next's module reloads, like the fake OAuth store), expiring with the
// order and bounded, so made-up orders cannot grow it without end.
import { randomBytes } from 'node:crypto'
import { tenantFromHost } from '@/lib/proxy/tenant'
import { tenantOrigin } from '@/lib/site-url'
import type { PayChannel, PayMethod } from './types'

export interface PrepayRecord {
  id: string
  channel: PayChannel
  method: PayMethod
  orderNo: string
  amountFen: number
  subject: string
  /** Where the notice goes: our own notify route on the tenant's origin (checked by ownNotifyUrl). */
  notifyUrl: string
  /** Alipay's return_url; WeChat H5 brings its redirect_url to the cashier instead. */
  returnUrl: string | null
  openid?: string
  expires: number
  /** Set when 确认支付 sent the notice: the cashier answers 订单已支付 from then on. */
  tradeNo?: string
}

/** Records kept at most: past it the oldest go. */
export const FAKE_PAY_STORE_MAX = 1000
/** No fake order stays payable longer than this, whatever its time_expire. */
const MAX_TTL_MS = 2 * 60 * 60_000

const g = globalThis as typeof globalThis & { __fakePay?: Map<string, PrepayRecord> }
const store: Map<string, PrepayRecord> = (g.__fakePay ??= new Map())

/** Keeps a new record (expiring at `expiresAt`, at most two hours), first dropping expired ones and the oldest. */
export function rememberPrepay(record: Omit<PrepayRecord, 'id' | 'expires'>, expiresAt: Date | null): PrepayRecord {
  const now = Date.now()
  for (const [k, v] of store) {
    if (v.expires > now && store.size < FAKE_PAY_STORE_MAX) break
    store.delete(k)
  }
  const expires = Math.min(now + MAX_TTL_MS, expiresAt?.getTime() || Infinity)
  const kept: PrepayRecord = { ...record, id: `fake${randomBytes(12).toString('hex')}`, expires }
  store.set(kept.id, kept)
  return kept
}

/** The live record of a prepay id, or null (unknown or expired). */
export function prepayOf(id: string): PrepayRecord | null {
  const found = store.get(id)
  return found && found.expires > Date.now() ? found : null
}

/** Test hook: how many records the fake holds. */
export function fakePayStoreSize(): number {
  return store.size
}

/** Whether `url` is on the origin of the tenant its host names (so the fake sends nothing to another site). */
export function onTenantOrigin(url: string): URL | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  return tenantOrigin(tenantFromHost(parsed.host)) === parsed.origin ? parsed : null
}

/** Our own notify route for the channel on a tenant's origin (PayOrder.notifyUrl), else null. */
export function ownNotifyUrl(url: string, channel: PayChannel): URL | null {
  const parsed = onTenantOrigin(url)
  return parsed && parsed.pathname === `/api/payments/notify/${channel}` ? parsed : null
}
