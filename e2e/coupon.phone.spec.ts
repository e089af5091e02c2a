// Phone coupons: 我的 → 我的优惠券 (behind the login gate), redeem a seeded voucher typed loosely, learn the paid course
// it names from the bottom bar after a confirmation, and see it under 已使用; touch-sized controls, no sideways scroll.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { expectAccessibleAndFitting } from './a11y'
import { enrolByVoucher, expectUsableAndGo, expectUsed, freshLearner, PHONE_CODES, redeemFromPool } from './coupon'

test(
  'redeem a course voucher from 我的, learn the paid course it names, and see it used',
  { tag: '@smoke' },
  async ({ page, request }) => {
    const id = await freshLearner(page, request)
    await page.goto(tenantUrl('demo', '/mine'))
    await page.getByTestId('mine-coupons').click()
    await expect(page).toHaveURL(tenantUrl('demo', '/coupon'))
    await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible()

    // Thumb-sized controls, and a field iOS will not zoom into.
    const input = page.getByLabel('兑换码')
    for (const control of [
      input,
      page.getByRole('button', { name: '兑换', exact: true }),
      page.getByTestId('coupon-tab-used'),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    expect(parseFloat(await input.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16)

    await redeemFromPool(page, PHONE_CODES)
    await expectAccessibleAndFitting(page)
    expect((await page.getByTestId('coupon-use').first().boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await expectUsableAndGo(page, id)
    await enrolByVoucher(page, id)
    await expectUsed(page, id)
    await expectAccessibleAndFitting(page)
  },
)
