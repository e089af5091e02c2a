// The redeem form's code rule (the API's zod input is built on the same functions) and the words of amounts.
import { amountText, codeProblem, COUPON_MSG, moneyText, normaliseCode } from './coupon-rules'
import { redeemInput } from './schemas/coupon'

describe('normaliseCode', () => {
  it('ignores case, spaces and every kind of dash, and reads full-width letters and digits', () => {
    expect(normaliseCode(' qhkc-py01 ')).toBe('QHKCPY01')
    expect(normaliseCode('QHKC — PY 01')).toBe('QHKCPY01')
    expect(normaliseCode('ｑｈｋｃ－ｐｙ０１')).toBe('QHKCPY01')
    expect(normaliseCode('\u3000QHKC\u2013PY01\t')).toBe('QHKCPY01')
  })
})

describe('codeProblem and the API input agree', () => {
  const api = (code: unknown) => {
    const r = redeemInput.safeParse({ code })
    return r.success ? r.data.code : r.error.issues[0].message
  }
  it.each([
    ['', COUPON_MSG.empty],
    [' - ', COUPON_MSG.empty],
    ['券码!', COUPON_MSG.format],
    ['AB1', COUPON_MSG.format],
    ['A'.repeat(33), COUPON_MSG.format],
    ['A'.repeat(65), COUPON_MSG.format],
  ])('%j → %s', (raw, message) => {
    expect(codeProblem(raw)).toBe(message)
    expect(api(raw)).toBe(message)
  })
  it('passes a code on, normalised', () => {
    expect(codeProblem('qhkc-py01')).toBeNull()
    expect(api('qhkc-py01')).toBe('QHKCPY01')
    expect(api(undefined)).toBe(COUPON_MSG.empty)
    expect(api(12)).toBe(COUPON_MSG.format)
  })
})

describe('amounts and dates', () => {
  it('shows cents as the catalogue shows prices', () => {
    expect(amountText(10000)).toBe('100')
    expect(amountText(5990)).toBe('59.9')
    expect(amountText(1)).toBe('0.01')
    expect(moneyText(2000)).toBe('¥20')
    expect(moneyText(2000, '学币')).toBe('20学币')
  })
})
