// docs/spec.md §2 "User menu options" and §6: visitor, individual and company variants; visitors are asked to log in.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { closeLogin, useLoginDialog } from '@/lib/client/login-dialog'
import { sessionEffects, SessionProvider, type Session } from '@/lib/client/session'
import { unreadEffects } from '@/lib/hooks/use-unread-messages'
import { MessageLink, messageHref, MyCoursesLink, UserMenu, userMenuItems } from './user-menu'

const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({ apiPost: (...args: unknown[]) => mockApiPost(...args) }))
// The bell reads its count with a plain GET; this answers it like the envelope would.
const mockApiGet = jest.fn()
unreadEffects.fetch = (url: string) =>
  Promise.resolve(mockApiGet(url)).then(
    (result) => ({ json: async () => ({ success: result !== null, result }) }) as Response,
  )

const INDIVIDUAL = {
  userId: '5',
  userName: '王五',
  userLogo: 'avatars/5.png',
  PERSONAL: '1',
  logintype: '1',
  frontCompanyId: '',
}
const COMPANY = { userId: '9', userName: '示例科技', userLogo: '', PERSONAL: '0', logintype: '2', frontCompanyId: '3' }

// The popup store is module state, so a separate hook sees what the header parts asked for.
let popup: { current: ReturnType<typeof useLoginDialog> }

function renderHeaderParts(stored: Record<string, string> | null, companyLoginEnabled = true) {
  for (const [k, v] of Object.entries(stored ?? {})) localStorage.setItem(k, v)
  const user = userEvent.setup()
  popup = renderHook(() => useLoginDialog()).result
  render(
    <SessionProvider>
      <MyCoursesLink />
      <MessageLink />
      <UserMenu companyLoginEnabled={companyLoginEnabled} qiNiuUrl="https://img.example.com/" />
    </SessionProvider>,
  )
  return user
}

const menuItems = () => screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])

// Headless UI watches the menu button's size when the menu closes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const navigate = jest.fn()
beforeEach(() => {
  localStorage.clear()
  mockApiPost.mockReset().mockResolvedValue(true)
  mockApiGet.mockReset().mockResolvedValue({ messageCount: 0, newestMessageType: 0 })
  navigate.mockReset()
  sessionEffects.navigate = navigate
})
afterEach(() => act(() => closeLogin()))

describe('userMenuItems', () => {
  const individual = { personal: true } as Session
  const company = { personal: false } as Session

  it('lists the variants of docs/spec.md §2', () => {
    expect(userMenuItems(null, false).map((i) => i.label)).toEqual(['个人中心', '我的课程'])
    expect(userMenuItems(null, true).map((i) => i.label)).toEqual(['个人中心', '企业中心', '我的课程'])
    expect(userMenuItems(null, true).every((i) => i.action === 'login')).toBe(true)
    expect(userMenuItems(individual, true).map((i) => i.label)).toEqual(['个人中心', '我的课程', '退出登录'])
    expect(userMenuItems(company, true).map((i) => i.label)).toEqual(['企业中心', '我的课程', '退出登录'])
    expect(userMenuItems(company, false).map((i) => i.label)).toEqual(['我的课程', '退出登录'])
  })

  it('sends the message icon to the matching centre', () => {
    expect(messageHref(null)).toBe('/account')
    expect(messageHref(individual)).toBe('/account')
    expect(messageHref(individual, 0)).toBe('/account?nav=3')
    expect(messageHref(individual, 2)).toBe('/account?nav=5')
    expect(messageHref(company)).toBe('/corporate')
    expect(messageHref(company, 1)).toBe('/corporate')
  })
})

describe('visitor', () => {
  it('shows a 登录 button that opens the popup', async () => {
    const user = renderHeaderParts(null)
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(popup.current).toMatchObject({ open: true, tab: 'personal', then: null })
  })

  it('asks for a login from each menu entry, then goes to its page', async () => {
    const user = renderHeaderParts(null)
    await user.click(screen.getByRole('button', { name: '用户菜单' }))
    expect(menuItems()).toEqual([
      ['个人中心', '/account'],
      ['企业中心', '/corporate'],
      ['我的课程', '/course/my'],
    ])
    await user.click(screen.getByRole('menuitem', { name: '企业中心' }))
    expect(popup.current).toMatchObject({ open: true, tab: 'company', then: '/corporate' })
  })

  it('asks for a login from 我的课程 and the message icon', async () => {
    const user = renderHeaderParts(null)
    await user.click(screen.getByRole('link', { name: '我的课程' }))
    expect(popup.current).toMatchObject({ open: true, then: '/course/my' })
    act(() => closeLogin())
    await user.click(screen.getByRole('link', { name: '消息' }))
    expect(popup.current).toMatchObject({ open: true, then: '/account' })
  })
})

describe('signed in', () => {
  it('shows an individual’s avatar and name instead of 登录, and the individual menu', async () => {
    const user = renderHeaderParts(INDIVIDUAL)
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull()
    expect(screen.getByTestId('user-name')).toHaveTextContent('王五')
    expect(screen.getByTestId('user-avatar')).toHaveAttribute(
      'src',
      'https://img.example.com/avatars/5.png?imageView2/1/w/100/h/100/q/100',
    )
    expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/account?nav=3')
    // The button's name holds the name it shows (WCAG 2.5.3), so 「点击 王五」 by voice finds it.
    await user.click(screen.getByRole('button', { name: '王五 用户菜单' }))
    expect(menuItems()).toEqual([
      ['个人中心', '/account'],
      ['我的课程', '/course/my'],
      ['退出登录', null],
    ])
  })

  it('shows the company menu and sends messages to /corporate', async () => {
    const user = renderHeaderParts(COMPANY)
    expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/corporate')
    await user.click(screen.getByRole('button', { name: '示例科技 用户菜单' }))
    expect(menuItems()).toEqual([
      ['企业中心', '/corporate'],
      ['我的课程', '/course/my'],
      ['退出登录', null],
    ])
  })

  it('shows the unread count on the bell and opens the newest type’s tab', async () => {
    mockApiGet.mockResolvedValue({ messageCount: 5, newestMessageType: 2 })
    renderHeaderParts(INDIVIDUAL)
    const bell = await screen.findByRole('link', { name: '消息（5条未读）' })
    expect(bell).toHaveAttribute('href', '/account?nav=5')
    expect(screen.getByTestId('message-badge')).toHaveTextContent(/^5$/)
    expect(mockApiGet).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/services\/app\/MessageCenter\/GetMessageCountByLogin\?_t=\d+$/),
    )
  })

  it('counts again on messages-changed and on focus; 99... above 99, nothing at 0', async () => {
    mockApiGet.mockResolvedValue({ messageCount: 100, newestMessageType: 1 })
    renderHeaderParts(COMPANY)
    expect(await screen.findByTestId('message-badge')).toHaveTextContent('99...')
    expect(screen.getByRole('link', { name: '消息（100条未读）' })).toHaveAttribute('href', '/corporate')
    mockApiGet.mockResolvedValue({ messageCount: 0, newestMessageType: 1 })
    act(() => void window.dispatchEvent(new Event('messages-changed')))
    await waitFor(() => expect(screen.queryByTestId('message-badge')).toBeNull())
    expect(screen.getByRole('link', { name: '消息' })).toBeInTheDocument()
    mockApiGet.mockResolvedValue({ messageCount: 3, newestMessageType: 1 })
    act(() => void window.dispatchEvent(new Event('focus')))
    expect(await screen.findByTestId('message-badge')).toHaveTextContent('3')
  })

  it('shows no badge when the count fails (an expired session must not reload the page)', async () => {
    mockApiGet.mockResolvedValue(null)
    renderHeaderParts(INDIVIDUAL)
    await waitFor(() => expect(mockApiGet).toHaveBeenCalled())
    expect(screen.queryByTestId('message-badge')).toBeNull()
    expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/account?nav=3')
  })

  it('never asks for a visitor', async () => {
    renderHeaderParts(null)
    await act(async () => {})
    expect(mockApiGet).not.toHaveBeenCalled()
    expect(screen.queryByTestId('message-badge')).toBeNull()
  })

  it('logs out from the menu', async () => {
    const user = renderHeaderParts({ ...INDIVIDUAL, Available: 'true' })
    await user.click(screen.getByRole('button', { name: '王五 用户菜单' }))
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }))
    // The HTTP client loads on demand, so the call follows the click by a tick.
    await waitFor(() => expect(mockApiPost).toHaveBeenCalledWith('/api/TokenAuth/Logout', {}, { inline: true }))
    expect(Object.keys(localStorage)).toEqual(['Available'])
    expect(navigate).toHaveBeenCalledWith('/')
  })
})
