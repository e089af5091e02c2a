// 咨询工作台 against a mocked API (issue 32): the queue's tabs with counts, rows with 待回复 and the assignee, batch
// 分配 of the selected rows, a reading role without check boxes; a request's page with its thread, 发送回复 (回复内容
// checked by the form's rule first), the moves the rules allow, 关闭咨询 asked first, and no reply box once closed.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import type { DeskDetail, DeskRow } from '@/lib/contract/schemas/admin-consultation'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { DeskView } from './desk-view'
import { RequestView } from './request-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/consultations',
  useSearchParams: () => new URLSearchParams('status=pending'),
}))

const API = '/admin/api/services/app/AdminConsultation'
const ROW: DeskRow = {
  id: 11,
  requestNo: 'ZX202611260011',
  serviceName: '企业内训定制',
  topic: '新员工培训方案',
  status: 'submitted',
  statusText: '已提交',
  contactName: '赵女士',
  phone: '13800000002',
  companyName: '云帆人力',
  assignee: null,
  needsAnswer: true,
  messageCount: 0,
  createdAt: '2026-11-26T01:00:00Z',
  updatedAt: '2026-11-26T01:00:00Z',
}
const OTHER: DeskRow = {
  ...ROW,
  id: 12,
  requestNo: 'ZX202611260012',
  topic: '管理咨询',
  needsAnswer: false,
  status: 'replied',
  statusText: '已回复',
  assignee: { id: 3, name: '刘洋' },
}
const COUNTS = { all: 9, pending: 2, submitted: 3, accepted: 1, replied: 4, closed: 1 }
const OPTIONS = {
  services: [{ id: 1, name: '企业内训定制' }],
  assignees: [{ id: 3, name: '刘洋', loginName: 'support', role: 'support' }],
}
const DETAIL: DeskDetail = {
  ...ROW,
  description: '今年预计入职60名新员工。',
  preferredTime: '工作日均可',
  requesterKind: 'user',
  thread: [
    { id: 1, author: 'requester', content: '参训人数约20人。', createdAt: '2026-11-26T02:00:00Z', operatorName: null },
  ],
}

function renderAs(role: OperatorRole, view: React.ReactNode) {
  const self: OperatorSelf = {
    id: 3,
    loginName: 'support',
    name: '刘洋',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>{view}</OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

let detail: DeskDetail
beforeEach(() => {
  detail = DETAIL
  mockApiGet
    .mockReset()
    .mockImplementation((path: string) =>
      Promise.resolve(
        path.endsWith('/GetList')
          ? { items: [ROW, OTHER], totalCount: 2, counts: COUNTS }
          : path.endsWith('/GetOptions')
            ? OPTIONS
            : detail,
      ),
    )
  mockApiPost.mockReset().mockResolvedValue(null)
})

it('shows the tabs with their counts, the rows with 待回复 and the assignee, and asks by the URL’s tab', async () => {
  renderAs('support', <DeskView />)
  const row = await screen.findByTestId('desk-row-11')
  expect(within(row).getByRole('link', { name: '新员工培训方案' })).toHaveAttribute('href', '/admin/consultations/11')
  expect(row).toHaveTextContent('待回复')
  expect(row).toHaveTextContent('未分配')
  expect(screen.getByTestId('desk-row-12')).toHaveTextContent('刘洋')
  const tabs = screen.getByRole('navigation', { name: '按状态查看咨询' })
  expect(within(tabs).getByRole('link', { name: '待回复 2' })).toHaveAttribute('aria-current', 'page')
  expect(within(tabs).getByRole('link', { name: '全部 9' })).toHaveAttribute('href', '/admin/consultations')
  expect(mockApiGet).toHaveBeenCalledWith(
    `${API}/GetList`,
    { page: 1, pageSize: 20, status: 'pending' },
    expect.anything(),
  )
})

it('assigns the selected rows to a 客服 in one go', async () => {
  const user = renderAs('admin', <DeskView />)
  await screen.findByTestId('desk-row-11')
  const batch = screen.getByRole('button', { name: '批量分配' })
  expect(batch).toBeDisabled()
  await user.click(screen.getByRole('checkbox', { name: '选择本页全部咨询' }))
  expect(screen.getByText('已选 2 条')).toBeInTheDocument()
  await user.click(batch)
  const dialog = await screen.findByRole('dialog', { name: '分配咨询' })
  await user.selectOptions(within(dialog).getByLabelText('处理人'), '刘洋（客服）')
  await user.click(within(dialog).getByRole('button', { name: '确定分配' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${API}/Assign`, { ids: [11, 12], operatorId: 3 }, expect.anything()),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('gives 只读 no check boxes and says why', async () => {
  renderAs('readonly', <DeskView />)
  await screen.findByTestId('desk-row-11')
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '批量分配' })).not.toBeInTheDocument()
  expect(screen.getByRole('note')).toHaveTextContent('当前角色只能查看咨询')
})

it('answers a request: 回复内容 is checked first, then 发送回复 sends it and the box empties', async () => {
  const user = renderAs('support', <RequestView id={11} />)
  expect(await screen.findByRole('heading', { level: 1, name: '新员工培训方案' })).toBeInTheDocument()
  expect(screen.getByTestId('desk-thread')).toHaveTextContent('参训人数约20人。')
  const box = screen.getByRole('textbox', { name: '回复内容' })
  await user.click(screen.getByRole('button', { name: '发送回复' }))
  expect(await screen.findByTestId('desk-reply-error')).toHaveTextContent('请输入回复内容')
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.type(box, '您好，顾问明天联系您。')
  await user.click(screen.getByRole('button', { name: '发送回复' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/Reply`,
      { id: 11, content: '您好，顾问明天联系您。' },
      expect.anything(),
    ),
  )
  await waitFor(() => expect(box).toHaveValue(''))
})

it('offers the moves the rules allow, closes after a confirmation, and drops the reply box once closed', async () => {
  const user = renderAs('admin', <RequestView id={11} />)
  const actions = await screen.findByRole('group', { name: '处理咨询' })
  expect(
    within(actions)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['认领', '分配给…', '标记为已受理', '关闭咨询'])
  await user.click(within(actions).getByRole('button', { name: '关闭咨询' }))
  const confirm = await screen.findByRole('dialog', { name: '关闭咨询' })
  expect(confirm).toHaveTextContent('确定关闭咨询「新员工培训方案」吗？')
  detail = { ...DETAIL, status: 'closed', statusText: '已关闭', needsAnswer: false }
  await user.click(within(confirm).getByRole('button', { name: '关闭咨询' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${API}/SetStatus`, { id: 11, status: 'closed' }, expect.anything()),
  )
  expect(await screen.findByText(/该咨询已关闭，不能再回复/)).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: '回复内容' })).not.toBeInTheDocument()
  expect(
    within(screen.getByRole('group', { name: '处理咨询' })).queryByRole('button', { name: '关闭咨询' }),
  ).not.toBeInTheDocument()
})

it('shows 只读 the request without any action', async () => {
  renderAs('readonly', <RequestView id={11} />)
  await screen.findByRole('heading', { level: 1, name: '新员工培训方案' })
  expect(screen.queryByRole('group', { name: '处理咨询' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '发送回复' })).not.toBeInTheDocument()
})
