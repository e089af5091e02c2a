// 学员管理 and 学员详情 against a mocked API: the rows an operator reads (masked phones said so), filters in the URL,
// 禁用 / 强制下线 behind dialogs that name the learner and say what follows, each role's buttons, and on the detail page
// the export download and the deletion that waits for the phone's last four digits and keeps a refusal inside.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import type { LearnerDetail, LearnerRow } from '@/lib/contract/schemas/admin-people'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { LearnerDetailView } from './learner-detail-view'
import { LearnersView } from './learners-view'
import { OperatorProvider } from './operator-context'

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
  usePathname: () => '/demo/admin/learners',
  useSearchParams: () => mockSearch,
}))

const API = '/admin/api/services/app/AdminLearner'
const row = (over: Partial<LearnerRow>): LearnerRow => ({
  id: 12,
  phone: '138****0002',
  nickname: '李明',
  companyName: '启航科技有限公司',
  courseCount: 3,
  creditedSeconds: 5400,
  createdAt: '2026-11-01T02:00:00Z',
  lastSeenAt: '2026-11-26T01:05:00Z',
  activeSessions: 1,
  state: 'active',
  ...over,
})
const ROWS = [row({}), row({ id: 13, phone: '138****0003', nickname: '王芳', companyName: null, state: 'disabled' })]
const DETAIL: LearnerDetail = {
  id: 12,
  phone: '13800000002',
  phoneMasked: false,
  nickname: '李明',
  introduction: '销售部',
  avatarUrl: '',
  hasPassword: true,
  state: 'active',
  createdAt: '2026-11-01T02:00:00Z',
  anonymisedAt: null,
  agreedAt: null,
  agreedVersion: null,
  identities: [{ provider: 'qq', nickname: '小明', boundAt: '2026-11-02T02:00:00Z' }],
  companies: [
    {
      companyId: 1,
      companyName: '启航科技有限公司',
      current: true,
      nameInCompany: '李明',
      department: '销售部',
      isVip: true,
      vipActive: true,
      joinedAt: '2026-10-01T02:00:00Z',
    },
  ],
  enrolments: [
    {
      courseId: 5,
      title: '数据分析入门',
      source: 'vip',
      enrolledAt: '2026-11-03T02:00:00Z',
      lastLearnedAt: '2026-11-20T02:00:00Z',
      completedAt: null,
      percent: 42,
      creditedSeconds: 5400,
    },
  ],
  keptHours: [],
  creditedSeconds: 5400,
  sessions: [
    {
      device: 'Windows · Chrome',
      createdAt: '2026-11-26T01:00:00Z',
      lastSeenAt: '2026-11-26T01:05:00Z',
      expiresAt: '2026-12-26T01:00:00Z',
    },
  ],
}

function renderWith(ui: React.ReactNode, role: OperatorRole = 'admin', search = '') {
  mockSearch = new URLSearchParams(search)
  const self: OperatorSelf = {
    id: 1,
    loginName: 'op',
    name: '操作员',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>{ui}</OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet
    .mockReset()
    .mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('/Get') ? DETAIL : { totalCount: 2, items: ROWS, phoneMasked: true }),
    )
  mockApiPost.mockReset().mockResolvedValue({ endedSessions: 1 })
  mockPush.mockReset()
})

it('lists learners with masked phones, hours and state, asking the server for the URL’s page and filters', async () => {
  renderWith(<LearnersView />, 'support', 'page=2&keyword=李&state=active')
  const li = await screen.findByTestId('learner-row-12')
  expect(
    within(li)
      .getAllByRole('cell')
      .slice(0, 8)
      .map((c) => c.textContent),
  ).toEqual([
    '138****0002',
    '李明',
    '启航科技有限公司',
    '3',
    '1.5 小时',
    '2026-11-01 10:00',
    '2026-11-26 09:05',
    '正常',
  ])
  expect(screen.getByText(/手机号已部分隐藏/)).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    `${API}/GetList`,
    { page: 2, pageSize: 20, keyword: '李', state: 'active' },
    expect.anything(),
  )
  expect(screen.getByText('共 2 条')).toBeInTheDocument()
})

it('puts the search and state in the URL, from page 1', async () => {
  const user = renderWith(<LearnersView />, 'admin', 'page=3')
  await screen.findByTestId('learner-row-12')
  await user.selectOptions(screen.getByLabelText('状态'), '已禁用')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/learners?state=disabled')
  await user.type(screen.getByLabelText('关键词'), '13800000002{Enter}')
  expect(mockPush).toHaveBeenLastCalledWith('/admin/learners?keyword=13800000002')
})

it('says 暂无数据 when no learner matches', async () => {
  mockApiGet.mockResolvedValue({ totalCount: 0, items: [], phoneMasked: false })
  renderWith(<LearnersView />, 'admin', 'keyword=nobody')
  expect(await screen.findByText('暂无数据')).toBeInTheDocument()
})

it('asks before disabling, naming the learner and the reason they will read, then disables', async () => {
  const user = renderWith(<LearnersView />)
  const li = await screen.findByTestId('learner-row-12')
  expect(within(li).getByRole('link', { name: '详情' })).toHaveAttribute('href', '/admin/learners/12')
  await user.click(within(li).getByRole('button', { name: '禁用' }))
  const dialog = await screen.findByRole('dialog', { name: '禁用学员账号' })
  expect(dialog).toHaveTextContent('确定禁用学员「李明（138****0002）」吗？')
  expect(dialog).toHaveTextContent('该账号已被停用，请联系机构客服')
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: '确认禁用' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/SetState`, { id: 12, state: 'disabled' }, { inline: true })
  // The disabled row offers 启用, and no 强制下线 (its sessions are over).
  const other = screen.getByTestId('learner-row-13')
  expect(within(other).getByRole('button', { name: '启用' })).toBeInTheDocument()
  expect(within(other).queryByRole('button', { name: '强制下线' })).not.toBeInTheDocument()
})

it('gives 客服 only 强制下线, and keeps a refusal in the dialog', async () => {
  mockApiPost.mockRejectedValueOnce(new ApiClientError({ kind: 'api', code: 0, message: '学员不存在', status: 404 }))
  const user = renderWith(<LearnersView />, 'support')
  const li = await screen.findByTestId('learner-row-12')
  expect(within(li).queryByRole('button', { name: '禁用' })).not.toBeInTheDocument()
  await user.click(within(li).getByRole('button', { name: '强制下线' }))
  const dialog = await screen.findByRole('dialog', { name: '强制下线' })
  await user.click(within(dialog).getByRole('button', { name: '确认下线' }))
  expect(await within(dialog).findByText('学员不存在')).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/ForceLogout`, { id: 12 }, { inline: true })
})

it('shows 只读 the rows without any action button', async () => {
  renderWith(<LearnersView />, 'readonly')
  const li = await screen.findByTestId('learner-row-12')
  expect(within(li).queryAllByRole('button')).toEqual([])
})

it('draws a learner’s detail and exports it as a JSON file', async () => {
  const created = jest.fn(() => 'blob:export')
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() })
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  mockApiPost.mockResolvedValue({ format: 'qihang-learner-export@1', exportedAt: '2026-11-26T02:00:00Z', sections: {} })
  const user = renderWith(<LearnerDetailView learnerId={12} />)
  expect(await screen.findByRole('heading', { level: 1, name: '学员详情：李明' })).toBeInTheDocument()
  expect(within(screen.getByTestId('learner-profile')).getByText('QQ「小明」')).toBeInTheDocument()
  expect(within(screen.getByTestId('learner-companies')).getByText('当前所在')).toBeInTheDocument()
  const learning = screen.getByTestId('learner-enrolments')
  expect(learning).toHaveTextContent('累计认证学时：1.5 小时')
  expect(within(learning).getByRole('progressbar', { name: '数据分析入门的进度' })).toHaveAttribute('value', '42')
  expect(within(screen.getByTestId('learner-sessions')).getByText('Windows · Chrome')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: '导出个人信息' }))
  await waitFor(() => expect(click).toHaveBeenCalled())
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Export`, { id: 12 }, { inline: true })
  expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('个人信息-学员12-20261126.json')
  click.mockRestore()
})

it('deletes only after the last four digits are typed, keeping a refusal in the dialog', async () => {
  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'api', code: 0, message: '输入的手机号后4位不正确', status: 400 }),
  )
  const user = renderWith(<LearnerDetailView learnerId={12} />)
  await user.click(await screen.findByRole('button', { name: '删除账号（匿名化）' }))
  const dialog = await screen.findByRole('dialog', { name: '删除账号（匿名化）' })
  expect(dialog).toHaveTextContent('此操作不可恢复')
  const confirm = within(dialog).getByRole('button', { name: '确认删除' })
  expect(confirm).toBeDisabled()
  await user.type(within(dialog).getByLabelText('请输入该学员手机号的后4位以确认'), '12a3')
  expect(confirm).toBeDisabled()
  await user.type(within(dialog).getByLabelText('请输入该学员手机号的后4位以确认'), '4')
  await user.click(confirm)
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('输入的手机号后4位不正确')
  expect(mockApiPost).toHaveBeenCalledWith(`${API}/Delete`, { id: 12, confirmDigits: '1234' }, { inline: true })
})

it('offers 客服 neither export nor deletion on the detail page', async () => {
  renderWith(<LearnerDetailView learnerId={12} />, 'support')
  await screen.findByRole('heading', { level: 1, name: '学员详情：李明' })
  expect(screen.queryByRole('button', { name: '导出个人信息' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '删除账号（匿名化）' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: '强制下线' })).toBeInTheDocument()
})
