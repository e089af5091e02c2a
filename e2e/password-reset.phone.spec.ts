// The phone's forgot-password journey, on an account it makes by the API: reset, then sign in with the new password.
import { expect, test } from './test'
import { agree, outboxCode, signedInIndividual, untilNextCode } from './accounts'
import { tenantUrl } from './helpers'

test('forgot password on the phone, then login with the new password', async ({ page, request }) => {
  const who = await signedInIndividual(request)
  const { phone } = who
  await page.goto(tenantUrl('demo', '/accountForgot?isCompany=0'))
  await page.getByLabel('手机号').fill(phone)
  await untilNextCode(who)
  const clickedAt = Date.now()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill(await outboxCode(request, phone, clickedAt))
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByLabel('新密码').fill('Phone2026x')
  await page.getByLabel('确认密码').fill('Phone2026x')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('密码重置成功')).toBeVisible()
  await page.goto(tenantUrl('demo', '/login?redirect=%2Faccount'))
  await expect(async () => {
    await page.getByRole('button', { name: '账号密码登录' }).click()
    await expect(page.getByLabel('密码', { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.getByLabel('手机号').fill(phone)
  await page.getByLabel('密码', { exact: true }).fill('Phone2026x')
  await agree(page)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('mine-name')).toHaveText(`学员${phone.slice(-4)}`)
})
