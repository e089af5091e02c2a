// Accounts through the real dispatcher: codes from the outbox, logins, sessions, limits, resets.
import os from 'node:os'
import path from 'node:path'
import { listOutbox } from '@/lib/sms/outbox'
import { call, cookieOf, post } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId: number

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-accounts-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  const summary = db.seeded
  demoId = summary.tenants.find((t) => t.slug === 'demo')!.id
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

/** The learner's own address: her second send within the minute is her own limit's (429), not the phone's ceiling's. */
const HOME_IP = '203.0.113.50'

async function latestCode(phone: string, tenantId = demoId) {
  const [message] = await listOutbox(db.db, { tenantId, phone })
  return message?.code
}

describe('code login creates the account', () => {
  const phone = '13712345678'
  let cookie = ''
  let token = ''

  it('sends a code to the outbox and logs in with it, with every login result field', async () => {
    const sent = await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone }, { ip: HOME_IP })
    expect(sent.status).toBe(200)
    expect(sent.body.result).toEqual({ resendAfterSeconds: 60, expireInSeconds: 300 })
    const code = await latestCode(phone)
    expect(code).toMatch(/^\d{4}$/)
    const login = await post('/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: phone,
      phoneCode: code,
      ispassword: false,
      logetype: 1,
      isAgreeProtocol: true,
    })
    expect(login.status).toBe(200)
    for (const key of [
      'accessToken',
      'logoUrl',
      'icoUrl',
      'userName',
      'userLogo',
      'isThirdHeadImg',
      'phoneNumber',
      'userId',
      'frontCompanyId',
      'isBindThirdAccount',
    ]) {
      expect(login.body.result).toHaveProperty(key)
    }
    expect(login.body.result).toMatchObject({ phoneNumber: phone, userName: '学员5678', frontCompanyId: null })
    expect(login.body.result.accessToken.length).toBeGreaterThanOrEqual(43)
    expect(login.setCookie).toMatch(/HttpOnly/)
    expect(login.setCookie).toMatch(/SameSite=Lax/)
    cookie = cookieOf(login.setCookie)
    token = login.body.result.accessToken
    expect(cookie).not.toContain(token)
  })

  it('answers GetUserBasicInfo with the cookie and with the bearer token', async () => {
    for (const auth of [{ cookie }, { bearer: token }]) {
      const info = await call('/api/services/app/FrontUser/GetUserBasicInfo', auth)
      expect(info.status).toBe(200)
      expect(info.body.result).toMatchObject({ kind: 'user', phoneNumber: phone })
    }
  })

  it('refuses the same code a second time', async () => {
    const code = (await listOutbox(db.db, { tenantId: demoId, phone }))[0].code
    const again = await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: code })
    expect(again.status).toBe(400)
    // Code 0: a refusal shown where the user acted, no navigation.
    expect(again.body.error).toMatchObject({ code: 0, message: '验证码错误或已失效' })
  })

  it('refuses a second send within 60 s in Chinese, with Retry-After; from elsewhere it asks for a 图形验证码', async () => {
    const elsewhere = await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })
    expect(elsewhere.status).toBe(428)
    expect(elsewhere.body.error).toMatchObject({ code: 428, message: '操作较为频繁，请输入图形验证码后继续' })
    const second = await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone }, { ip: HOME_IP })
    expect(second.status).toBe(429)
    expect(second.body.error).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^验证码发送过于频繁，请\d+秒后再试$/),
    })
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })

  it('rejects the token after Logout, with -10 (ended elsewhere)', async () => {
    const out = await post('/api/TokenAuth/Logout', {}, { bearer: token })
    expect(out.status).toBe(200)
    expect(out.setCookie).toMatch(/Max-Age=0/)
    const after = await call('/api/services/app/FrontUser/GetUserBasicInfo', { bearer: token })
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ success: false, unAuthorizedRequest: true, error: { code: -10 } })
    const withCookie = await call('/api/services/app/FrontUser/GetUserBasicInfo', { cookie })
    expect(withCookie.status).toBe(401)
    expect(withCookie.body).toMatchObject({ unAuthorizedRequest: true, error: { code: -10 } })
  })
})

it('kills a code after wrong tries', async () => {
  const phone = '13712340000'
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })
  const code = (await latestCode(phone))!
  const wrong = code === '0000' ? '1111' : '0000'
  const messages: string[] = []
  for (let i = 0; i < 6; i++) {
    messages.push(
      (await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: wrong })).body.error
        .message,
    )
  }
  expect(messages.slice(0, 4)).toEqual(Array(4).fill('验证码错误或已失效'))
  expect(messages[4]).toBe('验证码错误次数过多，请重新获取')
  const right = await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: code })
  expect(right.status).toBe(400)
  expect(right.body.error).toMatchObject({ code: 0, message: '验证码错误次数过多，请重新获取' })
})

describe('seeded password logins', () => {
  it('individual on demo, company on demo; the demo password does not open acme', async () => {
    const user = await post('/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: '13800000001',
      password: 'Qihang2026',
      ispassword: true,
    })
    expect(user.status).toBe(200)
    expect(user.body.result.userName).toBe('学员小王')
    const company = await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'QIHANG_HR',
      password: 'Qihang2026',
      ispassword: true,
    })
    expect(company.status).toBe(200)
    expect(company.body.result).toMatchObject({ userName: '启航科技有限公司', frontCompanyId: expect.any(Number) })
    const acme = await post(
      '/api/TokenAuth/Authenticate',
      { userNameOrEmailAddress: '13800000001', password: 'Qihang2026', ispassword: true },
      { host: 'acme.localhost' },
    )
    expect(acme.status).toBe(400)
    expect(acme.body).toMatchObject({ unAuthorizedRequest: false, error: { code: 0, message: '手机号或密码错误' } })
    const acmeOwn = await post(
      '/api/TokenAuth/Authenticate',
      { userNameOrEmailAddress: '13800000001', password: 'Acme2026x', ispassword: true },
      { host: 'acme.localhost' },
    )
    expect(acmeOwn.status).toBe(200)
    expect(acmeOwn.body.result.userId).not.toBe(user.body.result.userId)
  })

  it('a demo session is not valid on acme', async () => {
    const user = await post('/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: '13800000001',
      password: 'Qihang2026',
      ispassword: true,
    })
    const info = await call('/api/services/app/FrontUser/GetUserBasicInfo', {
      host: 'acme.localhost',
      bearer: user.body.result.accessToken,
    })
    expect(info.status).toBe(401)
    // Unknown on acme, so "not signed in" (401), not "ended elsewhere" (-10): acme's client must keep its storage.
    expect(info.body).toMatchObject({ unAuthorizedRequest: true, error: { code: 401, message: '请先登录' } })
  })

  it('answers the same for an unknown phone and a wrong password, then limits guessing', async () => {
    const unknown = await post('/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: '13811112222',
      password: 'Whatever1',
      ispassword: true,
    })
    const wrong = await post(
      '/api/TokenAuth/Authenticate',
      { userNameOrEmailAddress: '13800000001', password: 'Wrong123', ispassword: true },
      { host: 'acme.localhost' },
    )
    expect(unknown.body.error.message).toBe(wrong.body.error.message)
    // One guesser, one address: stopped after 5 failures (lib/auth/account-probing.int.test.ts has the whole policy).
    let last = wrong
    for (let i = 0; i < 10; i++) {
      last = await post(
        '/api/TokenAuth/Authenticate',
        { userNameOrEmailAddress: '13800000001', password: 'Wrong123', ispassword: true },
        { host: 'acme.localhost', ip: '10.9.0.1' },
      )
    }
    expect(last.status).toBe(429)
    expect(last.body.error).toMatchObject({ code: 429, message: expect.stringMatching(/请稍后再试/) })
    const evenRight = await post(
      '/api/TokenAuth/Authenticate',
      { userNameOrEmailAddress: '13800000001', password: 'Acme2026x', ispassword: true },
      { host: 'acme.localhost', ip: '10.9.0.1' },
    )
    expect(evenRight.status).toBe(429)
  })
})

describe('bad input never reaches a 500', () => {
  it.each([
    ['/api/TokenAuth/SendPhoneCode', {}, '请输入手机号码'],
    ['/api/TokenAuth/SendPhoneCode', { PhoneNumber: '' }, '请输入手机号码'],
    ['/api/TokenAuth/SendPhoneCode', { PhoneNumber: '12345678901' }, '手机号格式不正确'],
    ['/api/TokenAuth/SendPhoneCode', { PhoneNumber: '138000000011' }, '手机号格式不正确'],
    ['/api/TokenAuth/SendPhoneCode', { PhoneNumber: 13800000001 }, '手机号格式不正确'],
    ['/api/TokenAuth/Authenticate', { userNameOrEmailAddress: '13800000001' }, '验证码不能为空'],
    ['/api/TokenAuth/Authenticate', { userNameOrEmailAddress: '13800000001', ispassword: true }, '密码不能为空'],
    [
      '/api/TokenAuth/Authenticate',
      { userNameOrEmailAddress: '13800000001', ispassword: true, password: 'x'.repeat(17) },
      '密码不能超过16位',
    ],
    ['/api/TokenAuth/AuthenticateCompany', { userNameOrEmailAddress: '', password: 'a' }, '请输入登录名'],
    ['/api/TokenAuth/AuthenticateCompany', { userNameOrEmailAddress: 'qihang_hr' }, '请输入密码'],
    [
      '/api/TokenAuth/AuthenticateCompany',
      { userNameOrEmailAddress: 'q'.repeat(17), password: 'a' },
      '登录名不能超过16位',
    ],
    [
      '/api/services/app/FrontCompany/RegisterCompany',
      { companyName: '某公司', userName: '1abc', password: 'abc12345', PhoneNumber: '13912345678', phoneCode: '1234' },
      '登录名须以字母开头，由字母、数字、下划线或减号组成，至少3位',
    ],
    [
      '/api/services/app/FrontCompany/RegisterCompany',
      { companyName: '某公司', userName: 'abcd', password: 'abcdefgh', PhoneNumber: '13912345678', phoneCode: '1234' },
      '密码须至少包含字母、数字、符号(!@#$%^&*)中的两种',
    ],
  ])('%s %j → 400 %s', async (p, body, message) => {
    const r = await post(p, body)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({
      success: false,
      error: { code: 400, message, validationErrors: expect.arrayContaining([expect.objectContaining({ message })]) },
    })
  })

  it('refuses a cross-site write with 403', async () => {
    const r = await post(
      '/api/TokenAuth/Logout',
      {},
      { origin: 'http://acme.localhost:3000', host: 'demo.localhost:3000' },
    )
    expect(r.status).toBe(403)
    expect(r.body.error).toMatchObject({ code: 403, message: '跨站请求已被拒绝' })
    const same = await post(
      '/api/TokenAuth/Logout',
      {},
      { origin: 'http://demo.localhost:3000', host: 'demo.localhost:3000' },
    )
    expect(same.status).toBe(200)
  })

  it('needs a session for GetUserBasicInfo', async () => {
    const r = await call('/api/services/app/FrontUser/GetUserBasicInfo')
    expect(r.status).toBe(401)
    expect(r.body).toMatchObject({ unAuthorizedRequest: true, error: { code: 401 } })
  })
})

describe('company registration and resets', () => {
  it('registers a company (name checked live), then logs in', async () => {
    expect(
      (await post('/api/services/app/FrontCompany/CheckCompanUserName', { userName: 'Qihang_HR' })).body.result,
    ).toBe(false)
    expect(
      (await post('/api/services/app/FrontCompany/CheckCompanUserName', { userName: 'newco_admin' })).body.result,
    ).toBe(true)
    await post('/api/TokenAuth/SendCompanyPhoneCode', { PhoneNumber: '13922223333' })
    const code = await latestCode('13922223333')
    expect(
      (await post('/api/TokenAuth/CheckCompanyPhoneCode', { PhoneNumber: '13922223333', phoneCode: code })).body.result,
    ).toBe(true)
    const reg = await post('/api/services/app/FrontCompany/RegisterCompany', {
      companyName: '新启点咨询有限公司',
      userName: 'newco_admin',
      password: 'Newco2026!',
      confirmPassword: 'Newco2026!',
      PhoneNumber: '13922223333',
      phoneCode: code,
      isAgreeProtocol: true,
    })
    expect(reg.status).toBe(200)
    expect(reg.body.result.userName).toBe('newco_admin')
    const login = await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'newco_admin',
      password: 'Newco2026!',
      ispassword: true,
    })
    expect(login.body.result.userName).toBe('新启点咨询有限公司')
    const dup = await post('/api/services/app/FrontCompany/RegisterCompany', {
      companyName: '又一家',
      userName: 'NEWCO_ADMIN',
      password: 'Newco2026!',
      PhoneNumber: '13922223333',
      phoneCode: code,
      isAgreeProtocol: true,
    })
    expect(dup.status).toBe(409)
    expect(dup.body.error).toMatchObject({ code: 409, message: '该登录名已被注册' })
  })

  it('resets a personal password, ends the old sessions, and the new password works', async () => {
    const phone = '13800000001'
    const before = await post('/api/TokenAuth/Authenticate', {
      userNameOrEmailAddress: phone,
      password: 'Qihang2026',
      ispassword: true,
    })
    const oldToken = before.body.result.accessToken
    const sent = await post('/api/services/app/FrontUser/SendCompanyResetPasswordCode', { PhoneNumber: phone })
    expect(sent.status).toBe(200)
    const code = await latestCode(phone)
    expect(
      (await post('/api/services/app/FrontUser/CheckCompanyResetPasswordCode', { PhoneNumber: phone, phoneCode: code }))
        .body.result,
    ).toBe(true)
    const mismatch = await post('/api/services/app/FrontUser/FrontCompanyResetPassword', {
      PhoneNumber: phone,
      phoneCode: code,
      password: 'NewPass2026',
      confirmPassword: 'Other2026',
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.error).toMatchObject({
      code: 400,
      message: '两次输入的密码不一致',
      validationErrors: [{ message: '两次输入的密码不一致', members: ['confirmPassword'] }],
    })
    const reset = await post('/api/services/app/FrontUser/FrontCompanyResetPassword', {
      PhoneNumber: phone,
      phoneCode: code,
      password: 'NewPass2026',
      confirmPassword: 'NewPass2026',
    })
    expect(reset.status).toBe(200)
    const old = await call('/api/services/app/FrontUser/GetUserBasicInfo', { bearer: oldToken })
    expect(old.status).toBe(401)
    expect(old.body).toMatchObject({
      unAuthorizedRequest: true,
      error: { code: -10, message: '登录已失效，请重新登录' },
    })
    expect(
      (
        await post('/api/TokenAuth/Authenticate', {
          userNameOrEmailAddress: phone,
          password: 'NewPass2026',
          ispassword: true,
        })
      ).status,
    ).toBe(200)
  })

  it('answers an unknown phone alike and sends nothing', async () => {
    const r = await post('/api/services/app/FrontUser/SendCompanyResetPasswordCode', { PhoneNumber: '13566667777' })
    expect(r.status).toBe(200)
    expect(await latestCode('13566667777')).toBeUndefined()
  })

  it('resets a company password via its contact phone', async () => {
    await post('/api/services/app/FrontCompany/SendCompanyResetPasswordCode', {
      userName: 'qihang_hr',
      PhoneNumber: '13900000001',
    })
    const code = await latestCode('13900000001')
    const reset = await post('/api/services/app/FrontCompany/FrontCompanyResetPassword', {
      userName: 'qihang_hr',
      PhoneNumber: '13900000001',
      phoneCode: code,
      password: 'Company2026',
      confirmPassword: 'Company2026',
    })
    expect(reset.status).toBe(200)
    expect(
      (
        await post('/api/TokenAuth/AuthenticateCompany', {
          userNameOrEmailAddress: 'qihang_hr',
          password: 'Company2026',
          ispassword: true,
        })
      ).status,
    ).toBe(200)
  })
})
