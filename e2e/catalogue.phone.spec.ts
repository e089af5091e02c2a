// Phone catalogue journeys: tabs → list → page 2 → detail, /search with history, switches.
import { expect, test } from './test'
import { tenantUrl } from './helpers'

test('browse on the phone: category tab → list → page 2 → detail', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/courselist'))
  await page.getByTestId('category-tab').filter({ hasText: '职场技能' }).click()
  await expect(page).toHaveURL(/pcourseTypeId=\d+/)
  await expect(page.getByRole('heading', { level: 1, name: '职场技能' })).toBeVisible()
  await page.getByTestId('category-tab').filter({ hasText: '全部' }).first().click()
  await expect(page.getByTestId('mobile-course-row')).toHaveCount(20)
  // The phone appends pages as the list scrolls (course-filter.spec.ts); page 2 is still its own URL, the 下一页 link's.
  await page.goto(tenantUrl('demo', (await page.getByRole('link', { name: '下一页' }).getAttribute('href'))!))
  await expect(page).toHaveURL(/\/courselist\?page=2$/)
  const row = page.getByTestId('mobile-course-row').first()
  const title = (await row.getByRole('heading').textContent())!.trim()
  await row.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('start-learning')).toBeVisible()
})

test('mobile /search: search, history (6, dedupe, newest first) and clear', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/search'))
  const box = page.getByRole('searchbox', { name: '搜索课程' })
  for (const term of ['透视', '沟通', '管理', 'Excel', '安全', '财务', '沟通']) {
    await expect(async () => {
      await box.fill(term)
      await page.getByRole('button', { name: '搜索', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/searchlist\\?name=${encodeURIComponent(term)}&formseach=true$`), {
        timeout: 2000,
      })
    }).toPass()
    if (term === '透视') await expect(page.getByText('Excel数据透视表从入门到精通').first()).toBeVisible()
    await page.goto(tenantUrl('demo', '/search'))
  }
  const history = page.getByTestId('search-history')
  await expect(history.getByTestId('search-history-item')).toHaveText(['沟通', '财务', '安全', 'Excel', '管理', '透视'])
  await history.getByRole('button', { name: '清空' }).click()
  await expect(page.getByTestId('search-history')).toHaveCount(0)
})

test('switches on the phone home: demo shows gold lecturers and topics, acme does not', async ({ page }) => {
  await page.goto(tenantUrl('demo'))
  await expect(page.getByTestId('home-gold-teachers')).toBeVisible()
  await expect(page.getByTestId('home-selected-topics')).toBeVisible()
  await page.goto(tenantUrl('acme'))
  await expect(page.getByTestId('home-gold-teachers')).toHaveCount(0)
  await expect(page.getByTestId('home-selected-topics')).toHaveCount(0)
})
