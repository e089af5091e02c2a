// The console's sign-in for e2e journeys on any host (a tenant's or the platform's): login name and password, then the
// SMS code from the development outbox; and the first sign-in's forced change of the initial password.
import type { Page, Response } from '@playwright/test'
import { outboxCode } from './accounts'
import { apiUrl, hostHeader } from './helpers'
import { expect } from './test'

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
