// Personal security options through the real dispatcher: password change by the old password, phone change by two codes.
import os from 'node:os'
import path from 'node:path'
import { issuePhoneTicket, TICKET_TTL_SECONDS } from '@/lib/auth/phone-ticket'
import { getIndividualByPhone, setIndividualPhone } from '@/lib/db/queries/accounts'
import { rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { call, cookieOf, post, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId: number
let acmeId: number
let phoneSeq = 0

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-security-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  const seeded = db.seeded
  demoId = seeded.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = seeded.tenants.find((t) => t.slug === 'acme')!.id
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

const USER = '/api/services/app/FrontUser'
const freshPhone = () => `1360000${String(++phoneSeq).padStart(4, '0')}`
/** A phone gets one code a minute; these journeys send several in a row, so the send limits start afresh. */
const forgetSendLimits = () => db.db.delete(rateLimits)

async function latestCode(phone: string, tenantId = demoId) {
  const [message] = await listOutbox(db.db, { tenantId, phone })
  return message!.code
}

/** A code-login account (no password yet), signed in: its bearer and cookie. */
async function codeAccount(phone = freshPhone(), host?: string) {
  await forgetSendLimits()
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone }, { host })
  const code = await latestCode(phone, host?.startsWith('acme') ? acmeId : demoId)
  const login = await post(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: true },
    { host },
  )
  expect(login.status).toBe(200)
  return { phone, bearer: login.body.result.accessToken as string, cookie: cookieOf(login.setCookie) }
}

const passwordLogin = (phone: string, password: string) =>
  post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, password, ispassword: true })

/** Sets a first password by the UserPhoneCode route (this ends every session), then signs in with it. */
async function withPassword(password: string) {
  const acc = await codeAccount()
  await forgetSendLimits()
  expect((await post('/api/TokenAuth/UserPhoneCode', {}, { bearer: acc.bearer })).status).toBe(200)
  const set = await post(
    '/api/TokenAuth/ChangeUserPsw',
    { phoneCode: await latestCode(acc.phone), password, confirmPassword: password },
    { bearer: acc.bearer },
  )
  expect(set.status).toBe(200)
  const login = await passwordLogin(acc.phone, password)
  expect(login.status).toBe(200)
  return { ...acc, bearer: login.body.result.accessToken as string }
}

const basicInfo = (init: CallInit) => call(`${USER}/GetUserBasicInfo`, init)
const expectError = (
  res: { status: number; body: { error: { message: string } } },
  status: number,
  message: string | RegExp,
) => {
  expect(res.status).toBe(status)
  expect(res.body.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
}

describe('ChangeUserPsw by the old password', () => {
  it('changes the password and ends every session of the account (-10)', async () => {
    const acc = await withPassword('First2026!')
    const other = (await passwordLogin(acc.phone, 'First2026!')).body.result.accessToken
    const res = await post(
      '/api/TokenAuth/ChangeUserPsw',
      { oldPassword: 'First2026!', password: 'Second2026!', confirmPassword: 'Second2026!' },
      { bearer: acc.bearer },
    )
    expect(res.status).toBe(200)
    expect(res.setCookie).toMatch(/Max-Age=0/)
    for (const bearer of [acc.bearer, other]) {
      const after = await basicInfo({ bearer })
      expect(after.status).toBe(401)
      expect(after.body.error.code).toBe(-10)
    }
    expect((await passwordLogin(acc.phone, 'First2026!')).status).toBe(400)
    expect((await passwordLogin(acc.phone, 'Second2026!')).status).toBe(200)
  })

  it('refuses a wrong old password, the same password, both or neither proof, and a code-only account', async () => {
    const acc = await withPassword('Keep2026!')
    const change = (body: object) => post('/api/TokenAuth/ChangeUserPsw', body, { bearer: acc.bearer })
    expectError(await change({ oldPassword: 'Wrong2026!', password: 'Next2026!' }), 400, '原密码不正确')
    expectError(await change({ oldPassword: 'Keep2026!', password: 'Keep2026!' }), 400, '新密码不能与原密码相同')
    expectError(
      await change({ oldPassword: 'Keep2026!', phoneCode: '1234', password: 'Next2026!' }),
      400,
      '原密码与手机验证码只需填写一项',
    )
    expectError(await change({ password: 'Next2026!' }), 400, '请输入原密码或手机验证码')
    expectError(
      await change({ oldPassword: '', phoneCode: '', password: 'Next2026!' }),
      400,
      '请输入原密码或手机验证码',
    )
    expectError(await change({ oldPassword: 'Keep2026!', password: 'weak' }), 400, '密码长度须为6-16位')
    // Nothing above changed anything: the session still works and the old password still signs in.
    expect((await basicInfo({ bearer: acc.bearer })).status).toBe(200)
    expect((await passwordLogin(acc.phone, 'Keep2026!')).status).toBe(200)

    const codeOnly = await codeAccount()
    expectError(
      await post(
        '/api/TokenAuth/ChangeUserPsw',
        { oldPassword: 'Any2026!', password: 'Next2026!' },
        { bearer: codeOnly.bearer },
      ),
      400,
      '您还未设置密码，请使用手机验证码修改',
    )
  })

  it('refuses the same password by the code route too', async () => {
    const acc = await withPassword('Same2026!')
    await forgetSendLimits()
    await post('/api/TokenAuth/UserPhoneCode', {}, { bearer: acc.bearer })
    const res = await post(
      '/api/TokenAuth/ChangeUserPsw',
      { phoneCode: await latestCode(acc.phone), password: 'Same2026!' },
      { bearer: acc.bearer },
    )
    expectError(res, 400, '新密码不能与原密码相同')
  })

  it('limits old-password guesses per account, from any address', async () => {
    const acc = await withPassword('Guard2026!')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await post(
            '/api/TokenAuth/ChangeUserPsw',
            { oldPassword: `Guess${i}2026!`, password: 'Next2026!' },
            { bearer: acc.bearer },
          )
        ).status,
      )
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    const right = await post(
      '/api/TokenAuth/ChangeUserPsw',
      { oldPassword: 'Guard2026!', password: 'Next2026!' },
      { bearer: acc.bearer },
    )
    expectError(right, 429, /^原密码错误次数过多，请\d+分钟后再试或使用手机验证码修改$/)
  })

  it('lets a company change its password by the old one', async () => {
    const login = await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'qihang_hr',
      password: 'Qihang2026',
      ispassword: true,
    })
    const bearer = login.body.result.accessToken
    expectError(
      await post('/api/TokenAuth/ChangeUserPsw', { oldPassword: 'Qihang2027', password: 'Company2026!' }, { bearer }),
      400,
      '原密码不正确',
    )
    expect(
      (await post('/api/TokenAuth/ChangeUserPsw', { oldPassword: 'Qihang2026', password: 'Company2026!' }, { bearer }))
        .status,
    ).toBe(200)
    const again = await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'qihang_hr',
      password: 'Company2026!',
      ispassword: true,
    })
    expect(
      (
        await post(
          '/api/TokenAuth/ChangeUserPsw',
          { oldPassword: 'Company2026!', password: 'Qihang2026' },
          { bearer: again.body.result.accessToken },
        )
      ).status,
    ).toBe(200)
  })

  it('answers a visitor 401', async () => {
    expect(
      (await post('/api/TokenAuth/ChangeUserPsw', { oldPassword: 'Any2026!', password: 'Next2026!' })).status,
    ).toBe(401)
  })
})

/** Step 1 of a phone change: the old phone's code, answered with a ticket. */
async function ticketFor(acc: { phone: string; bearer: string }) {
  await forgetSendLimits()
  expect((await post(`${USER}/SendResetPhoneNumberCode`, {}, { bearer: acc.bearer })).status).toBe(200)
  const res = await post(
    `${USER}/CheckResetPhoneNumberCode`,
    { phoneCode: await latestCode(acc.phone) },
    { bearer: acc.bearer },
  )
  expect(res.status).toBe(200)
  expect(res.body.result.expireInSeconds).toBe(TICKET_TTL_SECONDS)
  return res.body.result.ticket as string
}

describe('phone change', () => {
  it('old code → ticket → new code: changed; this session stays, the others end; sign-in follows the number', async () => {
    const acc = await withPassword('Phone2026!')
    const other = (await passwordLogin(acc.phone, 'Phone2026!')).body.result.accessToken
    const ticket = await ticketFor(acc)
    const next = freshPhone()
    expect(
      (await post(`${USER}/SendResetNewPhoneNumberCode`, { PhoneNumber: next, ticket }, { bearer: acc.bearer })).status,
    ).toBe(200)
    const done = await post(
      `${USER}/CheckResetNewPhoneNumberCode`,
      { PhoneNumber: next, phoneCode: await latestCode(next), ticket },
      { bearer: acc.bearer },
    )
    expect(done.status).toBe(200)
    expect(done.body.result).toEqual({ phoneNumber: next })
    const info = await basicInfo({ bearer: acc.bearer })
    expect(info.status).toBe(200)
    expect(info.body.result.phoneNumber).toBe(next)
    expect((await basicInfo({ cookie: acc.cookie })).body.error.code).toBe(-10) // the code-login session: another one
    expect((await basicInfo({ bearer: other })).body.error.code).toBe(-10)
    expect((await passwordLogin(next, 'Phone2026!')).status).toBe(200)
    expect((await passwordLogin(acc.phone, 'Phone2026!')).status).toBe(400)
    // The ticket died with the change: it was bound to the old number.
    expectError(
      await post(`${USER}/SendResetNewPhoneNumberCode`, { PhoneNumber: freshPhone(), ticket }, { bearer: acc.bearer }),
      400,
      '操作已过期，请重新验证原手机号',
    )
  })

  it('refuses a taken number (409), the same number (400) and wrong codes (400)', async () => {
    const acc = await codeAccount()
    const taken = await codeAccount()
    const ticket = await ticketFor(acc)
    expectError(
      await post(`${USER}/SendResetNewPhoneNumberCode`, { PhoneNumber: taken.phone, ticket }, { bearer: acc.bearer }),
      409,
      '该手机号已被注册',
    )
    expectError(
      await post(`${USER}/SendResetNewPhoneNumberCode`, { PhoneNumber: acc.phone, ticket }, { bearer: acc.bearer }),
      400,
      '新手机号不能与原手机号相同',
    )
    const next = freshPhone()
    await forgetSendLimits()
    await post(`${USER}/SendResetNewPhoneNumberCode`, { PhoneNumber: next, ticket }, { bearer: acc.bearer })
    const right = await latestCode(next)
    const wrong = right === '0000' ? '1111' : '0000'
    expectError(
      await post(
        `${USER}/CheckResetNewPhoneNumberCode`,
        { PhoneNumber: next, phoneCode: wrong, ticket },
        { bearer: acc.bearer },
      ),
      400,
      '验证码错误或已失效',
    )
    expectError(
      await post(`${USER}/CheckResetPhoneNumberCode`, { phoneCode: '0000' }, { bearer: acc.bearer }),
      400,
      '验证码错误或已失效',
    )
    // A number taken between the new code and its check is refused too, and the code is not spent.
    await codeAccount(next)
    expectError(
      await post(
        `${USER}/CheckResetNewPhoneNumberCode`,
        { PhoneNumber: next, phoneCode: right, ticket },
        { bearer: acc.bearer },
      ),
      409,
      '该手机号已被注册',
    )
    expect((await basicInfo({ bearer: acc.bearer })).body.result.phoneNumber).toBe(acc.phone)
  })

  it('lets the unique index decide a race (no 500)', async () => {
    const a = await codeAccount()
    const b = await codeAccount()
    const row = (await getIndividualByPhone(db.db, { tenantId: demoId, phone: a.phone }))!
    await expect(setIndividualPhone(db.db, { tenantId: demoId, id: row.id, phone: b.phone })).resolves.toBe(false)
    // In the service's transaction the refusal thrown after `false` is what the caller sees (then a 409).
    const inTx = db.db.transaction(async (tx) => {
      if (!(await setIndividualPhone(tx, { tenantId: demoId, id: row.id, phone: b.phone }))) throw new Error('taken')
    })
    await expect(inTx).rejects.toThrow('taken')
    expect((await getIndividualByPhone(db.db, { tenantId: demoId, phone: a.phone }))?.id).toBe(row.id)
  })

  it('refuses forged, expired, other-account and other-tenant tickets', async () => {
    const acc = await codeAccount()
    const someone = await codeAccount()
    const row = (await getIndividualByPhone(db.db, { tenantId: demoId, phone: acc.phone }))!
    const theirs = await ticketFor(someone)
    const acme = await post(
      '/api/TokenAuth/Authenticate',
      { userNameOrEmailAddress: '13800000001', password: 'Acme2026x', ispassword: true },
      { host: 'acme.localhost' },
    )
    const acmeBearer = acme.body.result.accessToken
    await forgetSendLimits()
    await post(`${USER}/SendResetPhoneNumberCode`, {}, { bearer: acmeBearer, host: 'acme.localhost' })
    const acmeTicket = (
      await post(
        `${USER}/CheckResetPhoneNumberCode`,
        { phoneCode: await latestCode('13800000001', acmeId) },
        { bearer: acmeBearer, host: 'acme.localhost' },
      )
    ).body.result.ticket
    const expired = issuePhoneTicket(
      { tenantId: demoId, accountId: row.id, phone: acc.phone },
      Date.now() - (TICKET_TTL_SECONDS + 1) * 1000,
    ).ticket
    const otherTenant = issuePhoneTicket({ tenantId: acmeId, accountId: row.id, phone: acc.phone }).ticket
    for (const ticket of [theirs, acmeTicket, expired, otherTenant, 'v1.9999999999.forged', 'x'.repeat(101)]) {
      for (const p of ['SendResetNewPhoneNumberCode', 'CheckResetNewPhoneNumberCode']) {
        expectError(
          await post(`${USER}/${p}`, { PhoneNumber: freshPhone(), phoneCode: '1234', ticket }, { bearer: acc.bearer }),
          400,
          '操作已过期，请重新验证原手机号',
        )
      }
    }
    expectError(
      await post(`${USER}/SendResetNewPhoneNumberCode`, { PhoneNumber: freshPhone() }, { bearer: acc.bearer }),
      400,
      '操作已过期，请重新验证原手机号',
    )
  })

  it('refuses a company (403) and a visitor (401)', async () => {
    const company = await post('/api/TokenAuth/AuthenticateCompany', {
      userNameOrEmailAddress: 'qihang_hr',
      password: 'Qihang2026',
      ispassword: true,
    })
    const bearer = company.body.result.accessToken
    for (const p of [
      'SendResetPhoneNumberCode',
      'CheckResetPhoneNumberCode',
      'SendResetNewPhoneNumberCode',
      'CheckResetNewPhoneNumberCode',
    ]) {
      expect(
        (await post(`${USER}/${p}`, { phoneCode: '1234', PhoneNumber: '13900001111', ticket: 'v1.1.x' }, { bearer }))
          .status,
      ).toBe(403)
      expect(
        (await post(`${USER}/${p}`, { phoneCode: '1234', PhoneNumber: '13900001111', ticket: 'v1.1.x' })).status,
      ).toBe(401)
    }
  })
})
