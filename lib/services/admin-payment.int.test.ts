// AdminPayment (支付设置) through the dispatcher: 管理员 only; a channel saved with its keys checked (a PEM that does
// not parse, a short APIv3 key, letters in the 商户号 refused in Chinese), 开启 only when every field is set, the
// secrets sealed (the row and the audit log hold none in clear), a blank secret keeping the stored one, Alipay's
// one-line keys taken, and acme never seeing demo's account.
import { generateKeyPairSync } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { auditLog, paymentChannels } from '@/lib/db/schema'
import { openSecret } from '@/lib/payments/secrets'
import { call, post } from '@/tests/api-client'
import { ACME, db, ids, withCouponDatabase } from '@/tests/coupon-harness'
import { consoleCookie } from '@/tests/console-session'

withCouponDatabase('admin-payment')

const P = '/admin/api/services/app/AdminPayment'
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const PRIVATE = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const PUBLIC = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()
const V3 = 'Abcdefghijklmnopqrstuvwxyz012345'
const WECHAT = {
  channel: 'wechat',
  enabled: true,
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  platformPublicKeyId: 'PUB_KEY_ID_0119000001092024',
  privateKeyPem: PRIVATE,
  apiV3Key: V3,
  platformPublicKeyPem: PUBLIC,
}

async function as(login: string, host = 'demo.localhost') {
  const tenantId = host === ACME ? ids.acme : ids.demo
  return { cookie: await consoleCookie(db.db, tenantId, login), host, origin: `http://${host}` }
}
const save = async (body: object, login = 'admin') => post(`${P}/SaveChannel`, body, await as(login))
const stored = async (tenantId = ids.demo) =>
  db.db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.tenantId, tenantId), eq(paymentChannels.channel, 'wechat')))

it('is 管理员 only', async () => {
  for (const login of ['viewer', 'support', 'content']) {
    expect((await call(`${P}/GetChannels`, await as(login))).status).toBe(403)
    expect((await save(WECHAT, login)).status).toBe(403)
  }
  const fresh = (await call(`${P}/GetChannels`, await as('admin'))).body.result
  expect(fresh.channels.map((c: { channel: string; enabled: boolean }) => [c.channel, c.enabled])).toEqual([
    ['wechat', false],
    ['alipay', false],
  ])
})

it('refuses bad keys, a short APIv3 key, letters in the 商户号 and 开启 with a field missing', async () => {
  const refusal = async (body: object) => {
    const res = await save(body)
    expect(res.status).toBe(400)
    return res.body.error.message as string
  }
  expect(
    await refusal({ ...WECHAT, privateKeyPem: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }),
  ).toContain('商户API私钥无法识别')
  expect(await refusal({ ...WECHAT, platformPublicKeyPem: 'garbage' })).toContain('微信支付公钥无法识别')
  expect(await refusal({ ...WECHAT, apiV3Key: V3.slice(1) })).toContain('APIv3密钥必须是32个字符')
  expect(await refusal({ ...WECHAT, mchId: '19000x' })).toContain('商户号只能是数字')
  expect(await refusal({ ...WECHAT, apiV3Key: '', serialNo: '' })).toBe('开启前请填写：商户API证书序列号、APIv3密钥')
  expect(await stored()).toEqual([])
})

it('seals the secrets, shows only whether each is set, keeps a blank one, and audits no secret', async () => {
  expect((await save(WECHAT)).status).toBe(200)
  const [row] = await stored()
  expect(row.enabled).toBe(true)
  expect(row.settings).toEqual({
    mchId: WECHAT.mchId,
    appId: WECHAT.appId,
    serialNo: WECHAT.serialNo,
    platformPublicKeyId: WECHAT.platformPublicKeyId,
  })
  const clear = JSON.stringify(row)
  for (const secret of [V3, 'PRIVATE KEY', PUBLIC.split('\n')[1]]) expect(clear).not.toContain(secret)
  expect(JSON.parse(openSecret(row.sealedSecrets!))).toEqual({
    privateKeyPem: PRIVATE.trim(),
    apiV3Key: V3,
    platformPublicKeyPem: PUBLIC.trim(),
  })

  const view = await call(`${P}/GetChannels`, await as('admin'))
  expect(JSON.stringify(view.body)).not.toContain(V3)
  expect(view.body.result.channels[0]).toMatchObject({
    enabled: true,
    settings: { mchId: WECHAT.mchId },
    secretsSet: { privateKeyPem: true, apiV3Key: true, platformPublicKeyPem: true },
  })

  // Blank secrets keep the stored ones; a public field changes.
  const kept = await save({
    ...WECHAT,
    serialNo: 'ABCDEF',
    privateKeyPem: '',
    apiV3Key: ' ',
    platformPublicKeyPem: null,
  })
  expect(kept.status).toBe(200)
  const [again] = await stored()
  expect(again.settings.serialNo).toBe('ABCDEF')
  expect(JSON.parse(openSecret(again.sealedSecrets!)).apiV3Key).toBe(V3)

  const audits = await db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, ids.demo), like(auditLog.kind, 'AdminPayment/%')))
  expect(audits).toHaveLength(2)
  for (const secret of [V3, 'PRIVATE KEY', 'PUBLIC KEY']) expect(JSON.stringify(audits)).not.toContain(secret)
  expect(JSON.stringify(audits[0].after)).toContain('APIv3密钥')

  // acme's 管理员 sees its own (none), never demo's.
  const acme = (await call(`${P}/GetChannels`, await as('admin', ACME))).body.result
  expect(acme.channels[0]).toMatchObject({ enabled: false, settings: { mchId: '' }, secretsSet: { apiV3Key: false } })
  expect(await stored(ids.acme)).toEqual([])
})

it("takes Alipay's one-line keys as its tool shows them, and saves a channel switched off while incomplete", async () => {
  const line = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')
  expect((await save({ channel: 'alipay', enabled: false, appId: '2021000000000000' })).status).toBe(200)
  expect((await save({ channel: 'alipay', enabled: true, appId: 'abc' })).body.error.message).toContain(
    '支付宝应用ID只能是数字',
  )
  const res = await save({
    channel: 'alipay',
    enabled: true,
    appId: '2021000000000000',
    privateKeyPem: line(PRIVATE),
    alipayPublicKeyPem: line(PUBLIC),
  })
  expect(res.status).toBe(200)
  expect(res.body.result).toMatchObject({
    enabled: true,
    secretsSet: { privateKeyPem: true, alipayPublicKeyPem: true },
  })
})
