// The coupon journey both device projects run: a fresh individual redeems a seeded course voucher on /coupon → it shows
// under 可使用 → 去使用 → the paid course it names → 使用课程券学习 → confirm → the learning page → /coupon 已使用 with
// the course. Desktop and phone draw from their own pools of seeded codes (lib/seed/coupons.ts): the e2e database is
// shared by both projects, and a retried test or a PostgreSQL database kept from an earlier run takes the next code.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { signedInIndividual, signIn } from './accounts'
import { tenantUrl } from './helpers'
import { courseId } from './learning'

export const VOUCHER_TITLE = 'Python数据分析课程券'
export const VOUCHER_COURSE = 'Python数据分析实战入门'
export const DESKTOP_CODES = Array.from({ length: 10 }, (_, i) => `QHKC-PYD${i + 1}`)
/** Typed as a learner on a phone might: lower case, a space for the dash. */
export const PHONE_CODES = Array.from({ length: 10 }, (_, i) => `qhkc pym${i + 1}`)

/** A new individual, signed in by the API, whose session this page takes over; returns the voucher course's id. */
export async function freshLearner(page: Page, request: APIRequestContext): Promise<number> {
  await signIn(page, await signedInIndividual(request))
  return courseId(request, VOUCHER_COURSE)
}

const card = (page: Page, title = VOUCHER_TITLE) => page.getByTestId('coupon-card').filter({ hasText: title })

/** Types codes from the pool into the redeem box until one redeems; earlier ones may have been used by a previous run. */
export async function redeemFromPool(page: Page, codes: string[]): Promise<void> {
  const input = page.getByLabel('兑换码')
  for (const code of codes) {
    await input.fill(code)
    const answered = page.waitForResponse((r) => r.url().includes('/Coupon/Redeem'))
    await page.getByRole('button', { name: '兑换', exact: true }).click()
    const body = await (await answered).json()
    if (body.success) {
      await expect(page.getByText('兑换成功，优惠券已放入「可使用」')).toBeVisible()
      await expect(input).toHaveValue('')
      return
    }
    expect(body.error.message, `redeeming ${code}`).toBe('该兑换码已被使用')
    await expect(page.getByTestId('redeem-message')).toHaveText('该兑换码已被使用')
  }
  throw new Error('every seeded code of this pool is used: reset the e2e database')
}

/** The new voucher is listed under 可使用 with its scope and validity; 去使用 opens the course it names. */
export async function expectUsableAndGo(page: Page, id: number, title = VOUCHER_TITLE): Promise<void> {
  await expect(page.getByTestId('coupon-tab-usable')).toHaveText('可使用（1）')
  await expect(page.getByTestId('coupon-tab-usable')).toHaveAttribute('aria-selected', 'true')
  const voucher = card(page, title)
  await expect(voucher).toHaveAttribute('data-state', 'usable')
  await expect(voucher.getByTestId('coupon-scope')).toHaveText(`指定课程：《${VOUCHER_COURSE}》`)
  await expect(voucher).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/)
  await voucher.getByTestId('coupon-use').click()
  await expect(page).toHaveURL(tenantUrl('demo', `/course/${id}`))
}

/** 使用课程券学习 asks first; 取消 spends nothing, 确定兑换 enrols and opens the learning page. */
export async function enrolByVoucher(page: Page, id: number, title = VOUCHER_TITLE): Promise<void> {
  const start = page.getByTestId('start-learning')
  await expect(start).toHaveText('使用课程券学习')
  await start.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`将使用「${title}」兑换本课程，兑换后不可撤销，确定吗？`)
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeHidden()
  await expect(start).toHaveText('使用课程券学习')
  await start.click()
  await page.getByRole('dialog').getByRole('button', { name: '确定兑换' }).click()
  await expect(page).toHaveURL(new RegExp(`/course/learn/${id}`))
  await expect(page.getByTestId('learn-progress')).toContainText('课程已学')
  await page.goto(tenantUrl('demo', `/course/${id}`))
  await expect(page.getByTestId('start-learning')).toHaveText(/^(开始学习|继续学习)$/)
}

/** /coupon: the voucher has left 可使用 and shows under 已使用 with the course it took. */
export async function expectUsed(page: Page, id: number, title = VOUCHER_TITLE): Promise<void> {
  await page.goto(tenantUrl('demo', '/coupon'))
  await expect(page.getByTestId('coupon-tab-usable')).toHaveText('可使用（0）')
  await expect(page.getByText('暂无可使用的优惠券')).toBeVisible()
  await page.getByTestId('coupon-tab-used').click()
  const used = card(page, title)
  await expect(used).toHaveAttribute('data-state', 'used')
  await expect(used.getByTestId('coupon-stamp')).toHaveText('已使用')
  await expect(used.getByTestId('coupon-used')).toContainText(`兑换课程 《${VOUCHER_COURSE}》`)
  await expect(used.getByRole('link', { name: `《${VOUCHER_COURSE}》` })).toHaveAttribute('href', `/course/${id}`)
}
