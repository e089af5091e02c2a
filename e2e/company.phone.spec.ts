// The company journey on a phone: 员工管理 → invite → the member's first login → popup → 同意 → VIP → 我的 → exit.
import { devices, expect, test } from './test'
import { acceptInPopup, companyPage, inviteFromStaffPage, joinCourse, learnState, paidCourseId } from './company'
import { tenantUrl } from './helpers'

test(
  'on phones: invite, join from the popup, VIP opens a paid course, the member exits and loses it',
  { tag: '@smoke' },
  async ({ browser, page, request }) => {
    const course = await paidCourseId(request)
    const company = await companyPage(browser, request, devices['Pixel 7'])
    await company.goto(tenantUrl('demo', '/corporate'))
    await company.getByTestId('mine-personnel').click()
    await expect(company).toHaveURL(/\/EnterprisePersonnel$/)
    const phone = await inviteFromStaffPage(company, '/EnterprisePersonnel', '周敏（市场部）')
    await company.goto(tenantUrl('demo', '/EnterprisePersonnel?tab=invites'))
    await expect(company.getByTestId('invite-row').filter({ hasText: phone })).toContainText('待接受')

    await acceptInPopup(page, request, phone, '周敏（市场部）')

    await company.goto(tenantUrl('demo', '/EnterprisePersonnel'))
    await expect(company.getByTestId('vip-quota-certified')).toHaveText('已认证')
    await expect(company.getByTestId('vip-quota-seats')).toHaveText(/^\d+\/10$/)
    const row = company.getByTestId('staff-row').filter({ hasText: phone })
    await row.getByRole('button', { name: '设为VIP' }).click()
    await expect(row).toContainText('VIP')

    await page.goto(tenantUrl('demo', '/mine'))
    await expect(page.getByTestId('mine-unread')).toHaveText(/^\d+$/)
    await expect(page.getByTestId('mine-business')).toContainText('启航科技有限公司')
    expect(await joinCourse(page, course)).toBe(200)
    expect(await learnState(page, course)).toBe('enrolled')

    await page.getByTestId('mine-business').click()
    await page.getByRole('button', { name: '退出企业' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('暂未加入企业')).toBeVisible()
    expect(await learnState(page, course)).toBe('refused')
    await company.context().close()
  },
)
