// The desktop popup: opened from the store, closed and emptied by a login, then on to the requested page.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { closeLogin, openLogin } from '@/lib/client/login-dialog'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { LoginDialogHost } from './login-dialog'

const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  ...jest.requireActual('@/lib/contract/api-client-error'),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}))

function renderHost(overrides: Partial<CommonSetting> = {}) {
  const settings = { isHideCompanyRegAndLogin: false, qiNiuUrl: '/storage/', ...overrides } as CommonSetting
  return render(
    <SettingsProvider value={settings}>
      <SessionProvider>
        <LoginDialogHost />
      </SessionProvider>
    </SettingsProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  mockApiPost.mockReset()
  mockPush.mockReset()
})
afterEach(() => act(() => closeLogin()))

it('stays closed until asked', () => {
  renderHost()
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('opens on the requested tab, titled 登录/注册 when company login is on', async () => {
  renderHost({ isHideCompanyRegAndLogin: true })
  act(() => openLogin({ tab: 'company' }))
  expect(await screen.findByRole('dialog', { name: '登录/注册' })).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: '企业登录' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByLabelText('登录名')).toBeInTheDocument()
})

it('closes from the close button', async () => {
  const user = userEvent.setup()
  renderHost()
  act(() => openLogin())
  await user.click(await screen.findByRole('button', { name: '关闭' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

it('closes on success and goes to the requested page', async () => {
  mockApiPost.mockResolvedValue({
    userId: 3,
    userName: '赵六',
    userLogo: '',
    phoneNumber: '13800138000',
    frontCompanyId: null,
    isThirdHeadImg: false,
  })
  const user = userEvent.setup()
  renderHost()
  act(() => openLogin({ then: '/course/my' }))
  expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument()
  await user.type(screen.getByLabelText('手机号'), '13800138000')
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
  await user.type(screen.getByLabelText('验证码'), '1234{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(mockPush).toHaveBeenCalledWith('/course/my')
  expect(localStorage.getItem('userId')).toBe('3')

  act(() => openLogin())
  expect(await screen.findByLabelText('手机号')).toHaveValue('')
})
