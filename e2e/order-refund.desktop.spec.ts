// 退款 (issue 33): a learner buys a course through the fake WeChat cashier; 管理员 finds the order at 交易 → 订单管理 and
// refunds it with a reason; the learner's course page sells the course again and 我的订单 reads 已退款.
import { expect, test } from './test'
import { DEMO_OPERATORS, operatorPage } from './console'
import { tenantUrl } from './helpers'
import { freshBuyer, payByFakeQr, placeOrder, showWechatQr } from './order'

test('an operator refunds a paid order and the learner no longer holds the course', async ({
  page,
  request,
  context,
  browser,
}) => {
  // A purchase, an operator's sign-in (password and SMS code) and the refund: ~20 s on a loaded two-core machine.
  test.setTimeout(60_000)
  const id = await freshBuyer(page, request)
  await page.goto(tenantUrl('demo', `/course/${id}`))
  await expect(page.getByTestId('start-learning')).toHaveText('立即购买')
  await page.getByTestId('start-learning').click()
  const orderNo = await placeOrder(page, id)
  await showWechatQr(page)
  await payByFakeQr(page, context)

  const admin = await operatorPage(browser, DEMO_OPERATORS.admin)
  await admin.goto(tenantUrl('demo', `/admin/orders?keyword=${orderNo}`))
  const row = admin.getByTestId(`order-row-${orderNo}`)
  await expect(row).toContainText('已支付')
  await admin.getByRole('button', { name: `退款：订单 ${orderNo}` }).click()
  const dialog = admin.getByRole('dialog', { name: '订单退款' })
  await dialog.getByRole('button', { name: '确认退款' }).click()
  await expect(dialog.getByText('请填写退款原因')).toBeVisible()
  await dialog.getByLabel('退款原因（必填）').fill('学员申请退款')
  await dialog.getByRole('button', { name: '确认退款' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('已退款')
  await admin.context().close()

  // Access is gone: the course is for sale again, and the order says why.
  await page.goto(tenantUrl('demo', `/course/${id}`))
  await expect(page.getByTestId('start-learning')).toHaveText('立即购买')
  await page.goto(tenantUrl('demo', '/orders'))
  await expect(page.getByTestId('order-row').first()).toContainText('已退款')
})
