// 机构管理 against a mocked API: the rows a platform owner reads (counts, states, Beijing times, links to each site and
// console), filters in the URL, 创建机构 checked with the server's schema and a taken subdomain shown at its field, the
// administrator's initial password shown once, closing asked first naming the tenant, and 只读 without write buttons.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { PLATFORM_ONLY, SLUG_TAKEN, type TenantRow } from '@/lib/contract/schemas/admin-tenant'
import { TENANT_SLUG_HINT } from '@/lib/contract/platform'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from './operator-context'
import { TenantsView } from './tenants-view'

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
  usePathname: () => '/platform/admin/tenants',
  useSearchParams: () => mockSearch,
}))

const TENANTS = '/admin/api/services/app/AdminTenant'
const OWNER: OperatorSelf = {
  id: 1,
  loginName: 'owner',
  name: '平台主',
  role: 'admin',
  mustChangePassword: false,
  tenantName: '平台',
  tenantOpen: true,
}
const row = (over: Partial<TenantRow>): TenantRow => ({
  id: 2,
  slug: 'demo',
  name: '启航学堂',
  state: 'open',
  url: 'http://demo.localhost:3000',
  courseCount: 24,
  learnerCount: 1350,
  companyCount: 6,
  lastActivityAt: '2026-11-26T01:05:00Z',
  createdAt: '2026-11-20T02:30:00Z',
  storage: { usedBytes: 1.5 * 1024 ** 3, quotaBytes: 20 * 1024 ** 3, quotaIsDefault: true },
  ...over,
})
const ROWS = [
  row({}),
  row({
    id: 3,
    slug: 'closedorg',
    name: '已停业机构',
    state: 'closed',
    url: 'http://closedorg.localhost:3000',
    courseCount: 0,
    learnerCount: 0,
    companyCount: 0,
    lastActivityAt: null,
  }),
]

function renderView(search = '', self: OperatorSelf = OWNER) {
  mockSearch = new URLSearchParams(search)
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <TenantsView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const cells = (el: HTMLElement) =>
  within(el)
    .getAllByRole('cell')
    .map((c) => c.textContent)

beforeEach(() => {
  mockApiGet.mockReset().mockResolvedValue({ totalCount: 2, items: ROWS })
  mockApiPost.mockReset().mockResolvedValue(null)
  mockPush.mockReset()
})

it('lists the tenants with their counts, states and Beijing times, asking the server for the URL’s page and filters', async () => {
  renderView('page=2&state=open&keyword=启航')
  const demo = await screen.findByTestId('tenant-row-demo')
  expect(cells(demo)).toEqual([
    '启航学堂demo',
    '运营中',
    '24',
    '1350',
    '6',
    '1.5 GB / 20 GB',
    '2026-11-26 09:05',
    '2026-11-20 10:30',
    '打开网站管理后台存储配额关闭',
  ])
  expect(cells(screen.getByTestId('tenant-row-closedorg')).slice(1, 7)).toEqual([
    '已关闭',
    '0',
    '0',
    '0',
    '1.5 GB / 20 GB',
    '暂无',
  ])
  expect(within(demo).getByRole('link', { name: '启航学堂' })).toHaveAttribute('href', 'http://demo.localhost:3000')
  expect(within(demo).getByRole('link', { name: '启航学堂' })).toHaveAttribute('target', '_blank')
  expect(within(demo).getByRole('link', { name: '管理后台' })).toHaveAttribute(
    'href',
    'http://demo.localhost:3000/admin',
  )
  expect(within(screen.getByTestId('tenant-row-closedorg')).getByRole('button', { name: '开启' })).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    `${TENANTS}/GetList`,
    { page: 2, pageSize: 20, keyword: '启航', state: 'open' },
    expect.anything(),
  )
  expect(screen.getByText('共 2 条')).toBeInTheDocument()
})

it('puts the filters in the URL, from page 1', async () => {
  const user = renderView('page=3')
  await screen.findByTestId('tenant-row-demo')
  await user.selectOptions(screen.getByLabelText('状态'), '已关闭')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/tenants?state=closed')
  await user.type(screen.getByLabelText('关键词'), 'acme{Enter}')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/tenants?keyword=acme')
})

it('says so when no tenant matches', async () => {
  mockApiGet.mockResolvedValueOnce({ totalCount: 0, items: [] })
  renderView('keyword=nobody')
  expect(await screen.findByText('没有符合条件的机构')).toBeInTheDocument()
})

it('shows a failed load inline with 重试', async () => {
  mockApiGet.mockRejectedValue(new ApiClientError({ kind: 'api', code: 0, message: PLATFORM_ONLY, status: 403 }))
  renderView()
  expect(await screen.findByRole('alert')).toHaveTextContent(PLATFORM_ONLY)
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
})

it('asks before closing, naming the tenant and what happens, then closes it', async () => {
  const user = renderView()
  await user.click(within(await screen.findByTestId('tenant-row-demo')).getByRole('button', { name: '关闭' }))
  const dialog = await screen.findByRole('dialog', { name: '关闭机构' })
  expect(dialog).toHaveTextContent('确定关闭机构「启航学堂（demo）」吗？')
  expect(dialog).toHaveTextContent(
    '关闭后「启航学堂」的所有页面将显示“403 无法访问”，学员和企业无法登录；机构的操作员仍可登录管理后台。',
  )
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: '关闭机构' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost).toHaveBeenCalledWith(`${TENANTS}/SetState`, { id: 2, state: 'closed' }, { inline: true })
})

it('opens a closed tenant after asking', async () => {
  const user = renderView()
  await user.click(within(await screen.findByTestId('tenant-row-closedorg')).getByRole('button', { name: '开启' }))
  const dialog = await screen.findByRole('dialog', { name: '开启机构' })
  expect(dialog).toHaveTextContent('确定开启机构「已停业机构（closedorg）」吗？')
  await user.click(within(dialog).getByRole('button', { name: '开启机构' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(`${TENANTS}/SetState`, { id: 3, state: 'open' }, { inline: true }),
  )
})

it('creates a tenant: checked with the server’s schema, the address previewed, a taken subdomain at its field', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: '创建机构' }))
  const dialog = await screen.findByRole('dialog', { name: '创建机构' })
  expect(within(dialog).getByLabelText('子域名')).toHaveAccessibleDescription(TENANT_SLUG_HINT)

  await user.click(within(dialog).getByRole('button', { name: '创建' }))
  expect(await within(dialog).findByText('请输入子域名')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('子域名')).toHaveAttribute('aria-invalid', 'true')
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.type(within(dialog).getByLabelText('子域名'), 'admin')
  await user.click(within(dialog).getByRole('button', { name: '创建' }))
  expect(await within(dialog).findByText('该子域名为系统保留，请换一个')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  await user.clear(within(dialog).getByLabelText('子域名'))
  await user.type(within(dialog).getByLabelText('子域名'), 'NewOrg')
  // jsdom's page is http://localhost: the address keeps its scheme and puts the subdomain before its domain.
  expect(within(dialog).getByTestId('tenant-address')).toHaveTextContent('网站地址：http://neworg.localhost')
  await user.type(within(dialog).getByLabelText('机构名称'), '新机构')
  await user.type(within(dialog).getByLabelText('登录名'), 'boss')
  await user.type(within(dialog).getByLabelText('姓名'), '张校长')
  await user.type(within(dialog).getByLabelText('手机号'), '13900000009')
  mockApiPost.mockRejectedValueOnce(new ApiClientError({ kind: 'api', code: 0, message: SLUG_TAKEN, status: 400 }))
  await user.click(within(dialog).getByRole('button', { name: '创建' }))
  expect(await within(dialog).findByText(SLUG_TAKEN)).toBeInTheDocument()
  expect(within(dialog).getByLabelText('子域名')).toHaveAttribute('aria-invalid', 'true')
  expect(within(dialog).getByLabelText('子域名')).toHaveFocus()
  expect(mockApiPost).toHaveBeenCalledWith(
    `${TENANTS}/Create`,
    { slug: 'neworg', name: '新机构', adminLoginName: 'boss', adminName: '张校长', adminPhone: '13900000009' },
    { inline: true },
  )
})

it('shows the new tenant’s addresses and its administrator’s initial password once, then refreshes the list', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: '创建机构' }))
  const dialog = await screen.findByRole('dialog', { name: '创建机构' })
  await user.type(within(dialog).getByLabelText('子域名'), 'neworg')
  await user.type(within(dialog).getByLabelText('机构名称'), '新机构')
  await user.type(within(dialog).getByLabelText('登录名'), 'boss')
  await user.type(within(dialog).getByLabelText('姓名'), '张校长')
  await user.type(within(dialog).getByLabelText('手机号'), '13900000009')
  mockApiPost.mockResolvedValueOnce({
    id: 9,
    slug: 'neworg',
    url: 'http://neworg.localhost:3000',
    consoleUrl: 'http://neworg.localhost:3000/admin/login',
    adminLoginName: 'boss',
    initialPassword: 'Xk7pQ2mA9z',
  })
  const listed = mockApiGet.mock.calls.length
  await user.click(within(dialog).getByRole('button', { name: '创建' }))

  const shown = await screen.findByRole('dialog', { name: '机构已创建' })
  expect(shown).toHaveTextContent('「新机构」已创建')
  expect(within(shown).getByRole('link', { name: 'http://neworg.localhost:3000' })).toHaveAttribute(
    'href',
    'http://neworg.localhost:3000',
  )
  expect(within(shown).getByRole('link', { name: 'http://neworg.localhost:3000/admin/login' })).toBeInTheDocument()
  expect(within(shown).getByTestId('created-login-name')).toHaveTextContent('boss')
  expect(within(shown).getByTestId('initial-password')).toHaveTextContent('Xk7pQ2mA9z')
  expect(shown).toHaveTextContent('管理员首次登录管理后台时须先修改密码')
  expect(within(shown).getByRole('button', { name: '复制' })).toBeInTheDocument()
  await waitFor(() => expect(mockApiGet.mock.calls.length).toBeGreaterThan(listed))

  await user.click(within(shown).getByRole('button', { name: '我已记下' }))
  await waitFor(() => expect(screen.queryByText('Xk7pQ2mA9z')).not.toBeInTheDocument())
})

it('a 只读 platform operator reads the table with its links but gets no 创建机构, 关闭 or 开启', async () => {
  renderView('', { ...OWNER, role: 'readonly', loginName: 'auditor' })
  const demo = await screen.findByTestId('tenant-row-demo')
  expect(within(demo).getByRole('link', { name: '打开网站' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '创建机构' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '开启' })).not.toBeInTheDocument()
})

it('sets a tenant’s 存储配额 in GB, warns below what it holds, and goes back to the default', async () => {
  const user = renderView()
  const demo = await screen.findByTestId('tenant-row-demo')
  expect(within(demo).getByRole('meter', { name: '启航学堂（demo）的存储空间' })).toHaveAttribute('aria-valuenow', '8')
  await user.click(within(demo).getByRole('button', { name: '存储配额' }))
  const dialog = await screen.findByTestId('tenant-quota-dialog')
  expect(dialog).toHaveTextContent('启航学堂（demo）已用 1.5 GB，当前配额 20 GB（平台默认）。')
  await user.click(within(dialog).getByLabelText('自定义'))
  const size = within(dialog).getByLabelText('自定义配额（GB）')
  await user.clear(size)
  await user.type(size, '1')
  expect(dialog).toHaveTextContent('低于已用空间：已存的文件不会删除，但此后的上传将被拒绝。')
  await user.clear(size)
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入存储配额（GB）')
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.type(size, '50')
  await user.click(within(dialog).getByRole('button', { name: '保存' }))
  expect(mockApiPost).toHaveBeenCalledWith(`${TENANTS}/SetStorageQuota`, { id: 2, quotaMb: 51200 }, expect.anything())
  await waitFor(() => expect(screen.queryByTestId('tenant-quota-dialog')).toBeNull())

  await user.click(within(demo).getByRole('button', { name: '存储配额' }))
  await user.click(within(await screen.findByTestId('tenant-quota-dialog')).getByLabelText(/使用平台默认配额/))
  await user.click(within(screen.getByTestId('tenant-quota-dialog')).getByRole('button', { name: '保存' }))
  expect(mockApiPost).toHaveBeenLastCalledWith(
    `${TENANTS}/SetStorageQuota`,
    { id: 2, quotaMb: null },
    expect.anything(),
  )
})

it('offers 存储配额 to a platform administrator only', async () => {
  renderView('', { ...OWNER, role: 'readonly' })
  const demo = await screen.findByTestId('tenant-row-demo')
  expect(within(demo).queryByRole('button', { name: '存储配额' })).toBeNull()
})
