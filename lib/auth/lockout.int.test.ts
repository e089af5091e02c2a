// Issue 23 M3: strangers cannot lock an owner out. Before, 20 wrong passwords from anywhere paused password login for an
// hour (429) and a few anonymous sends spent the phone's SMS quota, so the owner could neither sign in nor get a code.
// Now the caller's own counters refuse, and a phone's or an account's counters from everywhere are a ceiling past which
// a 图形验证码 is asked — answered once, on its own tenant, within five minutes.
import os from 'node:os'
import path from 'node:path'
import { findOrCreateIndividual, setIndividualPassword } from '@/lib/db/queries/accounts'
import { listOutbox } from '@/lib/sms/outbox'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { call, freshIp, post, type Answer } from '@/tests/api-client'
import { captchaDraw } from './captcha'
import { hashPassword } from './password'

let db: SeededTestDatabase
let demoId: number
const PASSWORD = 'Right2026'
const LOGIN = '/api/TokenAuth/Authenticate'
const SEND = '/api/TokenAuth/SendPhoneCode'
const ANSWER = '7482'

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-lockout-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  jest.spyOn(captchaDraw, 'answer').mockReturnValue(ANSWER)
}, 120_000)
afterAll(() => db.cleanup())

async function account(phone: string): Promise<string> {
  const row = await findOrCreateIndividual(db.db, { tenantId: demoId, phone, nickname: `学员${phone.slice(-4)}` })
  await setIndividualPassword(db.db, { tenantId: demoId, id: row.id, passwordHash: await hashPassword(PASSWORD) })
  return phone
}
/** A picture as the dialog gets it, and the header the retried call carries. */
async function picture(
  host = 'demo.localhost',
  ip = freshIp(),
): Promise<{ id: string; header: string; answer: Answer }> {
  const answer = await call('/api/Common/GetCaptcha', { host, ip })
  const id = answer.body.result?.captchaId as string
  return { id, header: `${id}.${ANSWER}`, answer }
}
const login = (phone: string, password: string, init: { ip?: string; captcha?: string } = {}) =>
  post(
    LOGIN,
    { userNameOrEmailAddress: phone, password, ispassword: true },
    { ip: init.ip, headers: init.captcha ? { 'x-captcha': init.captcha } : {} },
  )
const expectAsked = (res: Answer, message = '操作较为频繁，请输入图形验证码后继续') => {
  expect(res.status).toBe(428)
  expect(res.body).toMatchObject({ success: false, error: { code: 428, message } })
}

describe('GetCaptcha', () => {
  it('answers a small PNG and an id; the picture is asked for only by the calls that answered 428', async () => {
    const { answer, id } = await picture()
    expect(answer.status).toBe(200)
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(answer.body.result.expireInSeconds).toBe(300)
    const png = Buffer.from(answer.body.result.image.replace(/^data:image\/png;base64,/, ''), 'base64')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.length).toBeLessThan(16_000)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('gives one address 30 pictures in 10 minutes', async () => {
    const ip = freshIp()
    for (let i = 0; i < 30; i++) expect((await picture('demo.localhost', ip)).answer.status).toBe(200)
    const refused = (await picture('demo.localhost', ip)).answer
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toMatch(/^获取图形验证码过于频繁，请\d+分钟后再试$/)
  })
})

describe('password login past the account’s ceiling', () => {
  it('asks the owner for a 图形验证码 instead of locking her out, and lets her in with it', async () => {
    const phone = await account('13722220001')
    for (let i = 0; i < 20; i++) expect((await login(phone, 'Wrong2026', { ip: freshIp() })).status).toBe(400)
    expectAsked(await login(phone, PASSWORD))
    const { header } = await picture()
    const owner = await login(phone, PASSWORD, { captcha: header })
    expect(owner.status).toBe(200)
    expect(owner.body.result.phoneNumber).toBe(phone)
  })

  it('a picture answers once: wrong, reused, foreign or malformed answers are asked again', async () => {
    const phone = await account('13722220002')
    for (let i = 0; i < 20; i++) await login(phone, 'Wrong2026', { ip: freshIp() })
    const wrongMessage = '图形验证码错误或已失效，请重新输入'
    const first = await picture()
    expectAsked(await login(phone, PASSWORD, { captcha: `${first.id}.0000` }), wrongMessage)
    expectAsked(await login(phone, PASSWORD, { captcha: first.header }), wrongMessage)
    const acme = await picture('acme.localhost')
    expect(acme.answer.status).toBe(200)
    expectAsked(await login(phone, PASSWORD, { captcha: acme.header }), wrongMessage)
    for (const junk of ['x', `${'A'.repeat(24)}.12345`, `${'A'.repeat(24)}`, '.1234'])
      expectAsked(await login(phone, PASSWORD, { captcha: junk }), wrongMessage)
    const good = await picture()
    expect((await login(phone, PASSWORD, { captcha: good.header })).status).toBe(200)
    expectAsked(await login(phone, PASSWORD, { captcha: good.header }), wrongMessage)
  })

  it('a right picture does not help a wrong password, and the guesser’s own address still stops him', async () => {
    const phone = await account('13722220003')
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) expect((await login(phone, 'Wrong2026', { ip: attacker })).status).toBe(400)
    expect((await login(phone, 'Wrong2026', { ip: attacker, captcha: (await picture()).header })).status).toBe(429)
    for (let i = 0; i < 15; i++) await login(phone, 'Wrong2026', { ip: freshIp() })
    const wrong = await login(phone, 'Wrong2026', { captcha: (await picture()).header })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.message).toBe('手机号或密码错误')
  })
})

describe('SMS codes past the phone’s ceiling', () => {
  it('a stranger’s send does not keep the owner from her code: she answers a picture and gets it', async () => {
    const phone = await account('13722220004')
    expect((await post(SEND, { PhoneNumber: phone }, { ip: freshIp() })).status).toBe(200)
    const owner = freshIp()
    expectAsked(await post(SEND, { PhoneNumber: phone }, { ip: owner }))
    const sent = await post(
      SEND,
      { PhoneNumber: phone },
      { ip: owner, headers: { 'x-captcha': (await picture()).header } },
    )
    expect(sent.status).toBe(200)
    const [sms] = await listOutbox(db.db, { tenantId: demoId, phone })
    expect(
      (await post(LOGIN, { userNameOrEmailAddress: phone, phoneCode: sms.code, ispassword: false }, { ip: owner }))
        .status,
    ).toBe(200)
  })

  it('strangers’ wrong codes from many addresses make the owner answer a picture, never lose her code', async () => {
    const phone = await account('13722220005')
    const owner = freshIp()
    expect((await post(SEND, { PhoneNumber: phone }, { ip: owner })).status).toBe(200)
    const [sms] = await listOutbox(db.db, { tenantId: demoId, phone })
    // Wrong codes on the company-login purpose: they count on the phone across purposes, but never touch her login code.
    for (let i = 0; i < 20; i++) {
      const guess = await post(
        '/api/TokenAuth/AuthenticateCompany',
        { userNameOrEmailAddress: phone, password: '0000', ispassword: false },
        { ip: freshIp() },
      )
      expect(guess.status).toBe(400)
    }
    const plain = await post(
      LOGIN,
      { userNameOrEmailAddress: phone, phoneCode: sms.code, ispassword: false },
      { ip: owner },
    )
    expectAsked(plain)
    const withPicture = await post(
      LOGIN,
      { userNameOrEmailAddress: phone, phoneCode: sms.code, ispassword: false },
      { ip: owner, headers: { 'x-captcha': (await picture()).header } },
    )
    expect(withPicture.status).toBe(200)
  })

  it('the caller’s own limits still refuse outright: one send a minute per phone and address', async () => {
    const phone = await account('13722220006')
    const ip = freshIp()
    expect((await post(SEND, { PhoneNumber: phone }, { ip })).status).toBe(200)
    const again = await post(SEND, { PhoneNumber: phone }, { ip, headers: { 'x-captcha': (await picture()).header } })
    expect(again.status).toBe(429)
    expect(again.body.error.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/)
  })
})
