// Phone: the same 图形验证码 on /login — a stranger's code request does not keep the owner from hers.
import { expect, test } from './test'
import { agree, freshPhone } from './accounts'
import { expectAccessibleAndFitting } from './a11y'
import { sendPastTheCeiling, strangerSends } from './captcha'
import { tenantUrl } from './helpers'

test('past the phone’s ceiling the owner answers a 图形验证码 on /login and signs in with her code', async ({
  page,
  request,
}) => {
  const phone = freshPhone()
  await strangerSends(request, phone)
  await page.goto(tenantUrl('demo', '/login?redirect=%2Fmine'))
  await agree(page)
  await page.getByLabel('手机号').fill(phone)
  const code = await sendPastTheCeiling(page, request, page, phone)
  await page.getByLabel('验证码').fill(code)
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(tenantUrl('demo', '/mine'))
  await expect(page.getByTestId('mine-name')).toHaveText(`学员${phone.slice(-4)}`)
})

test('the phone’s 图形验证码 dialog fits a 360 px screen and passes axe', async ({ page, request }) => {
  const phone = freshPhone()
  await strangerSends(request, phone)
  await page.goto(tenantUrl('demo', '/login'))
  await page.getByLabel('手机号').fill(phone)
  const captcha = page.getByTestId('captcha-dialog')
  await expect(async () => {
    if (!(await captcha.isVisible())) await page.getByTestId('send-code').click({ timeout: 2000 })
    await expect(captcha).toBeVisible({ timeout: 3000 })
  }).toPass()
  await expect(captcha.getByRole('img', { name: /图形验证码/ })).toBeVisible()
  await expectAccessibleAndFitting(page)
  await captcha.getByRole('button', { name: '取消' }).click()
  await expect(captcha).toBeHidden()
  await expect(page.getByText('操作较为频繁，请输入图形验证码后继续')).toBeVisible()
})
