// The company journey both device projects run: the company invites a new phone → that phone signs in by code → the
// invitation popup → 同意 → the company sees the member and sets VIP → the member's bell counts the message → the
// member enrols in a paid course → exits the company and loses that access.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { freshPhone } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { codeLogin } from './learning'

/** The seeded company: certified by the tenant with 10 VIP seats (lib/seed/accounts.ts), so its VIPs learn paid courses. */
export const COMPANY = { loginName: 'qihang_hr', password: 'Qihang2026', name: '启航科技有限公司' }

/** The seeded operator key of demo (README): what the tenant uses for 企业认证 and VIP seats until a console exists. */
const OPERATOR_KEY = 'qh-demo-operator-2026'

/** A browser signed in as a company (the seeded one unless named): the cookie of an API login and the §3 keys the login page stores. */
export async function companyPage(
  browser: Browser,
  request: APIRequestContext,
  device: object,
  account: { loginName: string; password: string } = COMPANY,
): Promise<Page> {
  const res = await request.post(apiUrl('/api/TokenAuth/AuthenticateCompany'), {
    headers: hostHeader('demo'),
    data: { userNameOrEmailAddress: account.loginName, password: account.password, ispassword: true },
  })
  expect(res.status()).toBe(200)
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]
  const result = (await res.json()).result
  const context = await browser.newContext(device)
  const [name, ...value] = cookie.split('=')
  await context.addCookies([{ name, value: value.join('='), url: tenantUrl('demo'), httpOnly: true, sameSite: 'Lax' }])
  const page = await context.newPage()
  await page.goto(tenantUrl('demo', '/404'))
  await page.evaluate((r) => {
    const keys: Record<string, string> = {
      userName: r.userName, userLogo: r.userLogo ?? '', userId: String(r.userId), frontCompanyId: String(r.frontCompanyId),
      phonenumber: r.phoneNumber ?? '', PERSONAL: '0', logintype: '2',
    }
    for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v)
  }, result)
  return page
}

/** The seeded paid course the VIP journey enrols in. */
export async function paidCourseId(request: APIRequestContext): Promise<number> {
  const res = await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?page=1'), { headers: hostHeader('demo') })
  const items: { id: number; price?: number; priceCents?: number }[] = (await res.json()).result.items
  const paid = items.find((c) => (c.priceCents ?? c.price ?? 0) > 0)
  expect(paid, 'a seeded paid course').toBeTruthy()
  return paid!.id
}

/** The company invites `name` at a new phone from its staff page (desktop /corporate?nav=1, phone /EnterprisePersonnel). */
export async function inviteFromStaffPage(company: Page, path: string, name: string): Promise<string> {
  const phone = freshPhone()
  await company.goto(tenantUrl('demo', path))
  await company.getByRole('button', { name: '邀请员工' }).click()
  const form = company.getByTestId('invite-form')
  await form.getByLabel('手机号').fill(phone)
  await form.getByLabel('员工姓名').fill(name)
  await form.getByRole('button', { name: '发送邀请' }).click()
  await expect(company.getByText('邀请已发送，对方登录后即可看到')).toBeVisible()
  return phone
}

/** The invited phone's first code login: the popup opens, and 同意 joins the company. */
export async function acceptInPopup(member: Page, request: APIRequestContext, phone: string, name: string, companyName = COMPANY.name): Promise<void> {
  await codeLogin(member, request, '/', phone)
  const popup = member.getByTestId('invite-popup')
  await expect(popup).toBeVisible()
  await expect(popup).toContainText(companyName)
  await expect(popup).toContainText(name)
  await popup.getByRole('button', { name: '同意' }).click()
  await expect(member.getByText(`恭喜您！成功加入${companyName}`)).toBeVisible()
  await expect(popup).toBeHidden()
}

/** The server's word on the course for the signed-in member, asked from the page (its cookie, its origin). */
export async function learnState(member: Page, courseId: number): Promise<string> {
  return member.evaluate(async (id) => {
    const res = await fetch(`/api/services/app/CourseLearn/GetLearnState?courseId=${id}`)
    return (await res.json()).result.access as string
  }, courseId)
}

/** FrontCourse/JoinCourse from the page; answers the HTTP status. */
export async function joinCourse(member: Page, courseId: number): Promise<number> {
  return member.evaluate(async (id) => {
    const res = await fetch('/api/services/app/FrontCourse/JoinCourse', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ courseId: id }) })
    return res.status
  }, courseId)
}

/** The tenant's operator certifies the company with this login name and grants it `vipSeats` (CompanyOperator API). */
export async function certifyCompany(request: APIRequestContext, loginName: string, vipSeats: number): Promise<void> {
  const headers = { ...hostHeader('demo'), 'x-operator-key': OPERATOR_KEY }
  const list = await request.get(apiUrl(`/api/services/app/CompanyOperator/GetCompanies?keyword=${loginName}`), { headers })
  const [company] = (await list.json()).result.items
  expect(company, `company ${loginName}`).toBeTruthy()
  expect((await request.post(apiUrl('/api/services/app/CompanyOperator/Certify'), { headers, data: { companyId: company.id, certified: true } })).status()).toBe(200)
  expect((await request.post(apiUrl('/api/services/app/CompanyOperator/SetVipSeats'), { headers, data: { companyId: company.id, vipSeats } })).status()).toBe(200)
}
