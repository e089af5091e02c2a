// 操作日志 against a mocked API: the rows in Beijing time, the filters' choices and the URL, and 详情's before/after.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AuditRow } from '@/lib/contract/schemas/admin'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { AuditView } from './audit-view'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args), apiPost: jest.fn() }))
const mockPush = jest.fn()
let mockSearch = new URLSearchParams()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/admin/audit',
  useSearchParams: () => mockSearch,
}))

const AUDIT = '/admin/api/services/app/AdminAudit'
const ROW: AuditRow = {
  id: 7,
  at: '2026-11-26T02:32:10Z',
  operatorId: 1,
  actor: '王管理（admin）',
  ip: '203.0.113.9',
  kind: 'AdminOperator/SetRole',
  kindLabel: '修改操作员角色',
  target: '操作员 李只读（viewer）',
  before: { role: 'readonly' },
  after: { role: 'support' },
}

function renderView(search = '') {
  mockSearch = new URLSearchParams(search)
  mockApiGet.mockImplementation(async (path: string) =>
    path.endsWith('/GetFilters')
      ? {
          kinds: [{ kind: 'AdminOperator/SetRole', label: '修改操作员角色' }],
          operators: [{ id: 1, loginName: 'admin', name: '王管理' }],
        }
      : { totalCount: 1, items: [ROW] },
  )
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <AuditView />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset()
  mockPush.mockReset()
})

it('lists the records in Beijing time and asks for the URL’s filters', async () => {
  renderView('operatorId=1&kind=AdminOperator/SetRole&from=2026-11-01&to=2026-11-26&page=2')
  const table = await screen.findByTestId('audit-table')
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
    '2026-11-26 10:32王管理（admin）修改操作员角色AdminOperator/SetRole操作员 李只读（viewer）203.0.113.9详情',
  )
  expect(mockApiGet).toHaveBeenCalledWith(
    `${AUDIT}/GetList`,
    { page: 2, pageSize: 20, operatorId: 1, kind: 'AdminOperator/SetRole', from: '2026-11-01', to: '2026-11-26' },
    expect.anything(),
  )
  expect(await screen.findByRole('option', { name: '王管理（admin）' })).toBeInTheDocument()
  expect(screen.getByLabelText('操作员')).toHaveValue('1')
  expect(screen.getByLabelText('开始日期')).toHaveAttribute('max', '2026-11-26')
})

it('filters through the URL, from page 1', async () => {
  const user = renderView('page=4')
  await screen.findByRole('option', { name: '修改操作员角色' })
  await user.selectOptions(screen.getByLabelText('操作类型'), '修改操作员角色')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/audit?kind=AdminOperator%2FSetRole')
})

it('shows a record’s before and after in 详情', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: /详情/ }))
  const dialog = await screen.findByRole('dialog', { name: '操作详情' })
  expect(within(dialog).getByRole('region', { name: '修改前' })).toHaveTextContent('"role": "readonly"')
  expect(within(dialog).getByRole('region', { name: '修改后' })).toHaveTextContent('"role": "support"')
  expect(dialog).toHaveTextContent('203.0.113.9')
})
