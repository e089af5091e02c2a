// QQ and WeChat sign-in through the built-in fake provider (a development stand-in on /api/dev/oauth): the consent page,
// the bind-phone step with the outbox code, and what a signed-in page shows.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { agree, freshPhone, outboxCode } from './accounts'

/** A fake provider "person" no earlier run used. */
export const freshOAuthUser = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** On the fake provider's consent page: sign in as `user` and allow (or decline). */
export async function consent(page: Page, user: string, allow = true) {
  await expect(page.getByText('开发环境模拟的第三方登录')).toBeVisible()
  await page.getByLabel(/模拟的(QQ|微信)用户/).fill(user)
  await page.getByRole('button', { name: allow ? /授权并登录|允许|模拟扫码并确认登录/ : /取消|拒绝/ }).click()
}

/** The bind-phone step: a new phone, its outbox code, consent; resolves to the phone. */
export async function bindNewPhone(page: Page, request: APIRequestContext): Promise<string> {
  const form = page.getByTestId('bind-phone-form')
  await expect(form).toBeVisible()
  const phone = freshPhone()
  await form.getByLabel('手机号').fill(phone)
  await form.getByTestId('send-code').click()
  await form.getByLabel('验证码').fill(await outboxCode(request, phone))
  await agree(form)
  await form.getByRole('button', { name: '绑定并登录' }).click()
  return phone
}
