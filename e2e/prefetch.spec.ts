// Signed-in pages arrive filled, in a browser on both devices: each page hydrates over the HTML the server filled without
// a mismatch (React reports one as a console error or, in a production build, as a page error naming error 418/423/425),
// and the browser does not fetch again what the server already brought.
import type { Page } from '@playwright/test'
import { companySession, passwordSession, signIn, type SignedIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { expect, test } from './test'

const HYDRATION = /hydrat|react\.dev\/errors\/(418|423|425)\b/i

/** The hydration errors a page reports, and the API methods it calls. */
function watch(page: Page) {
  const errors: string[] = []
  const calls: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => {
    if (HYDRATION.test(`${e.message}\n${e.stack ?? ''}`)) errors.push(e.message)
  })
  page.on('request', (r) => {
    const method = new URL(r.url()).pathname.match(/^\/api\/services\/app\/(\w+\/\w+)/)
    if (method) calls.push(method[1])
  })
  return { errors, calls }
}

/** Opens each page as `who` and checks what it shows, then that it hydrated cleanly and fetched none of `prefetched`. */
async function visit(page: Page, who: SignedIn, pages: { path: string; shows: RegExp; prefetched: string[] }[]) {
  await signIn(page, who)
  const seen = watch(page)
  for (const { path, shows, prefetched } of pages) {
    seen.calls.length = 0
    await page.goto(tenantUrl('demo', path))
    await expect(page.getByText(shows).first()).toBeVisible()
    // Hydrated and settled: every call the page makes on arrival has been made.
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('loading-spinner')).toHaveCount(0)
    expect(seen.errors, `${path} hydrates without a mismatch`).toEqual([])
    expect(
      seen.calls.filter((c) => prefetched.includes(c)),
      `${path} fetches nothing the server brought`,
    ).toEqual([])
  }
}

test('a learner’s pages arrive filled and hydrate cleanly', async ({ page, request }) => {
  const learner = await passwordSession(request, '13800000001', 'Qihang2026')
  await visit(page, learner, [
    { path: '/account?nav=0', shows: /学员小王/, prefetched: ['FrontUser/GetUserBasicInfo'] },
    {
      path: '/message',
      shows: /系统通知/,
      prefetched: ['MessageCenter/GetMessageInfo', 'MessageCenter/GetMessageTypeCountByLogin'],
    },
    { path: '/coupon', shows: /满100减20/, prefetched: ['Coupon/GetMyCoupons'] },
    { path: '/consultation', shows: /销售团队季度内训方案/, prefetched: ['Consultation/GetMyRequests'] },
    {
      path: '/diagnosis',
      shows: /管理能力诊断/,
      prefetched: ['Diagnosis/GetInstruments', 'Diagnosis/GetProfile', 'Diagnosis/GetReports'],
    },
    { path: '/course/my', shows: /学习中/, prefetched: ['FrontCourse/GetMyCourses'] },
  ])
})

test('a company’s centre arrives filled and hydrates cleanly', async ({ page, request }) => {
  const company = await companySession(request, { loginName: 'qihang_hr', password: 'Qihang2026' })
  await visit(page, company, [
    {
      path: '/corporate',
      shows: /启航科技有限公司/,
      prefetched: ['FrontUser/GetUserBasicInfo', 'FrontCompany/GetCompanyInfoByLogin'],
    },
    {
      path: '/EnterprisePersonnel',
      shows: /李明/,
      prefetched: ['CompanyInviteUser/GetCompanyFrontUser'],
    },
  ])
})

test('the check itself works: HTML that differs from what React renders is reported', async ({ page, request }) => {
  const learner = await passwordSession(request, '13800000001', 'Qihang2026')
  await signIn(page, learner)
  const seen = watch(page)
  // The page's HTML with the nickname changed, as a server that rendered other data than the browser would.
  await page.route(tenantUrl('demo', '/account?nav=0'), async (route) => {
    const headers = { ...route.request().headers(), ...hostHeader('demo') }
    const response = await route.fetch({ url: apiUrl('/account?nav=0'), headers })
    await route.fulfill({ response, body: (await response.text()).replace('>学员小王<', '>另一个人<') })
  })
  await page.goto(tenantUrl('demo', '/account?nav=0'))
  await expect.poll(() => seen.errors.length).toBeGreaterThan(0)
})
