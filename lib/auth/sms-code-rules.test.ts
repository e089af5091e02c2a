/** @jest-environment node */
// SMS codes on stand-in storage and gateway: the limits every send spends, what is stored and sent, the "same answer"
// of sends that deliver nothing, and every way a code check fails.
import type { ServiceContext } from '@/lib/auth/context'
import { ApiError } from '@/lib/contract/errors'
import type { TenantSite } from '@/lib/contract/site'
import * as queries from '@/lib/db/queries/sms-codes'
import { getSmsProvider } from '@/lib/sms'
import { consume } from './limits'
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
  getLatestLiveCode: jest.fn(),
  recordWrongAttempt: jest.fn(),
  consumeSmsCode: jest.fn(),
}))
jest.mock('@/lib/sms', () => ({ getSmsProvider: jest.fn() }))
jest.mock('./limits', () => ({ consume: jest.fn() }))

const q = queries as jest.Mocked<typeof queries>
const send = jest.fn()
const db = { stand: 'in db' } as unknown as ServiceContext['db']
const ctx = {
  db,
  site: { tenantId: 7, settings: { tenantName: '启航学堂' } } as TenantSite,
  clientIp: '1.2.3.4',
} as ServiceContext
const NOW = 1_700_000_000_000
const hashOf = (code: string, phone = '13800000000', purpose = 'login', tenant = 7) => sha256Hex(`${tenant}:${phone}:${purpose}:${code}`)

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
  it('spends the per-phone minute, hour and day limits and the per-address hour, in that order, within the tenant', async () => {
    await issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })
    const checks = (consume as jest.Mock).mock.calls[0][1] as { rule: string; key: string; message: (w: string) => string }[]
    expect((consume as jest.Mock).mock.calls[0][0]).toBe(db)
    expect(checks.map(({ rule, key }) => [rule, key])).toEqual([
      ['smsPhoneMinute', '7:13800000000'],
      ['smsPhoneHour', '7:13800000000'],
      ['smsPhoneDay', '7:13800000000'],
      ['smsIpHour', '7:1.2.3.4'],
    ])
    expect(checks.map((c) => c.message('60秒'))).toEqual([
      '验证码发送过于频繁，请60秒后再试',
      '该手机号获取验证码次数过多，请60秒后再试',
      '该手机号今日获取验证码次数已达上限，请60秒后再试',
      '当前网络获取验证码次数过多，请60秒后再试',
    ])
  })

  it('stores only the hash of a fresh code, bound to tenant, phone and purpose, for five minutes, and sends the code', async () => {
    const result = await issueSmsCode(ctx, { phone: '13800000000', purpose: 'company-register' })
    expect(result).toEqual({ resendAfterSeconds: 60, expireInSeconds: CODE_TTL_SECONDS })
    expect(CODE_TTL_SECONDS).toBe(300)
    const message = send.mock.calls[0][0]
    expect(message).toEqual({ tenantId: 7, tenantName: '启航学堂', phone: '13800000000', purpose: 'company-register', code: expect.stringMatching(/^\d{4}$/) })
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
    expect(consume).toHaveBeenCalled()
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
    expect(await issueSmsCode(ctx, { phone: '13800000000', purpose: 'login', deliver: true })).toEqual({ resendAfterSeconds: 60, expireInSeconds: 300 })
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('sends nothing once a limit is spent', async () => {
    ;(consume as jest.Mock).mockRejectedValue(new ApiError(429, '验证码发送过于频繁', 429))
    await expect(issueSmsCode(ctx, { phone: '13800000000', purpose: 'login' })).rejects.toMatchObject({ status: 429 })
    expect(send).not.toHaveBeenCalled()
  })
})

describe('verifySmsCode', () => {
  const row = (overrides: Partial<{ id: number; codeHash: string; attempts: number; expiresAt: Date }> = {}) => ({
    id: 11,
    codeHash: hashOf('1234'),
    attempts: 0,
    expiresAt: new Date(NOW + 1000),
    ...overrides,
  })
  const check = (code: string, consumeIt = false, purpose = 'login') =>
    verifySmsCode(ctx, { phone: '13800000000', purpose: purpose as never, code, consume: consumeIt })
  const refusal = (message: string) => ({ code: 0, status: 400, message })

  it('looks the latest live code up within the tenant, phone and purpose', async () => {
    q.getLatestLiveCode.mockResolvedValue(row() as never)
    expect(await check('1234')).toEqual({ id: 11 })
    expect(q.getLatestLiveCode).toHaveBeenCalledWith(db, { tenantId: 7, phone: '13800000000', purpose: 'login' })
  })

  it('refuses when there is no code, or it expired (at its expiry instant too)', async () => {
    q.getLatestLiveCode.mockResolvedValue(undefined as never)
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_INVALID))
    q.getLatestLiveCode.mockResolvedValue(row({ expiresAt: new Date(NOW) }) as never)
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_INVALID))
    q.getLatestLiveCode.mockResolvedValue(row({ expiresAt: new Date(NOW + 1) }) as never)
    expect(await check('1234')).toEqual({ id: 11 })
    expect(q.recordWrongAttempt).not.toHaveBeenCalled()
  })

  it('refuses a code that already took five wrong tries, even the right one, without counting another', async () => {
    q.getLatestLiveCode.mockResolvedValue(row({ attempts: 5 }) as never)
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_TOO_MANY_TRIES))
    expect(q.recordWrongAttempt).not.toHaveBeenCalled()
    q.getLatestLiveCode.mockResolvedValue(row({ attempts: 4 }) as never)
    expect(await check('1234')).toEqual({ id: 11 })
  })

  it('counts a wrong code; the fifth wrong try says so', async () => {
    q.getLatestLiveCode.mockResolvedValue(row() as never)
    q.recordWrongAttempt.mockResolvedValue(4)
    await expect(check('4321')).rejects.toMatchObject(refusal(CODE_INVALID))
    expect(q.recordWrongAttempt).toHaveBeenCalledWith(db, { tenantId: 7, id: 11 })
    q.recordWrongAttempt.mockResolvedValue(5)
    await expect(check('4321')).rejects.toMatchObject(refusal(CODE_TOO_MANY_TRIES))
    expect(q.consumeSmsCode).not.toHaveBeenCalled()
  })

  it('a code for another purpose is a wrong code', async () => {
    q.getLatestLiveCode.mockResolvedValue(row({ codeHash: hashOf('1234', '13800000000', 'company-register') }) as never)
    q.recordWrongAttempt.mockResolvedValue(1)
    await expect(check('1234')).rejects.toMatchObject(refusal(CODE_INVALID))
  })

  it('uses the code up only when asked to', async () => {
    q.getLatestLiveCode.mockResolvedValue(row() as never)
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
    await expect(spendSmsCode(db, { tenantId: 7, id: 11 })).rejects.toMatchObject({ code: 0, status: 400, message: CODE_INVALID })
  })
})
