// Desktop purchase (issue 33): a new learner's 立即购买 on a paid course → /checkout → 提交订单 → /pay shows the WeChat
// QR code; the fake cashier behind it (opened in another tab, as a phone would after scanning) confirms the payment;
// the pay page, reading the order every 2 s, shows 支付成功, and 开始学习 plays a lesson that is not a free preview.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { expectAccessibleAndFitting } from './a11y'
import { openLesson, play } from './learning'
import { freshBuyer, payByFakeQr, placeOrder, showWechatQr } from './order'

test('a visitor is asked to sign in on the order pages, which stay out of search', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/orders'))
  await expect(page).toHaveTitle(/我的订单/)
  await expect(page.getByText('登录后继续购买课程')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('立即购买 → checkout → WeChat QR → the fake cashier pays → 支付成功 → 开始学习 plays a paid lesson', async ({
  page,
  request,
  context,
}) => {
  const id = await freshBuyer(page, request)
  await page.goto(tenantUrl('demo', `/course/${id}`))
  const buy = page.getByTestId('start-learning')
  await expect(buy).toHaveText('立即购买')
  await buy.click()
  await expect(page.getByTestId('checkout-submit')).toBeVisible()
  await expectAccessibleAndFitting(page)
  await placeOrder(page, id)

  await showWechatQr(page)
  await expectAccessibleAndFitting(page)
  await payByFakeQr(page, context)
  // The course page no longer sells it.
  const first = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await page.getByRole('link', { name: '开始学习' }).click()
  await expect(page).toHaveURL(new RegExp(`/course/learn/${id}`))
  expect((await first).status()).toBe(200)
  // The second lesson is no free preview: only a buyer's player opens and plays it.
  await openLesson(page, 1)
  const beat = await play(page, 3)
  expect(beat.accepted).toBe(true)

  await page.goto(tenantUrl('demo', '/orders'))
  await expect(page.getByTestId('order-row').first()).toContainText('已支付')
})
