// 系统通知 in the console against a mocked API: what was sent, to whom and how many; 新建通知 → 预览 shows the message as
// the 消息中心 will and the number of recipients, and 确认发送 pressed twice sends one request with one key; a company
// announcement needs a company; a reading role gets no 新建通知.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnnouncementRow } from '@/lib/contract/announcement-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { AnnouncementsView } from './announcements-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/announcements',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminAnnouncement'
const SENT: AnnouncementRow = {
  id: 3,
  audience: 'company',
  companyId: 5,
  companyName: '启航科技有限公司',
  title: '企业培训安排',
  content: '请于月底前完成安全课程。',
  recipientCount: 3,
  sentBy: '周敏（admin）',
  createdAt: '2026-11-26T02:00:00Z',
}

function renderView(role: OperatorRole = 'operations') {
  const self = {
    id: 1,
    loginName: 'ops',
    name: '刘洋',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <AnnouncementsView />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

let resolveSend: (row: AnnouncementRow) => void = () => undefined
beforeEach(() => {
  mockApiGet.mockReset().mockImplementation(async (path: string) => {
    if (path.endsWith('/Preview')) return { recipientCount: 1204, companyName: null }
    if (path.endsWith('/FindCompanies')) return { items: [{ id: 5, companyName: '启航科技有限公司', staffCount: 3 }] }
    return { totalCount: 1, items: [SENT] }
  })
  mockApiPost.mockReset().mockImplementation(() => new Promise((resolve) => (resolveSend = resolve)))
})

it('lists sent announcements with their audience, recipients, sender and time', async () => {
  renderView()
  const row = await screen.findByTestId('announcement-row-3')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['企业培训安排', '企业：启航科技有限公司', '3', '周敏（admin）', '2026-11-26 10:00', '查看'])
})

it('previews the message and its recipients, then sends once though 确认发送 is pressed twice', async () => {
  const user = renderView()
  await user.click(await screen.findByRole('button', { name: '新建通知' }))
  const dialog = await screen.findByRole('dialog', { name: '新建通知' })
  await user.click(within(dialog).getByRole('button', { name: '预览' }))
  expect(await within(dialog).findByText('请输入通知标题')).toBeInTheDocument()
  await user.type(within(dialog).getByLabelText('通知标题'), '平台升级通知')
  await user.type(within(dialog).getByLabelText('通知内容'), '周六系统升级。{Enter}期间暂停学习。')
  await user.click(within(dialog).getByRole('button', { name: '预览' }))

  const confirm = await screen.findByRole('dialog', { name: '确认发送' })
  expect(within(confirm).getByTestId('announcement-recipients')).toHaveTextContent('将发送给全部学员，共 1204 人。')
  const preview = within(confirm).getByTestId('announcement-preview')
  expect(preview).toHaveTextContent('平台升级通知')
  expect(preview).toHaveTextContent('周六系统升级。 期间暂停学习。')
  expect(mockApiGet).toHaveBeenCalledWith(`${API}/Preview`, { audience: 'all' }, expect.anything())

  const send = within(confirm).getByRole('button', { name: '确认发送' })
  await user.dblClick(send)
  expect(mockApiPost).toHaveBeenCalledTimes(1)
  const [path, input] = mockApiPost.mock.calls[0]
  expect(path).toBe(`${API}/Send`)
  expect(input).toMatchObject({ audience: 'all', title: '平台升级通知', content: ['周六系统升级。', '期间暂停学习。'] })
  expect(input.idempotencyKey).toMatch(/^[0-9a-f]{32}$/)
  resolveSend({ ...SENT, id: 4, audience: 'all', title: '平台升级通知', recipientCount: 1204 })
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

it('asks for a company before previewing a company announcement', async () => {
  mockApiGet.mockImplementation(async (path: string) => {
    if (path.endsWith('/Preview')) return { recipientCount: 3, companyName: '启航科技有限公司' }
    if (path.endsWith('/FindCompanies')) return { items: [{ id: 5, companyName: '启航科技有限公司', staffCount: 3 }] }
    return { totalCount: 0, items: [] }
  })
  const user = renderView('admin')
  await user.click(await screen.findByRole('button', { name: '新建通知' }))
  const dialog = await screen.findByRole('dialog', { name: '新建通知' })
  await user.click(within(dialog).getByLabelText('指定企业的员工'))
  await user.type(within(dialog).getByLabelText('通知标题'), '企业培训安排')
  await user.type(within(dialog).getByLabelText('通知内容'), '请于月底前完成。')
  await user.click(within(dialog).getByRole('button', { name: '预览' }))
  expect(await within(dialog).findByText('请选择企业')).toBeInTheDocument()
  await user.click(await within(dialog).findByRole('button', { name: '选择「启航科技有限公司」' }))
  await user.click(within(dialog).getByRole('button', { name: '预览' }))
  const confirm = await screen.findByRole('dialog', { name: '确认发送' })
  expect(within(confirm).getByTestId('announcement-recipients')).toHaveTextContent(
    '将发送给「启航科技有限公司」的员工，共 3 人。',
  )
  expect(mockApiGet).toHaveBeenCalledWith(`${API}/Preview`, { audience: 'company', companyId: 5 }, expect.anything())
})

it('offers no 新建通知 to a reading role, and shows an empty list in Chinese', async () => {
  mockApiGet.mockResolvedValue({ totalCount: 0, items: [] })
  renderView('readonly')
  expect(await screen.findByText('暂无数据')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '新建通知' })).not.toBeInTheDocument()
})
