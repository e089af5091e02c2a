// 继续学习 on the home page, each device (issue 27): a new learner starts 入职第一课 from its course page — the learning
// page opens a player, so the course has a last lesson — and the cached home then shows the course under 继续学习
// with its progress and a link back to that lesson; axe finds nothing serious and nothing scrolls sideways.
import { expect, test } from './test'
import { expectAccessibleAndFitting } from './a11y'
import { signedInIndividual, signIn } from './accounts'
import { tenantUrl } from './helpers'
import { courseId, SHORT_COURSE } from './learning'

test('the home shows 继续学习 with the course just started', async ({ page, request }) => {
  const id = await courseId(request, SHORT_COURSE)
  await signIn(page, await signedInIndividual(request))
  await page.goto(tenantUrl('demo', `/course/${id}`))
  const started = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await page.getByTestId('start-learning').click()
  await expect(page).toHaveURL(new RegExp(`/course/learn/${id}`))
  expect((await started).status()).toBe(200)

  await page.goto(tenantUrl('demo', '/'))
  const strip = page.getByRole('region', { name: '继续学习' })
  const card = strip.getByTestId('continue-course').filter({ hasText: SHORT_COURSE })
  await expect(card).toBeVisible()
  await expect(card.getByTestId('continue-percent')).toHaveText(/^已学\d+%$/)
  await expect(card.getByTestId('continue-link')).toHaveAttribute(
    'href',
    new RegExp(`^/course/learn/${id}\\?classId=\\d+$`),
  )
  await expect(strip.getByRole('link', { name: /^全部课程/ })).toBeVisible()
  await expectAccessibleAndFitting(page)
})
