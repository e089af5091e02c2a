// 账号安全 against a mocked API: the rows with the masked phone, the password form's own checks and the server's words,
// the two-step phone change carrying its ticket, and a company's own rows (password, contact phone) through FrontCompany.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryProvider } from '@/lib/client/query'
import { SessionProvider } from '@/lib/client/session'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { SecurityOptionsPanel } from './security-options'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const INDIVIDUAL = {
  userId: '5',
  userName: '王五',
  userLogo: '',
  phonenumber: '13800000005',
  PERSONAL: '1',
  logintype: '1',
  frontCompanyId: '',
}

beforeEach(() => {
  localStorage.clear()
  mockApiGet.mockReset().mockResolvedValue({
    nickname: '王五',
    phoneNumber: '13800000005',
    introduction: '',
    userLogo: '',
    createdAt: '2026-01-01',
  })
  mockApiPost.mockReset().mockResolvedValue(true)
})

function renderPanel(stored: Record<string, string> = INDIVIDUAL) {
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v)
  const user = userEvent.setup()
  render(
    <SessionProvider>
      <QueryProvider>
        <SecurityOptionsPanel variant="desktop" />
      </QueryProvider>
    </SessionProvider>,
  )
  return user
}

it('shows the password and the bound phone, masked', async () => {
  renderPanel()
  expect(await screen.findByText('已绑定 138****0005，可用于登录和找回密码')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: '登录密码' })).toBeInTheDocument()
})

it('shows a company its password and contact phone, and changes the phone through FrontCompany', async () => {
  mockApiGet.mockResolvedValue({ userName: 'qihang_hr', phoneNumber: '13900000001', companyName: '启航科技有限公司' })
  const user = renderPanel({ ...INDIVIDUAL, PERSONAL: '0', logintype: '2' })
  expect(await screen.findByText('当前 139****0001，用于接收验证码和找回密码')).toBeInTheDocument()
  expect(mockApiGet).toHaveBeenCalledWith('/api/services/app/FrontCompany/GetCompanyInfoByLogin', undefined, {
    signal: expect.any(AbortSignal),
  })
  await user.click(screen.getByRole('button', { name: '更换' }))
  expect(screen.getByText('验证原联系电话')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: '获取验证码' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/services/app/FrontCompany/SendCompanyResetPhoneNumberCode',
      {},
      expect.anything(),
    ),
  )
})

it('checks the password form before calling, then shows the server’s words', async () => {
  const user = renderPanel()
  await user.click(await screen.findByRole('button', { name: '修改' }))
  await user.click(screen.getByRole('button', { name: '确认修改' }))
  expect(screen.getByText('请输入原密码')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.type(screen.getByLabelText('原密码'), 'Same2026x')
  await user.type(screen.getByLabelText('新密码'), 'Same2026x')
  await user.type(screen.getByLabelText('确认新密码'), 'Same2026x')
  await user.click(screen.getByRole('button', { name: '确认修改' }))
  expect(screen.getByText('新密码不能与原密码相同')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()

  mockApiPost.mockRejectedValueOnce(
    new ApiClientError({ kind: 'business', code: 400, status: 400, message: '原密码不正确' } as never),
  )
  await user.clear(screen.getByLabelText('原密码'))
  await user.type(screen.getByLabelText('原密码'), 'Other2026x')
  await user.click(screen.getByRole('button', { name: '确认修改' }))
  expect(await screen.findByText('原密码不正确')).toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/TokenAuth/ChangeUserPsw',
    { oldPassword: 'Other2026x', password: 'Same2026x', confirmPassword: 'Same2026x' },
    { inline: true },
  )
})

it('changes the phone in two steps, carrying the ticket, and stores the new number', async () => {
  const user = renderPanel()
  await user.click(await screen.findByRole('button', { name: '更换' }))
  await user.click(screen.getByRole('button', { name: '获取验证码' }))
  expect(mockApiPost).toHaveBeenCalledWith('/api/services/app/FrontUser/SendResetPhoneNumberCode', {}, { inline: true })
  mockApiPost.mockResolvedValueOnce({ ticket: 'v1.123.abc', expireInSeconds: 600 })
  await user.type(screen.getByLabelText('验证码'), '1234')
  await user.click(screen.getByRole('button', { name: '下一步' }))

  await user.type(await screen.findByLabelText('新手机号'), '13800000005')
  // The stepper marks 验证原手机号 done and 绑定新手机号 current.
  const steps = within(screen.getByRole('list', { name: /进度/ })).getAllByRole('listitem')
  expect(steps[0]).toHaveTextContent('已完成')
  expect(steps[0]).not.toHaveAttribute('aria-current')
  expect(steps[1]).toHaveAttribute('aria-current', 'step')
  await user.click(screen.getByRole('button', { name: '获取验证码' }))
  expect(screen.getByText('新手机号不能与原手机号相同')).toBeInTheDocument()
  await user.clear(screen.getByLabelText('新手机号'))
  await user.type(screen.getByLabelText('新手机号'), '13900000009')
  await user.type(screen.getByLabelText('验证码'), '5678')
  await user.click(screen.getByRole('button', { name: '确认更换' }))
  expect(mockApiPost).toHaveBeenLastCalledWith(
    '/api/services/app/FrontUser/CheckResetNewPhoneNumberCode',
    { PhoneNumber: '13900000009', phoneCode: '5678', ticket: 'v1.123.abc' },
    { inline: true },
  )
  await waitFor(() => expect(localStorage.getItem('phonenumber')).toBe('13900000009'))
  expect(await screen.findByText('已绑定 139****0009，可用于登录和找回密码')).toBeInTheDocument()
})
