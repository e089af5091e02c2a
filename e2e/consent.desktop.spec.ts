// Consent on the desktop: the two texts per tenant (footer links, titles, version), and the forms that will not send
// without 「我已阅读并同意《用户协议》《隐私政策》」.
import { expect, test, type Page } from './test'
import { freshLoginName, freshPhone, openLoginPopup } from './accounts'
import { tenantUrl } from './helpers'

const REFUSAL = '请先阅读并同意《用户协议》和《隐私政策》'
const SHEET = '请阅读并同意《用户协议》和《隐私政策》'
const TENANTS = [
  { slug: 'demo', name: '启航学堂' },
  { slug: 'acme', name: '艾克美企业大学' },
]

/** Every request to the two account-creating calls, so a test can say nothing was sent. */
function watchAccountCalls(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (
      /\/api\/(TokenAuth\/Authenticate|services\/app\/FrontCompany\/RegisterCompany|TokenAuth\/CheckCompanyPhoneCode)$/i.test(
        new URL(r.url()).pathname,
      )
    )
      seen.push(r.url())
  })
  return seen
}

for (const { slug, name } of TENANTS) {
  test(`${slug}: 用户协议 and 隐私政策 from the footer, with the tenant's name, version and date`, async ({ page }) => {
    await page.goto(tenantUrl(slug))
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: '协议与政策' })
    await footerNav.getByRole('link', { name: '用户协议' }).click()
    await expect(page).toHaveURL(tenantUrl(slug, '/useragreement'))
    await expect(page).toHaveTitle(`用户协议 - ${name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}用户协议`)
    await expect(page.getByTestId('legal-version')).toHaveText('版本 1.0 · 2026年11月22日起生效')
    await expect(page.getByTestId('legal-document')).toContainText(`欢迎您使用${name}`)

    const res = await page.goto(tenantUrl(slug, '/privacypolicy'))
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle(`隐私政策 - ${name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}隐私政策`)
    await expect(page.getByTestId('legal-document')).toContainText('个人信息保护法')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(tenantUrl(slug, '/privacypolicy'))
  })
}

test('the closed tenant has no texts to show: 403 view', async ({ page }) => {
  await page.goto(tenantUrl('closed', '/useragreement'))
  await expect(page.getByTestId('legal-document')).toHaveCount(0)
})

test('the login popup sends nothing without consent, asks why in a dialog, and links both texts in a new tab', async ({
  page,
}) => {
  const calls = watchAccountCalls(page)
  const dialog = await openLoginPopup(page)
  await dialog.getByLabel('手机号').fill(freshPhone())
  await dialog.getByLabel('验证码').fill('1234')
  await dialog.getByTestId('login-submit').click()
  const sheet = page.getByRole('dialog', { name: '用户协议与隐私政策' })
  await expect(sheet).toContainText(SHEET)
  await sheet.getByRole('button', { name: '不同意' }).click()
  await expect(sheet).toHaveCount(0)
  expect(calls).toEqual([])

  const box = dialog.getByRole('checkbox', { name: /我已阅读并同意\s*《用户协议》\s*《隐私政策》/ })
  // Keyboard: focus the box and tick it with Space.
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()

  const popup = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: '《隐私政策》' }).click()
  const tab = await popup
  await expect(tab).toHaveURL(tenantUrl('demo', '/privacypolicy'))
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('启航学堂隐私政策')
  await expect(dialog.getByLabel('手机号')).not.toHaveValue('')
})

test('/login and /createcompany refuse to send without consent', async ({ page }) => {
  const calls = watchAccountCalls(page)
  await page.goto(tenantUrl('demo', '/login'))
  await page.getByLabel('手机号').fill(freshPhone())
  await page.getByLabel('验证码').fill('1234')
  const sheet = page.getByRole('dialog', { name: '用户协议与隐私政策' })
  await expect(async () => {
    await page.getByTestId('login-submit').click()
    await expect(sheet).toContainText(SHEET, { timeout: 1000 })
  }).toPass()
  await sheet.getByRole('button', { name: '不同意' }).click()

  await page.goto(tenantUrl('demo', '/createcompany'))
  await page.getByLabel('企业名称').fill('未同意测试企业')
  await page.getByLabel('登录名').fill(freshLoginName())
  await page.getByLabel('密码', { exact: true }).fill('Consent2026!')
  await page.getByLabel('确认密码').fill('Consent2026!')
  await page.getByLabel('联系电话').fill(freshPhone())
  await page.getByLabel('验证码').fill('1234')
  await expect(async () => {
    await page.getByRole('button', { name: '注册' }).click()
    await expect(page.getByTestId('consent-error')).toHaveText(REFUSAL, { timeout: 1000 })
  }).toPass()
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('target', '_blank')
  expect(calls).toEqual([])
})
