/** @jest-environment node */
// TC3-HMAC-SHA256 against the worked example of Tencent Cloud's 签名方法 v3, and SendSms with a fake fetch.
import { createHmac } from 'node:crypto'
import type { SmsContext, SmsMessage } from './types'
import {
  createTencentProvider,
  tc3Sign,
  tc3Steps,
  tencentConfigFromEnv,
  toE164,
  type TencentSmsConfig,
} from './tencent'

// cloud.tencent.com/document/api/213/30654 (CVM DescribeInstances). The page masks its key with literal
// asterisks and prints the values below; signing with exactly those strings reproduces every one of them.
const DOC = {
  secretId: 'AKID********************************',
  secretKey: '********************************',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  action: 'DescribeInstances',
  version: '2017-03-12',
  region: 'ap-guangzhou',
  timestamp: 1551113065,
  // The page's body keeps the spaces and the \u escapes, and the hash is over these exact bytes.
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
}
const DOC_CANONICAL_REQUEST = [
  'POST',
  '/',
  '',
  'content-type:application/json; charset=utf-8',
  'host:cvm.tencentcloudapi.com',
  'x-tc-action:describeinstances',
  '',
  'content-type;host;x-tc-action',
  '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
].join('\n')
const DOC_STRING_TO_SIGN = [
  'TC3-HMAC-SHA256',
  '1551113065',
  '2019-02-25/cvm/tc3_request',
  '7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84',
].join('\n')
const DOC_SECRET_SIGNING = 'b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af'
const DOC_SIGNATURE = '10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f'

describe('TC3-HMAC-SHA256', () => {
  it('builds the documented canonical request, string to sign and signature', () => {
    const steps = tc3Steps(DOC)
    expect(steps.canonicalRequest).toBe(DOC_CANONICAL_REQUEST)
    expect(steps.credentialScope).toBe('2019-02-25/cvm/tc3_request')
    expect(steps.stringToSign).toBe(DOC_STRING_TO_SIGN)
    expect(steps.signature).toBe(DOC_SIGNATURE)
    expect(steps.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKID********************************/2019-02-25/cvm/tc3_request, ' +
        `SignedHeaders=content-type;host;x-tc-action, Signature=${DOC_SIGNATURE}`,
    )
  })

  it('agrees with the documented derived key (SecretSigning) on the last step', () => {
    const fromKey = createHmac('sha256', Buffer.from(DOC_SECRET_SIGNING, 'hex'))
      .update(DOC_STRING_TO_SIGN)
      .digest('hex')
    expect(fromKey).toBe(DOC_SIGNATURE)
  })

  it('returns the request headers', () => {
    expect(tc3Sign(DOC)).toEqual({
      Authorization: tc3Steps(DOC).authorization,
      'Content-Type': 'application/json; charset=utf-8',
      Host: 'cvm.tencentcloudapi.com',
      'X-TC-Action': 'DescribeInstances',
      'X-TC-Timestamp': '1551113065',
      'X-TC-Version': '2017-03-12',
      'X-TC-Region': 'ap-guangzhou',
    })
    expect(tc3Sign({ ...DOC, region: undefined })).not.toHaveProperty('X-TC-Region')
  })

  it('takes the scope date in UTC: 00:30 Beijing time on the 26th is still the 25th', () => {
    const ts = Date.UTC(2019, 1, 25, 16, 30) / 1000
    expect(tc3Steps({ ...DOC, timestamp: ts }).credentialScope).toBe('2019-02-25/cvm/tc3_request')
  })
})

describe('tencentConfigFromEnv', () => {
  it('names every missing variable and defaults the region', () => {
    expect(() => tencentConfigFromEnv({ TENCENT_SMS_SECRET_ID: 'id' })).toThrow(
      'SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID, TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID',
    )
    const config = tencentConfigFromEnv({
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '启航学堂',
      TENCENT_SMS_TEMPLATE_ID: '100001',
    })
    expect(config.region).toBe('ap-guangzhou')
  })
})

const CONFIG: TencentSmsConfig = {
  reminderTemplateId: '2000002',
  secretId: 'AKID-test',
  secretKey: 'key-test',
  sdkAppId: '1400000000',
  signName: '启航学堂',
  templateId: '100001',
  region: 'ap-guangzhou',
}
const MESSAGE: SmsMessage = {
  tenantId: 1,
  tenantName: '启航学堂',
  phone: '13800000000',
  purpose: 'verify',
  code: '4321',
}
const CTX = {} as SmsContext
const NOW = () => new Date(1_767_323_045_000)

function fakeFetch(answer: unknown) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init })
    return Response.json(answer)
  }) as typeof fetch
  return { fn, calls }
}

describe('Tencent provider', () => {
  it('sends a 学习提醒 notice with the reminder template, {1} the course and {2} the deadline', async () => {
    const fake = fakeFetch({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } })
    const notice = { kind: 'study-reminder' as const, course: '安全生产', deadline: '今天截止' }
    await createTencentProvider(CONFIG, { fetch: fake.fn, now: NOW }).send({ ...MESSAGE, code: '', notice }, CTX)
    expect(JSON.parse(String(fake.calls[0].init?.body))).toMatchObject({
      TemplateId: '2000002',
      TemplateParamSet: ['安全生产', '今天截止'],
    })
    const unset = createTencentProvider({ ...CONFIG, reminderTemplateId: null }, { fetch: fake.fn, now: NOW })
    await expect(unset.send({ ...MESSAGE, code: '', notice }, CTX)).rejects.toThrow(
      'SMS_PROVIDER=tencent needs TENCENT_SMS_REMINDER_TEMPLATE_ID to send 学习提醒 by SMS',
    )
  })

  it('posts a signed SendSms with +86 numbers and accepts Code Ok', async () => {
    const fake = fakeFetch({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } })
    await createTencentProvider(CONFIG, { fetch: fake.fn, now: NOW }).send(MESSAGE, CTX)
    const { url, init } = fake.calls[0]
    expect(url).toBe('https://sms.tencentcloudapi.com/')
    expect(init?.method).toBe('POST')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    const payload = String(init?.body)
    expect(JSON.parse(payload)).toEqual({
      PhoneNumberSet: ['+8613800000000'],
      SmsSdkAppId: '1400000000',
      SignName: '启航学堂',
      TemplateId: '100001',
      TemplateParamSet: ['4321'],
    })
    const expected = tc3Sign({
      secretId: 'AKID-test',
      secretKey: 'key-test',
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      action: 'SendSms',
      version: '2021-01-11',
      timestamp: 1_767_323_045,
      payload,
      region: 'ap-guangzhou',
    })
    delete expected.Host
    expect(init?.headers).toEqual(expected)
  })

  it('throws the API error', async () => {
    const fake = fakeFetch({
      Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: '签名错误' }, RequestId: 'r9' },
    })
    await expect(createTencentProvider(CONFIG, { fetch: fake.fn, now: NOW }).send(MESSAGE, CTX)).rejects.toThrow(
      'Tencent SMS SendSms refused: AuthFailure.SignatureFailure 签名错误 (RequestId r9)',
    )
  })

  it('throws when the number was refused', async () => {
    const fake = fakeFetch({
      Response: {
        SendStatusSet: [
          { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '单个手机号日下发短信条数超过设定的上限' },
        ],
      },
    })
    await expect(createTencentProvider(CONFIG, { fetch: fake.fn, now: NOW }).send(MESSAGE, CTX)).rejects.toThrow(
      'LimitExceeded.PhoneNumberDailyLimit',
    )
  })

  it('leaves numbers that already carry a country code alone', () => {
    expect(toE164('13800000000')).toBe('+8613800000000')
    expect(toE164('+85261234567')).toBe('+85261234567')
  })
})
