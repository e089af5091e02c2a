// Desktop QQ and WeChat (QR) sign-in through the fake provider: first login binds a phone, the second goes straight in;
// 账号关联 unbinds, and the next login asks for a phone again; signed in, 账号关联 binds QQ without a phone or code.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { signedInIndividual, signIn } from './accounts'
import { bindNewPhone, bindQQFromAssociation, consent, freshOAuthUser } from './third-party'

for (const [name, icon, start] of [
  ['QQ', 'QQ登录', '/LoginByqq'],
  ['微信', '微信登录', '/home/LoginViaWeChat'],
] as const) {
  test(`${name}: first login binds a phone, the second is straight in, and 账号关联 unbinds`, async ({
    page,
    request,
    browser,
  }) => {
    const user = freshOAuthUser()
    await page.goto(tenantUrl('demo', '/login'))
    await page.getByRole('link', { name: icon }).click()
    await consent(page, user)
    const phone = await bindNewPhone(page, request)
    await expect(page).toHaveURL(tenantUrl('demo', '/'))
    await expect(page.getByTestId('user-name')).toBeVisible()

    // A fresh browser, the same provider account: no phone asked.
    const other = await browser.newContext()
    const second = await other.newPage()
    await second.goto(tenantUrl('demo', `${start}?redirect=${encodeURIComponent('/course/my')}`))
    await consent(second, user)
    await expect(second).toHaveURL(tenantUrl('demo', '/course/my'))
    await expect(second.getByTestId('bind-phone-form')).toHaveCount(0)
    await other.close()

    await page.goto(tenantUrl('demo', '/AccountAssociation'))
    const row = page.getByTestId(`association-${name === 'QQ' ? 'qq' : 'wechat'}`)
    await expect(row).toContainText('已绑定')
    await row.getByRole('button', { name: '解除绑定' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await expect(row).toContainText('未绑定')
    await page.goto(tenantUrl('demo', start))
    await consent(page, user)
    await expect(page.getByTestId('bind-phone-form')).toBeVisible()
    expect(phone).toMatch(/^1\d{10}$/)
  })
}

test('a declined QQ consent comes back to a clear message and the way to the phone login', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/LoginByqq'))
  await consent(page, freshOAuthUser(), false)
  await expect(page.getByTestId('oauth-error')).toContainText('您已取消授权')
  await expect(page.getByRole('link', { name: '返回登录' })).toBeVisible()
})

test('signed in, 账号关联 binds QQ in one authorisation: no phone, no code', async ({ page, request }) => {
  await signIn(page, await signedInIndividual(request))
  await bindQQFromAssociation(page, freshOAuthUser())
})
