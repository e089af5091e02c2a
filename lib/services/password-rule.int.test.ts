// docs/spec.md §5's password rule through the real dispatcher: a password with `_` or `.` (letters and digits, 6–16, no
// whitespace) can be set and signs in; it was refused with a message whose every condition it met (issue 27).
import { rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { post } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
let demoId: number

beforeAll(async () => {
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())

let phoneSeq = 0
const freshPhone = () => `1370000${String(++phoneSeq).padStart(4, '0')}`

async function latestCode(phone: string) {
  const [message] = await listOutbox(db.db, { tenantId: demoId, phone })
  return message!.code
}

/** A code-login account (no password yet), signed in: its bearer. */
async function codeAccount(phone: string) {
  await db.db.delete(rateLimits)
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })
  const login = await post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: phone,
    phoneCode: await latestCode(phone),
    isAgreeProtocol: true,
  })
  expect(login.status).toBe(200)
  return login.body.result.accessToken as string
}

const passwordLogin = (phone: string, password: string) =>
  post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, password, ispassword: true })

describe('a password with `_` or `.`', () => {
  it('is set by the SMS code, then changed by the old one, and each signs in', async () => {
    const phone = freshPhone()
    const bearer = await codeAccount(phone)
    await db.db.delete(rateLimits)
    expect((await post('/api/TokenAuth/UserPhoneCode', {}, { bearer })).status).toBe(200)
    const first = await post(
      '/api/TokenAuth/ChangeUserPsw',
      { phoneCode: await latestCode(phone), password: 'abc123_x', confirmPassword: 'abc123_x' },
      { bearer },
    )
    expect(first.status).toBe(200)
    const signedIn = await passwordLogin(phone, 'abc123_x')
    expect(signedIn.status).toBe(200)

    const second = await post(
      '/api/TokenAuth/ChangeUserPsw',
      { oldPassword: 'abc123_x', password: 'abc123.x', confirmPassword: 'abc123.x' },
      { bearer: signedIn.body.result.accessToken as string },
    )
    expect(second.status).toBe(200)
    expect((await passwordLogin(phone, 'abc123.x')).status).toBe(200)
  })

  it('still needs two classes: `_` and `.` count as none, and the refusal says so', async () => {
    const phone = freshPhone()
    const bearer = await codeAccount(phone)
    await db.db.delete(rateLimits)
    await post('/api/TokenAuth/UserPhoneCode', {}, { bearer })
    const res = await post(
      '/api/TokenAuth/ChangeUserPsw',
      { phoneCode: await latestCode(phone), password: 'abcdef_.', confirmPassword: 'abcdef_.' },
      { bearer },
    )
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('密码须至少包含字母、数字、符号(!@#$%^&*)中的两种')
  })
})
