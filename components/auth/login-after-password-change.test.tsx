// Issue 27: after 密码修改成功 the sign-out opens /login with a full navigation, which used to drop the message. The login
// page now says it, opens the password form and has the account's phone (or a company's login name) filled in — once.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SecurityOptionsPanel } from '@/components/account/security-options'
import { QueryProvider } from '@/lib/client/query'
import { sessionEffects, SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { LoginForm } from './login-form'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/login',
}))

const SETTINGS = {
  // Inverted legacy name: true offers company accounts.
  isHideCompanyRegAndLogin: true,
  isHideLoginByQQ: true,
  isHideLoginByWechat: true,
  qiNiuUrl: '/storage/',
  tenantName: '启航学院',
} as CommonSetting
const MESSAGE = '密码修改成功，请使用新密码重新登录'
const navigate = jest.fn()

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  sessionEffects.navigate = navigate
  navigate.mockReset()
  mockApiPost.mockReset().mockResolvedValue(true)
})

async function changePassword(stored: Record<string, string>) {
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v)
  jest.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(
    <SessionProvider>
      <QueryProvider>
        <SecurityOptionsPanel variant="mobile" />
      </QueryProvider>
    </SessionProvider>,
  )
  await user.click(await screen.findByRole('button', { name: '修改' }))
  await user.type(screen.getByLabelText('原密码'), 'Old2026x')
  await user.type(screen.getByLabelText('新密码'), 'New2026x')
  await user.type(screen.getByLabelText('确认新密码'), 'New2026x')
  await user.click(screen.getByRole('button', { name: '确认修改' }))
  await act(async () => void jest.advanceTimersByTime(2000))
  jest.useRealTimers()
  // /login on a phone too: the password form, not the entrance's choice of ways.
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'))
  cleanup()
}

function renderLoginPage() {
  render(
    <SettingsProvider value={SETTINGS}>
      <SessionProvider>
        <LoginForm redirect="" device="mobile" />
      </SessionProvider>
    </SettingsProvider>,
  )
}

it('says the password changed on /login, in password mode with the phone filled in, and only once', async () => {
  mockApiGet.mockResolvedValue({ nickname: '王五', phoneNumber: '13800000005', introduction: '', userLogo: '' })
  await changePassword({ userId: '5', userName: '王五', phonenumber: '13800000005', PERSONAL: '1', logintype: '1' })

  renderLoginPage()
  expect(await screen.findByTestId('login-notice')).toHaveTextContent(MESSAGE)
  expect(screen.getByLabelText('手机号')).toHaveValue('13800000005')
  expect(screen.getByLabelText('密码', { exact: true })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: '验证码登录' })).toBeInTheDocument()

  cleanup()
  renderLoginPage()
  expect(await screen.findByRole('button', { name: '账号密码登录' })).toBeInTheDocument()
  expect(screen.queryByTestId('login-notice')).not.toBeInTheDocument()
})

it('opens the company tab with the login name after a company changed its password', async () => {
  mockApiGet.mockResolvedValue({ userName: 'qihang_hr', phoneNumber: '13900000001', companyName: '启航科技有限公司' })
  await changePassword({ userId: '9', userName: '启航科技有限公司', PERSONAL: '0', logintype: '2' })

  renderLoginPage()
  expect(await screen.findByTestId('login-notice')).toHaveTextContent(MESSAGE)
  expect(screen.getByRole('tab', { name: '企业登录' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByDisplayValue('qihang_hr')).toBeInTheDocument()
})
