// The course list's 免费/付费 filter and sorts, one journey per device (issue 27): 免费 lists only free courses and the
// sort keeps the filter; on the phone, 付费 then grows by 上拉加载更多 as the end of the list scrolls into view.
import { expect, test } from './test'
import { tenantUrl } from './helpers'

test('免费 lists only free courses, 最热 keeps the filter; the phone appends the next page at the end', async ({
  page,
  isMobile,
}) => {
  const price = page.getByTestId(isMobile ? 'course-price' : 'course-card-price')
  await page.goto(tenantUrl('demo', '/courselist'))
  await expect(page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '综合' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.getByRole('navigation', { name: '价格' }).getByRole('link', { name: '免费' }).click()
  await expect(page).toHaveURL(/\/courselist\?price=free$/)
  await expect(price.first()).toBeVisible()
  await expect(price.filter({ hasNotText: '免费' })).toHaveCount(0)

  await page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '最热' }).click()
  await expect(page).toHaveURL(/\/courselist\?price=free&sort=popular$/)
  await expect(price.first()).toBeVisible()
  await expect(price.filter({ hasNotText: '免费' })).toHaveCount(0)
  if (!isMobile) return

  // 付费 has more than a page of courses: the rows grow to the count the page states, without leaving the URL.
  await page.getByRole('navigation', { name: '价格' }).getByRole('link', { name: '付费' }).click()
  await expect(page).toHaveURL(/\/courselist\?price=paid&sort=popular$/)
  const rows = page.getByTestId('mobile-course-row')
  await expect(rows).toHaveCount(20)
  const total = Number((await page.getByTestId('course-count').textContent())!.match(/\d+/)![0])
  expect(total).toBeGreaterThan(20)
  // The server's 下一页 link is where crawlers and phones without JS go on.
  await expect(page.getByTestId('load-more')).toHaveAttribute('href', '/courselist?price=paid&sort=popular&page=2')
  for (let shown = 20; shown < total; shown += 20) {
    await page.getByTestId('load-more').scrollIntoViewIfNeeded()
    await expect(rows).toHaveCount(Math.min(total, shown + 20))
  }
  await expect(page.getByText('没有更多了')).toBeVisible()
  await expect(price.filter({ hasText: '免费' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/courselist\?price=paid&sort=popular$/)
})
