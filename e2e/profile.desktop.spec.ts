// Desktop personal centre: the nickname and the avatar, as a fresh learner changes them.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { codeLogin } from './learning'
import { changeNickname, expectAvatar, uploadAvatar } from './profile'

test('change the nickname (header updates at once) and crop and upload an avatar (100×100 after reload)', async ({
  page,
  request,
}) => {
  // The desktop /login page's code login, which returns to the page it was opened for (the popup has its own tests).
  await codeLogin(page, request, '/account')
  const panel = page.getByTestId('profile-panel')
  await panel.getByRole('link', { name: '修改', exact: true }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/editnickname'))
  const nickname = `学员新名${Date.now() % 100000}`
  await changeNickname(page, nickname)
  await expect(page).toHaveURL(tenantUrl('demo', '/account?nav=0'))
  await expect(page.getByTestId('user-name')).toHaveText(nickname)
  await expect(page.getByTestId('profile-nickname')).toHaveText(nickname)
  await page.reload()
  await expect(page.getByTestId('profile-nickname')).toHaveText(nickname)

  await panel.getByRole('link', { name: '修改头像' }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/clipic'))
  const key = await uploadAvatar(page)
  await expect(page).toHaveURL(tenantUrl('demo', '/account?nav=0'))
  await expectAvatar(page.getByTestId('user-avatar'), key)
  await page.reload()
  await expectAvatar(page.getByTestId('user-avatar'), key)
  await expectAvatar(page.getByTestId('account-avatar'), key)
})

test('the left navigation keeps its nav numbers; a visitor is asked to sign in', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/account?nav=6'))
  await expect(page.getByRole('button', { name: '登录' }).last()).toBeVisible()
  const nav = page.getByRole('navigation', { name: '个人中心' })
  const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))
  expect(links).toEqual([
    ['个人资料', '/account?nav=0'],
    ['我的课程', '/account?nav=1'],
    ['我的企业', '/account?nav=2'],
    ['在线诊断', '/diagnosis'],
    ['我的优惠券', '/coupon'],
    ['我的订单', '/orders'],
    ['我的咨询', '/consultation'],
    ['系统通知', '/account?nav=3'],
    ['企业消息', '/account?nav=4'],
    ['学习提醒', '/account?nav=5'],
    ['账号安全', '/account?nav=6'],
    ['账号关联', '/account?nav=7'],
  ])
  await expect(nav.getByRole('link', { name: '账号安全' })).toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveTitle(/^账号安全 - 个人中心/)
})
