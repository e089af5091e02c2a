/** @jest-environment node */
// L4: the development outbox endpoint hands out every login code, so it opens only on a development server.
import { GET } from '@/app/api/dev/sms-outbox/route'
import { isOutboxActive } from './index'

describe('isOutboxActive', () => {
  it('opens on a server bound to loopback (npm start binds localhost by default)', () => {
    expect(isOutboxActive({})).toBe(true)
    for (const HOST of ['localhost', '127.0.0.1', '::1', '[::1]', 'LOCALHOST'])
      expect(isOutboxActive({ HOST })).toBe(true)
  })

  it('stays shut on a server bound to a network interface, unless SMS_PROVIDER=outbox says so on purpose', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'staging.example.com']) {
      expect(isOutboxActive({ HOST })).toBe(false)
      expect(isOutboxActive({ HOST, SMS_PROVIDER: 'outbox' })).toBe(true)
    }
  })

  it('never opens under APP_ENV=production, nor with a real gateway', () => {
    expect(isOutboxActive({ APP_ENV: 'production', SMS_PROVIDER: 'outbox', HOST: 'localhost' })).toBe(false)
    expect(isOutboxActive({ SMS_PROVIDER: 'aliyun', HOST: 'localhost' })).toBe(false)
  })
})

describe('GET /api/dev/sms-outbox', () => {
  afterEach(() => {
    delete process.env.HOST
  })

  it('answers like an unknown API path on a staging server bound to 0.0.0.0', async () => {
    process.env.HOST = '0.0.0.0'
    const res = await GET(
      new Request('http://demo.example.com/api/dev/sms-outbox?phone=13800000001', {
        headers: { host: 'demo.example.com' },
      }),
    )
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ success: false, __abp: true, error: { code: 404, message: '接口不存在' } })
  })
})
