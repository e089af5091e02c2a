// AdminPayment (issue 33): the tenant's merchant accounts (支付设置), 管理员 only — they move the tenant's money.
// GetChannels shows the public fields and, for each secret, only whether it is set; SaveChannel checks what was typed
// (a PEM key must parse, the APIv3 key is 32 characters, 开启 needs every field), keeps a secret left blank, seals the
// secrets as one JSON (lib/payments/secrets.ts) and writes an audit row naming which secrets changed, never their values.
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { methodFor } from '@/lib/contract/define'
import { badRequest } from '@/lib/contract/errors'
import {
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_FIELDS,
  PAYMENT_MSG,
  type PaymentChannelName,
  type PaymentChannelSettings,
  type PaymentSettings,
} from '@/lib/contract/payment-settings-rules'
import { getChannelsInput, saveChannelInput } from '@/lib/contract/schemas/admin-payment'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import type { Db } from '@/lib/db/client'
import { listPaymentChannels, type PaymentChannelRow } from '@/lib/db/queries/orders'
import { upsertPaymentChannel } from '@/lib/db/queries/payment-channels'
import { openSecretFields, sealSecret } from '@/lib/payments/secrets'

const method = methodFor<ServiceContext>()
const CHANNELS: PaymentChannelName[] = ['wechat', 'alipay']

/** The stored secrets opened, or null when they cannot be (sealed under another PAYMENT_SECRET_KEY). */
function storedSecrets(row: PaymentChannelRow | undefined): Record<string, string> | null {
  try {
    return openSecretFields(row?.sealedSecrets ?? null)
  } catch {
    return null
  }
}

/** A channel as the form shows it: never a secret's value. */
function settingsView(channel: PaymentChannelName, row: PaymentChannelRow | undefined): PaymentChannelSettings {
  const fields = PAYMENT_FIELDS[channel]
  const secrets = storedSecrets(row)
  return {
    channel,
    enabled: row?.enabled ?? false,
    settings: Object.fromEntries(Object.keys(fields.public).map((k) => [k, row?.settings[k] ?? ''])),
    secretsSet: Object.fromEntries(Object.keys(fields.secret).map((k) => [k, Boolean(secrets?.[k])])),
    unreadable: secrets === null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  }
}

async function channelRow(db: Db, tenantId: number, channel: PaymentChannelName) {
  return (await listPaymentChannels(db, { tenantId })).find((r) => r.channel === channel)
}

const PEM_RE = /-----BEGIN ([A-Z ]+)-----/
/** A key pasted as the one line Alipay's tool shows (base64, no armour) becomes a PEM; a PEM stays as it is. */
function asPem(value: string, kind: 'private' | 'public'): string[] {
  if (PEM_RE.test(value)) return [value]
  const body = value.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')
  const wrap = (label: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`
  return kind === 'public' ? [wrap('PUBLIC KEY')] : [wrap('PRIVATE KEY'), wrap('RSA PRIVATE KEY')]
}

/** The key as a PEM node:crypto reads, or a refusal naming the field. */
function checkedKey(value: string, kind: 'private' | 'public', label: string): string {
  for (const pem of asPem(value, kind)) {
    try {
      if (kind === 'private') createPrivateKey(pem)
      else createPublicKey(pem)
      return pem
    } catch {
      // Try the next armour; refused below when none reads.
    }
  }
  throw badRequest(kind === 'private' ? PAYMENT_MSG.badPrivateKey(label) : PAYMENT_MSG.badPublicKey(label))
}

export const adminPaymentService = {
  /** 支付设置: WeChat Pay and Alipay — on or off, the public fields, and which secrets are set. */
  GetChannels: method({
    verb: 'GET',
    auth: 'operator',
    roles: ['admin'],
    input: getChannelsInput,
    summary: '支付设置（微信支付、支付宝是否开启、公开字段；密钥只显示是否已设置；仅管理员）',
    handler: async (_input, ctx): Promise<PaymentSettings> => {
      const rows = await listPaymentChannels(ctx.db, { tenantId: requireSite(ctx).tenantId })
      return {
        channels: CHANNELS.map((c) =>
          settingsView(
            c,
            rows.find((r) => r.channel === c),
          ),
        ),
      }
    },
  }),

  /** Saves one channel: keys checked, blank secrets kept, secrets sealed, 开启 only when complete; audited. */
  SaveChannel: method({
    verb: 'POST',
    auth: 'operator',
    roles: ['admin'],
    input: saveChannelInput,
    summary: '保存支付渠道（密钥留空表示不修改；密钥加密保存，不会再次显示；开启须填写全部字段；仅管理员）',
    handler: async (input, ctx): Promise<PaymentChannelSettings> => {
      const { tenantId } = requireSite(ctx)
      const { channel, enabled } = input
      const fields = PAYMENT_FIELDS[channel]
      const typed = input as unknown as Record<string, string | string[] | undefined>
      const text = (k: string) => {
        const v = typed[k]
        return Array.isArray(v) ? v.join('\n') : v
      }
      const before = await channelRow(ctx.db, tenantId, channel)
      const stored = storedSecrets(before) ?? {}
      const settings = Object.fromEntries(Object.keys(fields.public).map((k) => [k, text(k) ?? '']))
      const secrets: Record<string, string> = {}
      const changed: string[] = []
      for (const [key, info] of Object.entries(fields.secret) as [
        string,
        (typeof fields.secret)[keyof typeof fields.secret],
      ][]) {
        const value = text(key)
        if (value === undefined) {
          if (stored[key]) secrets[key] = stored[key]
          continue
        }
        const pem = 'pem' in info && info.pem
        secrets[key] = pem ? checkedKey(value, key === 'privateKeyPem' ? 'private' : 'public', info.label) : value
        changed.push(info.label)
      }
      if (enabled) {
        const missing = [
          ...Object.entries(fields.public).filter(([k]) => !settings[k]),
          ...Object.entries(fields.secret).filter(([k]) => !secrets[k]),
        ].map(([, info]) => info.label)
        if (missing.length) throw badRequest(PAYMENT_MSG.missing(missing))
      }
      await upsertPaymentChannel(ctx.db, {
        tenantId,
        channel,
        enabled,
        settings,
        sealedSecrets: Object.keys(secrets).length ? sealSecret(JSON.stringify(secrets)) : null,
      })
      const was = before ? settingsView(channel, before) : null
      ctx.audit({
        target: `${PAYMENT_CHANNEL_LABELS[channel]}商户设置`,
        before: was ? { 开启: was.enabled, ...was.settings } : null,
        after: { 开启: enabled, ...settings, 更新的密钥: changed.length ? changed.join('、') : '无' },
      })
      return settingsView(channel, await channelRow(ctx.db, tenantId, channel))
    },
  }),
}
