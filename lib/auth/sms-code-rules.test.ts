/** @jest-environment node */
// SMS codes on stand-in storage and gateway: the limits every send spends, what is stored and sent, the "same answer"
// of sends that deliver nothing, and every way a code check fails.
import type { ServiceContext } from '@/lib/auth/context'
import { ApiError } from '@/lib/contract/errors'
import type { TenantSite } from '@/lib/contract/site'
import * as queries from '@/lib/db/queries/sms-codes'
import { getSmsProvider } from '@/lib/sms'
import { limitWithChallenge } from './captcha'
import { refund } from './limits'
import {
  CODE_INVALID,
  CODE_TOO_MANY_TRIES,
  CODE_TTL_SECONDS,
  issueSmsCode,
  SEND_FLOOR_MS,
  sendTiming,
  spendSmsCode,
  verifySmsCode,
} from './sms-codes'
import { sha256Hex } from './tokens'

jest.mock('@/lib/db/queries/sms-codes', () => ({
  insertSmsCode: jest.fn(),
  judgeSmsCode: jest.fn(),
  giveBackTry: jest.fn(),
  consumeSmsCode: jest.fn(),
}))
jest.mock('@/lib/sms', () => ({ getSmsProvider: jest.fn() }))
jest.mock('./limits', () => ({ refund: jest.fn() }))
jest.mock('./captcha', () => ({ limitWithChallenge: jest.fn() }))

const q = queries as jest.Mocked<typeof queries>
const send = jest.fn()
const db = { stand: 'in db' } as unknown as ServiceContext['db']
const ctx = {
  db,
  site: { tenantId: 7, settings: { tenantName: '启航学堂' } } as TenantSite,
  clientIp: '1.2.3.4',
} as ServiceContext
const NOW = 1_700_000_000_000
const hashOf = (code: string, phone = '13800000000', purpose = 'login', tenant = 7) =>
  sha256Hex(`${tenant}:${phone}:${purpose}:${code}`)

beforeEach(() => {
  jest.resetAllMocks()
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  ;(getSmsProvider as jest.Mock).mockReturnValue({ send })
  jest.spyOn(sendTiming, 'settle').mockResolvedValue(undefined)
})
afterEach(() => jest.restoreAllMocks())

describe('sendTiming', () => {
  it('holds every gateway to the floor; the development outbox needs none', () => {
    expect(sendTiming.floorMs('outbox')).toBe(0)
    expect(sendTiming.floorMs('aliyun' as never)).toBe(SEND_FLOOR_MS)
    expect(SEND_FLOOR_MS).toBe(800)
  })

  it('waits out the rest of the floor, and not at all once it has passed', async () => {
    jest.restoreAllMocks()
    jest.useFakeTimers({ now: NOW })
    try {
      let done = false
      void sendTiming.settle(NOW - 300, 800).then(() => (done = true))
      await jest.advanceTimersByTimeAsync(499)
      expect(done).toBe(false)
      await jest.advanceTimersByTimeAsync(1)
      expect(done).toBe(true)
      let late = false
      void sendTiming.settle(NOW - 800, 800).then(() => (late = true))
      await Promise.resolve()
      await Promise.resolve()
      expect(late).toBe(true)
      expect(jest.getTimerCount()).toBe(0)
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('issueSmsCode', () => {
  it("refuses by the caller's own counters (phone and address, the address), then passes the phone's ceilings from everywhere", async () => {
    await issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })
    const checks = (limitWithChallenge as jest.Mock).mock.calls[0][1] as {
      rule: string
      key: string
      message: (w: string) => string
    }[]
    expect((limitWithChallenge as jest.Mock).mock.calls[0][0]).toBe(ctx)
    expect(checks.map(({ rule, key }) => [rule, key])).toEqual([
      ['smsPhoneIpMinute', '7:13800000000@1.2.3.4'],
      ['smsPhoneIpHour', '7:13800000000@1.2.3.4'],
      ['smsPhoneIpDay', '7:13800000000@1.2.3.4'],
      ['smsIpHour', '7:1.2.3.4'],
    ])
    expect(checks.map((c) => c.message('60秒'))).toEqual([
      '验证码发送过于频繁，请60秒后再试',
      '该手机号获取验证码次数过多，请60秒后再试',
      '该手机号今日获取验证码次数已达上限，请60秒后再试',
      '当前网络获取验证码次数过多，请60秒后再试',
    ])
    expect((limitWithChallenge as jest.Mock).mock.calls[0][2]).toEqual([
      { rule: 'smsPhoneMinute', key: '7:13800000000' },
      { rule: 'smsPhoneHour', key: '7:13800000000' },
      { rule: 'smsPhoneDay', key: '7:13800000000' },
    ])
  })

  it('sends nothing when a ceiling asks for a 图形验证码 that is not given', async () => {
    ;(limitWithChallenge as jest.Mock).mockRejectedValue(new ApiError(428, '操作较为频繁，请输入图形验证码后继续', 428))
    await expect(issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })).rejects.toMatchObject({
      status: 428,
      code: 428,
    })
    expect(send).not.toHaveBeenCalled()
    expect(q.insertSmsCode).not.toHaveBeenCalled()
  })

  it('stores only the hash of a fresh code, bound to tenant, phone and purpose, for five minutes, and sends the code', async () => {
    const result = await issueSmsCode(ctx, { phone: '13800000000', purpose: 'company-register' })
    expect(result).toEqual({ resendAfterSeconds: 60, expireInSeconds: CODE_TTL_SECONDS })
    expect(CODE_TTL_SECONDS).toBe(300)
    const message = send.mock.calls[0][0]
    expect(message).toEqual({
      tenantId: 7,
      tenantName: '启航学堂',
      phone: '13800000000',
      purpose: 'company-register',
      code: expect.stringMatching(/^\d{4}$/),
    })
    expect(send.mock.calls[0][1]).toEqual({ db })
    expect(q.insertSmsCode).toHaveBeenCalledWith(db, {
      tenantId: 7,
      phone: '13800000000',
      purpose: 'company-register',
      codeHash: hashOf(message.code, '13800000000', 'company-register'),
      expiresAt: new Date(NOW + 300_000),
    })
    expect(sendTiming.settle).toHaveBeenCalledWith(NOW)
  })

  it('delivers nothing when told the account does not exist, and answers the same after the same wait', async () => {
    const result = await issueSmsCode(ctx, { phone: '13800000000', purpose: 'login', deliver: false })
    expect(result).toEqual({ resendAfterSeconds: 60, expireInSeconds: 300 })
    expect(limitWithChallenge).toHaveBeenCalled()
    expect(q.insertSmsCode).not.toHaveBeenCalled()
    expect(send).not.toHaveBeenCalled()
    expect(sendTiming.settle).toHaveBeenCalledWith(NOW)
  })

  it('answers a failed gateway with 502 on a plain send, but hides it on a "same answer" send; both are logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    send.mockRejectedValue(new Error('gateway down'))
    const failure = issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })).rejects.toMatchObject({
      code: 0,
      status: 502,
      message: '验证码发送失败，请稍后再试',
    })
    expect(sendTiming.settle).toHaveBeenCalledTimes(2)
    expect(await issueSmsCode(ctx, { phone: '13800000000', purpose: 'login', deliver: true })).toEqual({
      resendAfterSeconds: 60,
      expireInSeconds: 300,
    })
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('sends nothing once a limit is spent', async () => {
    ;(limitWithChallenge as jest.Mock).mockRejectedValue(new ApiError(429, '验证码发送过于频繁', 429))
    await expect(issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })).rejects.toMatchObject({ status: 429 })
    expect(send).not.toHaveBeenCalled()
  })
})

describe('verifySmsCode', () => {
  const judge = (overrides: Partial<{ id: number; codeHash: string; attempts: number }> = {}) => ({
    state: 'judge' as const,
    id: 11,
    codeHash: hashOf('1234'),
    attempts: 1,
    ...overrides,
  })
  const check = (code: string, consumeIt = false, purpose = 'login') =>
    verifySmsCode(ctx, { phone: '13800000000', purpose: purpose as never, code, consume: consumeIt })
  const refusal = (message: string) => ({ code: 0, status: 400, message })

  it('limits tries per address and per phone and address, across purposes, before anything is judged', async () => {
    q.judgeSmsCode.mockResolvedValue(judge())
    await check('1234')
    const checks = (limitWithChallenge as jest.Mock).mock.calls[0][1] as {
      rule: string
      key: string
      message: (w: string) => string
    }[]
    expect(checks.map(({ rule, key }) => [rule, key])).toEqual([
      ['codeCheckIp', '7:1.2.3.4'],
      ['codeCheckPhoneIp', '7:13800000000@1.2.3.4'],
    ])
    expect(checks.map((c) => c.message('5分钟'))).toEqual([
      '验证码尝试次数过多，请5分钟后再试',
      '该手机号验证码尝试次数过多，请5分钟后再试',
    ])
    expect((limitWithChallenge as jest.Mock).mock.calls[0][2]).toEqual([
      { rule: 'codeCheckPhone', key: '7:13800000000' },
    ])
  })

  it('judges nothing once a limit refuses', async () => {
    ;(limitWithChallenge as jest.Mock).mockRejectedValue(new ApiError(429, '验证码尝试次数过多', 429))
    await expect(check('1234')).rejects.toMatchObject({ status: 429 })
    expect(q.judgeSmsCode).not.toHaveBeenCalled()
  })

  it('counts the try on the latest live code of the tenant, phone and purpose before comparing (five at most)', async () => {
    q.judgeSmsCode.mockResolvedValue(judge())
    expect(await check('1234')).toEqual({ id: 11 })
    expect(q.judgeSmsCode).toHaveBeenCalledWith(db, {
      tenantId: 7,
      phone: '13800000000',
      purpose: 'login',
      maxTries: 5,
    })
  })

  it('refuses when there is no live code, and when the code has had its five tries — even the right code', async () => {
    q.judgeSmsCode.mockResolvedValue({ state: 'none' })
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_INVALID))
    q.judgeSmsCode.mockResolvedValue({ state: 'spent' })
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_TOO_MANY_TRIES))
    expect(q.giveBackTry).not.toHaveBeenCalled()
    expect(refund).not.toHaveBeenCalled()
  })

  it('a wrong code keeps its counted try; the fifth says so', async () => {
    q.judgeSmsCode.mockResolvedValue(judge({ attempts: 4 }))
    await expect(check('4321')).rejects.toMatchObject(refusal(CODE_INVALID))
    q.judgeSmsCode.mockResolvedValue(judge({ attempts: 5 }))
    await expect(check('4321')).rejects.toMatchObject(refusal(CODE_TOO_MANY_TRIES))
    expect(q.giveBackTry).not.toHaveBeenCalled()
    expect(q.consumeSmsCode).not.toHaveBeenCalled()
    expect(refund).not.toHaveBeenCalled()
  })

  it('a right code gives its try and its points back', async () => {
    q.judgeSmsCode.mockResolvedValue(judge({ attempts: 5 }))
    expect(await check('1234')).toEqual({ id: 11 })
    expect(q.giveBackTry).toHaveBeenCalledWith(db, { tenantId: 7, id: 11 })
    expect((refund as jest.Mock).mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ['codeCheckIp', '7:1.2.3.4'],
      ['codeCheckPhoneIp', '7:13800000000@1.2.3.4'],
      ['codeCheckPhone', '7:13800000000'],
    ])
  })

  it('a code for another purpose is a wrong code', async () => {
    q.judgeSmsCode.mockResolvedValue(judge({ codeHash: hashOf('1234', '13800000000', 'company-register') }))
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_INVALID))
  })

  it('uses the code up only when asked to', async () => {
    q.judgeSmsCode.mockResolvedValue(judge())
    q.consumeSmsCode.mockResolvedValue(true as never)
    await check('1234', false)
    expect(q.consumeSmsCode).not.toHaveBeenCalled()
    await check('1234', true)
    expect(q.consumeSmsCode).toHaveBeenCalledWith(db, { tenantId: 7, id: 11 })
  })
})

describe('spendSmsCode', () => {
  it('uses the code up, and refuses one already used (a second request raced it)', async () => {
    q.consumeSmsCode.mockResolvedValue(true as never)
    await expect(spendSmsCode(db, { tenantId: 7, id: 11 })).resolves.toBeUndefined()
    q.consumeSmsCode.mockResolvedValue(false as never)
    await expect(spendSmsCode(db, { tenantId: 7, id: 11 })).rejects.toMatchObject({
      code: 0,
      status: 400,
      message: CODE_INVALID,
    })
  })
})
