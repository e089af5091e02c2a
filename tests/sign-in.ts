// Signing in through the real dispatcher, as the integration tests' actors do (demo host unless given): a seeded
// company by login name, a seeded individual by password, or a new phone's first code login, which creates it.
import type { Db } from '@/lib/db/client'
import { rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { post } from './api-client'

const SEEDED_PASSWORD = 'Qihang2026'

function tokenOf(res: Awaited<ReturnType<typeof post>>): string {
  expect(res.status).toBe(200)
  return res.body.result.accessToken as string
}

/** A seeded company's bearer token. */
export async function companyToken(loginName: string, password = SEEDED_PASSWORD): Promise<string> {
  return tokenOf(
    await post('/api/TokenAuth/AuthenticateCompany', { userNameOrEmailAddress: loginName, password, ispassword: true }),
  )
}

/** A seeded individual's bearer token (password login). */
export async function userToken(phone: string, password = SEEDED_PASSWORD): Promise<string> {
  return tokenOf(
    await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, password, ispassword: true }),
  )
}

/** A phone's first login by code (it creates the account); the limits are cleared first so a test may make many. */
export async function firstCodeLogin(db: Db, tenantId: number, phone: string) {
  await db.delete(rateLimits)
  await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })
  const [sms] = await listOutbox(db, { tenantId, phone })
  const res = await post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: phone,
    phoneCode: sms!.code,
    isAgreeProtocol: true,
  })
  return { bearer: tokenOf(res), userId: res.body.result.userId as number }
}
