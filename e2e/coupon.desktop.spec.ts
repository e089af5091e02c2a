// Desktop coupons: a 运营 makes a voucher campaign for a paid course in the console and generates 5 codes (shown once,
// downloaded as xlsx); a paid course points a new learner to /coupon, where one of those codes redeems; it enrols them
// in the course it names (after a confirmation), then shows as 已使用, and the campaign counts 1 redeemed (issue 32).
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { expectAccessibleAndFitting } from './a11y'
import { DEMO_OPERATORS, operatorPage } from './console'
import {
  DESKTOP_CODES,
  enrolByVoucher,
  expectUsableAndGo,
  expectUsed,
  freshLearner,
  redeemFromPool,
  VOUCHER_COURSE,
} from './coupon'
import { campaignWithCodes } from './coupon-campaign'

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/coupon'))
  await expect(page).toHaveTitle(/我的优惠券/)
  await expect(page.getByText('登录后查看和兑换优惠券')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('a 运营 makes a voucher campaign of 5 codes; one redeems on /coupon, learns the paid course, and the campaign counts it', async ({
  page,
  request,
  browser,
}) => {
  const office = await operatorPage(browser, DEMO_OPERATORS.content)
  const { title, codes, campaignUrl } = await campaignWithCodes(office, VOUCHER_COURSE, 5)
  const id = await freshLearner(page, request)
  // The paid course is for sale (issue 33), and says where a voucher is redeemed.
  await page.goto(tenantUrl('demo', `/course/${id}`))
  await expect(page.getByTestId('start-learning')).toHaveText('立即购买')
  await page.getByTestId('redeem-hint').click()
  await expect(page).toHaveURL(tenantUrl('demo', '/coupon'))
  await expect(page.getByTestId('coupon-discount-note')).toContainText('折扣券将在平台开通在线支付后用于购买付费课程')
  await expect(page.getByText('暂无可使用的优惠券')).toBeVisible()

  await page.getByLabel('兑换码').fill('QHKC-NOPE')
  await page.getByRole('button', { name: '兑换', exact: true }).click()
  await expect(page.getByTestId('redeem-message')).toHaveText('兑换码不存在')
  // Typed as it was handed out: the code's groups and a space.
  await page.getByLabel('兑换码').fill(codes[2].replace(/(.{4})(?=.)/g, '$1 '))
  await page.getByRole('button', { name: '兑换', exact: true }).click()
  await expect(page.getByText('兑换成功，优惠券已放入「可使用」')).toBeVisible()
  await expectAccessibleAndFitting(page)
  await expectUsableAndGo(page, id, title)
  await enrolByVoucher(page, id, title)
  await expectUsed(page, id, title)
  await expectAccessibleAndFitting(page)

  await office.goto(campaignUrl)
  await expect(office.getByTestId('campaign-code-count')).toContainText('5')
  await expect(office.getByTestId('campaign-redeemed-count')).toContainText('1')
  await expect(office.getByTestId('campaign-used-count')).toContainText('1')
  await expect(office.getByRole('table').filter({ hasText: 'Python数据分析实战入门' })).toBeVisible()
  await expectAccessibleAndFitting(office)

  // The personal centre leads here too.
  await page.goto(tenantUrl('demo', '/account'))
  await page.getByRole('link', { name: '我的优惠券' }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/coupon'))
})

test('the learning page asks before it spends a voucher too', async ({ page, request }) => {
  const id = await freshLearner(page, request)
  await page.goto(tenantUrl('demo', '/coupon'))
  await redeemFromPool(page, DESKTOP_CODES)
  await page.goto(tenantUrl('demo', `/course/learn/${id}`))
  // The second lesson is no free preview: the overlay offers the voucher.
  await page.getByTestId('learn-lesson').nth(1).click()
  const join = page.getByTestId('learn-overlay').getByRole('button', { name: '使用课程券学习' })
  await join.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('将使用「Python数据分析课程券」兑换本课程')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('learn-progress')).toHaveCount(0)
  await join.click()
  await page.getByRole('dialog').getByRole('button', { name: '确定兑换' }).click()
  await expect(page.getByTestId('learn-progress')).toContainText('课程已学')
  await expectUsed(page, id)
})
