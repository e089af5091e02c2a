// The console's shell against a mocked API: who is signed in, a sidebar with only what the role may open, a page the role
// may not see, and an initial password changed before anything else.
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MSG } from '@/lib/contract/account-rules'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { ConsoleShell } from './console-shell'
import { Overview } from './overview'
import { ScreenGate } from './screen-gate'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockReplace = jest.fn()
let mockPath = '/demo/admin/audit'
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: mockReplace, prefetch: jest.fn() }),
  usePathname: () => mockPath,
}))

const ME: OperatorSelf = {
  id: 2,
  loginName: 'viewer',
  name: '李只读',
  role: 'readonly',
  mustChangePassword: false,
  tenantName: '启航教育',
  tenantOpen: true,
}

function renderShell(me: OperatorSelf, page = <p>页面内容</p>, platform = false) {
  mockApiGet.mockResolvedValue(me)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ConsoleShell hasSession platform={platform}>
        {page}
      </ConsoleShell>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockPath = '/demo/admin/audit'
  mockReplace.mockReset()
  mockApiGet.mockReset()
  mockApiPost.mockReset().mockResolvedValue(null)
})

it('shows the organisation, the operator with the role, and only the screens the role may open', async () => {
  renderShell(ME)
  expect(await screen.findByText('页面内容')).toBeInTheDocument()
  expect(screen.getByText('启航教育')).toBeInTheDocument()
  expect(screen.getByTestId('console-operator')).toHaveTextContent('李只读')
  expect(screen.getByTestId('console-role')).toHaveTextContent('只读')
  const nav = screen.getByRole('navigation', { name: '管理后台导航' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual([
    '概览',
    '课程管理',
    '课程分类',
    '讲师',
    '专题',
    '诊断测评',
    '学员',
    '企业',
    '咨询工作台',
    '学时证明',
    '学习数据',
    '优惠券活动',
    '系统通知',
    '平台服务',
    '订单管理',
    '对账',
    '机构设置',
    '协议与隐私',
    '操作日志',
  ])
  expect(within(nav).getByRole('link', { name: '操作日志' })).toHaveAttribute('aria-current', 'page')
})

it('marks the deepest screen an address is under: 对账, not 订单管理 beside it', async () => {
  mockPath = '/demo/admin/orders/reconciliation'
  renderShell({ ...ME, role: 'admin' })
  const nav = await screen.findByRole('navigation', { name: '管理后台导航' })
  expect(within(nav).getByRole('link', { name: '对账' })).toHaveAttribute('aria-current', 'page')
  expect(within(nav).getByRole('link', { name: '订单管理' })).not.toHaveAttribute('aria-current')
})

it('an administrator sees 操作员 too', async () => {
  renderShell({ ...ME, role: 'admin', name: '王管理' })
  const nav = await screen.findByRole('navigation', { name: '管理后台导航' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual([
    '概览',
    '课程管理',
    '课程分类',
    '讲师',
    '专题',
    '诊断测评',
    '学员',
    '企业',
    '咨询工作台',
    '学时证明',
    '学习数据',
    '优惠券活动',
    '系统通知',
    '平台服务',
    '订单管理',
    '对账',
    '支付设置',
    '机构设置',
    '协议与隐私',
    '操作员',
    '操作日志',
  ])
})

it('a 客服 sees 咨询工作台 with the number of requests waiting for an answer, named for screen readers', async () => {
  mockApiGet.mockImplementation((path: string) =>
    Promise.resolve(path.endsWith('/GetPendingCount') ? { count: 3 } : { ...ME, role: 'support' }),
  )
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ConsoleShell hasSession platform={false}>
        <p>页面内容</p>
      </ConsoleShell>
    </QueryClientProvider>,
  )
  const nav = await screen.findByRole('navigation', { name: '管理后台导航' })
  const desk = await within(nav).findByRole('link', { name: '咨询工作台，3 条待处理' })
  expect(desk).toHaveAttribute('href', '/admin/consultations')
  expect(within(desk).getByTestId('console-nav-pending')).toHaveTextContent('3')
  expect(within(nav).queryByRole('link', { name: '课程管理' })).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    '/admin/api/services/app/AdminConsultation/GetPendingCount',
    {},
    expect.anything(),
  )
})

it('运营 asks no count: the desk is not theirs, 平台服务 is', async () => {
  renderShell({ ...ME, role: 'operations' })
  const nav = await screen.findByRole('navigation', { name: '管理后台导航' })
  expect(within(nav).getByRole('link', { name: '平台服务' })).toHaveAttribute('href', '/admin/consultation-services')
  expect(within(nav).queryByRole('link', { name: /咨询工作台/ })).not.toBeInTheDocument()
  expect(mockApiGet.mock.calls.map((c) => c[0])).not.toContain(
    '/admin/api/services/app/AdminConsultation/GetPendingCount',
  )
})

it('a page the role may not see says so, with the way back to 概览', async () => {
  renderShell(
    ME,
    <ScreenGate screen="operators">
      <p>操作员列表</p>
    </ScreenGate>,
  )
  expect(await screen.findByRole('heading', { name: '当前角色无权查看此页面' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '返回概览' })).toHaveAttribute('href', '/admin')
  expect(screen.queryByText('操作员列表')).not.toBeInTheDocument()
})

it('the platform’s console says so, has 机构管理 and no 机构设置', async () => {
  renderShell({ ...ME, role: 'admin', name: '平台主', tenantName: '平台' }, <Overview />, true)
  const nav = await screen.findByRole('navigation', { name: '管理后台导航' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['概览', '机构管理', '操作员', '操作日志'])
  expect(within(nav).getByRole('link', { name: '机构管理' })).toHaveAttribute('href', '/admin/tenants')
  expect(within(screen.getByRole('complementary')).getByText('平台管理后台')).toBeInTheDocument()
  expect(screen.queryByText('平台')).not.toBeInTheDocument()
  // 概览's cards: the same screens.
  const cards = within(screen.getByRole('main')).getAllByRole('link')
  expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/admin/tenants', '/admin/operators', '/admin/audit'])
})

it('a platform 只读 operator sees 机构管理 and 操作日志', async () => {
  renderShell({ ...ME, tenantName: '平台' }, <p>页面内容</p>, true)
  const nav = await screen.findByRole('navigation', { name: '管理后台导航' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['概览', '机构管理', '操作日志'])
})

it('机构管理 on a tenant’s console, and 机构设置 on the platform’s, is not there for any role', async () => {
  renderShell(
    { ...ME, role: 'admin' },
    <ScreenGate screen="tenants">
      <p>机构列表</p>
    </ScreenGate>,
  )
  expect(await screen.findByRole('heading', { name: '本管理后台不提供此页面' })).toBeInTheDocument()
  expect(screen.getByTestId('console-no-access')).toHaveTextContent('此功能只在平台管理后台中提供')
  expect(screen.queryByText('机构列表')).not.toBeInTheDocument()
  cleanup()
  renderShell(
    { ...ME, role: 'admin', tenantName: '平台' },
    <ScreenGate screen="settings">
      <p>设置表单</p>
    </ScreenGate>,
    true,
  )
  expect(await screen.findByTestId('console-no-access')).toHaveTextContent('平台管理后台不提供此功能')
  expect(screen.queryByText('设置表单')).not.toBeInTheDocument()
})

it('asks for a new password before anything else when the password was set by an administrator', async () => {
  const user = renderShell({ ...ME, mustChangePassword: true })
  expect(await screen.findByRole('heading', { name: '请先修改初始密码' })).toBeInTheDocument()
  expect(screen.queryByText('页面内容')).not.toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: '管理后台导航' })).not.toBeInTheDocument()
  expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(MSG.passwordRule)

  await user.type(screen.getByLabelText('当前密码'), 'Init@1234')
  await user.type(screen.getByLabelText('新密码'), 'abc')
  await user.type(screen.getByLabelText('确认新密码'), 'abd')
  await user.click(screen.getByRole('button', { name: '确认修改' }))
  expect(await screen.findByText(MSG.passwordLength)).toBeInTheDocument()
  expect(screen.getByText(MSG.confirmMismatch)).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.clear(screen.getByLabelText('新密码'))
  await user.type(screen.getByLabelText('新密码'), 'Mine@2026')
  await user.clear(screen.getByLabelText('确认新密码'))
  await user.type(screen.getByLabelText('确认新密码'), 'Mine@2026')
  mockApiGet.mockResolvedValue(ME)
  await user.click(screen.getByRole('button', { name: '确认修改' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      '/admin/api/services/app/AdminAuth/ChangePassword',
      { password: 'Init@1234', newPassword: 'Mine@2026' },
      { inline: true },
    ),
  )
  expect(await screen.findByText('页面内容')).toBeInTheDocument()
})

it('asks before signing out', async () => {
  const user = renderShell(ME)
  await user.click(await screen.findByTestId('console-logout'))
  const dialog = await screen.findByRole('dialog', { name: '退出登录' })
  expect(dialog).toHaveTextContent('确定要退出管理后台吗？')
  await user.click(within(dialog).getByRole('button', { name: '取消' }))
  expect(mockApiPost).not.toHaveBeenCalled()
})

it('while the HTTP client takes a signed-out operator to the sign-in page, shows only that', async () => {
  const error = new ApiClientError({ kind: 'api', code: -10, message: '登录已失效，请重新登录', status: 401 })
  error.action = 'console-signed-out'
  mockApiGet.mockRejectedValue(error)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ConsoleShell hasSession platform={false}>
        <p>页面内容</p>
      </ConsoleShell>
    </QueryClientProvider>,
  )
  expect(await screen.findByText('正在前往登录页…')).toBeInTheDocument()
  expect(screen.queryByText('页面内容')).not.toBeInTheDocument()
})

it('without the console’s cookie goes straight to the sign-in page, with the way back, asking the server nothing', async () => {
  window.history.replaceState(null, '', '/admin/operators?page=2')
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ConsoleShell hasSession={false} platform={false}>
        <p>页面内容</p>
      </ConsoleShell>
    </QueryClientProvider>,
  )
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Foperators%3Fpage%3D2'))
  expect(screen.getByText('正在前往登录页…')).toBeInTheDocument()
  expect(mockApiGet).not.toHaveBeenCalled()
})

it('says above every page when the platform has closed the tenant, and nothing while it is open', async () => {
  renderShell({ ...ME, tenantOpen: false })
  expect(await screen.findByTestId('console-closed')).toHaveTextContent('本机构已被平台关闭')
  expect(screen.getByTestId('console-closed')).toHaveTextContent('修改需待平台重新开启后进行')
  cleanup()
  renderShell(ME)
  await screen.findByText('页面内容')
  expect(screen.queryByTestId('console-closed')).toBeNull()
})
