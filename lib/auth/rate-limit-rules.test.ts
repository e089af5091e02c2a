/** @jest-environment node */
// The rate limits' own rules, on an in-memory store standing in for the database one: points per window, one store
// per database and rule, the 429 with its wait in words, points given back and forgiven.
import type { Db } from '@/lib/db/client'
import { consume, forgive, overCeiling, refund, retryText, RULES } from './limits'

jest.mock('rate-limiter-flexible', () => {
  const actual = jest.requireActual('rate-limiter-flexible')
  class RateLimiterDrizzle extends actual.RateLimiterMemory {
    constructor(opts: {
      points: number
      duration: number
      keyPrefix: string
      storeClient: unknown
      clearExpiredByTimeout: boolean
    }) {
      super({ points: opts.points, duration: opts.duration, keyPrefix: opts.keyPrefix })
      mockStores.push(opts)
    }
  }
  return { ...actual, RateLimiterDrizzle }
})

const mockStores: {
  keyPrefix: string
  storeClient: unknown
  clearExpiredByTimeout: boolean
  points: number
  duration: number
}[] = []
const newDb = () => ({}) as Db
const say = (w: string) => `请${w}后再试`

describe('retryText', () => {
  it('counts seconds up to two minutes, minutes up to two hours, then hours, always rounding up and at least 1秒', () => {
    expect(retryText(0)).toBe('1秒')
    expect(retryText(1)).toBe('1秒')
    expect(retryText(1001)).toBe('2秒')
    expect(retryText(119_000)).toBe('119秒')
    expect(retryText(119_001)).toBe('2分钟')
    expect(retryText(120_000)).toBe('2分钟')
    expect(retryText(121_000)).toBe('3分钟')
    expect(retryText(7_199_000)).toBe('120分钟')
    expect(retryText(7_200_000)).toBe('2小时')
    expect(retryText(7_201_000)).toBe('3小时')
  })
})

describe('consume', () => {
  it('takes one point per check and refuses the first spent rule with 429, its message and Retry-After', async () => {
    const db = newDb()
    await consume(db, [{ rule: 'smsPhoneMinute', key: '1:138', message: say }])
    const refused = consume(db, [
      { rule: 'smsIpHour', key: '1:ip', message: (w) => `ip ${w}` },
      { rule: 'smsPhoneMinute', key: '1:138', message: (w) => `当前手机号请${w}后再试` },
    ])
    await expect(refused).rejects.toMatchObject({
      code: 429,
      status: 429,
      message: expect.stringMatching(/^当前手机号请(60|59)秒后再试$/),
    })
    await expect(consume(db, [{ rule: 'smsPhoneMinute', key: '1:138', message: say }])).rejects.toMatchObject({
      headers: { 'Retry-After': expect.stringMatching(/^(59|60)$/) },
    })
    // Another key, or the same key on another database, has its own points.
    await consume(db, [{ rule: 'smsPhoneMinute', key: '1:139', message: say }])
    await consume(newDb(), [{ rule: 'smsPhoneMinute', key: '1:138', message: say }])
  })

  it('stops at the first spent rule: later rules keep their points', async () => {
    const db = newDb()
    await consume(db, [{ rule: 'smsPhoneMinute', key: 'k', message: say }])
    await expect(
      consume(db, [
        { rule: 'smsPhoneMinute', key: 'k', message: say },
        { rule: 'loginAccountIp', key: 'k', message: say },
      ]),
    ).rejects.toMatchObject({ status: 429 })
    for (let i = 0; i < RULES.loginAccountIp.points; i++)
      await consume(db, [{ rule: 'loginAccountIp', key: 'k', message: say }])
    await expect(consume(db, [{ rule: 'loginAccountIp', key: 'k', message: say }])).rejects.toMatchObject({
      status: 429,
    })
  })

  it('builds one store per database and rule, on that database, without the cleanup timer under Jest', async () => {
    mockStores.length = 0
    const db = newDb()
    await consume(db, [{ rule: 'loginIp', key: 'a', message: say }])
    await consume(db, [{ rule: 'loginIp', key: 'b', message: say }])
    await consume(db, [{ rule: 'loginAccount', key: 'a', message: say }])
    expect(mockStores.map((s) => s.keyPrefix)).toEqual(['loginIp', 'loginAccount'])
    expect(mockStores[0]).toMatchObject({ storeClient: db, clearExpiredByTimeout: false, points: 50, duration: 900 })
  })

  it('passes on a failure of the store itself', async () => {
    const db = newDb()
    await consume(db, [{ rule: 'loginIp', key: 'x', message: say }])
    const store = jest.requireMock('rate-limiter-flexible').RateLimiterDrizzle.prototype
    const spy = jest.spyOn(store, 'consume').mockRejectedValueOnce(new Error('db down'))
    await expect(consume(db, [{ rule: 'loginIp', key: 'x', message: say }])).rejects.toThrow('db down')
    spy.mockRestore()
  })
})

describe('overCeiling', () => {
  it('takes a point from every ceiling and answers whether any is spent, never refusing', async () => {
    const db = newDb()
    const pass = () =>
      overCeiling(db, [
        { rule: 'smsPhoneHour', key: 'p' },
        { rule: 'smsPhoneMinute', key: 'p' },
      ])
    expect(await pass()).toBe(false)
    expect(await pass()).toBe(true)
    expect(await pass()).toBe(true)
    expect(await overCeiling(db, [{ rule: 'smsPhoneMinute', key: 'other' }])).toBe(false)
  })
})

describe('refund and forgive', () => {
  it('refund gives one point back; forgive wipes the key', async () => {
    const db = newDb()
    const take = () => consume(db, [{ rule: 'smsPhoneMinute', key: 'k', message: say }])
    await take()
    await refund(db, 'smsPhoneMinute', 'k')
    await take()
    await expect(take()).rejects.toMatchObject({ status: 429 })
    await forgive(db, 'smsPhoneMinute', 'k')
    await take()
    await expect(take()).rejects.toMatchObject({ status: 429 })
  })

  it('refund gives back exactly one point', async () => {
    const db = newDb()
    const take = () => consume(db, [{ rule: 'smsPhoneIpHour', key: 'k', message: say }])
    for (let i = 0; i < RULES.smsPhoneIpHour.points; i++) await take()
    await refund(db, 'smsPhoneIpHour', 'k')
    await take()
    await expect(take()).rejects.toMatchObject({ status: 429 })
  })
})
