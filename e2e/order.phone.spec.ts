// Phone purchase outside WeChat (issue 33): 支付宝 on the pay page goes to Alipay's mobile cashier (the development
// fake), whose 确认支付 sends the signed notice and returns to /pay, which shows 支付成功.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { expectAccessibleAndFitting } from './a11y'
import { freshBuyer, placeOrder } from './order'

test(
  '立即购买 → checkout → 支付宝 → the fake cashier → back on /pay with 支付成功',
  { tag: '@smoke' },
  async ({ page, request }) => {
    const id = await freshBuyer(page, request)
    await page.goto(tenantUrl('demo', `/course/${id}`))
    const buy = page.getByTestId('start-learning')
    await expect(buy).toHaveText('立即购买')
    await buy.click()
    await expect(page.getByTestId('checkout-submit')).toBeVisible()
    await expectAccessibleAndFitting(page)
    const orderNo = await placeOrder(page, id)
    await expectAccessibleAndFitting(page)

    await page.getByRole('radio', { name: '支付宝' }).check()
    await page.getByTestId('pay-submit').click()
    await expect(page).toHaveURL(/\/api\/dev\/pay\/alipay\/cashier/)
    await page.getByRole('button', { name: '确认支付' }).click()
    await expect(page).toHaveURL(new RegExp(`/pay\\?orderNo=${orderNo}`))
    await expect(page.getByTestId('pay-success')).toContainText('支付成功')
  },
)
