// Picks the SMS provider from the environment; APP_ENV, not NODE_ENV, decides whether the outbox is a safe default.
import { aliyunConfigFromEnv, createAliyunProvider } from './aliyun'
import { createOutboxProvider } from './outbox'
import { createTencentProvider, tencentConfigFromEnv } from './tencent'
import { getEnv, type SmsProviderName } from '@/lib/env'
import type { Env, SmsProvider } from './types'

export type { SmsProvider } from './types'
export type { SmsProviderName }

/**
 * SMS_PROVIDER, or `outbox` outside production. `next start` sets NODE_ENV=production on developer
 * machines too, so only APP_ENV=production makes the choice mandatory: a real deployment must never
 * fall back to writing codes into a table that a dev endpoint reads out.
 */
export function smsProviderName(env: Env = process.env): SmsProviderName {
  return getEnv(env).smsProvider
}

/**
 * Whether /api/dev/sms-outbox may read the outbox: codes go there and this is plainly a development server (SMS_PROVIDER=outbox
 * on purpose, or bound to loopback; never APP_ENV=production — lib/env decides). Never throws.
 */
export function isOutboxActive(env: Env = process.env): boolean {
  try {
    return getEnv(env).devOutbox
  } catch {
    return false
  }
}

function createProvider(name: SmsProviderName, env: Env): SmsProvider {
  switch (name) {
    case 'aliyun':
      return createAliyunProvider(aliyunConfigFromEnv(env))
    case 'tencent':
      return createTencentProvider(tencentConfigFromEnv(env))
    default:
      return createOutboxProvider()
  }
}

// One provider per configuration and process; a changed environment (tests, scripts) builds a new one.
const holder = globalThis as unknown as { __smsProvider?: { id: string; provider: SmsProvider } }

function configurationId(name: SmsProviderName, env: Env): string {
  const keys = Object.keys(env)
    .filter((k) => k.startsWith(name === 'aliyun' ? 'ALIYUN_SMS_' : 'TENCENT_SMS_'))
    .sort()
  return name === 'outbox' ? name : JSON.stringify([name, ...keys.map((k) => [k, env[k]])])
}

/** Throws a clear configuration error (missing variables, unknown provider) rather than failing at send time. */
export function getSmsProvider(env: Env = process.env): SmsProvider {
  const name = smsProviderName(env)
  const id = configurationId(name, env)
  if (holder.__smsProvider?.id !== id) holder.__smsProvider = { id, provider: createProvider(name, env) }
  return holder.__smsProvider.provider
}
