// Phone pages docs/spec.md §2 and §6 describe (issue 27): the consult pages are on tab 3 with their tab bar, and the
// individual's nickname, introduction and avatar forms point a company account to its centre instead.
import { devices, expect, test } from './test'
import { signedInIndividual, signIn } from './accounts'
import { companyPage } from './company'
import { tenantUrl } from './helpers'

test('/toconsult and /consultation show the tab bar with 平台服务 current', async ({ page, request }) => {
  await signIn(page, await signedInIndividual(request))
  for (const path of ['/toconsult', '/consultation']) {
    await page.goto(tenantUrl('demo', path))
    const tabs = page.getByRole('navigation', { name: '底部导航' })
    await expect(tabs, path).toBeVisible()
    await expect(tabs.getByRole('link', { name: '平台服务' })).toHaveAttribute('aria-current', 'page')
  }
})

test('a company’s 我的 offers no personal forms, and those pages point it to the company centre', async ({
  browser,
  request,
}) => {
  const company = await companyPage(browser, request, devices['Pixel 7'])
  await company.goto(tenantUrl('demo', '/mine'))
  await expect(company.getByTestId('mine-edit-business')).toBeVisible()
  for (const id of ['mine-edit-nickname', 'mine-edit-introduction', 'mine-edit-avatar']) {
    await expect(company.getByTestId(id)).toHaveCount(0)
  }
  for (const path of ['/editnickname', '/editpersonalProfile', '/clipic']) {
    await company.goto(tenantUrl('demo', path))
    await expect(company.getByText('企业账号的资料、安全与消息在企业中心管理'), path).toBeVisible()
    await expect(company.getByRole('textbox')).toHaveCount(0)
    await expect(company.getByRole('button', { name: /保存|选择/ })).toHaveCount(0)
  }
  await company.getByRole('link', { name: '前往企业中心' }).click()
  await expect(company).toHaveURL(tenantUrl('demo', '/corporate'))
  await company.context().close()
})
