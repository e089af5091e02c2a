// QQ and WeChat sign-in through the built-in fake provider (a development stand-in on /api/dev/oauth): the consent page,
// the bind-phone step with the outbox code, binding from 账号关联, and what a signed-in page shows.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { agree, freshPhone, outboxCode } from './accounts'
import { tenantUrl } from './helpers'

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
  // The bind page has its bar: the title and the way back to the login.
  const bar = page.getByTestId('bind-phone-header')
  await expect(bar.getByRole('heading', { name: '绑定手机号' })).toBeVisible()
  await expect(bar.getByRole('link', { name: '返回登录' })).toBeVisible()
  const phone = freshPhone()
  await form.getByLabel('手机号').fill(phone)
  await form.getByTestId('send-code').click()
  await form.getByLabel('验证码').fill(await outboxCode(request, phone))
  await agree(form)
  await form.getByRole('button', { name: '绑定并登录' }).click()
  return phone
}

/** Signed in, 账号关联 → 去绑定 QQ → the fake provider's consent → back on 账号关联 with QQ bound: no phone, no code. */
export async function bindQQFromAssociation(page: Page, user: string) {
  await page.goto(tenantUrl('demo', '/AccountAssociation'))
  const row = page.getByTestId('association-qq')
  await expect(row).toContainText('未绑定')
  await row.getByRole('link', { name: '去绑定' }).click()
  await consent(page, user)
  await expect(page).toHaveURL(tenantUrl('demo', '/AccountAssociation'))
  await expect(page.getByRole('status').getByText('已绑定QQ')).toBeVisible()
  await expect(page.getByTestId('association-qq')).toContainText(`已绑定：QQ用户${user.slice(0, 6)}`)
  await expect(page.getByTestId('bind-phone-form')).toHaveCount(0)
  await expect(page.getByLabel('验证码')).toHaveCount(0)
}
