// Aliyun Dysmsapi SendSms over HTTPS, signed with the RPC (HMAC-SHA1, SignatureVersion 1.0) scheme.
import { createHmac, randomUUID } from 'node:crypto'
import { fetchProviderJson, readEnv, type Env, type HttpDeps, type SmsMessage, type SmsProvider } from './types'

const ALIYUN_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com/'

const ALIYUN_ENV = {
  accessKeyId: 'ALIYUN_SMS_ACCESS_KEY_ID',
  accessKeySecret: 'ALIYUN_SMS_ACCESS_KEY_SECRET',
  signName: 'ALIYUN_SMS_SIGN_NAME',
  templateCode: 'ALIYUN_SMS_TEMPLATE_CODE',
} as const

export interface AliyunSmsConfig {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  /** An approved template with one variable, `${code}`. */
  templateCode: string
  /** 学习提醒's template, with `${course}` and `${deadline}`; needed only once reminders go by SMS. */
  reminderTemplateCode: string | null
  endpoint: string
}

export function aliyunConfigFromEnv(env: Env): AliyunSmsConfig {
  const values = readEnv(env, ALIYUN_ENV, 'aliyun')
  return {
    ...values,
    reminderTemplateCode: env.ALIYUN_SMS_REMINDER_TEMPLATE_CODE?.trim() || null,
    endpoint: env.ALIYUN_SMS_ENDPOINT?.trim() || ALIYUN_DEFAULT_ENDPOINT,
  }
}

/**
 * RFC 3986 encoding as the RPC scheme wants it: only A-Z a-z 0-9 - _ . ~ stay, space is %20.
 * encodeURIComponent also keeps ! ' ( ) *, so those are encoded by hand.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Sorted by name (code-unit order), each name and value encoded; Signature itself never takes part. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&')
}

export function aliyunStringToSign(params: Record<string, string>, method = 'GET'): string {
  return `${method.toUpperCase()}&${percentEncode('/')}&${percentEncode(aliyunCanonicalQuery(params))}`
}

/** Base64 HMAC-SHA1 of the string to sign, keyed with the secret followed by '&'. */
export function aliyunRpcSignature(params: Record<string, string>, secret: string, method = 'GET'): string {
  return createHmac('sha1', `${secret}&`).update(aliyunStringToSign(params, method), 'utf8').digest('base64')
}

/** ISO 8601 UTC to the second, the format the gateway documents (no milliseconds). */
export function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export interface AliyunDeps extends HttpDeps {
  now?: () => Date
  nonce?: () => string
}

function reminderTemplate(config: AliyunSmsConfig): string {
  if (!config.reminderTemplateCode)
    throw new Error('SMS_PROVIDER=aliyun needs ALIYUN_SMS_REMINDER_TEMPLATE_CODE to send 学习提醒 by SMS')
  return config.reminderTemplateCode
}

/** The signed GET URL for one SendSms call. */
function aliyunSendSmsUrl(
  config: AliyunSmsConfig,
  message: Pick<SmsMessage, 'phone' | 'code' | 'notice'>,
  { timestamp, nonce }: { timestamp: Date; nonce: string },
): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.phone,
    RegionId: 'cn-hangzhou',
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: message.notice ? reminderTemplate(config) : config.templateCode,
    TemplateParam: JSON.stringify(
      message.notice ? { course: message.notice.course, deadline: message.notice.deadline } : { code: message.code },
    ),
    Timestamp: aliyunTimestamp(timestamp),
    Version: '2017-05-25',
  }
  const signature = aliyunRpcSignature(params, config.accessKeySecret, 'GET')
  const base = config.endpoint.endsWith('/') ? config.endpoint : `${config.endpoint}/`
  return `${base}?Signature=${percentEncode(signature)}&${aliyunCanonicalQuery(params)}`
}

interface AliyunAnswer {
  Code?: string
  Message?: string
  RequestId?: string
}

export function createAliyunProvider(config: AliyunSmsConfig, deps: AliyunDeps = {}): SmsProvider {
  return {
    name: 'aliyun',
    async send(message) {
      const url = aliyunSendSmsUrl(config, message, {
        timestamp: deps.now?.() ?? new Date(),
        nonce: deps.nonce?.() ?? randomUUID(),
      })
      const { status, body } = await fetchProviderJson('Aliyun', url, { method: 'GET' }, deps)
      const answer = (body ?? {}) as AliyunAnswer
      if (answer.Code !== 'OK') {
        const reason = [answer.Code, answer.Message].filter(Boolean).join(' ') || `HTTP ${status}`
        throw new Error(
          `Aliyun SMS SendSms refused: ${reason}${answer.RequestId ? ` (RequestId ${answer.RequestId})` : ''}`,
        )
      }
    },
  }
}
