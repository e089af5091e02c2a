// 对账 against a mocked API: the range's cards, channel subtotals and daily rows in yuan with 合计; the export link
// carries the range on screen; a range over 92 days is said, never sent.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { Reconciliation } from '@/lib/contract/reconciliation-rules'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { ReconciliationView } from './reconciliation-view'

const mockApiGet = jest.fn()
const mockPush = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: jest.fn(),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/orders/reconciliation',
  useSearchParams: () => new URLSearchParams(),
}))

const figures = { paidCount: 0, paidCents: 0, refundedCount: 0, refundedCents: 0, closedCount: 0, netCents: 0 }
const DATA: Reconciliation = {
  from: '2025-03-01',
  to: '2025-03-07',
  rows: [
    {
      ...figures,
      day: '2025-03-01',
      channel: 'wechat',
      channelText: '微信支付',
      paidCount: 2,
      paidCents: 49800,
      netCents: 49800,
    },
    {
      ...figures,
      day: '2025-03-03',
      channel: 'wechat',
      channelText: '微信支付',
      refundedCount: 1,
      refundedCents: 19900,
      netCents: -19900,
    },
  ],
  channels: [
    {
      ...figures,
      channel: 'wechat',
      channelText: '微信支付',
      paidCount: 2,
      paidCents: 49800,
      refundedCount: 1,
      refundedCents: 19900,
      netCents: 29900,
    },
    { ...figures, channel: 'alipay', channelText: '支付宝' },
  ],
  totals: { ...figures, paidCount: 2, paidCents: 49800, refundedCount: 1, refundedCents: 19900, netCents: 29900 },
}

beforeEach(() => {
  mockPush.mockReset()
  mockApiGet.mockReset().mockResolvedValue(DATA)
})

it('shows the totals, channel subtotals and days, and links the export of the range on screen', async () => {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ReconciliationView />
    </QueryClientProvider>,
  )
  const days = await screen.findByTestId('reconciliation-days')
  expect(within(days).getByText('2025-03-01')).toBeInTheDocument()
  const total = within(days).getByText('合计').closest('tr')!
  expect(total).toHaveTextContent('¥498.00')
  expect(total).toHaveTextContent('-¥199.00')
  expect(total).toHaveTextContent('¥299.00')
  expect(within(screen.getByTestId('reconciliation-channels')).getByText('支付宝')).toBeInTheDocument()
  expect(screen.getByTestId('reconciliation-export')).toHaveAttribute(
    'href',
    expect.stringContaining('AdminOrder/ExportReconciliation?from=2025-03-01&to=2025-03-07'),
  )

  const user = userEvent.setup()
  const from = screen.getByLabelText('开始日期')
  await user.clear(from)
  await user.type(from, '2024-01-01')
  await user.click(screen.getByRole('button', { name: '查询' }))
  expect(screen.getByRole('alert')).toHaveTextContent('一次最多查看92天的对账数据')
  expect(mockPush).not.toHaveBeenCalled()
})

/** No serious or critical axe finding in the document (colour contrast is Playwright's: jsdom draws nothing). */
async function expectNoSeriousAxe() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
}

it('has no serious axe finding', async () => {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ReconciliationView />
    </QueryClientProvider>,
  )
  await screen.findByTestId('reconciliation-days')
  await expectNoSeriousAxe()
})
