// Tencent Cloud SMS SendSms (API 3.0, 2021-01-11), signed with TC3-HMAC-SHA256 (签名方法 v3).
import { createHash, createHmac } from 'node:crypto'
import { fetchProviderJson, readEnv, type Env, type HttpDeps, type SmsProvider } from './types'

const TENCENT_SMS_HOST = 'sms.tencentcloudapi.com'
const TENCENT_SMS_VERSION = '2021-01-11'
const TENCENT_DEFAULT_REGION = 'ap-guangzhou'
const CONTENT_TYPE = 'application/json; charset=utf-8'
const ALGORITHM = 'TC3-HMAC-SHA256'

const TENCENT_ENV = {
  secretId: 'TENCENT_SMS_SECRET_ID',
  secretKey: 'TENCENT_SMS_SECRET_KEY',
  sdkAppId: 'TENCENT_SMS_SDK_APP_ID',
  signName: 'TENCENT_SMS_SIGN_NAME',
  templateId: 'TENCENT_SMS_TEMPLATE_ID',
} as const

export interface TencentSmsConfig {
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  /** An approved template with one variable, {1} = the code. */
  templateId: string
  /** 学习提醒's template, {1} = the course and {2} = the deadline (将于12月10日截止); needed only once reminders go by SMS. */
  reminderTemplateId: string | null
  region: string
}

export function tencentConfigFromEnv(env: Env): TencentSmsConfig {
  const values = readEnv(env, TENCENT_ENV, 'tencent')
  return {
    ...values,
    reminderTemplateId: env.TENCENT_SMS_REMINDER_TEMPLATE_ID?.trim() || null,
    region: env.TENCENT_SMS_REGION?.trim() || TENCENT_DEFAULT_REGION,
  }
}

export interface Tc3Input {
  secretId: string
  secretKey: string
  service: string
  host: string
  action: string
  version: string
  /** Unix seconds; also fixes the UTC date of the credential scope. */
  timestamp: number
  /** The exact JSON body that will be sent. */
  payload: string
  region?: string
}

export interface Tc3Steps {
  canonicalRequest: string
  stringToSign: string
  credentialScope: string
  signature: string
  authorization: string
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')
const hmac = (key: string | Buffer, value: string) => createHmac('sha256', key).update(value, 'utf8').digest()

/** Every intermediate value of the v3 signature, so each can be checked against the documented example. */
export function tc3Steps(input: Tc3Input): Tc3Steps {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10)
  // POST with a JSON body: empty query; content-type, host and the lower-cased action are signed.
  const signedHeaders = 'content-type;host;x-tc-action'
  const canonicalHeaders =
    `content-type:${CONTENT_TYPE}\n` + `host:${input.host}\n` + `x-tc-action:${input.action.toLowerCase()}\n`
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join('\n')
  const credentialScope = `${date}/${input.service}/tc3_request`
  const stringToSign = [ALGORITHM, String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n')
  const secretDate = hmac(`TC3${input.secretKey}`, date)
  const secretService = hmac(secretDate, input.service)
  const secretSigning = hmac(secretService, 'tc3_request')
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex')
  const authorization =
    `${ALGORITHM} Credential=${input.secretId}/${credentialScope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`
  return { canonicalRequest, stringToSign, credentialScope, signature, authorization }
}

/** The request headers of a signed API 3.0 call (Host included: it is part of what was signed). */
export function tc3Sign(input: Tc3Input): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: tc3Steps(input).authorization,
    'Content-Type': CONTENT_TYPE,
    Host: input.host,
    'X-TC-Action': input.action,
    'X-TC-Timestamp': String(input.timestamp),
    'X-TC-Version': input.version,
  }
  if (input.region) headers['X-TC-Region'] = input.region
  return headers
}

/** The gateway wants E.164; our phones are mainland numbers without a prefix. */
export function toE164(phone: string): string {
  return phone.startsWith('+') ? phone : `+86${phone}`
}

export interface TencentDeps extends HttpDeps {
  now?: () => Date
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string }
    SendStatusSet?: { Code?: string; Message?: string }[]
    RequestId?: string
  }
}

function reminderTemplate(config: TencentSmsConfig): string {
  if (!config.reminderTemplateId)
    throw new Error('SMS_PROVIDER=tencent needs TENCENT_SMS_REMINDER_TEMPLATE_ID to send 学习提醒 by SMS')
  return config.reminderTemplateId
}

export function createTencentProvider(config: TencentSmsConfig, deps: TencentDeps = {}): SmsProvider {
  return {
    name: 'tencent',
    async send(message) {
      const payload = JSON.stringify({
        PhoneNumberSet: [toE164(message.phone)],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: message.notice ? reminderTemplate(config) : config.templateId,
        TemplateParamSet: message.notice ? [message.notice.course, message.notice.deadline] : [message.code],
      })
      const headers = tc3Sign({
        secretId: config.secretId,
        secretKey: config.secretKey,
        service: 'sms',
        host: TENCENT_SMS_HOST,
        action: 'SendSms',
        version: TENCENT_SMS_VERSION,
        timestamp: Math.floor((deps.now?.() ?? new Date()).getTime() / 1000),
        payload,
        region: config.region,
      })
      // fetch derives Host from the URL (and refuses to set it), which is the value that was signed.
      delete headers.Host
      const { status, body } = await fetchProviderJson(
        'Tencent',
        `https://${TENCENT_SMS_HOST}/`,
        { method: 'POST', headers, body: payload },
        deps,
      )
      const answer = ((body ?? {}) as TencentAnswer).Response
      const requestId = answer?.RequestId ? ` (RequestId ${answer.RequestId})` : ''
      if (!answer) throw new Error(`Tencent SMS SendSms: unexpected answer, HTTP ${status}`)
      if (answer.Error) {
        throw new Error(`Tencent SMS SendSms refused: ${answer.Error.Code} ${answer.Error.Message}${requestId}`)
      }
      const result = answer.SendStatusSet?.[0]
      if (result?.Code !== 'Ok') {
        const reason = result ? `${result.Code} ${result.Message}` : 'no SendStatusSet'
        throw new Error(`Tencent SMS SendSms refused: ${reason}${requestId}`)
      }
    },
  }
}
