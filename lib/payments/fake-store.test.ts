/** @jest-environment node */
// The fake's memory is bounded and forgets expired orders; it sends nothing to another site than the tenant's own.
import { FAKE_PAY_STORE_MAX, fakePayStoreSize, ownNotifyUrl, prepayOf, rememberPrepay } from './fake-store'

const record = (orderNo: string) => ({
  channel: 'wechat' as const,
  method: 'wechat_native' as const,
  orderNo,
  amountFen: 1,
  subject: '课程',
  notifyUrl: 'http://demo.localhost:3000/api/payments/notify/wechat',
  returnUrl: null,
})

describe('fake prepay records', () => {
  it('keeps at most FAKE_PAY_STORE_MAX, the oldest going first', () => {
    const first = rememberPrepay(record('first'), null)
    for (let i = 0; i < FAKE_PAY_STORE_MAX + 5; i++) rememberPrepay(record(`o${i}`), null)
    expect(fakePayStoreSize()).toBe(FAKE_PAY_STORE_MAX)
    expect(prepayOf(first.id)).toBeNull()
  })

  it('forgets an order past its time_expire', () => {
    const gone = rememberPrepay(record('gone'), new Date(Date.now() - 1))
    expect(prepayOf(gone.id)).toBeNull()
    expect(prepayOf(rememberPrepay(record('live'), new Date(Date.now() + 60_000)).id)?.orderNo).toBe('live')
  })

  it("accepts only the channel's notify route on a tenant's own origin", () => {
    expect(ownNotifyUrl('http://demo.localhost:3000/api/payments/notify/wechat', 'wechat')?.host).toBe(
      'demo.localhost:3000',
    )
    for (const url of [
      'http://demo.localhost:3000/api/payments/notify/alipay',
      'http://demo.localhost:3000/elsewhere',
      'https://evil.example/api/payments/notify/wechat',
      'http://127.0.0.1:3000/api/payments/notify/wechat',
      'not a url',
    ])
      expect(ownNotifyUrl(url, 'wechat')).toBeNull()
  })
})
