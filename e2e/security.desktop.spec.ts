// Desktop 账号安全 (/SecurityOptionsPersonal, nav 6 of 个人中心): a code-login learner sets a password by a code to the
// own phone, signs in with it, then changes it by the old one; the phone number has its own journey on the phone project.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { changePasswordByCode, changePasswordByOld, openSecurity, reloginAfterPasswordChange } from './security'

test(
  'change the password by a code, then by the old one; each time every session ends and the new one signs in',
  { tag: '@smoke' },
  async ({ page, request }) => {
    const who = await openSecurity(page, request, async () => {
      await page.goto(tenantUrl('demo', '/account'))
      await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '账号安全' }).click()
      await expect(page).toHaveURL(tenantUrl('demo', '/account?nav=6'))
      await page.goto(tenantUrl('demo', '/SecurityOptionsPersonal'))
    })
    const { phone } = who
    await changePasswordByCode(page, request, who, '/login')
    await reloginAfterPasswordChange(page, phone, 'Secure2026x')
    await expect(page.getByTestId('user-name')).toHaveText(`学员${phone.slice(-4)}`)

    await page.goto(tenantUrl('demo', '/account?nav=6'))
    await changePasswordByOld(page, 'Secure2026x', 'Again2026y', '/login')
    await reloginAfterPasswordChange(page, phone, 'Again2026y')
    await expect(page.getByTestId('user-name')).toHaveText(`学员${phone.slice(-4)}`)
  },
)
