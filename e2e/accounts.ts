// Account helpers for e2e: unique phones and names per run (PostgreSQL keeps data between runs), outbox codes.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { apiUrl, hostHeader } from './helpers'

let seq = 0
/** A mainland phone no earlier run used: 137 + 8 digits from the clock and a counter. */
export function freshPhone(): string {
  seq += 1
  const n = (Date.now() % 1_000_000) * 100 + (seq % 100)
  return `137${String(n).padStart(8, '0').slice(-8)}`
}

export function freshLoginName(): string {
  seq += 1
  return `co${Date.now().toString(36).slice(-6)}${seq}`
}

/**
 * The newest code the development outbox holds for this phone, sent at or after `since` (ms) — so a code
 * from an earlier step is never mistaken for the one just requested.
 */
export async function outboxCode(request: APIRequestContext, phone: string, since = 0, tenant = 'demo'): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const res = await request.get(apiUrl(`/api/dev/sms-outbox?phone=${phone}`), { headers: hostHeader(tenant) })
      const newest = (await res.json()).result?.[0]
      code = newest && Date.parse(newest.sentAt) >= since - 1000 ? newest.code : ''
      return code
    })
    .toMatch(/^\d{4}$/)
  return code
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).sort())
}

const post = (request: APIRequestContext, path: string, data: unknown, tenant = 'demo') =>
  request.post(apiUrl(path), { headers: hostHeader(tenant), data })

/**
 * Ticks 「我已阅读并同意《用户协议》《隐私政策》」 in the form inside `scope`, every login and registration form asks for it.
 * Retried: a tick given before hydration finishes may not reach React's state.
 */
export async function agree(scope: Page | Locator): Promise<void> {
  const box = scope.getByRole('checkbox', { name: /我已阅读并同意/ })
  await expect(async () => {
    await box.check({ timeout: 2000 })
    await expect(box).toBeChecked({ timeout: 500 })
  }).toPass()
}

/** An individual that exists (first code login creates it); returns when its code was sent. */
export async function createIndividual(request: APIRequestContext, phone: string): Promise<number> {
  const sentAt = Date.now()
  expect((await post(request, '/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })).status()).toBe(200)
  const code = await outboxCode(request, phone)
  expect((await post(request, '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: true })).status()).toBe(200)
  return sentAt
}

export interface SignedIn {
  phone: string
  sentAt: number
  /** The session cookie (`name=value`) the login answered, for a browser context to carry. */
  cookie: string
  result: { userId: number; userName: string; userLogo: string; phoneNumber: string }
}

/** A new individual signed in by the API: its session cookie and login result, for a page to take over later. */
export async function signedInIndividual(request: APIRequestContext, phone: string): Promise<SignedIn> {
  const sentAt = Date.now()
  expect((await post(request, '/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })).status()).toBe(200)
  const code = await outboxCode(request, phone)
  const res = await post(request, '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: true })
  expect(res.status()).toBe(200)
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]
  return { phone, sentAt, cookie, result: (await res.json()).result }
}

/** A seeded individual signed in by password through the API (README accounts), for a page to take over. */
export async function passwordSession(request: APIRequestContext, phone: string, password: string): Promise<SignedIn> {
  const res = await post(request, '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, password, ispassword: true })
  expect(res.status()).toBe(200)
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]
  return { phone, sentAt: 0, cookie, result: (await res.json()).result }
}

/** The browser takes over a session made by the API: the cookie, and the §3 keys the login page would have stored. */
export async function adoptSession(page: Page, tenantOrigin: string, who: SignedIn): Promise<void> {
  const [name, ...value] = who.cookie.split('=')
  await page.context().addCookies([{ name, value: value.join('='), url: tenantOrigin, httpOnly: true, sameSite: 'Lax' }])
  await page.goto(`${tenantOrigin}/404`)
  await page.evaluate((r) => {
    const set = (k: string, v: string) => localStorage.setItem(k, v)
    set('userName', r.userName)
    set('userLogo', r.userLogo ?? '')
    set('userId', String(r.userId))
    set('phonenumber', r.phoneNumber)
    set('PERSONAL', '1')
    set('logintype', '1')
  }, who.result)
}

/** A registered company whose contact phone is `phone`; returns when its code was sent. */
export async function createCompany(request: APIRequestContext, loginName: string, phone: string, password: string): Promise<number> {
  const sentAt = Date.now()
  expect((await post(request, '/api/TokenAuth/SendCompanyPhoneCode', { PhoneNumber: phone })).status()).toBe(200)
  const code = await outboxCode(request, phone)
  const res = await post(request, '/api/services/app/FrontCompany/RegisterCompany', {
    companyName: 'E2E 测试企业', userName: loginName, password, confirmPassword: password, PhoneNumber: phone, phoneCode: code, isAgreeProtocol: true,
  })
  expect(res.status()).toBe(200)
  return sentAt
}

/** A phone gets one code a minute: wait out what is left of that minute since `sentAt`. */
export async function waitForResend(sentAt: number): Promise<void> {
  const left = sentAt + 61_000 - Date.now()
  if (left > 0) await new Promise((r) => setTimeout(r, left))
}
