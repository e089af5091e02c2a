// 操作员管理 against a mocked API: the rows a user reads, filters in the URL, the invitation with the role's hints and the
// initial password shown once, and confirmations that name the operator and keep a refusal inside.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { ROLE_HINTS } from '@/lib/contract/operator-roles'
import { LAST_ADMIN, type OperatorRow, type OperatorSelf } from '@/lib/contract/schemas/admin'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from './operator-context'
import { OperatorsView } from './operators-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockPush = jest.fn()
let mockSearch = new URLSearchParams()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/operators',
  useSearchParams: () => mockSearch,
}))

const OPS = '/admin/api/services/app/AdminOperator'
const SELF: OperatorSelf = {
  id: 1,
  loginName: 'admin',
  name: '王管理',
  role: 'admin',
  mustChangePassword: false,
  tenantName: '启航',
  tenantOpen: true,
}
const row = (over: Partial<OperatorRow>): OperatorRow => ({
  id: 1,
  loginName: 'admin',
  name: '王管理',
  maskedPhone: '139****0001',
  role: 'admin',
  disabled: false,
  createdAt: '2026-11-20T02:30:00Z',
  lastLoginAt: '2026-11-26T01:05:00Z',
  ...over,
})
const ROWS = [
  row({}),
  row({ id: 2, loginName: 'viewer', name: '李只读', role: 'readonly', maskedPhone: '139****0002', lastLoginAt: null }),
]

function renderView(search = '') {
  mockSearch = new URLSearchParams(search)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={SELF}>
        <OperatorsView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue({ totalCount: 2, items: ROWS })
  mockApiPost.mockReset().mockResolvedValue(null)
  mockPush.mockReset()
})

it('lists the operators with masked phones and Beijing times, asking the server for the URL’s page and filters', async () => {
  renderView('page=2&role=readonly&keyword=李')
  const viewer = await screen.findByTestId('operator-row-viewer')
  expect(
    within(viewer)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['viewer', '李只读', '139****0002', '只读', '启用', '从未登录', '2026-11-20 10:30', '修改角色停用重置密码'])
  expect(within(screen.getByTestId('operator-row-admin')).getByText('当前账号')).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    `${OPS}/GetList`,
    { page: 2, pageSize: 20, keyword: '李', role: 'readonly', state: undefined },
    expect.anything(),
  )
  expect(screen.getByText('共 2 条')).toBeInTheDocument()
})

it('puts the filters in the URL, from page 1', async () => {
  const user = renderView('page=3')
  await screen.findByTestId('operator-row-viewer')
  await user.selectOptions(screen.getByLabelText('角色'), '管理员')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/operators?role=admin')
  await user.type(screen.getByLabelText('关键词'), 'wang{Enter}')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/operators?keyword=wang')
})

it('says 暂无数据 when nothing matches', async () => {
  mockApiGet.mockResolvedValue({ totalCount: 0, items: [] })
  renderView('keyword=nobody')
  expect(await screen.findByText('暂无数据')).toBeInTheDocument()
})

it('asks before disabling, naming the operator, and keeps a refusal inside the dialog', async () => {
  mockApiPost.mockRejectedValueOnce(new ApiClientError({ kind: 'api', code: 0, message: LAST_ADMIN, status: 400 }))
  const user = renderView()
  await user.click(within(await screen.findByTestId('operator-row-viewer')).getByRole('button', { name: '停用' }))
  const dialog = await screen.findByRole('dialog', { name: '停用操作员' })
  expect(dialog).toHaveTextContent('确定停用操作员「李只读（viewer）」吗？')
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.click(within(dialog).getByRole('button', { name: '停用' }))
  expect(await within(dialog).findByText(LAST_ADMIN)).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(`${OPS}/SetDisabled`, { id: 2, disabled: true }, { inline: true })

  await user.click(within(dialog).getByRole('button', { name: '停用' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('invites with the role’s hints shown, then shows the initial password once', async () => {
  mockApiPost.mockResolvedValue({ id: 9, initialPassword: 'Xk7#pQ2m' })
  const user = renderView()
  await user.click(await screen.findByTestId('invite-operator'))
  const dialog = await screen.findByRole('dialog', { name: '邀请操作员' })
  for (const hint of Object.values(ROLE_HINTS)) expect(within(dialog).getByText(hint)).toBeInTheDocument()
  expect(within(dialog).getByRole('radio', { name: /只读/ })).toBeChecked()

  await user.click(within(dialog).getByRole('button', { name: '邀请' }))
  expect(await within(dialog).findByText('请输入登录名')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.type(within(dialog).getByLabelText('登录名'), 'zhangsan')
  await user.type(within(dialog).getByLabelText('姓名'), '张三')
  await user.type(within(dialog).getByLabelText('手机号'), '13900000003')
  await user.click(within(dialog).getByRole('radio', { name: /运营/ }))
  await user.click(within(dialog).getByRole('button', { name: '邀请' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${OPS}/Invite`,
      { loginName: 'zhangsan', name: '张三', phone: '13900000003', role: 'operations' },
      { inline: true },
    ),
  )
  const shown = await screen.findByRole('dialog', { name: '操作员已邀请' })
  expect(shown).toHaveTextContent('「张三（zhangsan）」的初始密码')
  expect(within(shown).getByTestId('initial-password')).toHaveTextContent('Xk7#pQ2m')
  await user.click(within(shown).getByRole('button', { name: '我已记下' }))
  await waitFor(() => expect(screen.queryByText('Xk7#pQ2m')).not.toBeInTheDocument())
})

it('changes a role in a dialog named after the operator', async () => {
  const user = renderView()
  await user.click(within(await screen.findByTestId('operator-row-viewer')).getByRole('button', { name: '修改角色' }))
  const dialog = await screen.findByRole('dialog', { name: '修改「李只读（viewer）」的角色' })
  expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled()
  await user.click(within(dialog).getByRole('radio', { name: /客服/ }))
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${OPS}/SetRole`, { id: 2, role: 'support' }, { inline: true }),
  )
})

it('resets a password after asking, and shows the new one', async () => {
  mockApiPost.mockResolvedValue({ initialPassword: 'Rr9$abcd' })
  const user = renderView()
  await user.click(within(await screen.findByTestId('operator-row-viewer')).getByRole('button', { name: '重置密码' }))
  const dialog = await screen.findByRole('dialog', { name: '重置密码' })
  expect(dialog).toHaveTextContent('确定重置操作员「李只读（viewer）」的密码吗？')
  await user.click(within(dialog).getByRole('button', { name: '重置密码' }))
  expect(await screen.findByTestId('initial-password')).toHaveTextContent('Rr9$abcd')
  expect(mockApiPost).toHaveBeenCalledWith(`${OPS}/ResetPassword`, { id: 2 }, { inline: true })
})
