// The company journey both device projects run: the company invites a new phone → that phone signs in (its first code
// login, made by the API) → the invitation popup → 同意 → the company sees the member and sets VIP → the member's bell
// counts the message → the member enrols in a paid course → exits the company and loses that access.
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { companySession, freshPhone, signedInIndividual, signedInPage, signIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

/** The seeded company: certified by the tenant with 10 VIP seats (lib/seed/accounts.ts), so its VIPs learn paid courses. */
export const COMPANY = { loginName: 'qihang_hr', password: 'Qihang2026', name: '启航科技有限公司' }

/** The seeded operator key of demo (README): what the tenant uses for 企业认证 and VIP seats until a console exists. */
const OPERATOR_KEY = 'qh-demo-operator-2026'

/** A browser signed in as a company (the seeded one unless named), by the API. */
export async function companyPage(
  browser: Browser,
  request: APIRequestContext,
  device: BrowserContextOptions,
  account: { loginName: string; password: string } = COMPANY,
): Promise<Page> {
  return signedInPage(browser, device, await companySession(request, account))
}

/** The seeded paid course the VIP journey enrols in. */
export async function paidCourseId(request: APIRequestContext): Promise<number> {
  const res = await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?page=1'), {
    headers: hostHeader('demo'),
  })
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

/** The invited phone signs in (its first login makes the account) and opens the home page. */
export async function invitedSignsIn(member: Page, request: APIRequestContext, phone: string): Promise<void> {
  await signIn(member, await signedInIndividual(request, phone))
  await member.goto(tenantUrl('demo', '/'))
}

/** The invited phone's first visit after signing in: the popup opens, and 同意 joins the company. */
export async function acceptInPopup(
  member: Page,
  request: APIRequestContext,
  phone: string,
  name: string,
  companyName = COMPANY.name,
): Promise<void> {
  await invitedSignsIn(member, request, phone)
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
    const res = await fetch('/api/services/app/FrontCourse/JoinCourse', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: id }),
    })
    return res.status
  }, courseId)
}

/** The tenant's operator certifies the company with this login name and grants it `vipSeats` (CompanyOperator API). */
export async function certifyCompany(request: APIRequestContext, loginName: string, vipSeats: number): Promise<void> {
  const headers = { ...hostHeader('demo'), 'x-operator-key': OPERATOR_KEY }
  const list = await request.get(apiUrl(`/api/services/app/CompanyOperator/GetCompanies?keyword=${loginName}`), {
    headers,
  })
  const [company] = (await list.json()).result.items
  expect(company, `company ${loginName}`).toBeTruthy()
  expect(
    (
      await request.post(apiUrl('/api/services/app/CompanyOperator/Certify'), {
        headers,
        data: { companyId: company.id, certified: true },
      })
    ).status(),
  ).toBe(200)
  expect(
    (
      await request.post(apiUrl('/api/services/app/CompanyOperator/SetVipSeats'), {
        headers,
        data: { companyId: company.id, vipSeats },
      })
    ).status(),
  ).toBe(200)
}
