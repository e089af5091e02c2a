// Desktop journeys of the foundation: tenant branding, header, footer, theme, 403 and 404.
import { expect, test } from './test'
import { tenantUrl } from './helpers'

test('demo home has its title, header and footer', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  await expect(page).toHaveTitle(/启航学堂/)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /启航学堂/ }).first()).toHaveAttribute('href', '/')
  await expect(header.getByRole('link', { name: '我的课程' })).toBeVisible()
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible()
  await expect(header.getByRole('link', { name: '讲师' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('京ICP备2026012345号-1')).toBeVisible()
  await expect(footer.getByRole('img', { name: /关注我们|二维码/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0)
})

test('the category dropdown lists every parent with an 全部 entry', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  await page.getByRole('button', { name: /课程分类/ }).click()
  const all = page.getByRole('link', { name: '全部' })
  expect(await all.count()).toBeGreaterThanOrEqual(4)
  await expect(all.first()).toHaveAttribute('href', /\/courselist\?pcourseTypeId=\d+$/)
})

test('acme is branded with its own name, colour and switches', async ({ page }) => {
  await page.goto(tenantUrl('acme'))
  await expect(page).toHaveTitle(/艾克美企业大学/)
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  )
  expect(primary.toLowerCase()).toBe('#0f766e')
  await expect(page.getByRole('banner').getByRole('link', { name: '讲师' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('img', { name: /关注我们|二维码/ })).toHaveCount(0)
})

test('a closed tenant answers HTTP 403 with the 403 page on every path, /403 included', async ({ page }) => {
  for (const path of ['/', '/courselist', '/course/1', '/index.html', '/403']) {
    const response = await page.goto(tenantUrl('closed', path))
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: '暂时无法访问' })).toBeVisible()
    await expect(page).toHaveTitle('暂时无法访问 - 停用学院')
    expect(page.url()).toBe(tenantUrl('closed', path))
  }
})

test('an unknown tenant answers HTTP 403 with the 403 page', async ({ page }) => {
  const response = await page.goto(tenantUrl('nope', '/course/1'))
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: '暂时无法访问' })).toBeVisible()
  await expect(page).toHaveTitle('暂时无法访问')
})

test('an unknown path answers 404 with the 404 page inside the shell', async ({ page }) => {
  const response = await page.goto(tenantUrl('demo', '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
  await expect(page).toHaveTitle('页面不存在 - 启航学堂')
  await expect(page.getByRole('banner')).toBeVisible()
  await page.getByRole('link', { name: '返回首页' }).click()
  await expect(page).toHaveURL(tenantUrl('demo'))
})

test('dotted paths and unknown files are the tenant’s 404 too', async ({ page }) => {
  for (const path of ['/course/1.5', '/index.html', '/teacher/2.0', '/favicon.png']) {
    const response = await page.goto(tenantUrl('demo', path))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
    await expect(page).toHaveTitle('页面不存在 - 启航学堂')
    await expect(page.getByRole('banner')).toBeVisible()
  }
})

test('the internal trees are not reachable by their own URL', async ({ page }) => {
  const response = await page.goto(tenantUrl('demo', '/demo/desktop'))
  expect(response?.status()).toBe(404)
})

test('navigation scrolls to the top and back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 })
  await page.goto(tenantUrl('demo'))
  // A category chip well down the page: scroll it into view first, so the click itself scrolls nothing.
  const chip = page.getByTestId('home-course-bar').getByRole('link', { name: '团队管理', exact: true }).first()
  await chip.scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(100)
  await chip.click()
  await expect(page).toHaveURL(/\/courselist\?pcourseTypeId=\d+&courseTypeId=\d+$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(tenantUrl('demo'))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
})
