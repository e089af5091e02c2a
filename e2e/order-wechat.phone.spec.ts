// Buying inside WeChat (issue 33): the checkout's login gate authorises with WeChat (the fake provider) and binds a
// phone, so the learner has the 公众号 openid JSAPI pays with; the pay page offers 微信支付 only, and in development the
// fake cashier stands in for WeChat's own payment sheet (no WeixinJSBridge outside WeChat's app).
import { devices, expect, test } from './test'
import { tenantUrl } from './helpers'
import { courseId } from './learning'
import { PAID_COURSE, placeOrder } from './order'
import { bindNewPhone, consent, freshOAuthUser } from './third-party'

test.use({
  userAgent: `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN`,
})

test('in WeChat: authorise, bind a phone, checkout, 微信支付 by JSAPI → 支付成功', async ({ page, request }) => {
  // A WeChat authorisation with a phone bound by SMS, then the purchase: ~15 s on a loaded two-core machine.
  test.setTimeout(60_000)
  const id = await courseId(request, PAID_COURSE)
  await page.goto(tenantUrl('demo', `/checkout?courseId=${id}`))
  await expect(page.getByText('微信授权登录')).toBeVisible()
  await consent(page, freshOAuthUser())
  await bindNewPhone(page, request)
  await expect(page).toHaveURL(tenantUrl('demo', `/checkout?courseId=${id}`))
  const orderNo = await placeOrder(page, id)

  // WeChat's browser cannot open Alipay's pages: only 微信支付 is offered.
  await expect(page.getByRole('radio', { name: '支付宝' })).toHaveCount(0)
  await page.getByTestId('pay-submit').click()
  await expect(page).toHaveURL(/\/api\/dev\/pay\/wechat\/cashier/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await expect(page.getByRole('heading', { name: '支付完成' })).toBeVisible()
  // In WeChat the sheet closes back onto the pay page, which reads the order.
  await page.goto(tenantUrl('demo', `/pay?orderNo=${orderNo}`))
  await expect(page.getByTestId('pay-success')).toContainText('支付成功')
})
