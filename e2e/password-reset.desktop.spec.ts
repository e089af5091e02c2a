// Desktop forgot-password journeys, on accounts each journey makes by the API: reset, sign in with the new password,
// and (personal) log out.
import { expect, test } from './test'
import {
  agree,
  createCompany,
  freshLoginName,
  freshPhone,
  openLoginPopup,
  outboxCode,
  signedInIndividual,
  storageKeys,
  untilNextCode,
} from './accounts'
import { tenantUrl } from './helpers'

test('personal: reset, sign in, then logout keeps only Available and SET_TENANTNAME', async ({ page, request }) => {
  const who = await signedInIndividual(request)
  const { phone } = who
  await page.goto(tenantUrl('demo', '/accountForgot?isCompany=0'))
  await page.getByLabel('手机号').fill(phone)
  await untilNextCode(who)
  const clickedAt = Date.now()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled()
  await page.getByLabel('验证码').fill(await outboxCode(request, phone, clickedAt))
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByLabel('新密码').fill('Forgot2026x')
  await page.getByLabel('确认密码').fill('Forgot2026x')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('密码重置成功')).toBeVisible()

  const dialog = await openLoginPopup(page)
  await dialog.getByRole('button', { name: '账号密码登录' }).click()
  await dialog.getByLabel('手机号').fill(phone)
  await dialog.getByLabel('密码', { exact: true }).fill('Forgot2026x')
  await agree(dialog)
  await dialog.getByTestId('login-submit').click()
  await expect(page.getByTestId('user-name')).toHaveText(`学员${phone.slice(-4)}`)

  await page.getByRole('button', { name: '用户菜单' }).click()
  // Logout leaves for the home page with a full load: wait for that new document's load event before reading its
  // storage. The learner may already be on the home page, so the URL alone says nothing (reading while the new
  // document loads raced the navigation: "Execution context was destroyed").
  const reloaded = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await reloaded
  await expect(page).toHaveURL(tenantUrl('demo', '/'))
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible()
  // The home page writes the tenant's settings again after the reload; no account key survives logout.
  const accountKeys = ['userId', 'userName', 'userLogo', 'phonenumber', 'frontCompanyId', 'PERSONAL', 'logintype']
  expect((await storageKeys(page)).filter((k) => accountKeys.includes(k))).toEqual([])
})

test('company: reset via the contact phone, then sign in', async ({ page, request }) => {
  const company = { name: freshLoginName(), phone: freshPhone() }
  const registered = await createCompany(request, company.name, company.phone, 'Before2026!')
  await page.goto(tenantUrl('demo', '/accountForgot?isCompany=1'))
  await page.getByLabel('登录名').fill(company.name)
  await page.getByLabel('手机号').fill(company.phone)
  await untilNextCode(registered)
  const clickedAt = Date.now()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill(await outboxCode(request, company.phone, clickedAt))
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByLabel('新密码').fill('After2026!')
  await page.getByLabel('确认密码').fill('After2026!')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('密码重置成功')).toBeVisible()
  const dialog = await openLoginPopup(page)
  await dialog.getByRole('tab', { name: '企业登录' }).click()
  await dialog.getByLabel('登录名').fill(company.name)
  await dialog.getByLabel('密码', { exact: true }).fill('After2026!')
  await agree(dialog)
  await dialog.getByTestId('login-submit').click()
  await expect(page.getByTestId('user-name')).toHaveText('E2E 测试企业')
})
