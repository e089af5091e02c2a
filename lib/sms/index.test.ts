/** @jest-environment node */
// Provider selection: outbox by default, an explicit choice under APP_ENV=production, clear config errors.
import { getSmsProvider, isOutboxActive, smsProviderName } from './index'
import { smsText, SMS_PURPOSES } from './types'

const ALIYUN = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '启航学堂',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
}
const TENCENT = {
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '启航学堂',
  TENCENT_SMS_TEMPLATE_ID: '1',
}

describe('smsProviderName', () => {
  it('defaults to the outbox outside production, whatever NODE_ENV says', () => {
    expect(smsProviderName({})).toBe('outbox')
    expect(smsProviderName({ NODE_ENV: 'production' })).toBe('outbox')
    expect(smsProviderName({ APP_ENV: 'staging' })).toBe('outbox')
  })

  it('requires an explicit choice under APP_ENV=production', () => {
    const production = {
      APP_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      PAYMENT_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      SITE_URL_TEMPLATE: 'https://{tenant}.example.com',
    }
    expect(() => smsProviderName(production)).toThrow(
      'SMS_PROVIDER: required with APP_ENV=production (aliyun or tencent)',
    )
    expect(() => smsProviderName({ ...production, SMS_PROVIDER: ' ' })).toThrow('SMS_PROVIDER: required')
    expect(() => smsProviderName({ ...production, SMS_PROVIDER: 'outbox' })).toThrow(
      'SMS_PROVIDER: the development outbox hands out login codes and is refused with APP_ENV=production',
    )
    expect(smsProviderName({ ...production, SMS_PROVIDER: 'tencent' })).toBe('tencent')
  })

  it('accepts any case and refuses unknown names', () => {
    expect(smsProviderName({ SMS_PROVIDER: 'Aliyun' })).toBe('aliyun')
    expect(() => smsProviderName({ SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER: supported values are outbox, aliyun, tencent',
    )
  })
})

describe('isOutboxActive', () => {
  it('is true only when the outbox is the provider, and never throws', () => {
    expect(isOutboxActive({})).toBe(true)
    // Never in production, not even when asked for: it would hand out every account's login codes.
    expect(isOutboxActive({ SMS_PROVIDER: 'outbox', APP_ENV: 'production' })).toBe(false)
    expect(isOutboxActive({ SMS_PROVIDER: 'aliyun' })).toBe(false)
    expect(isOutboxActive({ APP_ENV: 'production' })).toBe(false)
    expect(isOutboxActive({ SMS_PROVIDER: 'nope' })).toBe(false)
  })
})

describe('getSmsProvider', () => {
  it('builds the chosen provider once per configuration', () => {
    const outbox = getSmsProvider({})
    expect(outbox.name).toBe('outbox')
    expect(getSmsProvider({})).toBe(outbox)
    const aliyun = getSmsProvider({ SMS_PROVIDER: 'aliyun', ...ALIYUN })
    expect(aliyun.name).toBe('aliyun')
    expect(getSmsProvider({ SMS_PROVIDER: 'aliyun', ...ALIYUN })).toBe(aliyun)
    expect(getSmsProvider({ SMS_PROVIDER: 'aliyun', ...ALIYUN, ALIYUN_SMS_SIGN_NAME: '另一个' })).not.toBe(aliyun)
    expect(getSmsProvider({ SMS_PROVIDER: 'tencent', ...TENCENT }).name).toBe('tencent')
  })

  it('names the missing credentials', () => {
    expect(() => getSmsProvider({ SMS_PROVIDER: 'aliyun' })).toThrow(
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
    )
    expect(() => getSmsProvider({ SMS_PROVIDER: 'tencent', ...TENCENT, TENCENT_SMS_SDK_APP_ID: '' })).toThrow(
      'SMS_PROVIDER=tencent needs TENCENT_SMS_SDK_APP_ID',
    )
  })

  it('throws under APP_ENV=production without a choice', () => {
    expect(() => getSmsProvider({ APP_ENV: 'production', ...ALIYUN })).toThrow('SMS_PROVIDER')
  })
})

describe('smsText', () => {
  const base = { tenantName: '启航学堂', code: '1234' }

  it('reads as the spec example for a plain verification code', () => {
    expect(smsText({ ...base, purpose: 'verify' })).toBe(
      '【启航学堂】您的验证码是1234，5分钟内有效。如非本人操作，请忽略本短信。',
    )
  })

  it('says what the code is for', () => {
    expect(smsText({ ...base, purpose: 'login' })).toBe(
      '【启航学堂】您正在登录/注册，验证码是1234，5分钟内有效。如非本人操作，请忽略本短信。',
    )
    expect(smsText({ ...base, purpose: 'company-register' })).toContain('注册企业账号')
    expect(smsText({ ...base, purpose: 'company-login' })).toContain('登录企业账号')
    expect(smsText({ ...base, purpose: 'company-reset' })).toContain('找回企业账号密码')
    expect(smsText({ ...base, purpose: 'user-reset' })).toContain('找回登录密码')
    expect(smsText({ ...base, purpose: 'change-password' })).toContain('修改登录密码')
  })

  it('always carries the tenant signature, the code and the validity', () => {
    for (const purpose of SMS_PURPOSES) {
      const text = smsText({ tenantName: '艾克美企业大学', code: '0042', purpose })
      expect(text).toMatch(/^【艾克美企业大学】.*0042，5分钟内有效。如非本人操作，请忽略本短信。$/)
    }
    expect(smsText({ tenantName: ' ', code: '1234', purpose: 'verify' }).startsWith('您的验证码是1234')).toBe(true)
  })
})
