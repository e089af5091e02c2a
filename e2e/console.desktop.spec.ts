// The tenant console (issue 28) in a browser: an administrator signs in with the password and the SMS code, invites an
// operator (the initial password shown once), changes the footer's copyright line in 机构设置 — a visitor sees it on the
// next page view — and finds both under their own name in the 操作日志; a 只读 operator sees no 操作员 screen. Every
// console page passes axe and fits the window.
import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { outboxCode } from './accounts'
import { tenantUrl } from './helpers'
import { expect, test } from './test'

/** Both steps of the console's sign-in, starting from a console page that sends the visitor to /admin/login. */
async function signIn(page: Page, loginName: string, password: string, phone: string) {
  await page.goto(tenantUrl('demo', '/admin'))
  await expect(page).toHaveURL(/\/admin\/login/)
  const form = page.getByTestId('console-login-password')
  await form.getByLabel('登录名').fill(loginName)
  await form.getByLabel('密码').fill(password)
  const since = Date.now()
  await form.getByRole('button', { name: '下一步' }).click()
  const code = page.getByTestId('console-login-code')
  await expect(code.getByTestId('console-login-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
  await code.getByLabel('短信验证码').fill(await outboxCode(page.request, phone, since))
  await code.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/admin'))
}

test('an administrator signs in with the SMS code, invites an operator, edits the footer and finds both in the 操作日志 @smoke', async ({
  page,
  browser,
}) => {
  await page.goto(tenantUrl('demo', '/admin/login'))
  await expectAccessibleAndFitting(page)
  await signIn(page, 'admin', 'Admin@2026', '13300000001')
  await expect(page.getByRole('navigation', { name: '管理后台导航' })).toBeVisible()
  await expectAccessibleAndFitting(page)

  await page.getByTestId('console-nav-operators').click()
  await expect(page.getByRole('heading', { level: 1, name: '操作员管理' })).toBeVisible()
  await expect(page.getByTestId('operator-row-viewer')).toContainText('只读')
  const loginName = `e2e${randomInt(100_000, 999_999)}`
  await page.getByRole('button', { name: '邀请操作员' }).click()
  const invite = page.getByRole('dialog')
  await invite.getByLabel('登录名').fill(loginName)
  await invite.getByLabel('姓名').fill('测试运营')
  await invite.getByLabel('手机号').fill(`133${randomInt(10_000_000, 99_999_999)}`)
  await invite.getByLabel(/^运营/).check()
  await expectAccessibleAndFitting(page)
  await invite.getByRole('button', { name: '邀请', exact: true }).click()
  await expect(page.getByTestId('initial-password')).toHaveText(/^[A-Za-z0-9]{10}$/)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId(`operator-row-${loginName}`)).toContainText('运营')

  // 机构设置: a saved footer line is on the tenant's very next public page view (its cache invalidated by tag).
  await page.getByTestId('console-nav-settings').click()
  const copyright = `© 2026 启航学堂 ${loginName}`
  await page.getByTestId('settings-form').getByLabel('版权信息').fill(copyright)
  // 存储空间 above the form: the seed's pictures and clips against the default quota.
  await expect(page.getByTestId('storage-usage')).toContainText(/已用 [\d.]+ MB\/ 总量 20 GB（平台默认配额）/)
  await expectAccessibleAndFitting(page)
  await page.getByTestId('settings-save').click()
  await expect(page.getByText('已保存，机构页面已按新设置显示')).toBeVisible()
  const visitor = await browser.newPage()
  await visitor.goto(tenantUrl('demo'))
  await expect(visitor.getByRole('contentinfo')).toContainText(copyright)
  await visitor.close()

  await page.getByTestId('console-nav-audit').click()
  const log = page.getByTestId('audit-table')
  await expect(log).toContainText('邀请操作员')
  await expect(log).toContainText('保存机构设置')
  await expect(log).toContainText('周敏（admin）')
  await expect(log).toContainText(loginName)
  await expectAccessibleAndFitting(page)
})

test('a 只读 operator reads the log but has no 操作员 screen', async ({ page }) => {
  await signIn(page, 'viewer', 'Viewer@2026', '13300000002')
  await expect(page.getByTestId('console-nav-audit')).toBeVisible()
  await expect(page.getByTestId('console-nav-operators')).toHaveCount(0)
  await page.goto(tenantUrl('demo', '/admin/operators'))
  await expect(page.getByTestId('console-no-access')).toContainText('当前角色无权查看此页面')
})
