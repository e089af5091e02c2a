// /pay against a mocked API: a pending order's countdown and channels, 微信支付 on desktop asking for wechat_native and
// showing the QR code (with the fake cashier's link only for the development fake), 支付宝 going to its cashier, the
// order read again until the channel's notice makes it 已支付 (支付成功 → 开始学习), and 订单已关闭 → 重新下单.
import { TextEncoder } from 'node:util'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderView } from '@/lib/contract/order-rules'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { PayView, payMethodOf, timeLeft } from './pay-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const NO = '20261127100000123456'
const order = (over: Partial<OrderView> = {}): OrderView => ({
  orderNo: NO,
  courseId: 5,
  courseTitle: 'SQL数据查询与业务分析',
  priceCents: 29900,
  discountCents: 5000,
  payableCents: 24900,
  couponTitle: '满200减50',
  state: 'pending',
  stateText: '待支付',
  method: null,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  paidAt: null,
  closedAt: null,
  refundedAt: null,
  refundReason: null,
  ...over,
})

// qrcode encodes with TextEncoder, which browsers have and jsdom does not.
Object.assign(globalThis, { TextEncoder })

let current: OrderView
function renderView(first: OrderView) {
  current = first
  mockApiGet.mockImplementation(async (path: string) =>
    path.endsWith('/GetCheckout') ? { channels: ['wechat', 'alipay'] } : current,
  )
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <PayView variant="desktop" orderNo={NO} unit="元" />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset()
  mockApiPost.mockReset()
})

it('picks the way each device pays and counts the time left', () => {
  expect(payMethodOf('desktop', false, 'wechat')).toBe('wechat_native')
  expect(payMethodOf('desktop', false, 'alipay')).toBe('alipay_page')
  expect(payMethodOf('mobile', true, 'wechat')).toBe('wechat_jsapi')
  expect(payMethodOf('mobile', false, 'wechat')).toBe('wechat_h5')
  expect(payMethodOf('mobile', false, 'alipay')).toBe('alipay_wap')
  const at = Date.parse('2026-11-27T10:15:00Z')
  expect(timeLeft('2026-11-27T10:15:00Z', at - 14 * 60_000 - 5_000)).toEqual({ text: '14:05', over: false })
  expect(timeLeft('2026-11-27T10:15:00Z', at + 1)).toEqual({ text: '00:00', over: true })
  expect(timeLeft('2026-11-27T10:15:00Z', null)).toBeNull()
})

it('shows a pending order, its QR code for WeChat on desktop, and 支付成功 once the notice has made it paid', async () => {
  const user = renderView(order())
  expect(await screen.findByTestId('pay-amount')).toHaveTextContent('¥249')
  await waitFor(() => expect(screen.getByTestId('pay-countdown')).toHaveTextContent(/^(10:00|09:5\d)$/))
  expect(await screen.findByRole('radio', { name: '微信支付' })).toBeChecked()
  expect(screen.getByRole('radio', { name: '支付宝' })).not.toBeChecked()

  const codeUrl = 'http://demo.localhost/api/dev/pay/wechat/cashier?prepay=abc'
  mockApiPost.mockResolvedValue({
    order: order({ method: 'wechat_native' }),
    start: { kind: 'qr', codeUrl },
    fakeCashierUrl: null,
    fake: true,
  })
  await user.click(screen.getByTestId('pay-submit'))
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/Order/Pay',
    { orderNo: NO, method: 'wechat_native' },
    expect.anything(),
  )
  expect(await screen.findByRole('img', { name: '微信支付二维码' })).toBeInTheDocument()
  expect(screen.getByText('请使用微信扫一扫完成支付')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '模拟扫码支付（开发环境）' })).toHaveAttribute('href', codeUrl)

  // The channel's notice arrives: the next read (every 2 s while pending) shows it.
  current = order({ state: 'paid', stateText: '已支付', paidAt: new Date().toISOString() })
  expect(await screen.findByText('支付成功', {}, { timeout: 4000 })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/course/learn/5')
})

it('offers no fake link for a live merchant', async () => {
  const user = renderView(order())
  await screen.findByRole('radio', { name: '微信支付' })
  mockApiPost.mockResolvedValue({
    order: order(),
    start: { kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' },
    fakeCashierUrl: null,
    fake: false,
  })
  await user.click(screen.getByTestId('pay-submit'))
  expect(await screen.findByRole('img', { name: '微信支付二维码' })).toBeInTheDocument()
  expect(screen.queryByTestId('pay-fake-scan')).toBeNull()
})

it('says a closed order is closed and offers 重新下单', async () => {
  renderView(order({ state: 'closed', stateText: '已关闭' }))
  expect(await screen.findByText('订单已关闭')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '重新下单' })).toHaveAttribute('href', '/checkout?courseId=5')
  expect(screen.queryByTestId('pay-submit')).toBeNull()
})

it('treats a pending order past its time as closed', async () => {
  renderView(order({ expiresAt: new Date(Date.now() - 1000).toISOString() }))
  expect(await screen.findByText('订单已关闭')).toBeInTheDocument()
})
