// The 账号安全 journeys both device projects run: a fresh learner changes the password by a code to the own phone
// (every session ends; the new password signs in), and moves the account to a new phone number in two verified steps.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { agree, freshPhone, outboxCode, signedInIndividual, signIn, untilNextCode, type SignedIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`

/** A new code-login learner, signed in by the API, opens 账号安全 `via` the UI; answers who it is. */
export async function openSecurity(
  page: Page,
  request: APIRequestContext,
  via: () => Promise<void>,
): Promise<SignedIn> {
  const who = await signedInIndividual(request)
  await signIn(page, who)
  await via()
  await expect(page).toHaveURL(tenantUrl('demo', '/SecurityOptionsPersonal'))
  await expect(page.getByTestId('security-options')).toContainText(`已绑定 ${masked(who.phone)}`)
  return who
}

export async function changePasswordByCode(page: Page, request: APIRequestContext, who: SignedIn, loginPath: string) {
  const { phone } = who
  await page.getByRole('button', { name: '修改', exact: true }).click()
  const form = page.getByTestId('password-form')
  // A code-login account has no password yet: the server says so, in the form.
  await form.getByLabel('原密码').fill('Whatever1')
  await form.getByLabel('新密码', { exact: true }).fill('Secure2026x')
  await form.getByLabel('确认新密码').fill('Secure2026x')
  await form.getByRole('button', { name: '确认修改' }).click()
  await expect(form.getByText('您还未设置密码，请使用手机验证码修改')).toBeVisible()

  await form.getByRole('radio', { name: '手机验证码验证' }).click()
  // Its sign-in code went to the same phone: the server takes the next after the resend interval.
  await untilNextCode(who)
  const sentAt = Date.now()
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled()
  await form.getByLabel('验证码').fill(await outboxCode(request, phone, sentAt))
  await form.getByLabel('新密码', { exact: true }).fill('Secure2026x')
  await form.getByLabel('确认新密码').fill('Secure2026x')
  await form.getByRole('button', { name: '确认修改' }).click()
  await expect(page.getByText('密码修改成功，请使用新密码重新登录')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`))
  // The old session is gone on the server, not only in this browser.
  const stored = await page.evaluate(() => localStorage.getItem('userId'))
  expect(stored).toBeNull()
}

/** With a password set: the old one proves the owner, no code needed; every session ends again. */
export async function changePasswordByOld(page: Page, oldPassword: string, password: string, loginPath: string) {
  await page.getByRole('button', { name: '修改', exact: true }).click()
  const form = page.getByTestId('password-form')
  await form.getByLabel('原密码').fill('Wrong2026x')
  await form.getByLabel('新密码', { exact: true }).fill(password)
  await form.getByLabel('确认新密码').fill(password)
  await form.getByRole('button', { name: '确认修改' }).click()
  await expect(form.getByText('原密码不正确')).toBeVisible()
  await form.getByLabel('原密码').fill(oldPassword)
  await form.getByRole('button', { name: '确认修改' }).click()
  await expect(page.getByText('密码修改成功，请使用新密码重新登录')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`))
}

/** /login right after a password change: it says so, shows the password form and has the phone filled in. */
export async function reloginAfterPasswordChange(page: Page, phone: string, password: string) {
  await expect(page.getByTestId('login-notice')).toHaveText('密码修改成功，请使用新密码重新登录')
  await expect(page.getByLabel('手机号')).toHaveValue(phone)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await agree(page)
  await page.getByLabel('密码', { exact: true }).press('Enter')
}

/** Old phone's code → 下一步 → new phone's code → 确认更换; answers the new phone. */
export async function changePhone(page: Page, request: APIRequestContext, who: SignedIn): Promise<string> {
  const { phone } = who
  await page.getByRole('button', { name: '更换', exact: true }).click()
  const form = page.getByTestId('phone-form')
  await expect(form).toContainText(`当前绑定的手机 ${masked(phone)}`)
  await untilNextCode(who)
  let sentAt = Date.now()
  await form.getByRole('button', { name: '获取验证码' }).click()
  await form.getByLabel('验证码').fill(await outboxCode(request, phone, sentAt))
  await form.getByRole('button', { name: '下一步' }).click()

  // The seeded learner's number is taken: refused before any code is sent.
  await form.getByLabel('新手机号').fill('13800000002')
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByText('该手机号已被注册')).toBeVisible()

  const next = freshPhone()
  await form.getByLabel('新手机号').fill(next)
  sentAt = Date.now()
  await form.getByRole('button', { name: '获取验证码' }).click()
  await form.getByLabel('验证码').fill(await outboxCode(request, next, sentAt))
  await form.getByRole('button', { name: '确认更换' }).click()
  await expect(page.getByText('手机号已更换，请使用新手机号登录')).toBeVisible()
  await expect(page.getByTestId('security-options')).toContainText(`已绑定 ${masked(next)}`)
  expect(await page.evaluate(() => localStorage.getItem('phonenumber'))).toBe(next)
  // The server agrees, on this browser's own session cookie (which the change kept).
  const cookies = await page.context().cookies(tenantUrl('demo', ''))
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const info = await request.get(apiUrl('/api/services/app/FrontUser/GetUserBasicInfo'), {
    headers: { ...hostHeader('demo'), cookie },
  })
  expect((await info.json()).result.phoneNumber).toBe(next)
  return next
}
