// The message centre against a mocked API: tabs with unread counts, opening marks read and tells the bell, delete asks first.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { SessionProvider } from '@/lib/client/session'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { MessageCenter } from './message-center'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const INDIVIDUAL = { userId: '5', userName: '王五', userLogo: '', PERSONAL: '1', logintype: '1', frontCompanyId: '' }
const message = (id: number, isRead: boolean) => ({
  id,
  messageType: 0,
  title: `通知${id}`,
  content: `第一行${id}\n第二行`,
  link: id === 1 ? '/course/3' : null,
  isRead,
  createdAt: '2026-11-24T16:30:00.000Z',
})

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

beforeEach(() => {
  localStorage.clear()
  mockApiPost.mockReset().mockResolvedValue({ messageCount: 0 })
  mockApiGet.mockReset().mockImplementation((path: string) =>
    Promise.resolve(
      path.endsWith('GetMessageTypeCountByLogin')
        ? [
            { messageType: 0, typeName: '系统通知', totalCount: 2, unreadCount: 1 },
            { messageType: 1, typeName: '企业消息', totalCount: 0, unreadCount: 0 },
            { messageType: 2, typeName: '学习提醒', totalCount: 0, unreadCount: 0 },
          ]
        : { items: [message(1, false), message(2, true)], totalCount: 2, page: 1, pageSize: 20 },
    ),
  )
})

function renderCentre(stored: Record<string, string> | null = INDIVIDUAL) {
  for (const [k, v] of Object.entries(stored ?? {})) localStorage.setItem(k, v)
  const user = userEvent.setup()
  // A fresh cache per test, as each page load has.
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SessionProvider>
        <MessageCenter variant="desktop" />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return user
}

it('asks a visitor to sign in and calls nothing', async () => {
  renderCentre(null)
  expect(await screen.findByText('登录后查看消息')).toBeInTheDocument()
  expect(mockApiGet).not.toHaveBeenCalled()
})

it('shows the tabs with unread counts and the list in Beijing time', async () => {
  renderCentre()
  expect(await screen.findByRole('tab', { name: '系统通知（1条未读）' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tab', { name: '企业消息' })).toBeInTheDocument()
  const rows = await screen.findAllByTestId('message-row')
  expect(rows).toHaveLength(2)
  expect(within(rows[0]).getByText('2026-11-25 00:30')).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith(
    '/api/services/app/MessageCenter/GetMessageInfo',
    { messageType: 0, page: 1, pageSize: 20 },
    expect.objectContaining({ inline: true }),
  )
})

it('opening an unread message marks it read, shows the whole text and link, and tells the bell', async () => {
  const user = renderCentre()
  const heard = jest.fn()
  window.addEventListener('messages-changed', heard)
  const [row] = await screen.findAllByTestId('message-row')
  await user.click(within(row).getByRole('button', { name: /^(未读：)?\s*通知1/ }))
  expect(row).toHaveAttribute('data-read', 'true')
  expect(screen.getByTestId('message-content').textContent).toBe('第一行1\n第二行')
  expect(within(row).getByRole('link', { name: '查看详情' })).toHaveAttribute('href', '/course/3')
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/MessageCenter/ChangeMessageReadStatus',
    { id: 1 },
    { inline: true },
  )
  await waitFor(() => expect(heard).toHaveBeenCalled())
  expect(screen.getByRole('tab', { name: '系统通知' })).toBeInTheDocument()
  // A read message opens without another call.
  mockApiPost.mockClear()
  await user.click(within(screen.getAllByTestId('message-row')[1]).getByRole('button', { name: /^(未读：)?\s*通知2/ }))
  expect(mockApiPost).not.toHaveBeenCalled()
  window.removeEventListener('messages-changed', heard)
})

it('deletes only after 确定 in the 提示 dialog', async () => {
  const user = renderCentre()
  const [row] = await screen.findAllByTestId('message-row')
  await user.click(within(row).getByRole('button', { name: '删除消息：通知1' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('提示')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: '取消' }))
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.click(within(row).getByRole('button', { name: '删除消息：通知1' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/services/app/MessageCenter/DelMessageInfo',
      { id: 1 },
      { inline: true },
    ),
  )
  await act(async () => {})
})

it('marks the open tab all read', async () => {
  const user = renderCentre()
  await user.click(await screen.findByRole('button', { name: '全部标为已读' }))
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/MessageCenter/ChangeMessageReadStatus',
    { all: true, messageType: 0 },
    { inline: true },
  )
})
