// 机构管理后台登录 against a mocked API: the two steps (password, then the SMS code with its countdown and 记住此浏览器),
// the server's words inline, the way back (`next`, console pages only), and a signed-in operator sent on at once.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { LoginView } from './login-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
const mockReplace = jest.fn()
let mockSearch = new URLSearchParams()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: mockReplace, prefetch: jest.fn() }),
  useSearchParams: () => mockSearch,
}))

const OPERATOR = {
  id: 1,
  loginName: 'admin',
  name: '王管理',
  role: 'admin',
  mustChangePassword: false,
  tenantName: '启航',
  tenantOpen: true,
}
const signedOut = new ApiClientError({ kind: 'api', code: 401, message: '请先登录', status: 401 })
const AUTH = '/admin/api/services/app/AdminAuth'

function renderLogin(next?: string, platform = false) {
  mockSearch = new URLSearchParams(next === undefined ? '' : { next })
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <LoginView platform={platform} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockRejectedValue(signedOut)
  mockApiPost.mockReset()
  mockReplace.mockReset()
})

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('登录名'), 'admin')
  await user.type(screen.getByLabelText('密码'), 'Admin@2026')
  await user.click(screen.getByRole('button', { name: '下一步' }))
}

it('checks the fields with the server’s schema before calling', async () => {
  const user = renderLogin()
  expect(screen.getByRole('heading', { name: '机构管理后台登录' })).toBeInTheDocument()
  await user.click(await screen.findByRole('button', { name: '下一步' }))
  expect(await screen.findByText('请输入登录名')).toBeInTheDocument()
  expect(screen.getByLabelText('登录名')).toHaveAttribute('aria-invalid', 'true')
  expect(mockApiPost).not.toHaveBeenCalled()
})

it('on the platform’s host is 平台管理后台登录', async () => {
  renderLogin(undefined, true)
  expect(screen.getByRole('heading', { name: '平台管理后台登录' })).toBeInTheDocument()
  expect(await screen.findByLabelText('登录名')).toBeInTheDocument()
})

it('asks for the SMS code after the password, then signs in and goes to `next`', async () => {
  mockApiPost.mockImplementation(async (path: string) =>
    path.endsWith('/Login')
      ? {
          status: 'secondFactor',
          challenge: 'ch-1',
          maskedPhone: '139****0001',
          resendAfterSeconds: 60,
          expireInSeconds: 300,
        }
      : { operator: OPERATOR },
  )
  const user = renderLogin('/admin/operators?page=2')
  await passwordStep(user)
  expect(mockApiPost).toHaveBeenCalledWith(
    `${AUTH}/Login`,
    { loginName: 'admin', password: 'Admin@2026' },
    { inline: true },
  )

  expect(await screen.findByText('139****0001')).toBeInTheDocument()
  expect(screen.getByText('第 2 步，共 2 步：短信验证')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled()
  await user.type(screen.getByLabelText('短信验证码'), '1234')
  await user.click(screen.getByLabelText('记住此浏览器30天'))
  await user.click(screen.getByRole('button', { name: '登录' }))

  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${AUTH}/VerifyCode`,
      { challenge: 'ch-1', code: '1234', rememberBrowser: true },
      { inline: true },
    ),
  )
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/operators?page=2'))
})

it('a remembered browser is signed in by the password alone', async () => {
  mockApiPost.mockResolvedValue({ status: 'signedIn', operator: OPERATOR })
  const user = renderLogin()
  await passwordStep(user)
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'))
  expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument()
})

it('shows a refusal where the operator acted and stays on the step', async () => {
  mockApiPost.mockRejectedValue(new ApiClientError({ kind: 'api', code: 0, message: '登录名或密码错误', status: 400 }))
  const user = renderLogin()
  await passwordStep(user)
  expect(await screen.findByTestId('console-login-error')).toHaveTextContent('登录名或密码错误')
  expect(screen.getByLabelText('密码')).toBeInTheDocument()
  expect(mockReplace).not.toHaveBeenCalled()
})

it('returns to the password step from the code step', async () => {
  mockApiPost.mockResolvedValue({
    status: 'secondFactor',
    challenge: 'c',
    maskedPhone: '139****0001',
    resendAfterSeconds: 0,
    expireInSeconds: 300,
  })
  const user = renderLogin()
  await passwordStep(user)
  expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled()
  await user.click(screen.getByRole('button', { name: '返回上一步' }))
  expect(screen.getByLabelText('登录名')).toBeInTheDocument()
})

it('someone already signed in goes on at once; a `next` off the console goes to 概览', async () => {
  mockApiGet.mockResolvedValue(OPERATOR)
  renderLogin('//evil.example/admin')
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'))
  expect(mockApiGet).toHaveBeenCalledWith(`${AUTH}/GetMe`, undefined, expect.anything())
  expect(screen.queryByLabelText('登录名')).not.toBeInTheDocument()
})
