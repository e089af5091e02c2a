// The platform console (issue 28, Deliver 1) in a browser: the platform's host is only its console; the platform owner
// signs in with the SMS code, creates a tenant in 机构管理 (its administrator's initial password shown once), a visitor
// finds the new tenant's site at once, its administrator signs in there and replaces the initial password; closing the
// tenant makes the visitor's next page the 403 view, opening it brings the site back. 机构管理 passes axe and fits.
import type { Browser, Page } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { freshPhone } from './accounts'
import { signIn } from './console'
import { tenantUrl } from './helpers'
import { expect, freshClientIp, test } from './test'

const OWNER = { loginName: 'owner', password: 'Owner@2026', phone: '13300000090' }
const platformUrl = (path = '/') => tenantUrl('platform', path)

/** A visitor with a browser of its own (no console cookie) opening the tenant's home page: the HTTP status. */
async function visit(
  browser: Browser,
  slug: string,
): Promise<{ status: number; page: Page; done: () => Promise<void> }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } })
  const page = await context.newPage()
  const response = await page.goto(tenantUrl(slug))
  return { status: response?.status() ?? 0, page, done: () => context.close() }
}

test('the platform owner creates a tenant that serves at once, its administrator signs in, and closing it shows 403', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  // The platform's host has no public site: its home goes to the console, which asks to sign in.
  await page.goto(platformUrl('/'))
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('heading', { level: 1, name: '平台管理后台登录' })).toBeVisible()
  await signIn(page, 'platform', OWNER.loginName, OWNER.password, OWNER.phone)
  await expect(page).toHaveURL(platformUrl('/admin'))
  const nav = page.getByRole('navigation', { name: '管理后台导航' })
  await expect(nav.getByRole('link')).toHaveText(['概览', '机构管理', '操作员', '操作日志'])
  await expect(page.getByRole('complementary')).toContainText('平台管理后台')

  await page.getByTestId('console-nav-tenants').click()
  await expect(page.getByRole('heading', { level: 1, name: '机构管理' })).toBeVisible()
  await expect(page.getByTestId('tenant-row-demo')).toContainText('运营中')
  await expect(page.getByTestId('tenant-row-closed')).toContainText('已关闭')
  await expect(page.getByTestId('tenant-row-platform')).toHaveCount(0)
  await expectAccessibleAndFitting(page)

  // 创建机构, with a subdomain of this run's own.
  const slug = `t${Date.now().toString(36)}`
  const name = `新机构${slug.slice(-4)}`
  const adminPhone = freshPhone()
  await page.getByRole('button', { name: '创建机构' }).click()
  const create = page.getByRole('dialog', { name: '创建机构' })
  await create.getByLabel('子域名').fill(slug)
  await expect(create.getByTestId('tenant-address')).toHaveText(`网站地址：${tenantUrl(slug, '')}`)
  await create.getByLabel('机构名称').fill(name)
  await create.getByLabel('登录名').fill('admin')
  await create.getByLabel('姓名').fill('张校长')
  await create.getByLabel('手机号').fill(adminPhone)
  await expectAccessibleAndFitting(page)
  await create.getByRole('button', { name: '创建', exact: true }).click()
  const created = page.getByRole('dialog', { name: '机构已创建' })
  await expect(created.getByTestId('created-url')).toHaveText(tenantUrl(slug, ''))
  await expect(created.getByTestId('created-console-url')).toHaveText(tenantUrl(slug, '/admin/login'))
  await expect(created.getByTestId('created-login-name')).toHaveText('admin')
  const initialPassword = (await created.getByTestId('initial-password').textContent()) ?? ''
  expect(initialPassword).toMatch(/^[A-Za-z0-9]{10}$/)
  await created.getByRole('button', { name: '我已记下' }).click()
  const row = page.getByTestId(`tenant-row-${slug}`)
  await expect(row).toContainText(name)
  await expect(row).toContainText('运营中')

  // A visitor finds the new tenant's site at once, with its name in the header.
  let visitor = await visit(browser, slug)
  expect(visitor.status).toBe(200)
  await expect(visitor.page.getByRole('banner').getByRole('link', { name }).first()).toBeVisible()
  await visitor.done()

  // Its administrator signs in on its own host and replaces the initial password before anything else.
  const admin = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } })
  await admin.goto(tenantUrl(slug, '/admin/login'))
  await expect(admin.getByRole('heading', { level: 1, name: '机构管理后台登录' })).toBeVisible()
  await signIn(admin, slug, 'admin', initialPassword, adminPhone)
  await expect(admin.getByRole('heading', { name: '请先修改初始密码' })).toBeVisible()
  await admin.getByLabel('当前密码').fill(initialPassword)
  await admin.getByLabel('新密码', { exact: true }).fill('Neworg@2026')
  await admin.getByLabel('确认新密码').fill('Neworg@2026')
  await admin.getByRole('button', { name: '确认修改' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: '概览' })).toBeVisible()
  await expect(admin.getByRole('complementary')).toContainText(name)
  await expect(admin.getByTestId('console-nav-settings')).toBeVisible()
  await expect(admin.getByTestId('console-nav-tenants')).toHaveCount(0)
  await admin.close()

  // 关闭: the visitor's next page view is the 403 view; 开启 brings the site back.
  await page.goto(platformUrl(`/admin/tenants?keyword=${slug}`))
  await row.getByRole('button', { name: '关闭' }).click()
  const confirm = page.getByRole('dialog', { name: '关闭机构' })
  await expect(confirm).toContainText(`确定关闭机构「${name}（${slug}）」吗？`)
  await expect(confirm).toContainText(`关闭后「${name}」的所有页面将显示“403 无法访问”`)
  await confirm.getByRole('button', { name: '关闭机构' }).click()
  await expect(row).toContainText('已关闭')
  visitor = await visit(browser, slug)
  expect(visitor.status).toBe(403)
  await visitor.done()

  await row.getByRole('button', { name: '开启' }).click()
  await page.getByRole('dialog', { name: '开启机构' }).getByRole('button', { name: '开启机构' }).click()
  await expect(row).toContainText('运营中')
  visitor = await visit(browser, slug)
  expect(visitor.status).toBe(200)
  await visitor.done()

  // 存储配额: a size of its own instead of the default, shown on its row.
  await expect(row).toContainText('/ 20 GB')
  await row.getByRole('button', { name: '存储配额' }).click()
  const quota = page.getByRole('dialog', { name: '存储配额' })
  await quota.getByLabel('自定义').check()
  await quota.getByLabel('自定义配额（GB）').fill('5')
  await expectAccessibleAndFitting(page)
  await quota.getByRole('button', { name: '保存' }).click()
  await expect(row).toContainText('/ 5 GB')
})
