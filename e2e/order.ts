// Buying a course (issue 33): a new learner, a paid demo course, the checkout through 提交订单 to the pay page.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect } from './test'
import { signedInIndividual, signIn } from './accounts'
import { tenantUrl } from './helpers'
import { courseId } from './learning'

/** A paid demo course no learner of these tests has bought before (each run signs in a new phone). */
export const PAID_COURSE = 'SQL数据查询与业务分析'

/** A new individual signed in on this page; returns the paid course's id. */
export async function freshBuyer(page: Page, request: APIRequestContext): Promise<number> {
  await signIn(page, await signedInIndividual(request))
  return courseId(request, PAID_COURSE)
}

/** On the open checkout: no coupon for a new learner, the consent ticked, 提交订单 → the pay page; returns its orderNo. */
export async function placeOrder(page: Page, id: number): Promise<string> {
  await expect(page).toHaveURL(tenantUrl('demo', `/checkout?courseId=${id}`))
  await expect(page.getByTestId('checkout-title')).toHaveText(PAID_COURSE)
  await expect(page.getByTestId('checkout-price')).toHaveText('¥149')
  await expect(page.getByRole('radio', { name: /不使用优惠券/ })).toBeChecked()
  await expect(page.getByTestId('checkout-payable')).toHaveText('¥149')
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check()
  await page.getByTestId('checkout-submit').click()
  await expect(page).toHaveURL(/\/pay\?orderNo=\d{20}$/)
  await expect(page.getByTestId('pay-amount')).toHaveText('¥149')
  await expect(page.getByTestId('pay-countdown')).toHaveText(/^1[45]:\d\d$/)
  return new URL(page.url()).searchParams.get('orderNo')!
}

/** On the desktop pay page: 微信支付 (the default) → its QR code. */
export async function showWechatQr(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: '微信支付' })).toBeChecked()
  await page.getByTestId('pay-submit').click()
  await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible()
  await expect(page.getByText('请使用微信扫一扫完成支付')).toBeVisible()
}

/**
 * The QR code "scanned": what it holds (the development fake's cashier) opened in another tab of the context and
 * 确认支付 there; the pay page, reading the order every 2 s, then says 支付成功.
 */
export async function payByFakeQr(page: Page, context: BrowserContext): Promise<void> {
  const codeUrl = await page.getByRole('link', { name: '模拟扫码支付（开发环境）' }).getAttribute('href')
  expect(codeUrl).toContain('/api/dev/pay/wechat/cashier')
  const phone = await context.newPage()
  await phone.goto(codeUrl!)
  await phone.getByRole('button', { name: '确认支付' }).click()
  await expect(phone.getByRole('heading', { name: '支付完成' })).toBeVisible()
  await phone.close()
  await expect(page.getByTestId('pay-success')).toContainText('支付成功')
}
