// /checkout against a mocked API: the best coupon preselected and the amount it leaves, another coupon or none
// changing 应付金额, the consent asked for before anything is sent, 提交订单 sending the coupon chosen and going to /pay,
// and an open order gone on with instead of a new one.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Checkout } from '@/lib/contract/order-rules'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { CheckoutView } from './checkout-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
const mockPush = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
}))

const CHECKOUT: Checkout = {
  courseId: 5,
  courseTitle: 'SQL数据查询与业务分析',
  priceCents: 29900,
  coupons: [
    { id: 11, title: '满200减50', amountOffCents: 5000, minSpendCents: 20000, expiresAt: '2026-12-31T15:59:59Z' },
    { id: 12, title: '新人立减10', amountOffCents: 1000, minSpendCents: 0, expiresAt: '2026-12-31T15:59:59Z' },
  ],
  bestCouponId: 11,
  openOrderNo: null,
  channels: ['wechat', 'alipay'],
}

function renderView(checkout: Checkout = CHECKOUT) {
  mockApiGet.mockResolvedValue(checkout)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <CheckoutView variant="desktop" courseId={5} unit="元" />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset()
  mockApiPost.mockReset().mockResolvedValue({ orderNo: '20261127100000123456' })
  mockPush.mockReset()
})

it('preselects the best coupon, shows 满X减Y, and recomputes 应付金额 for another coupon or none', async () => {
  const user = renderView()
  expect(await screen.findByTestId('checkout-title')).toHaveTextContent('SQL数据查询与业务分析')
  expect(screen.getByTestId('checkout-price')).toHaveTextContent('¥299')
  const list = screen.getByTestId('checkout-coupons')
  expect(within(list).getByRole('radio', { name: /满200减50/ })).toBeChecked()
  expect(list).toHaveTextContent('满200减50')
  expect(list).toHaveTextContent('立减10')
  expect(screen.getByTestId('checkout-payable')).toHaveTextContent('¥249')
  expect(screen.getByTestId('checkout-discount')).toHaveTextContent('-¥50')

  await user.click(within(list).getByRole('radio', { name: /新人立减10/ }))
  expect(screen.getByTestId('checkout-payable')).toHaveTextContent('¥289')
  await user.click(within(list).getByRole('radio', { name: /不使用优惠券/ }))
  expect(screen.getByTestId('checkout-payable')).toHaveTextContent('¥299')
  expect(screen.getByTestId('checkout-discount')).toHaveTextContent('-¥0')
})

it('asks for the consent first, then creates the order with the coupon chosen and goes to /pay', async () => {
  const user = renderView()
  await user.click(await screen.findByTestId('checkout-submit'))
  expect(screen.getByRole('alert')).toHaveTextContent('请阅读并同意《课程购买须知》')
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.click(screen.getByRole('radio', { name: /新人立减10/ }))
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }))
  expect(screen.queryByRole('alert')).toBeNull()
  await user.click(screen.getByTestId('checkout-submit'))
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/Order/Create',
    { courseId: 5, couponId: 12, agree: true },
    expect.anything(),
  )
  expect(mockPush).toHaveBeenCalledWith('/pay?orderNo=20261127100000123456')
})

it('goes on with an open order instead of placing another', async () => {
  renderView({ ...CHECKOUT, openOrderNo: '20261127090000654321' })
  expect(await screen.findByTestId('checkout-open-order')).toHaveTextContent('待支付订单')
  expect(screen.getByRole('link', { name: '继续支付' })).toHaveAttribute('href', '/pay?orderNo=20261127090000654321')
  expect(screen.queryByTestId('checkout-submit')).toBeNull()
})

it('never takes the whole price: a coupon worth more leaves 0.01', async () => {
  renderView({ ...CHECKOUT, priceCents: 1000, coupons: [{ ...CHECKOUT.coupons[0], minSpendCents: 0 }] })
  expect(await screen.findByTestId('checkout-payable')).toHaveTextContent('¥0.01')
})
