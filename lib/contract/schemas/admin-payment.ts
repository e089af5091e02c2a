// AdminPayment's input (issue 33): one channel's merchant account. Public fields as typed; a secret left blank keeps
// the stored one. The shapes are checked here (digits, the APIv3 key's length); the keys' parsing and 开启's
// completeness are the service's (node:crypto; the stored secrets).
import { z } from 'zod'
import { PAYMENT_FIELDS, PAYMENT_MSG, type PaymentFieldInfo } from '../payment-settings-rules'

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)
const field = (info: PaymentFieldInfo) =>
  z
    .preprocess(
      blank,
      z
        .string({ error: `${info.label}格式不正确` })
        .trim()
        .max(info.maxLength, { error: `${info.label}不能超过${info.maxLength}个字符` })
        .optional(),
    )
    .meta({ title: info.label })
/**
 * A PEM key, many lines: parsed into its lines (the dispatcher refuses a newline inside any string, as every multi-line
 * field here does); the service joins them again.
 */
const pemField = (info: PaymentFieldInfo) =>
  field(info).transform((v) =>
    v === undefined
      ? undefined
      : v
          .replace(/\r\n?/g, '\n')
          .split('\n')
          .map((l) => l.trim()),
  )
const enabled = z.boolean({ error: '请选择是否开启' }).meta({ title: '开启' })
const W = PAYMENT_FIELDS.wechat
const A = PAYMENT_FIELDS.alipay

export const saveChannelInput = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('wechat'),
    enabled,
    mchId: field(W.public.mchId).refine((v) => v === undefined || /^\d+$/.test(v), { error: PAYMENT_MSG.mchId }),
    appId: field(W.public.appId),
    serialNo: field(W.public.serialNo),
    platformPublicKeyId: field(W.public.platformPublicKeyId),
    privateKeyPem: pemField(W.secret.privateKeyPem),
    apiV3Key: field(W.secret.apiV3Key).refine((v) => v === undefined || v.length === 32, {
      error: PAYMENT_MSG.apiV3Key,
    }),
    platformPublicKeyPem: pemField(W.secret.platformPublicKeyPem),
  }),
  z.object({
    channel: z.literal('alipay'),
    enabled,
    appId: field(A.public.appId).refine((v) => v === undefined || /^\d+$/.test(v), {
      error: PAYMENT_MSG.alipayAppId,
    }),
    privateKeyPem: pemField(A.secret.privateKeyPem),
    alipayPublicKeyPem: pemField(A.secret.alipayPublicKeyPem),
  }),
])

export const getChannelsInput = z.object({})
