// Buying a course (issue 33): a new learner, a paid demo course, the checkout through 提交订单 to the pay page.
import type { APIRequestContext, Page } from '@playwright/test'
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
