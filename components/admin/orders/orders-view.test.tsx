// 订单管理 against a mocked API: the rows with amounts in yuan, method and state words; the filters go into the query
// (and a reversed date range is said, not sent); 退款 only for 管理员 on 已支付 rows, a required reason, and the
// server's refusal shown inside the dialog.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { AdminOrderView } from '@/lib/contract/order-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { OrdersView } from './orders-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
const mockPush = jest.fn()
let mockSearch = new URLSearchParams()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/orders',
  useSearchParams: () => mockSearch,
}))

const base: AdminOrderView = {
  orderNo: '20261126102033123456',
  courseId: 0,
  courseTitle: 'Python数据分析实战入门',
  priceCents: 29900,
  discountCents: 5000,
  payableCents: 24900,
  couponTitle: null,
  state: 'paid',
  stateText: '已支付',
  method: 'wechat_native',
  createdAt: '2026-11-26T02:20:33Z',
  expiresAt: '2026-11-26T02:35:33Z',
  paidAt: '2026-11-26T02:21:00Z',
  closedAt: null,
  refundedAt: null,
  refundReason: null,
  buyer: '王小明',
  phone: '138****0001',
  tradeNo: '4200000001',
}
const CLOSED: AdminOrderView = {
  ...base,
  orderNo: '20261126090000654321',
  state: 'closed',
  stateText: '已关闭',
  method: 'alipay_page',
  discountCents: 0,
  payableCents: 29900,
  paidAt: null,
}

function renderView(role: OperatorRole) {
  const self = {
    id: 1,
    loginName: 'x',
    name: '刘洋',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <OrdersView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockSearch = new URLSearchParams()
  mockPush.mockReset()
  mockApiGet.mockReset().mockResolvedValue({ totalCount: 2, items: [base, CLOSED] })
  mockApiPost.mockReset().mockResolvedValue({ ...base, state: 'refunded', stateText: '已退款' })
})

it('lists orders with yuan amounts, the channel, the state and Beijing times', async () => {
  renderView('readonly')
  const row = await screen.findByTestId(`order-row-${base.orderNo}`)
  for (const text of ['¥299.00', '-¥50.00', '¥249.00', '微信支付', '已支付', '138****0001', '2026-11-26', '10:20'])
    expect(within(row).getAllByText(text)[0]).toBeInTheDocument()
  expect(within(screen.getByTestId(`order-row-${CLOSED.orderNo}`)).getByText('支付宝')).toBeInTheDocument()
  expect(screen.getByText('共 2 条')).toBeInTheDocument()
  // 只读 reads; nothing to refund with.
  expect(screen.queryByRole('button', { name: /退款/ })).not.toBeInTheDocument()
})

it('sends the URL filters to the server and refuses a reversed date range', async () => {
  mockSearch = new URLSearchParams('state=paid&channel=alipay&from=2026-11-01&to=2026-11-26&keyword=0001&page=2')
  const user = renderView('operations')
  await screen.findByTestId('order-table')
  const [path, query] = mockApiGet.mock.calls[0] as [string, Record<string, unknown>]
  expect(path).toContain('AdminOrder/GetList')
  expect(query).toMatchObject({
    state: 'paid',
    channel: 'alipay',
    from: '2026-11-01',
    to: '2026-11-26',
    keyword: '0001',
    page: 2,
  })

  await user.selectOptions(screen.getByLabelText('状态'), 'refunded')
  expect(mockPush).toHaveBeenLastCalledWith(expect.stringContaining('state=refunded'))
  const from = screen.getByLabelText('下单日期（开始）')
  await user.clear(from)
  await user.type(from, '2026-11-30')
  mockPush.mockReset()
  await user.click(screen.getByRole('button', { name: '查询' }))
  expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期')
  expect(mockPush).not.toHaveBeenCalled()
})

it('offers 退款 to 管理员 on paid rows: a reason is required, and the refund is sent with it', async () => {
  const user = renderView('admin')
  await screen.findByTestId('order-table')
  expect(screen.getAllByRole('button', { name: /^退款/ })).toHaveLength(1)
  expect(screen.getAllByRole('button', { name: /^详情/ })).toHaveLength(2)
  await user.click(screen.getByRole('button', { name: `退款：订单 ${base.orderNo}` }))
  const dialog = await screen.findByTestId('refund-dialog')
  expect(dialog).toHaveTextContent('立即失去该课程的学习权限')
  expect(dialog).toHaveTextContent('按原支付方式（微信支付）退回')
  await user.click(within(dialog).getByRole('button', { name: '确认退款' }))
  expect(within(dialog).getByText('请填写退款原因')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.type(within(dialog).getByLabelText('退款原因（必填）'), '学员申请退课')
  await user.click(within(dialog).getByRole('button', { name: '确认退款' }))
  await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument())
  expect(mockApiPost.mock.calls[0][0]).toContain('AdminOrder/Refund')
  expect(mockApiPost.mock.calls[0][1]).toEqual({ orderNo: base.orderNo, reason: '学员申请退课' })
})

it("keeps the dialog open with the server's refusal", async () => {
  mockApiPost
    .mockReset()
    .mockRejectedValue(new ApiClientError({ kind: 'api', code: 0, status: 409, message: '退款未成功：余额不足' }))
  const user = renderView('admin')
  await screen.findByTestId('order-table')
  await user.click(screen.getByRole('button', { name: `退款：订单 ${base.orderNo}` }))
  const dialog = await screen.findByTestId('refund-dialog')
  await user.type(within(dialog).getByLabelText('退款原因（必填）'), '重复购买')
  await user.click(within(dialog).getByRole('button', { name: '确认退款' }))
  expect(await within(dialog).findByTestId('refund-refusal')).toHaveTextContent('退款未成功：余额不足')
})

it('gives 客服 no 对账 link and no 退款', async () => {
  renderView('support')
  await screen.findByTestId('order-table')
  expect(screen.queryByRole('link', { name: '对账' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /退款/ })).not.toBeInTheDocument()
})

it('shows an order in full: the channel transaction number and the times', async () => {
  const user = renderView('support')
  await screen.findByTestId('order-table')
  await user.click(screen.getByRole('button', { name: `详情：订单 ${base.orderNo}` }))
  const detail = await screen.findByTestId('order-detail')
  expect(detail).toHaveTextContent('4200000001')
  expect(detail).toHaveTextContent('2026-11-26 10:21')
  expect(detail).toHaveTextContent('-¥50.00')
})

/** No serious or critical axe finding in the document (colour contrast is Playwright's: jsdom draws nothing). */
async function expectNoSeriousAxe() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
}

it('has no serious axe finding in the list, the detail or the refund dialog', async () => {
  const user = renderView('admin')
  await screen.findByTestId('order-table')
  await expectNoSeriousAxe()
  await user.click(screen.getByRole('button', { name: `详情：订单 ${base.orderNo}` }))
  await screen.findByTestId('order-detail')
  await expectNoSeriousAxe()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByTestId('order-detail')).not.toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: `退款：订单 ${base.orderNo}` }))
  await screen.findByTestId('refund-dialog')
  await expectNoSeriousAxe()
})
