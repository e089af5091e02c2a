// Desktop: a stranger's code request does not keep the owner from hers — the popup's 获取验证码 asks for a 图形验证码.
import { expect, test } from './test'
import { agree, freshPhone, openLoginPopup } from './accounts'
import { sendPastTheCeiling, strangerSends } from './captcha'
import { expectAccessible } from './a11y'

test('past the phone’s ceiling the owner answers a 图形验证码 and signs in with her code', async ({
  page,
  request,
}) => {
  const phone = freshPhone()
  await strangerSends(request, phone)
  const dialog = await openLoginPopup(page)
  await dialog.getByLabel('手机号').fill(phone)
  const code = await sendPastTheCeiling(page, request, dialog, phone)
  await dialog.getByLabel('验证码').fill(code)
  await agree(dialog)
  await dialog.getByLabel('验证码').press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-name')).toHaveText(`学员${phone.slice(-4)}`)
})

test('the 图形验证码 dialog passes axe, and 取消 leaves the server’s words under the code field', async ({
  page,
  request,
}) => {
  const phone = freshPhone()
  await strangerSends(request, phone)
  const dialog = await openLoginPopup(page)
  await dialog.getByLabel('手机号').fill(phone)
  const captcha = page.getByTestId('captcha-dialog')
  await expect(async () => {
    if (!(await captcha.isVisible())) await dialog.getByTestId('send-code').click({ timeout: 2000 })
    await expect(captcha).toBeVisible({ timeout: 3000 })
  }).toPass()
  await expect(captcha.getByRole('img', { name: /图形验证码/ })).toBeVisible()
  await expectAccessible(page)
  // The narrowest desktop width (tablets get the desktop pages): the whole dialog stays on screen.
  await page.setViewportSize({ width: 768, height: 800 })
  await expect(captcha.getByRole('button', { name: '确定' })).toBeInViewport({ ratio: 1 })
  await captcha.getByRole('button', { name: '取消' }).click()
  await expect(captcha).toBeHidden()
  await expect(dialog).toContainText('操作较为频繁，请输入图形验证码后继续')
  await expect(dialog.getByTestId('send-code')).toHaveText('获取验证码')
})
