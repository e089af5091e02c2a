// Phone learning: enrol from the course page, learn, resume on a desktop, finish, 我的课程 → 已完成. The short course taken in
// order, ending in 恭喜完成课程 with its 学时, is walked by the company-learning journey (e2e/company-learning.ts).
import { devices, expect, test } from './test'
import { tenantUrl } from './helpers'
import { courseId, learningJourney, SHORT_COURSE } from './learning'

test(
  'learn on a phone, resume on a desktop, finish the course',
  { tag: '@smoke' },
  async ({ page, request, browser }) => {
    // 36 s of video at 2×: 25–30 s measured (p95), twice that here.
    test.setTimeout(60_000)
    await learningJourney(page, request, browser, devices['Desktop Chrome'])
  },
)

test('a visitor plays the free preview inline and the login gate takes the rest', async ({ page, request }) => {
  const id = await courseId(request, SHORT_COURSE)
  await page.goto(tenantUrl('demo', `/course/learn/${id}`))
  const video = page.getByTestId('learn-video')
  await expect(video).toHaveAttribute('playsinline', '')
  await expect(video).toHaveAttribute('x5-playsinline', 'true')
  await page.getByTestId('learn-lesson').nth(1).click()
  await page.getByTestId('learn-overlay').getByRole('button', { name: '登录后学习' }).click()
  await expect(page).toHaveURL(/\/loginEntrance\?locations=/)
})
