// The company journey on the desktop: invite → first login → popup → 同意 → VIP → bell → paid course → exit.
import { devices, expect, test } from './test'
import { acceptInPopup, companyPage, inviteFromStaffPage, learnState, paidCourseId } from './company'
import { tenantUrl } from './helpers'

test('a company invites a new phone, which joins from the popup, becomes VIP, learns a paid course, then leaves', async ({ browser, page, request }) => {
  test.setTimeout(120_000)
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
  await page.getByRole('button', { name: '开始学习' }).or(page.getByRole('link', { name: '开始学习' })).first().click()
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

test('the popup’s skip link counts down from 15 and closes it; the same visit never shows it again', async ({ browser, page, request }) => {
  test.setTimeout(90_000)
  const company = await companyPage(browser, request, devices['Desktop Chrome'])
  const phone = await inviteFromStaffPage(company, '/corporate?nav=1', '孙倩')
  await company.context().close()
  const { codeLogin } = await import('./learning')
  await codeLogin(page, request, '/', phone)
  const popup = page.getByTestId('invite-popup')
  await expect(popup).toBeVisible()
  await expect(page.getByTestId('invite-countdown')).toHaveText(/^1[45]$/)
  await expect(page.getByTestId('invite-skip')).toHaveText(/^跳过（\d+s）$/)
  await expect(popup).toBeHidden({ timeout: 20_000 })
  await page.goto(tenantUrl('demo', '/'))
  await page.waitForTimeout(1500)
  await expect(popup).toBeHidden()
})
