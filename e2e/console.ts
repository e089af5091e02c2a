// The console's sign-in for e2e journeys on any host (a tenant's or the platform's): login name and password, then the
// SMS code from the development outbox; and the first sign-in's forced change of the initial password.
import sharp from 'sharp'
import type { Browser, Page, Response } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { outboxCode } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { expect, freshClientIp } from './test'

/**
 * Both steps of the console's sign-in on the host of `tenant`, from its open sign-in page. When the same operator was
 * sent a code moments ago (another test signing in the platform owner within the resend interval), the server asks
 * for a 图形验证码 first: it is answered from the development server, as a code is.
 */
export async function signIn(page: Page, tenant: string, loginName: string, password: string, phone: string) {
  const form = page.getByTestId('console-login-password')
  await form.getByLabel('登录名').fill(loginName)
  await form.getByLabel('密码').fill(password)
  let captchaId = ''
  const pictures = (r: Response) =>
    void (
      r.url().includes('/api/Common/GetCaptcha') &&
      r.ok() &&
      r.json().then((b) => (captchaId = b.result.captchaId))
    )
  page.on('response', pictures)
  const since = Date.now()
  await form.getByRole('button', { name: '下一步' }).click()
  const code = page.getByTestId('console-login-code')
  const captcha = page.getByTestId('captcha-dialog')
  await expect(code.or(captcha)).toBeVisible()
  if (await captcha.isVisible()) {
    await expect.poll(() => captchaId).not.toBe('')
    const res = await page.request.get(apiUrl(`/api/dev/captcha?id=${encodeURIComponent(captchaId)}`), {
      headers: hostHeader('demo'),
    })
    await captcha.getByLabel('请输入图中的4位数字').fill((await res.json()).result.answer)
    await captcha.getByRole('button', { name: '确定' }).click()
    await expect(captcha).toBeHidden()
  }
  page.off('response', pictures)
  await expect(code.getByTestId('console-login-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
  await code.getByLabel('短信验证码').fill(await outboxCode(page.request, phone, since, tenant))
  await code.getByRole('button', { name: '登录' }).click()
}

/** The first sign-in's 请先修改初始密码: the initial password replaced by `next`, landing on 概览. */
export async function replaceInitialPassword(page: Page, initial: string, next: string) {
  await expect(page.getByRole('heading', { name: '请先修改初始密码' })).toBeVisible()
  await page.getByLabel('当前密码').fill(initial)
  await page.getByLabel('新密码', { exact: true }).fill(next)
  await page.getByLabel('确认新密码').fill(next)
  await page.getByRole('button', { name: '确认修改' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '概览' })).toBeVisible()
}

/** A browser of its own (no cookies) behind an address of its own. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } })
  return context.newPage()
}

/** The row of 操作日志 for one kind of write that names `target`, and the operator it shows. */
export async function expectLogged(page: Page, base: string, kind: string, target: string, actor: string) {
  await page.goto(`${base}/admin/audit?kind=${encodeURIComponent(kind)}`)
  const row = page.getByTestId('audit-table').getByRole('row').filter({ hasText: target })
  await expect(row.first(), `${kind} ${target}`).toContainText(actor)
}

/**
 * A made-up picture chosen for the picture field `field`, framed in its crop dialog `dialog` (a real canvas) and
 * uploaded; the open dialog passes axe and fits first.
 */
export async function framePicture(
  page: Page,
  field: string,
  dialog: string,
  picture: { width: number; height: number; background: string },
) {
  const { width, height, background } = picture
  const buffer = await sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer()
  await page.getByTestId(`picture-file-${field}`).setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer })
  const crop = page.getByRole('dialog', { name: dialog })
  await expect(crop.getByRole('button', { name: '裁切并上传' })).toBeEnabled()
  await expectAccessibleAndFitting(page)
  await crop.getByRole('button', { name: '裁切并上传' }).click()
  await expect(crop).toBeHidden()
}

/** The header's 课程分类 menu as a visitor opens it on `home`. */
export async function headerMenu(visitor: Page, home: string) {
  await visitor.goto(home)
  await visitor.getByRole('banner').getByRole('button', { name: '课程分类' }).click()
  return visitor.getByRole('banner')
}

/**
 * A browser of its own where the tenant's seeded operator `loginName` (README account table) has signed in with the
 * password and the SMS code, on 概览.
 */
export async function operatorPage(
  browser: Browser,
  who: { loginName: string; password: string; phone: string },
  tenant = 'demo',
): Promise<Page> {
  const page = await freshPage(browser)
  await page.goto(tenantUrl(tenant, '/admin/login'))
  await signIn(page, tenant, who.loginName, who.password, who.phone)
  await expect(page.getByRole('navigation', { name: '管理后台导航' })).toBeVisible()
  return page
}

/** demo's seeded operators, one per role the issue-32 journeys act as. */
export const DEMO_OPERATORS = {
  admin: { loginName: 'admin', password: 'Admin@2026', phone: '13300000001' },
  support: { loginName: 'support', password: 'Support@2026', phone: '13300000004' },
  content: { loginName: 'content', password: 'Content@2026', phone: '13300000005' },
}
