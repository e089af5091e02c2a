// The SMS provider contract and the Chinese message text every provider shares.
import type { Db } from '@/lib/db/client'

export type SmsPurpose =
  | 'login'
  | 'company-login'
  | 'company-register'
  | 'company-reset'
  | 'user-reset'
  | 'change-password'
  | 'phone-change-old'
  | 'phone-change-new'
  | 'company-phone-old'
  | 'company-phone-new'
  | 'bind-third'
  | 'consult'
  | 'verify'
  | 'operator-login'

export const SMS_PURPOSES: readonly SmsPurpose[] = [
  'login',
  'company-login',
  'company-register',
  'company-reset',
  'user-reset',
  'change-password',
  'phone-change-old',
  'phone-change-new',
  'company-phone-old',
  'company-phone-new',
  'bind-third',
  'consult',
  'verify',
  'operator-login',
]

/** Codes are 4 digits (spec); the sending service and the text agree on the validity below. */
const SMS_CODE_TTL_MINUTES = 5

/**
 * A notice instead of a code (学习提醒, issue 31): its values fill a second approved template, which a gateway needs
 * configured only once notices are sent (ALIYUN_SMS_REMINDER_TEMPLATE_CODE, TENCENT_SMS_REMINDER_TEMPLATE_ID).
 */
interface SmsNotice {
  kind: 'study-reminder'
  course: string
  /** Where the deadline stands, as the learner reads it: 将于12月10日截止, 今天截止, 已于12月10日截止. */
  deadline: string
}

export interface SmsMessage {
  tenantId: number
  /** The tenant's display name: the 【…】 signature of the text. */
  tenantName: string
  /** Mainland number, 11 digits, no country prefix. */
  phone: string
  purpose: SmsPurpose
  code: string
  /** Set for a notice: `code` is empty and `purpose` is 'verify' only to satisfy the type; the notice decides the text. */
  notice?: SmsNotice
}

export interface SmsContext {
  db: Db
}

export interface SmsProvider {
  name: string
  /** Resolves once the provider accepted the message; throws with the provider's reason otherwise. */
  send(message: SmsMessage, ctx: SmsContext): Promise<void>
}

// The lead-in tells the reader what the code unlocks, so a code phished for one action is recognisable.
const LEAD_IN: Record<SmsPurpose, string> = {
  login: '您正在登录/注册，验证码是',
  'company-login': '您正在登录企业账号，验证码是',
  'company-register': '您正在注册企业账号，验证码是',
  'company-reset': '您正在找回企业账号密码，验证码是',
  'user-reset': '您正在找回登录密码，验证码是',
  'change-password': '您正在修改登录密码，验证码是',
  'phone-change-old': '您正在更换绑定手机号（验证原手机号），验证码是',
  'phone-change-new': '您正在绑定新手机号，验证码是',
  'company-phone-old': '您正在更换企业联系电话（验证原号码），验证码是',
  'company-phone-new': '您正在绑定企业新联系电话，验证码是',
  'bind-third': '您正在将QQ/微信账号绑定到本手机号，验证码是',
  consult: '您正在提交咨询申请（顾问将通过本号码与您联系），验证码是',
  verify: '您的验证码是',
  'operator-login': '您正在登录机构管理后台，验证码是',
}

/** 学习提醒's body: what the reminder template should say, with ${course} and ${deadline}. */
const noticeText = (n: SmsNotice) => `您的必修课程《${n.course}》${n.deadline}，目前尚未完成，请尽快学习。`

/**
 * The text as the user reads it. Real gateways render their approved template instead; this is what the
 * outbox stores and what the templates should say.
 */
export function smsText(message: Pick<SmsMessage, 'tenantName' | 'purpose' | 'code' | 'notice'>): string {
  const name = message.tenantName.trim()
  const signature = name ? `【${name}】` : ''
  if (message.notice) return `${signature}${noticeText(message.notice)}`
  return `${signature}${LEAD_IN[message.purpose]}${message.code}，${SMS_CODE_TTL_MINUTES}分钟内有效。如非本人操作，请忽略本短信。`
}

export type Env = Record<string, string | undefined>

/** Reads the named variables; one error lists every missing one so a deploy is fixed in one go. */
export function readEnv<K extends string>(env: Env, names: Record<K, string>, provider: string): Record<K, string> {
  const values = {} as Record<K, string>
  const missing: string[] = []
  for (const key of Object.keys(names) as K[]) {
    const value = env[names[key]]?.trim()
    if (value) values[key] = value
    else missing.push(names[key])
  }
  if (missing.length) {
    throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')} (missing or empty).`)
  }
  return values
}

const PROVIDER_TIMEOUT_MS = 10_000

export interface HttpDeps {
  fetch?: typeof fetch
}

/**
 * One HTTPS call with a timeout; answers the parsed JSON whatever the status, because both gateways
 * explain refusals in a JSON body. Transport failures become errors that name the provider.
 */
export async function fetchProviderJson(
  provider: string,
  url: string,
  init: RequestInit,
  deps: HttpDeps = {},
): Promise<{ status: number; body: unknown }> {
  const doFetch = deps.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch (e) {
    const name = (e as Error)?.name
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`${provider} SMS: no answer within ${PROVIDER_TIMEOUT_MS / 1000} s`)
    }
    throw new Error(`${provider} SMS: request failed: ${(e as Error)?.message ?? String(e)}`)
  }
  const raw = await response.text()
  try {
    return { status: response.status, body: JSON.parse(raw) as unknown }
  } catch {
    throw new Error(`${provider} SMS: HTTP ${response.status}, not JSON: ${raw.slice(0, 200)}`)
  }
}
