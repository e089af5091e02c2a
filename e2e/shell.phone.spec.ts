// Phone journeys of the foundation: the mobile shell, its tab bar per tenant, 403 and 404.
import { expect, test } from './test'
import { tenantUrl } from './helpers'

test('a phone gets the mobile shell: tab bar, no desktop header', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  await expect(page).toHaveTitle(/启航学堂/)
  const tabs = page.getByRole('navigation', { name: '底部导航' })
  await expect(tabs).toBeVisible()
  await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
  await expect(tabs.getByRole('link', { name: '课程' })).toHaveAttribute('href', '/courselist')
  await expect(tabs.getByRole('link', { name: '平台服务' })).toHaveAttribute('href', '/join')
  await expect(tabs.getByRole('link', { name: '我的' })).toHaveAttribute('href', '/mine')
  await expect(page.getByRole('banner').getByRole('button', { name: /课程分类/ })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test('acme has no 平台服务 tab', async ({ page }) => {
  await page.goto(tenantUrl('acme'))
  const tabs = page.getByRole('navigation', { name: '底部导航' })
  await expect(tabs.getByRole('link', { name: '首页' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: '平台服务' })).toHaveCount(0)
})

test('the rem base is a tenth of the viewport width', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  const [fontSize, width] = await page.evaluate(() => [
    parseFloat(getComputedStyle(document.documentElement).fontSize),
    window.innerWidth,
  ])
  expect(fontSize).toBeCloseTo(width / 10, 0)
})

test('closed answers 403 and unknown or dotted paths 404 on the phone too, with their titles', async ({ page }) => {
  const closed = await page.goto(tenantUrl('closed', '/course/1'))
  expect(closed?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: '暂时无法访问' })).toBeVisible()
  await expect(page).toHaveTitle('暂时无法访问 - 停用学院')
  for (const path of ['/no-such-page', '/course/1.5', '/index.html']) {
    const response = await page.goto(tenantUrl('demo', path))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
    await expect(page).toHaveTitle('页面不存在 - 启航学堂')
  }
})
