// The company journey on the desktop: invite → first login → popup → 同意 → VIP → bell → paid course → exit; and a
// company the tenant has not certified, whose 设为VIP is refused until the operator certifies it with a seat.
import { devices, expect, test } from './test'
import { companySession, createCompany, freshLoginName, freshPhone } from './accounts'
import {
  acceptInPopup,
  certifyCompany,
  COMPANY,
  companyPage,
  invitedSignsIn,
  inviteFromStaffPage,
  joinCourse,
  learnState,
  paidCourseId,
} from './company'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

test('a company invites a new phone, which joins from the popup, becomes VIP, learns a paid course, then leaves', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers and a dozen pages: 16 s measured (p95), twice that here.
  test.setTimeout(35_000)
  const course = await paidCourseId(request)
  const company = await companyPage(browser, request, devices['Desktop Chrome'])
  const phone = await inviteFromStaffPage(company, '/corporate?nav=1', '刘洋（研发部）')
  await company.goto(tenantUrl('demo', '/corporate?nav=2'))
  await expect(company.getByTestId('invite-row').filter({ hasText: phone })).toContainText('待接受')

  await acceptInPopup(page, request, phone, '刘洋（研发部）')
  // Accepting replaced the default nickname with the name in the company, and the header shows it at once.
  await expect(page.getByTestId('user-name')).toHaveText('刘洋（研发部）')
  expect(await learnState(page, course)).toBe('refused')

  await company.goto(tenantUrl('demo', '/corporate?nav=1'))
  // The seeded company is certified by the tenant, with seats to spare (the other device's journey may hold one).
  await expect(company.getByTestId('vip-quota-certified')).toHaveText('已认证')
  await expect(company.getByTestId('vip-quota-seats')).toHaveText(/^\d+\/10$/)
  const row = company.getByTestId('staff-row').filter({ hasText: phone })
  await expect(row).toContainText('刘洋（研发部）')
  await row.getByRole('button', { name: '设为VIP' }).click()
  await expect(company.getByText('已设为VIP学员')).toBeVisible()
  await expect(row).toContainText('VIP')

  // The member's bell counts the new 企业消息 (welcome, invitation, joined, VIP: all unread).
  await page.goto(tenantUrl('demo', '/'))
  await expect(page.getByTestId('message-badge')).toHaveText(/^\d+$/)
  await page.goto(tenantUrl('demo', '/account?nav=4'))
  await expect(page.getByText('您已成为企业VIP学员')).toBeVisible()

  await page.goto(tenantUrl('demo', `/course/${course}`))
  await page
    .getByRole('button', { name: '开始学习' })
    .or(page.getByRole('link', { name: '开始学习' }))
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/course/learn/${course}`))
  expect(await learnState(page, course)).toBe('enrolled')

  await page.goto(tenantUrl('demo', '/Business'))
  await expect(page.getByTestId('my-company-vip')).toBeVisible()
  await page.getByRole('button', { name: '退出企业' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('暂未加入企业')).toBeVisible()
  expect(await learnState(page, course)).toBe('refused')
  await company.goto(tenantUrl('demo', '/corporate?nav=1'))
  await expect(company.getByTestId('staff-panel')).not.toContainText(phone)
  await company.context().close()
})

test('the popup’s skip link counts down from 15 and closes it; the same visit never shows it again', async ({
  browser,
  page,
  request,
}) => {
  const company = await companyPage(browser, request, devices['Desktop Chrome'])
  const phone = await inviteFromStaffPage(company, '/corporate?nav=1', '孙倩')
  await company.context().close()
  // The page's own clock, so its 15 seconds pass as fast as the page counts them.
  await page.clock.install()
  await invitedSignsIn(page, request, phone)
  const popup = page.getByTestId('invite-popup')
  await expect(popup).toBeVisible()
  const countdown = page.getByTestId('invite-countdown')
  await expect(countdown).toHaveText(/^1[45]$/)
  await expect(page.getByTestId('invite-skip')).toHaveText(/^跳过（\d+s）$/)
  const shown: number[] = []
  await expect
    .poll(
      async () => {
        if (await countdown.isVisible()) shown.push(Number(await countdown.textContent()))
        await page.clock.runFor(1000)
        return popup.isVisible()
      },
      { intervals: [100] },
    )
    .toBe(false)
  // It counted down second by second and closed at the end, not before.
  expect(shown).toEqual([...shown].sort((x, y) => y - x))
  expect(Math.min(...shown)).toBeLessThanOrEqual(2)

  // Another company invites the same phone: the next home page shows that invitation alone — the first one, already
  // shown in this visit, never again.
  const other = { loginName: freshLoginName(), password: 'E2eCompany2026!' }
  await createCompany(request, other.loginName, freshPhone(), other.password)
  const invited = await request.post(apiUrl('/api/services/app/CompanyInviteUser/CreateCompanyInviteUser'), {
    headers: {
      ...hostHeader('demo'),
      origin: tenantUrl('demo').replace(/\/$/, ''),
      cookie: (await companySession(request, other)).cookie,
    },
    data: { PhoneNumber: phone, userInCompanyName: '孙倩' },
  })
  expect(invited.status()).toBe(200)
  await page.goto(tenantUrl('demo', '/'))
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('E2E 测试企业')
  await expect(popup).not.toContainText(COMPANY.name)
})

test('a company the tenant has not certified cannot make VIPs; certified with one seat, its VIP learns a paid course', async ({
  browser,
  page,
  request,
}) => {
  const course = await paidCourseId(request)
  const account = { loginName: freshLoginName(), password: 'E2eCompany2026!' }
  await createCompany(request, account.loginName, freshPhone(), account.password)
  const company = await companyPage(browser, request, devices['Desktop Chrome'], account)
  const phone = await inviteFromStaffPage(company, '/EnterprisePersonnel', '自建员工')
  await acceptInPopup(page, request, phone, '自建员工', 'E2E 测试企业')

  await company.goto(tenantUrl('demo', '/EnterprisePersonnel'))
  await expect(company.getByTestId('vip-quota-certified')).toHaveText('未认证')
  await expect(company.getByTestId('vip-quota')).toContainText('企业通过平台认证后，VIP学员方可免费学习付费课程')
  const row = company.getByTestId('staff-row').filter({ hasText: phone })
  await row.getByRole('button', { name: '设为VIP' }).click()
  // The refusal shows under the row the company acted on.
  await expect(row.getByTestId('staff-refusal')).toHaveText('企业尚未通过认证，暂不能设置VIP学员，请联系平台开通')
  expect(await joinCourse(page, course)).toBe(403)

  await certifyCompany(request, account.loginName, 1)
  await company.reload()
  await expect(company.getByTestId('vip-quota-certified')).toHaveText('已认证')
  await expect(company.getByTestId('vip-quota-seats')).toHaveText('0/1')
  await row.getByRole('button', { name: '设为VIP' }).click()
  await expect(company.getByText('已设为VIP学员')).toBeVisible()
  await expect(company.getByTestId('vip-quota-seats')).toHaveText('1/1')
  await expect(row.getByRole('button', { name: '取消VIP' })).toBeVisible()
  expect(await joinCourse(page, course)).toBe(200)
  expect(await learnState(page, course)).toBe('enrolled')
  await company.context().close()
})
