// Consent on the phone: the texts on both tenants (reached from the home page), and the entrance, /login and
// /createcompany forms — 44 px targets, nothing sent without the tick (the entrance and /login ask in a sheet with
// 同意并继续, issue 27), no sideways scrolling at 360 px.
import { expect, test, type Page } from './test'
import { expectAccessible } from './a11y'
import { freshLoginName, freshPhone } from './accounts'
import { tenantUrl } from './helpers'

const REFUSAL = '请先阅读并同意《用户协议》和《隐私政策》'
const SHEET = '请阅读并同意《用户协议》和《隐私政策》'

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

async function consentTarget(page: Page) {
  const box = await page.getByTestId('consent').locator('label').boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
}

test.use({ viewport: { width: 360, height: 740 } })

for (const { slug, name } of [
  { slug: 'demo', name: '启航学堂' },
  { slug: 'acme', name: '艾克美企业大学' },
]) {
  test(`${slug}: the texts from the bottom of the home page`, async ({ page }) => {
    await page.goto(tenantUrl(slug))
    const links = page.getByTestId('legal-links')
    for (const link of await links.getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await links.getByRole('link', { name: '隐私政策' }).click()
    await expect(page).toHaveURL(tenantUrl(slug, '/privacypolicy'))
    await expect(page).toHaveTitle(`隐私政策 - ${name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${name}隐私政策`)
    await expect(page.getByTestId('legal-version')).toContainText('版本 1.0')
    await noSidewaysScroll(page)

    await page.goto(tenantUrl(slug, '/useragreement'))
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${name}用户协议`)
    await expect(page.getByTestId('legal-document')).toContainText(`欢迎您使用${name}`)
    await noSidewaysScroll(page)
  })
}

test('/loginEntrance asks before any way in with 同意并继续, and the tick carries to /login', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/loginEntrance'))
  await consentTarget(page)
  await noSidewaysScroll(page)
  const sheet = page.getByRole('dialog', { name: '用户协议与隐私政策' })
  await expect(async () => {
    await page.getByRole('link', { name: '手机号登录/注册' }).click()
    await expect(sheet).toContainText(SHEET, { timeout: 1000 })
  }).toPass()
  await sheet.getByRole('button', { name: '不同意' }).click()
  await expect(sheet).toHaveCount(0)
  await expect(page).toHaveURL(/\/loginEntrance$/)
  await page.getByRole('link', { name: '手机号登录/注册' }).click()
  await noSidewaysScroll(page)
  await sheet.getByRole('button', { name: '同意并继续' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()
})

test('/login and /createcompany on the phone send nothing without consent', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => {
    if (/Authenticate$|RegisterCompany$|CheckCompanyPhoneCode$/i.test(new URL(r.url()).pathname)) sent.push(r.url())
  })
  await page.goto(tenantUrl('acme', '/login'))
  await consentTarget(page)
  await noSidewaysScroll(page)
  await page.getByLabel('手机号').fill(freshPhone())
  await page.getByLabel('验证码').fill('1234')
  // 登录 stays live: pressed unticked it asks in a bottom sheet, and 不同意 sends nothing.
  const sheet = page.getByRole('dialog', { name: '用户协议与隐私政策' })
  await expect(async () => {
    await page.getByTestId('login-submit').click()
    await expect(sheet).toContainText(SHEET, { timeout: 1000 })
  }).toPass()
  await expectAccessible(page)
  await sheet.getByRole('button', { name: '不同意' }).click()
  await expect(sheet).toHaveCount(0)
  // On the phone the texts open in place.
  await expect(page.getByRole('link', { name: '《用户协议》' })).not.toHaveAttribute('target', /.+/)

  await page.goto(tenantUrl('demo', '/createcompany'))
  await consentTarget(page)
  await noSidewaysScroll(page)
  await page.getByLabel('企业名称').fill('移动端未同意企业')
  await page.getByLabel('登录名').fill(freshLoginName())
  await page.getByLabel('密码', { exact: true }).fill('Consent2026!')
  await page.getByLabel('确认密码').fill('Consent2026!')
  await page.getByLabel('联系电话').fill(freshPhone())
  await page.getByLabel('验证码').fill('1234')
  await expect(async () => {
    await page.getByRole('button', { name: '注册' }).click()
    await expect(page.getByTestId('consent-error')).toHaveText(REFUSAL, { timeout: 1000 })
  }).toPass()
  expect(sent).toEqual([])
})
