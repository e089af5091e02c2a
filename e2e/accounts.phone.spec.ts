// Phone sign-in journeys: the login guard, /loginEntrance → /login, code/password/company login, "我的", logout.
import { expect, test, type Page } from './test'
import { agree, freshLoginName, freshPhone, outboxCode, storageKeys } from './accounts'
import { tenantUrl } from './helpers'

const ACCOUNT_KEYS = ['userId', 'userName', 'userLogo', 'phonenumber', 'frontCompanyId', 'PERSONAL', 'logintype']

async function submit(page: Page) {
  await page.getByTestId('login-submit').click()
}

test('the guard sends a visitor from /account to /loginEntrance, and code login comes back', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('demo', '/account'))
  await expect(page).toHaveURL(/\/loginEntrance\?locations=%2Faccount$/)
  // Consent given on the entrance carries to /login in this tab.
  await agree(page)
  await page.getByRole('link', { name: /手机号登录/ }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/)
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()
  const phone = freshPhone()
  await page.getByLabel('手机号').fill(phone)
  const send = page.getByTestId('send-code')
  await expect(async () => {
    await send.click()
    await expect(send).toHaveText(/秒后重新获取$/, { timeout: 1000 })
  }).toPass()
  await expect(send).toBeDisabled()
  await page.getByLabel('验证码').fill(await outboxCode(request, phone))
  await submit(page)
  await expect(page).toHaveURL(tenantUrl('demo', '/account'))
  await expect(page.getByTestId('mine-name')).toHaveText(`学员${phone.slice(-4)}`)
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible()
})

test('the guard also covers /clipic, /minecourse, /message, /coupon and /orders', async ({ page }) => {
  for (const path of ['/clipic', '/minecourse', '/message', '/coupon', '/orders']) {
    await page.goto(tenantUrl('demo', path))
    await expect(page).toHaveURL(new RegExp(`/loginEntrance\\?locations=${encodeURIComponent(path)}$`))
  }
})

test('password login, then logout from 我的 keeps no account key', { tag: '@smoke' }, async ({ page }) => {
  await page.goto(tenantUrl('demo', '/login?redirect=%2Faccount'))
  await expect(async () => {
    await page.getByRole('button', { name: '账号密码登录' }).click()
    await expect(page.getByLabel('密码', { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.getByLabel('手机号').fill('13800000001')
  await page.getByLabel('密码', { exact: true }).fill('Qihang2026')
  await agree(page)
  await page.getByLabel('密码', { exact: true }).press('Enter')
  await expect(page.getByTestId('mine-name')).toHaveText('学员小王')
  // 我的 links the tenant's consent texts.
  await expect(page.getByTestId('legal-links').getByRole('link', { name: '用户协议' })).toHaveAttribute(
    'href',
    '/useragreement',
  )
  await expect(page.getByTestId('legal-links').getByRole('link', { name: '隐私政策' })).toHaveAttribute(
    'href',
    '/privacypolicy',
  )
  await page.getByRole('button', { name: '退出登录' }).click()
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(tenantUrl('demo'))
  expect((await storageKeys(page)).filter((k) => ACCOUNT_KEYS.includes(k))).toEqual([])
  await page.goto(tenantUrl('demo', '/account'))
  await expect(page).toHaveURL(/\/loginEntrance/)
})

test('company login with the spec’s messages', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/login?tab=company&redirect=%2Faccount'))
  await expect(async () => {
    await submit(page)
    await expect(page.getByText('请输入登录名')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.getByLabel('登录名').fill('qihang_hr')
  await submit(page)
  await expect(page.getByText('请输入密码')).toBeVisible()
  await page.getByLabel('密码', { exact: true }).fill('Qihang2026')
  await agree(page)
  await submit(page)
  await expect(page.getByTestId('mine-name')).toHaveText('启航科技有限公司')
  await expect(page.getByText('企业账号')).toBeVisible()
})

test('company registration on the phone, then login', async ({ page, request }) => {
  const name = freshLoginName()
  const phone = freshPhone()
  await page.goto(tenantUrl('demo', '/createcompany'))
  await page.getByLabel('企业名称').fill('移动端注册企业')
  await page.getByLabel('登录名').fill(name)
  await page.getByLabel('密码', { exact: true }).fill('Mobile2026!')
  await page.getByLabel('确认密码').fill('Mobile2026!')
  await expect(page.getByText('该登录名可以使用')).toBeVisible()
  await page.getByLabel('联系电话').fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill(await outboxCode(request, phone))
  await agree(page)
  await page.getByRole('button', { name: '注册' }).click()
  await expect(page.getByText('企业账号注册成功')).toBeVisible()
  await page.getByRole('link', { name: '去登录' }).click()
  await page.getByLabel('登录名').fill(name)
  await page.getByLabel('密码', { exact: true }).fill('Mobile2026!')
  await agree(page)
  await submit(page)
  await expect(page).toHaveURL(tenantUrl('demo'))
  await page.goto(tenantUrl('demo', '/account'))
  await expect(page.getByTestId('mine-name')).toHaveText('移动端注册企业')
})
