// Phone 我的: the tab leads to /mine (issue 12), open to visitors with a sign-in card; /account is the same page behind the login gate; the nickname and the avatar, as a fresh learner changes them.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { changeNickname, expectAvatar, signInFresh, uploadAvatar } from './profile'

test('change the nickname and crop and upload an avatar from 我的', { tag: '@smoke' }, async ({ page, request }) => {
  await signInFresh(page, request, '/mine')
  await expect(page.getByRole('link', { name: '我的', exact: true })).toHaveAttribute('href', '/mine')
  await page.getByTestId('mine-edit-nickname').click()
  await expect(page).toHaveURL(tenantUrl('demo', '/editnickname'))
  const nickname = `手机新名${Date.now() % 100000}`
  await changeNickname(page, nickname)
  await expect(page).toHaveURL(tenantUrl('demo', '/mine'))
  await expect(page.getByTestId('mine-name')).toHaveText(nickname)

  await page.getByTestId('mine-edit-avatar').click()
  await expect(page).toHaveURL(tenantUrl('demo', '/clipic'))
  const key = await uploadAvatar(page)
  await expect(page).toHaveURL(tenantUrl('demo', '/mine'))
  await page.reload()
  await expectAvatar(page.getByTestId('mine-avatar'), key)
  await expect(page.getByTestId('mine-name')).toHaveText(nickname)
})

test('a visitor on /mine is invited to sign in, on /account sent to the login entrance; a shared /account?nav= link opens the phone page of that panel', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('demo', '/mine'))
  // 登录/注册 on 我的 opens the phone form itself (issue 27).
  await expect(page.getByTestId('mine-login')).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/mine')}`)
  await page.goto(tenantUrl('demo', '/account'))
  await expect(page).toHaveURL(tenantUrl('demo', `/loginEntrance?locations=${encodeURIComponent('/account')}`))
  await signInFresh(page, request, '/mine')
  await page.goto(tenantUrl('demo', '/account?nav=1'))
  await expect(page).toHaveURL(tenantUrl('demo', '/minecourse'))
  await page.goto(tenantUrl('demo', '/account?nav=4'))
  await expect(page).toHaveURL(tenantUrl('demo', '/message?type=1'))
})
