// Desktop sign-in journeys: the login popup (code, password, company), validation, registration, resets, logout.
import { expect, test, type Page } from '@playwright/test'
import { createCompany, createIndividual, freshLoginName, freshPhone, outboxCode, storageKeys, waitForResend } from './accounts'
import { tenantUrl } from './helpers'

async function openPopup(page: Page) {
  await page.goto(tenantUrl('demo'))
  const dialog = page.getByTestId('login-dialog')
  // A click before hydration finishes does nothing: click until the popup opens.
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass()
  return dialog
}

test('code login from the popup creates the account; the countdown blocks re-sending', async ({ page, request }) => {
  const phone = freshPhone()
  const dialog = await openPopup(page)
  await expect(dialog.getByRole('tab', { name: '个人登录' })).toBeVisible()
  await dialog.getByLabel('手机号').fill(phone)
  const send = dialog.getByTestId('send-code')
  await send.click()
  await expect(send).toHaveText(/^(60|59|58)秒后重新获取$/)
  await expect(send).toBeDisabled()
  const code = await outboxCode(request, phone)
  await dialog.getByLabel('验证码').fill(code)
  await dialog.getByLabel('验证码').press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-name')).toHaveText(`学员${phone.slice(-4)}`)
  const keys = await storageKeys(page)
  expect(keys).toEqual(expect.arrayContaining(['userId', 'userName', 'PERSONAL', 'logintype']))
  const values = await page.evaluate(() => Object.values(window.localStorage).join('\n'))
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'qh_session')
  expect(session?.httpOnly).toBe(true)
  expect(values).not.toContain(session!.value)
})

test('password login and company login', async ({ page }) => {
  let dialog = await openPopup(page)
  await dialog.getByRole('button', { name: '账号密码登录' }).click()
  await dialog.getByLabel('手机号').fill('13800000001')
  await dialog.getByLabel('密码', { exact: true }).fill('Qihang2026')
  await dialog.getByTestId('login-submit').click()
  await expect(page.getByTestId('user-name')).toHaveText('学员小王')

  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  dialog = await openPopup(page)
  await dialog.getByRole('tab', { name: '企业登录' }).click()
  await dialog.getByLabel('登录名').fill('qihang_hr')
  await dialog.getByLabel('密码', { exact: true }).fill('Qihang2026')
  await dialog.getByLabel('密码', { exact: true }).press('Enter')
  await expect(page.getByTestId('user-name')).toHaveText('启航科技有限公司')
})

test('validation messages are the spec’s exact text; a wrong password shows the server message', async ({ page }) => {
  const dialog = await openPopup(page)
  const submit = dialog.getByTestId('login-submit')
  await submit.click()
  await expect(dialog.getByText('请输入手机号码')).toBeVisible()
  await dialog.getByLabel('手机号').fill('12345678901')
  await submit.click()
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible()
  await dialog.getByLabel('手机号').fill('13800000001')
  await submit.click()
  await expect(dialog.getByText('验证码不能为空')).toBeVisible()
  await dialog.getByRole('button', { name: '账号密码登录' }).click()
  await submit.click()
  await expect(dialog.getByText('密码不能为空')).toBeVisible()
  await dialog.getByLabel('密码', { exact: true }).fill('WrongPass1')
  await submit.click()
  await expect(dialog.getByTestId('login-error')).toHaveText('手机号或密码错误')
  await dialog.getByRole('tab', { name: '企业登录' }).click()
  await expect(dialog.getByLabel('登录名')).toHaveValue('')
  await dialog.getByTestId('login-submit').click()
  await expect(dialog.getByText('请输入登录名')).toBeVisible()
  await dialog.getByLabel('登录名').fill('qihang_hr')
  await dialog.getByTestId('login-submit').click()
  await expect(dialog.getByText('请输入密码')).toBeVisible()
})

test('company registration (new tab) then login', async ({ page, request }) => {
  const name = freshLoginName()
  const phone = freshPhone()
  await page.goto(tenantUrl('demo', '/createcompany'))
  await page.getByLabel('企业名称').fill('测试企业有限公司')
  await page.getByLabel('登录名').fill(name)
  await page.getByLabel('密码', { exact: true }).fill('Regist2026!')
  await expect(page.getByText('该登录名可以使用')).toBeVisible()
  await page.getByLabel('确认密码').fill('Regist2026!')
  await page.getByLabel('联系电话').fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill(await outboxCode(request, phone))
  await page.getByRole('button', { name: '注册' }).click()
  await expect(page.getByText('企业账号注册成功')).toBeVisible()
  await page.getByRole('link', { name: '去登录' }).click()
  await page.getByLabel('登录名').fill(name)
  await page.getByLabel('密码', { exact: true }).fill('Regist2026!')
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(tenantUrl('demo'))
  await expect(page.getByTestId('user-name')).toHaveText('测试企业有限公司')
})

test.describe('forgot password, then login with the new password', () => {
  // Fixture accounts made first; each reset needs a new code, and a phone gets one a minute.
  const person = freshPhone()
  const company = { name: freshLoginName(), phone: freshPhone() }
  let sentAt = 0
  test.beforeAll(async ({ request }) => {
    sentAt = await createIndividual(request, person)
    await createCompany(request, company.name, company.phone, 'Before2026!')
  })

  test('personal: reset, sign in, then logout keeps only Available and SET_TENANTNAME', async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.goto(tenantUrl('demo', '/accountForgot?isCompany=0'))
    await page.getByLabel('手机号').fill(person)
    await waitForResend(sentAt)
    const clickedAt = Date.now()
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled()
    await page.getByLabel('验证码').fill(await outboxCode(request, person, clickedAt))
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByLabel('新密码').fill('Forgot2026x')
    await page.getByLabel('确认密码').fill('Forgot2026x')
    await page.getByRole('button', { name: '提交' }).click()
    await expect(page.getByText('密码重置成功')).toBeVisible()

    const dialog = await openPopup(page)
    await dialog.getByRole('button', { name: '账号密码登录' }).click()
    await dialog.getByLabel('手机号').fill(person)
    await dialog.getByLabel('密码', { exact: true }).fill('Forgot2026x')
    await dialog.getByTestId('login-submit').click()
    await expect(page.getByTestId('user-name')).toHaveText(`学员${person.slice(-4)}`)

    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: '退出登录' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible()
    expect(await page.evaluate(() => window.location.pathname)).toBe('/')
    // The home page writes the tenant's settings again after the reload; no account key survives logout.
    const accountKeys = ['userId', 'userName', 'userLogo', 'phonenumber', 'frontCompanyId', 'PERSONAL', 'logintype']
    expect((await storageKeys(page)).filter((k) => accountKeys.includes(k))).toEqual([])
  })

  test('company: reset via the contact phone, then sign in', async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.goto(tenantUrl('demo', '/accountForgot?isCompany=1'))
    await page.getByLabel('登录名').fill(company.name)
    await page.getByLabel('手机号').fill(company.phone)
    await waitForResend(sentAt)
    const clickedAt = Date.now()
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByLabel('验证码').fill(await outboxCode(request, company.phone, clickedAt))
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByLabel('新密码').fill('After2026!')
    await page.getByLabel('确认密码').fill('After2026!')
    await page.getByRole('button', { name: '提交' }).click()
    await expect(page.getByText('密码重置成功')).toBeVisible()
    const dialog = await openPopup(page)
    await dialog.getByRole('tab', { name: '企业登录' }).click()
    await dialog.getByLabel('登录名').fill(company.name)
    await dialog.getByLabel('密码', { exact: true }).fill('After2026!')
    await dialog.getByTestId('login-submit').click()
    await expect(page.getByTestId('user-name')).toHaveText('E2E 测试企业')
  })
})
