// The learning page on a phone (issue 27, item 11): 登录后学习 on a free course is one tap — the visitor signs in and lands
// on the learning page already joined, with the 倍速 menu under the player. Phone only: the desktop's login popup returns
// through the same learning-page code, covered by components/learn/learn-room.test.tsx.
import { expect, test } from './test'
import { agree } from './accounts'
import { tenantUrl } from './helpers'
import { courseId, SHORT_COURSE, submitCodeLogin } from './learning'

test('登录后学习 on a free course lands joined on the learning page, 倍速 under the player', async ({
  page,
  request,
}) => {
  const id = await courseId(request, SHORT_COURSE)
  await page.goto(tenantUrl('demo', `/course/${id}`))
  await page.getByTestId('start-learning').filter({ hasText: '登录后学习' }).click()
  await expect(page).toHaveURL(/\/loginEntrance\?locations=/)
  await agree(page)
  await page.getByRole('link', { name: '手机号登录/注册' }).click()
  await expect(page).toHaveURL(/\/login\?/)
  const started = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await submitCodeLogin(page, request)

  await expect(page).toHaveURL(tenantUrl('demo', `/course/learn/${id}`))
  expect((await started).status()).toBe(200) // joined: the player opened on the server without a second tap
  await expect(page.getByTestId('learn-progress')).toContainText('课程已学0%')
  await expect(page.getByRole('button', { name: '加入学习' })).toHaveCount(0)
  await expect(page.getByTestId('learn-outline')).not.toContainText('试看')

  const speed = page.getByRole('combobox', { name: '倍速' })
  await expect(speed).toBeInViewport()
  await speed.selectOption('2')
  expect(await page.getByTestId('learn-video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2)
})
