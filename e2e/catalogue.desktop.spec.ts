// Desktop catalogue journeys: category → list → page 2 → detail, header search with history, switches.
import { expect, test } from './test'
import { tenantUrl } from './helpers'

test('browse: category dropdown → list → page 2 → course detail', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  await expect(async () => {
    await page.getByRole('button', { name: /课程分类/ }).click()
    await expect(page.getByRole('link', { name: '办公软件' }).first()).toBeVisible({ timeout: 1000 })
  }).toPass()
  await page.getByRole('banner').getByRole('link', { name: '办公软件' }).click()
  await expect(page).toHaveURL(/\/courselist\?pcourseTypeId=\d+&courseTypeId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: '办公软件' })).toBeVisible()
  await expect(page.getByTestId('course-card').first()).toBeVisible()

  await page.getByTestId('category-tree').getByRole('link', { name: '全部课程' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '全部课程' })).toBeVisible()
  await expect(page.getByTestId('course-card')).toHaveCount(20)
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click()
  await expect(page).toHaveURL(/page=2/)
  const card = page.getByTestId('course-card').first()
  const title = (await card.getByRole('heading').textContent())!.trim()
  await card.click()
  await expect(page).toHaveURL(/\/course\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('course-outline')).toBeVisible()
  await expect(page.getByTestId('start-learning')).toBeVisible()
})

test('header search finds a Chinese substring; history keeps 6, dedupes, newest first, clears', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索课程' })
  await expect(async () => {
    await box.fill(' 透视 ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/searchlist\?name=%E9%80%8F%E8%A7%86&formseach=true$/, { timeout: 2000 })
  }).toPass()
  await expect(page.getByRole('link', { name: /Excel数据透视表从入门到精通/ }).first()).toBeVisible()

  for (const term of ['沟通', '管理', 'Excel', '安全', '财务', '沟通', 'AI']) {
    await box.fill(term)
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(term)}&`))
  }
  await box.click()
  const history = page.getByTestId('search-history')
  await expect(history).toBeVisible()
  await expect(history.getByTestId('search-history-item')).toHaveText(['AI', '沟通', '财务', '安全', 'Excel', '管理'])
  await history.getByTestId('search-history-item').filter({ hasText: 'Excel' }).click()
  await expect(page).toHaveURL(/name=Excel&formseach=true/)
  await box.click()
  await expect(history.getByTestId('search-history-item').first()).toHaveText('Excel')
  await history.getByRole('button', { name: '清空' }).click()
  await expect(page.getByTestId('search-history')).toHaveCount(0)
  expect(await page.evaluate(() => window.localStorage.getItem('seachHistory'))).toBe('[]')
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL(/name=Excel&formseach=true/)
})

test('gold lecturers and topics follow the switches: on for demo, off for acme', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  await expect(page.getByTestId('home-gold-teachers')).toBeVisible()
  await expect(page.getByTestId('home-topics')).toBeVisible()
  await page.goto(tenantUrl('acme'))
  await expect(page.getByTestId('home-course-bar')).toBeVisible()
  await expect(page.getByTestId('home-gold-teachers')).toHaveCount(0)
  await expect(page.getByTestId('home-topics')).toHaveCount(0)
  const teachers = await page.goto(tenantUrl('acme', '/teacherlist'))
  expect(teachers?.status()).toBe(404)
})

test('lecturer and topic pages, with structured data', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/teacherlist'))
  await page.getByTestId('lecturer-card').first().click()
  await expect(page).toHaveURL(/\/teacher\/\d+$/)
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(ld!)['@type']).toBe('Person')
  await page.goto(tenantUrl('demo', '/thematiclist'))
  await page.getByTestId('topic-card').first().click()
  await expect(page).toHaveURL(/\/thematic\/\d+$/)
  await expect(page.getByTestId('course-card').first()).toBeVisible()
})

test('the course page introduces its lecturers', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/course/1'))
  const section = page.locator('#lecturers')
  await expect(section.getByRole('heading', { name: '讲师介绍' })).toBeVisible()
  await expect(section.getByTestId('lecturer-card').first()).toContainText('王晓明')
  expect(((await section.getByTestId('lecturer-card').first().textContent()) ?? '').length).toBeGreaterThan(30)
})
