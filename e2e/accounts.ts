// Account helpers for e2e: unique phones and names per run (PostgreSQL keeps data between runs), outbox codes, and
// sessions made by the API that a browser takes over — only the journeys about the sign-in forms use the forms.
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

let seq = 0
/** Which of the run's parallel workers this is (Playwright sets it), so two workers never make the same phone or name. */
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10
/**
 * This worker's start in milliseconds (a 2.8-hour cycle): the next worker of the same index, or a later run, counts its
 * phones on from a later start, past every number this one used (each took more than a millisecond to make).
 */
const started = Date.now() % 10_000_000

/** A mainland phone no other worker of this run and no recent run used: 137, the worker, then its start plus a counter. */
export function freshPhone(): string {
  seq += 1
  return `137${worker}${String((started + seq) % 10_000_000).padStart(7, '0')}`
}

export function freshLoginName(): string {
  seq += 1
  return `co${Date.now().toString(36).slice(-6)}${worker}x${seq}`
}

/**
 * The newest code the development outbox holds for this phone, sent at or after `since` (ms) — so a code
 * from an earlier step is never mistaken for the one just requested.
 */
export async function outboxCode(
  request: APIRequestContext,
  phone: string,
  since = 0,
  tenant = 'demo',
): Promise<string> {
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

/** Opens the desktop login popup from demo's home page and answers its dialog. */
export async function openLoginPopup(page: Page): Promise<Locator> {
  await page.goto(tenantUrl('demo'))
  const dialog = page.getByTestId('login-dialog')
  // A click before hydration finishes does nothing: click until the popup opens. The popup's code loads on the first
  // click, so a click may already be opening it: click again only while it is not there.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click({ timeout: 2000 })
    await expect(dialog).toBeVisible({ timeout: 3000 })
  }).toPass()
  return dialog
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

/**
 * A code sent to a phone, and when the server takes the next one for it: the answer's resendAfterSeconds (2 s on the
 * e2e server, scripts/e2e-server.mjs; docs/spec.md §9's 60 in production).
 */
async function sendCode(
  request: APIRequestContext,
  path: string,
  phone: string,
  tenant = 'demo',
): Promise<{ code: string; nextCodeAt: number }> {
  const res = await post(request, path, { PhoneNumber: phone }, tenant)
  expect(res.status()).toBe(200)
  const nextCodeAt = Date.now() + (await res.json()).result.resendAfterSeconds * 1000
  return { code: await outboxCode(request, phone, 0, tenant), nextCodeAt }
}

/** A journey that sends this phone a second code waits until the server takes one (the resend interval, 2 s here). */
export async function untilNextCode(who: { nextCodeAt: number }): Promise<void> {
  const left = who.nextCodeAt + 100 - Date.now()
  if (left > 0) await new Promise((r) => setTimeout(r, left))
}

type Kind = 'user' | 'company'

export interface SignedIn {
  phone: string
  kind: Kind
  /** When the server takes another code for this phone (untilNextCode). */
  nextCodeAt: number
  /** The session cookie (`name=value`) the login answered, for a browser context to carry. */
  cookie: string
  result: {
    userId: number
    userName: string
    userLogo: string
    phoneNumber: string
    frontCompanyId?: number | null
    logoUrl?: string
    icoUrl?: string
  }
}

async function session(res: APIResponse, kind: Kind, phone: string, nextCodeAt = 0): Promise<SignedIn> {
  expect(res.status()).toBe(200)
  const cookie = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie')!
    .value.split(';')[0]
  return { phone, kind, nextCodeAt, cookie, result: (await res.json()).result }
}

/** An individual signed in by a code through the API (a new phone's first code login creates the account). */
export async function signedInIndividual(
  request: APIRequestContext,
  phone = freshPhone(),
  tenant = 'demo',
): Promise<SignedIn> {
  const { code, nextCodeAt } = await sendCode(request, '/api/TokenAuth/SendPhoneCode', phone, tenant)
  const res = await post(
    request,
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: true },
    tenant,
  )
  return session(res, 'user', phone, nextCodeAt)
}

/** A seeded individual signed in by password through the API (README accounts). */
export async function passwordSession(request: APIRequestContext, phone: string, password: string): Promise<SignedIn> {
  const res = await post(request, '/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: phone,
    password,
    ispassword: true,
  })
  return session(res, 'user', phone)
}

/** A company signed in by its login name and password through the API. */
export async function companySession(
  request: APIRequestContext,
  account: { loginName: string; password: string },
): Promise<SignedIn> {
  const res = await post(request, '/api/TokenAuth/AuthenticateCompany', {
    userNameOrEmailAddress: account.loginName,
    password: account.password,
    ispassword: true,
  })
  const who = await session(res, 'company', '')
  return { ...who, phone: who.result.phoneNumber ?? '' }
}

const ORIGIN = tenantUrl('demo').replace(/\/$/, '')

/** The docs/spec.md §3 keys a login page stores for this result (lib/client/session.tsx, storeLogin). */
function storedKeys({ kind, result: r }: SignedIn): { name: string; value: string }[] {
  const personal = kind === 'user'
  const keys: Record<string, string> = {
    userName: r.userName ?? '',
    userLogo: r.userLogo ?? '',
    userId: String(r.userId),
    phonenumber: r.phoneNumber ?? '',
    frontCompanyId: r.frontCompanyId == null ? '' : String(r.frontCompanyId),
    PERSONAL: personal ? '1' : '0',
    logintype: personal ? '1' : '2',
  }
  if (r.logoUrl) keys.logo = r.logoUrl
  if (r.icoUrl) keys.favicon = r.icoUrl
  return Object.entries(keys).map(([name, value]) => ({ name, value }))
}

/** The httpOnly session cookie of `who` for a tenant's origin (demo's unless named), as the login answer set it. */
function sessionCookie(who: SignedIn, origin = ORIGIN) {
  const [name, ...value] = who.cookie.split('=')
  return {
    name,
    value: value.join('='),
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  }
}

/**
 * This page's browser takes over a session made by the API before its first visit: the cookie, and the §3 keys the login
 * page would have stored, written by the first document of demo's origin this tab loads — once per tab (a marker in
 * sessionStorage), so a logout later in the journey stays a logout.
 */
export async function signIn(page: Page, who: SignedIn): Promise<void> {
  await page.context().addCookies([sessionCookie(who)])
  await page.addInitScript(
    ({ origin, keys }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2e-signed-in')) return
      sessionStorage.setItem('e2e-signed-in', '1')
      for (const { name, value } of keys) localStorage.setItem(name, value)
    },
    { origin: ORIGIN, keys: storedKeys(who) },
  )
}

/**
 * A new browser (another device) where `who` is signed in from the start (a storageState made of the API's session), on
 * demo or the tenant named.
 */
export async function signedInPage(
  browser: Browser,
  device: BrowserContextOptions,
  who: SignedIn,
  tenant = 'demo',
): Promise<Page> {
  const origin = tenantUrl(tenant).replace(/\/$/, '')
  const context = await browser.newContext({
    ...device,
    storageState: { cookies: [sessionCookie(who, origin)], origins: [{ origin, localStorage: storedKeys(who) }] },
  })
  return context.newPage()
}

/** A registered company whose contact phone is `phone`; answers when the server takes the next code for that phone. */
export async function createCompany(
  request: APIRequestContext,
  loginName: string,
  phone: string,
  password: string,
): Promise<{ nextCodeAt: number }> {
  const { code, nextCodeAt } = await sendCode(request, '/api/TokenAuth/SendCompanyPhoneCode', phone)
  const res = await post(request, '/api/services/app/FrontCompany/RegisterCompany', {
    companyName: 'E2E 测试企业',
    userName: loginName,
    password,
    confirmPassword: password,
    PhoneNumber: phone,
    phoneCode: code,
    isAgreeProtocol: true,
  })
  expect(res.status()).toBe(200)
  return { nextCodeAt }
}
