// Desktop learning: enrol from the course page, learn, resume on a phone, finish, 我的课程 → 已完成.
import { devices, expect, test } from '@playwright/test'
import { tenantUrl } from './helpers'
import { courseId, learningJourney, SHORT_COURSE } from './learning'

test('learn on a desktop, resume on a phone, finish the course', async ({ page, request, browser }) => {
  test.setTimeout(120_000)
  await learningJourney(page, request, browser, devices['Pixel 7'])
})

test('a visitor plays the free preview and is asked to sign in for the rest', async ({ page, request }) => {
  const id = await courseId(request, SHORT_COURSE)
  await page.goto(tenantUrl('demo', `/course/learn/${id}`))
  await expect(page.getByTestId('learn-video')).toHaveAttribute('src', /\/storage\/demo\/media\//)
  await page.getByTestId('learn-lesson').nth(1).click()
  await expect(page.getByTestId('learn-overlay')).toContainText('登录后即可学习本节')
  await page.getByTestId('learn-overlay').getByRole('button', { name: '登录后学习' }).click()
  await expect(page.getByTestId('login-dialog')).toBeVisible()
})
