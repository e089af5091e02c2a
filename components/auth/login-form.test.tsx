// docs/spec.md §2/§4/§5 login form: exact messages, Enter submits, countdown, clearing rules, server errors, stored session.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import { LoginForm } from './login-form'

const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  ...jest.requireActual('@/lib/contract/api-client-error'),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const mockReplace = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: mockReplace, prefetch: jest.fn() }),
  usePathname: () => '/',
}))
import { alerts, apiError, PHONE, RESULT, renderForm, settings } from './login-form.fixture'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  mockApiPost.mockReset()
  mockReplace.mockReset()
})

describe('layout', () => {
  it('offers personal login only, titled 登录, when company login is off', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.getByLabelText('验证码')).toHaveAttribute('maxLength', '4')
    expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/accountForgot?isCompany=0')
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('rel', 'noopener')
    expect(screen.queryByTestId('third-party-logins')).toBeNull()
  })

  it('shows the tabs and 登录/注册 when company login is on', async () => {
    const { user } = renderForm({}, { isHideCompanyRegAndLogin: true })
    expect(screen.getByRole('heading', { name: '登录/注册' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['个人登录', '企业登录'])
    await user.click(screen.getByRole('tab', { name: '企业登录' }))
    expect(screen.getByRole('tab', { name: '企业登录' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('登录名')).toHaveAttribute('maxLength', '16')
    expect(screen.getByLabelText('密码')).toHaveAttribute('maxLength', '16')
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/accountForgot?isCompany=1')
    const register = screen.getByRole('link', { name: '注册企业账号' })
    expect(register).toHaveAttribute('href', '/createcompany')
    expect(register).toHaveAttribute('target', '_blank')
  })

  it('shows the third-party entries per switch', () => {
    const { unmount } = renderForm({}, { isHideLoginByQQ: true })
    expect(screen.getByRole('link', { name: 'QQ登录' })).toHaveAttribute('href', '/LoginByqq')
    expect(screen.queryByRole('link', { name: '微信登录' })).toBeNull()
    unmount()
    renderForm({}, { isHideLoginByWechat: true })
    expect(screen.getByRole('link', { name: '微信登录' })).toHaveAttribute('href', '/home/LoginViaWeChat')
    expect(screen.queryByRole('link', { name: 'QQ登录' })).toBeNull()
  })

  it('draws QQ and 微信 as their marks, each link named by what it does and the mark by its brand', () => {
    renderForm({}, { isHideLoginByQQ: true, isHideLoginByWechat: true })
    for (const [link, mark] of [
      ['QQ登录', 'QQ'],
      ['微信登录', '微信'],
    ]) {
      const entry = screen.getByRole('link', { name: link })
      // The name holds what the link shows: the brand its mark stands for.
      expect(link).toContain(mark)
      const img = within(entry).getByRole('img', { name: mark })
      expect(img).toHaveAttribute('src')
      expect(entry.textContent).toBe('')
    }
  })

  it('offers 微信 on mobile only inside WeChat’s browser', () => {
    renderForm({ device: 'mobile' }, { isHideLoginByWechat: true })
    expect(screen.queryByRole('link', { name: '微信登录' })).toBeNull()
  })
})

describe('validation', () => {
  it('asks for the phone and the code on submit', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['请输入手机号码', '验证码不能为空'])
    expect(mockApiPost).not.toHaveBeenCalled()
  })

  it('rejects a malformed phone', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('手机号'), '12345678901')
    await user.type(screen.getByLabelText('验证码'), '1234')
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['手机号格式不正确'])
  })

  it('uses 密码不能为空 on submit and 请输入密码 on blur in password mode', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: '账号密码登录' }))
    const password = screen.getByLabelText('密码')
    expect(password).toHaveAttribute('maxLength', '16')
    await user.click(password)
    await user.tab()
    expect(alerts()).toEqual(['请输入密码'])
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['密码不能为空'])
  })

  it('asks for the company login name and password', async () => {
    const { user } = renderForm({ initialTab: 'company' }, { isHideCompanyRegAndLogin: true })
    await user.type(screen.getByLabelText('登录名'), '   ')
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['请输入登录名', '请输入密码'])
    expect(mockApiPost).not.toHaveBeenCalled()
  })
})

describe('sending the code', () => {
  afterEach(() => jest.useRealTimers())

  it('shows the countdown seconds and blocks a second send', async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(
      <SettingsProvider value={settings()}>
        <SessionProvider>
          <LoginForm />
        </SessionProvider>
      </SettingsProvider>,
    )
    mockApiPost.mockResolvedValue({ resendAfterSeconds: 60, expireInSeconds: 300 })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    const button = screen.getByTestId('send-code')
    expect(button).toHaveTextContent('获取验证码')
    await user.click(button)
    expect(mockApiPost).toHaveBeenCalledWith('/api/TokenAuth/SendPhoneCode', { PhoneNumber: PHONE }, { inline: true })
    expect(await screen.findByText('60秒后重新获取')).toBe(button)
    expect(button).toBeDisabled()
    await user.click(button)
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    expect(button).toHaveTextContent('59秒后重新获取')
    expect(mockApiPost).toHaveBeenCalledTimes(1)
  })

  it('refuses an empty or malformed phone without a request', async () => {
    const { user } = renderForm()
    await user.click(screen.getByTestId('send-code'))
    expect(alerts()).toEqual(['请输入手机号码'])
    await user.type(screen.getByLabelText('手机号'), '10000000000')
    await user.click(screen.getByTestId('send-code'))
    expect(alerts()).toEqual(['手机号格式不正确'])
    expect(mockApiPost).not.toHaveBeenCalled()
  })

  it('shows a send failure under the code field and allows another try', async () => {
    mockApiPost.mockRejectedValueOnce(apiError('发送过于频繁，请稍后再试'))
    const { user } = renderForm()
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.click(screen.getByTestId('send-code'))
    const code = screen.getByLabelText('验证码')
    expect(code).toHaveAccessibleDescription('发送过于频繁，请稍后再试')
    expect(screen.getByTestId('send-code')).toBeEnabled()
  })
})

describe('clearing', () => {
  it('toggling the mode clears the password, the code and the messages', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('验证码'), '1234')
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['请输入手机号码'])
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.click(screen.getByRole('button', { name: '账号密码登录' }))
    await user.type(screen.getByLabelText('密码'), 'abc123')
    await user.click(screen.getByRole('button', { name: '验证码登录' }))
    expect(screen.getByLabelText('验证码')).toHaveValue('')
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE)
    await user.click(screen.getByRole('button', { name: '账号密码登录' }))
    expect(screen.getByLabelText('密码')).toHaveValue('')
    expect(alerts()).toEqual([])
  })

  it('switching tabs clears every field and message and resets the countdown', async () => {
    mockApiPost.mockResolvedValue({ resendAfterSeconds: 60, expireInSeconds: 300 })
    const { user } = renderForm({}, { isHideCompanyRegAndLogin: true })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.click(screen.getByTestId('send-code'))
    expect(screen.getByTestId('send-code')).toHaveTextContent('60秒后重新获取')
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['验证码不能为空'])

    await user.click(screen.getByRole('tab', { name: '企业登录' }))
    expect(alerts()).toEqual([])
    await user.type(screen.getByLabelText('登录名'), 'acme')
    await user.click(screen.getByRole('tab', { name: '个人登录' }))
    expect(screen.getByLabelText('手机号')).toHaveValue('')
    expect(screen.getByTestId('send-code')).toHaveTextContent('获取验证码')
    expect(screen.getByTestId('send-code')).toBeEnabled()
    await user.click(screen.getByRole('tab', { name: '企业登录' }))
    expect(screen.getByLabelText('登录名')).toHaveValue('')
  })
})

describe('submitting', () => {
  it('submits a code login with Enter in the code field', async () => {
    mockApiPost.mockResolvedValue(RESULT)
    const onSuccess = jest.fn()
    const { user } = renderForm({ onSuccess })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}')
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/TokenAuth/Authenticate',
      {
        userNameOrEmailAddress: PHONE,
        phoneCode: '1234',
        password: '',
        ispassword: false,
        logetype: 1,
        isAgreeProtocol: true,
      },
      { inline: true },
    )
    expect(onSuccess).toHaveBeenCalledWith('user')
    expect(screen.getByLabelText('手机号')).toHaveValue('')
    expect(mockReplace).not.toHaveBeenCalled()
  })

  it('submits a password login with Enter in the password field', async () => {
    mockApiPost.mockResolvedValue(RESULT)
    const { user } = renderForm()
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.click(screen.getByRole('button', { name: '账号密码登录' }))
    await user.type(screen.getByLabelText('密码'), 'abc123!{Enter}')
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/TokenAuth/Authenticate',
      {
        userNameOrEmailAddress: PHONE,
        phoneCode: '',
        password: 'abc123!',
        ispassword: true,
        logetype: 1,
        isAgreeProtocol: true,
      },
      { inline: true },
    )
  })

  it('shows the server’s message under the code/password area', async () => {
    mockApiPost.mockRejectedValue(apiError('验证码错误或已过期'))
    const onSuccess = jest.fn()
    const { user } = renderForm({ onSuccess })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.type(screen.getByLabelText('验证码'), '9999{Enter}')
    expect(await screen.findByTestId('login-error')).toHaveTextContent('验证码错误或已过期')
    expect(onSuccess).not.toHaveBeenCalled()
    expect(localStorage.getItem('userId')).toBeNull()
  })

  it('stores the individual session keys and never the token', async () => {
    mockApiPost.mockResolvedValue({ ...RESULT, accessToken: 'tok-individual-123' })
    localStorage.setItem('registeringLogin', '1')
    const { user } = renderForm()
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}')
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      userName: '张三',
      userLogo: 'avatars/1.png',
      userId: '7',
      phonenumber: PHONE,
      frontCompanyId: '',
      PERSONAL: '1',
      logintype: '1',
      logo: 'logo/tenant.png',
      favicon: 'logo/tenant.ico',
    })
    expect(Object.values(localStorage).join('|')).not.toContain('tok-individual-123')
  })

  it('logs a company in with its login name and stores it as a company', async () => {
    mockApiPost.mockResolvedValue({ ...RESULT, accessToken: 'tok-company', userName: '示例科技', frontCompanyId: 12 })
    const onSuccess = jest.fn()
    const { user } = renderForm({ initialTab: 'company', onSuccess }, { isHideCompanyRegAndLogin: true })
    await user.type(screen.getByLabelText('登录名'), ' acme ')
    await user.type(screen.getByLabelText('密码'), 'Secret1!{Enter}')
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/TokenAuth/AuthenticateCompany',
      { userNameOrEmailAddress: 'acme', password: 'Secret1!', ispassword: true },
      { inline: true },
    )
    expect(onSuccess).toHaveBeenCalledWith('company')
    expect(localStorage.getItem('PERSONAL')).toBe('0')
    expect(localStorage.getItem('logintype')).toBe('2')
    expect(localStorage.getItem('frontCompanyId')).toBe('12')
    expect(Object.values(localStorage).join('|')).not.toContain('tok-company')
  })

  it('in page mode goes to a same-site ?redirect=, else home', async () => {
    mockApiPost.mockResolvedValue(RESULT)
    const { user, unmount } = renderForm({ redirect: '/message?tab=2' })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}')
    expect(mockReplace).toHaveBeenLastCalledWith('/message?tab=2')
    unmount()

    const second = renderForm({ redirect: '//evil.example.com/x' })
    const form = within(second.container)
    await second.user.type(form.getByLabelText('手机号'), PHONE)
    await second.user.type(form.getByLabelText('验证码'), '1234{Enter}')
    expect(mockReplace).toHaveBeenLastCalledWith('/')
  })
})
