/** @jest-environment node */
// Aliyun RPC signing against the documented examples, and SendSms request/answer handling with a fake fetch.
import {
  aliyunCanonicalQuery,
  aliyunConfigFromEnv,
  aliyunRpcSignature,
  aliyunStringToSign,
  aliyunTimestamp,
  createAliyunProvider,
  percentEncode,
  type AliyunSmsConfig,
} from './aliyun'
import type { SmsContext, SmsMessage } from './types'

// The SendSms example of the SMS product's 签名机制 page (help.aliyun.com/document_detail/56189). The page
// uses AccessKeyId "testId" and key "testSecret&": with lower-case testid/testsecret the same request signs
// as LxugEBqtL8lacmz/6I2QOoMzw+Y=, so the capitals matter.
const SEND_SMS_EXAMPLE: Record<string, string> = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
}

const PUBLISHED_QUERY =
  'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
  '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
  '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
  '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
  '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25'

const PUBLISHED_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001' +
  '%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD' +
  '%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1' +
  '%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007' +
  '%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z' +
  '%26Version%3D2017-05-25'

describe('Aliyun RPC signature', () => {
  it('reproduces the SMS 签名机制 example step by step', () => {
    expect(aliyunCanonicalQuery(SEND_SMS_EXAMPLE)).toBe(PUBLISHED_QUERY)
    expect(aliyunStringToSign(SEND_SMS_EXAMPLE)).toBe(PUBLISHED_STRING_TO_SIGN)
    expect(aliyunRpcSignature(SEND_SMS_EXAMPLE, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=')
  })

  it('ignores a Signature parameter already present and the order the parameters came in', () => {
    const shuffled = Object.fromEntries(Object.entries(SEND_SMS_EXAMPLE).reverse())
    expect(aliyunRpcSignature({ ...shuffled, Signature: 'old' }, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=')
  })

  it('reproduces the generic RPC 签名机制 example (ECS DescribeRegions, testid/testsecret)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    }
    expect(aliyunRpcSignature(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('signs the verb: POST gives a different signature', () => {
    expect(aliyunStringToSign(SEND_SMS_EXAMPLE, 'post').startsWith('POST&%2F&')).toBe(true)
    expect(aliyunRpcSignature(SEND_SMS_EXAMPLE, 'testSecret', 'POST')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=')
  })

  it("percent-encodes per RFC 3986: space %20, * ( ) ! ' encoded, ~ kept", () => {
    expect(percentEncode('a b')).toBe('a%20b')
    expect(percentEncode("*()!'")).toBe('%2A%28%29%21%27')
    expect(percentEncode('-_.~')).toBe('-_.~')
    expect(percentEncode('/=&+')).toBe('%2F%3D%26%2B')
    expect(percentEncode('码')).toBe('%E7%A0%81')
  })

  it('formats the timestamp as ISO UTC without milliseconds', () => {
    expect(aliyunTimestamp(new Date(Date.UTC(2017, 6, 12, 2, 42, 19, 456)))).toBe('2017-07-12T02:42:19Z')
  })
})

describe('aliyunConfigFromEnv', () => {
  it('names every missing variable', () => {
    expect(() => aliyunConfigFromEnv({ ALIYUN_SMS_ACCESS_KEY_ID: 'id', ALIYUN_SMS_SIGN_NAME: ' ' })).toThrow(
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
    )
  })

  it('defaults the endpoint', () => {
    const config = aliyunConfigFromEnv({
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '启航学堂',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    })
    expect(config.endpoint).toBe('https://dysmsapi.aliyuncs.com/')
  })
})

const CONFIG: AliyunSmsConfig = {
  reminderTemplateCode: 'SMS_REMIND',
  accessKeyId: 'LTAI-test',
  accessKeySecret: 'secret-test',
  signName: '启航学堂',
  templateCode: 'SMS_0001',
  endpoint: 'https://sms.example.test',
}
const MESSAGE: SmsMessage = {
  tenantId: 1,
  tenantName: '启航学堂',
  phone: '13800000000',
  purpose: 'login',
  code: '1234',
}
const CTX = {} as SmsContext

function fakeFetch(answer: unknown, status = 200) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init })
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status })
  }) as typeof fetch
  return { fn, calls }
}

describe('Aliyun provider', () => {
  const fixed = { now: () => new Date('2026-01-02T03:04:05.678Z'), nonce: () => 'nonce-1' }

  it('sends a signed SendSms GET with the code as TemplateParam and accepts Code OK', async () => {
    const fake = fakeFetch({ Code: 'OK', Message: 'OK', BizId: '1^0', RequestId: 'r1' })
    await createAliyunProvider(CONFIG, { ...fixed, fetch: fake.fn }).send(MESSAGE, CTX)
    expect(fake.calls).toHaveLength(1)
    const url = new URL(fake.calls[0].url)
    expect(`${url.origin}${url.pathname}`).toBe('https://sms.example.test/')
    expect(fake.calls[0].init?.signal).toBeInstanceOf(AbortSignal)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: 'nonce-1',
      Timestamp: '2026-01-02T03:04:05Z',
      AccessKeyId: 'LTAI-test',
      PhoneNumbers: '13800000000',
      SignName: '启航学堂',
      TemplateCode: 'SMS_0001',
      TemplateParam: '{"code":"1234"}',
      Format: 'JSON',
    })
    const { Signature, ...signed } = params
    expect(Signature).toBe(aliyunRpcSignature(signed, 'secret-test'))
  })

  it('sends a 学习提醒 notice with the reminder template and its course and deadline, and refuses without one', async () => {
    const fake = fakeFetch({ Code: 'OK', Message: 'OK', RequestId: 'r3' })
    const notice = { kind: 'study-reminder' as const, course: '安全生产', deadline: '将于12月10日截止' }
    await createAliyunProvider(CONFIG, { ...fixed, fetch: fake.fn }).send({ ...MESSAGE, code: '', notice }, CTX)
    expect(Object.fromEntries(new URL(fake.calls[0].url).searchParams)).toMatchObject({
      TemplateCode: 'SMS_REMIND',
      TemplateParam: '{"course":"安全生产","deadline":"将于12月10日截止"}',
    })
    const unset = createAliyunProvider({ ...CONFIG, reminderTemplateCode: null }, { ...fixed, fetch: fake.fn })
    await expect(unset.send({ ...MESSAGE, code: '', notice }, CTX)).rejects.toThrow(
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_REMINDER_TEMPLATE_CODE to send 学习提醒 by SMS',
    )
    expect(fake.calls).toHaveLength(1)
  })

  it('throws with the provider code and message when Code is not OK', async () => {
    const fake = fakeFetch({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', RequestId: 'r2' })
    await expect(createAliyunProvider(CONFIG, { ...fixed, fetch: fake.fn }).send(MESSAGE, CTX)).rejects.toThrow(
      'Aliyun SMS SendSms refused: isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控 (RequestId r2)',
    )
  })

  it('reports HTTP errors whose body is not JSON', async () => {
    const fake = fakeFetch('<html>bad gateway</html>', 502)
    await expect(createAliyunProvider(CONFIG, { ...fixed, fetch: fake.fn }).send(MESSAGE, CTX)).rejects.toThrow(
      'Aliyun SMS: HTTP 502, not JSON',
    )
  })

  it('turns a timeout into a clear error', async () => {
    const timeout = (async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    }) as typeof fetch
    await expect(createAliyunProvider(CONFIG, { ...fixed, fetch: timeout }).send(MESSAGE, CTX)).rejects.toThrow(
      'Aliyun SMS: no answer within 10 s',
    )
  })
})
