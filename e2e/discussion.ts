// Course discussion e2e helpers: a course to discuss, a fresh learner signed in inside a page, post texts per run.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { outboxCode } from './accounts'
import { apiUrl, hostHeader } from './helpers'

/** A published demo course (the newest), by the API the pages use. */
export async function someCourse(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const res = await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?page=1&pageSize=1'), { headers: hostHeader('demo') })
  return (await res.json()).result.items[0]
}

/** Words unique to this run (PostgreSQL keeps data between runs). */
export const runTag = () => Date.now().toString(36).slice(-5)

/**
 * Signs a new individual in from inside the page (the browser resolves demo.localhost and keeps the cookie), then
 * stores the profile as a login does; the page must already be on the tenant's site.
 */
export async function signInInPage(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  const call = (path: string, body: unknown) =>
    page.evaluate(async ([p, b]) => (await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).json(), [path, body] as const)
  const sentAt = Date.now()
  expect((await call('/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone })).success).toBe(true)
  const code = await outboxCode(request, phone, sentAt)
  const login = await call('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: true })
  expect(login.success).toBe(true)
  await page.evaluate((r) => {
    localStorage.setItem('userId', String(r.userId))
    localStorage.setItem('userName', r.userName)
    localStorage.setItem('userLogo', r.userLogo ?? '')
    localStorage.setItem('phonenumber', r.phoneNumber)
    localStorage.setItem('frontCompanyId', '')
    localStorage.setItem('PERSONAL', '1')
    localStorage.setItem('logintype', '1')
  }, login.result)
}
