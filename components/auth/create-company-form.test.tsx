import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { apiPost } from '@/lib/client/http'
import { MSG } from '@/lib/contract/schemas/account'
import { CODE_REJECTED, CreateCompanyForm, NAME_FREE, NAME_TAKEN } from './create-company-form'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn() }))
const mockRouter = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter, usePathname: () => '/createcompany' }))

const post = apiPost as jest.MockedFunction<typeof apiPost>
/** The wire: the paths the form calls (the typed client builds them from the method names). */
const API = {
  checkUserName: '/api/services/app/FrontCompany/CheckCompanUserName',
  sendCode: '/api/TokenAuth/SendCompanyPhoneCode',
  checkCode: '/api/TokenAuth/CheckCompanyPhoneCode',
  register: '/api/services/app/FrontCompany/RegisterCompany',
} as const

function apiError(message: string) {
  return new ApiClientError({ kind: 'api', code: 400, message, status: 400 })
}

/** Answers each call by path; an Error is thrown, anything else resolved. */
function answer(map: Partial<Record<string, unknown>>) {
  post.mockImplementation(async (path: string) => {
    const value = map[path]
    if (value instanceof Error) throw value
    return value as never
  })
}

function setup(ui = <CreateCompanyForm />) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(ui)
  return user
}

const input = (label: string) => screen.getByLabelText(label)
const consentBox = () => screen.getByRole('checkbox', { name: /我已阅读并同意/ })
const CONSENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》'
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path)

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('企业名称'), ' 示例科技有限公司 ')
  await user.type(input('登录名'), 'acme_01')
  await user.type(input('密码'), 'abc123!')
  await user.type(input('确认密码'), 'abc123!')
  await user.type(input('联系电话'), '13800138000')
  await user.type(input('验证码'), '1234')
  await user.click(consentBox())
}

beforeEach(() => {
  jest.useFakeTimers()
  post.mockReset()
  answer({
    [API.checkUserName]: true,
    [API.sendCode]: { resendAfterSeconds: 60, expireInSeconds: 300 },
    [API.checkCode]: true,
    [API.register]: { companyId: 7, userName: 'acme_01' },
  })
})

afterEach(() => {
  jest.useRealTimers()
})

describe('<CreateCompanyForm> field rules', () => {
  it('labels every input and caps the lengths', () => {
    setup()
    expect(input('企业名称')).toHaveAttribute('maxLength', '50')
    expect(input('登录名')).toHaveAttribute('maxLength', '16')
    expect(input('密码')).toHaveAttribute('maxLength', '16')
    expect(input('确认密码')).toHaveAttribute('maxLength', '16')
    expect(input('验证码')).toHaveAttribute('maxLength', '4')
    expect(screen.getByText(MSG.passwordRule)).toBeInTheDocument()
  })

  it('shows the exact message under each empty field and sends nothing', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: '注册' }))
    for (const text of [
      MSG.companyNameEmpty,
      MSG.loginNameEmpty,
      MSG.passwordEmptyBlur,
      MSG.phoneEmpty,
      MSG.codeEmpty,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(input('企业名称')).toHaveAttribute('aria-invalid', 'true')
    expect(post).not.toHaveBeenCalled()
  })

  it('shows the malformed-field messages', async () => {
    const user = setup()
    await user.type(input('登录名'), '1abc')
    await user.type(input('密码'), 'abcdef')
    await user.type(input('联系电话'), '12345678901')
    await user.type(input('验证码'), '12a')
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(screen.getByText(MSG.userNameRule)).toBeInTheDocument()
    expect(screen.getByText(MSG.phoneBad)).toBeInTheDocument()
    expect(screen.getByText(MSG.codeBad)).toBeInTheDocument()
    // The rule hint gives way to the one part 'abcdef' misses, marking the field invalid.
    expect(screen.getByText(MSG.passwordClasses)).toHaveClass('text-red-600')
    expect(screen.queryByText(MSG.passwordRule)).toBeNull()
    expect(input('密码')).toHaveAttribute('aria-invalid', 'true')
    expect(post).not.toHaveBeenCalled()
  })

  it('flags a confirmation that differs from the password on blur', async () => {
    const user = setup()
    await user.type(input('密码'), 'abc123!')
    await user.type(input('确认密码'), 'abc123?')
    await user.tab()
    expect(screen.getByText(MSG.confirmMismatch)).toBeInTheDocument()
    await user.clear(input('确认密码'))
    await user.type(input('确认密码'), 'abc123!')
    expect(screen.queryByText(MSG.confirmMismatch)).not.toBeInTheDocument()
  })
})

describe('<CreateCompanyForm> live login-name check', () => {
  it('asks 400 ms after typing stops and says the name is free', async () => {
    const user = setup()
    await user.type(input('登录名'), 'acme_01')
    expect(calls(API.checkUserName)).toHaveLength(0)
    await act(async () => jest.advanceTimersByTime(400))
    expect(calls(API.checkUserName)).toEqual([[API.checkUserName, { userName: 'acme_01' }, { inline: true }]])
    expect(await screen.findByText(NAME_FREE)).toBeInTheDocument()
  })

  it('asks at once on blur, only once per name, and reports a taken name', async () => {
    answer({ [API.checkUserName]: false })
    const user = setup()
    await user.type(input('登录名'), 'taken1')
    await user.tab()
    expect(await screen.findByText(NAME_TAKEN)).toBeInTheDocument()
    await act(async () => jest.advanceTimersByTime(1000))
    expect(calls(API.checkUserName)).toHaveLength(1)
  })

  it('does not ask while the local rule fails', async () => {
    const user = setup()
    await user.type(input('登录名'), '9ab')
    await user.tab()
    await act(async () => jest.advanceTimersByTime(1000))
    expect(calls(API.checkUserName)).toHaveLength(0)
    expect(screen.getByText(MSG.userNameRule)).toBeInTheDocument()
  })

  it('blocks registration with a taken name', async () => {
    answer({ [API.checkUserName]: false, [API.checkCode]: true })
    const user = setup()
    await fillAll(user)
    expect(await screen.findByText(NAME_TAKEN)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(calls(API.checkCode)).toHaveLength(0)
    expect(calls(API.register)).toHaveLength(0)
  })

  it('shows the server message when the check fails', async () => {
    answer({ [API.checkUserName]: apiError('网络开小差了') })
    const user = setup()
    await user.type(input('登录名'), 'acme_01')
    await user.tab()
    expect(await screen.findByText('网络开小差了')).toBeInTheDocument()
  })
})

describe('<CreateCompanyForm> code sending', () => {
  it('refuses to send without a valid phone', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByText(MSG.phoneEmpty)).toBeInTheDocument()
    await user.type(input('联系电话'), '1234')
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByText(MSG.phoneBad)).toBeInTheDocument()
    expect(calls(API.sendCode)).toHaveLength(0)
  })

  it('counts down from 60 seconds and guards against repeat sends', async () => {
    const user = setup()
    await user.type(input('联系电话'), '13800138000')
    let deliver: (value: never) => void = () => {}
    post.mockImplementationOnce(() => new Promise((resolve) => (deliver = resolve)))
    const button = screen.getByRole('button', { name: '获取验证码' })
    await user.click(button)
    expect(button).toHaveTextContent('发送中...')
    await user.click(button)
    await act(async () => deliver({ resendAfterSeconds: 60, expireInSeconds: 300 } as never))
    expect(button).toHaveTextContent('60秒后重新获取')
    await user.click(button)
    expect(calls(API.sendCode)).toEqual([[API.sendCode, { PhoneNumber: '13800138000' }, { inline: true }]])
    expect(button).toBeDisabled()
    await act(async () => jest.advanceTimersByTime(1000))
    expect(button).toHaveTextContent('59秒后重新获取')
    // Each second's timer is set after the previous tick renders, so the clock advances one second at a time.
    for (let i = 0; i < 59; i += 1) await act(async () => jest.advanceTimersByTime(1000))
    expect(button).toHaveTextContent('获取验证码')
    expect(button).toBeEnabled()
  })

  it('shows a send failure under the code field and releases the guard', async () => {
    answer({ [API.sendCode]: apiError('发送过于频繁，请稍后再试') })
    const user = setup()
    await user.type(input('联系电话'), '13800138000')
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })
})

describe('<CreateCompanyForm> submitting', () => {
  it('checks the code, registers, and shows the success panel', async () => {
    const user = setup()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(await screen.findByText('企业账号注册成功')).toBeInTheDocument()
    expect(calls(API.checkCode)).toEqual([
      [API.checkCode, { PhoneNumber: '13800138000', phoneCode: '1234' }, { inline: true }],
    ])
    expect(calls(API.register)).toEqual([
      [
        API.register,
        {
          companyName: '示例科技有限公司',
          userName: 'acme_01',
          password: 'abc123!',
          confirmPassword: 'abc123!',
          PhoneNumber: '13800138000',
          phoneCode: '1234',
          isAgreeProtocol: true,
        },
        { inline: true },
      ],
    ])
    expect(screen.getByText('acme_01')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?tab=company')
    expect(screen.queryByRole('button', { name: '注册' })).not.toBeInTheDocument()
  })

  it('shows the server error above the submit button and stays on the form', async () => {
    answer({ [API.checkUserName]: true, [API.checkCode]: true, [API.register]: apiError('该企业名称已被注册') })
    const user = setup()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: '注册' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('该企业名称已被注册')
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: '注册' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  it('stops before registering when the code is refused', async () => {
    answer({ [API.checkUserName]: true, [API.checkCode]: apiError('验证码错误') })
    const user = setup()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误')
    expect(calls(API.register)).toHaveLength(0)
  })

  it('treats a false code check as a refusal', async () => {
    answer({ [API.checkUserName]: true, [API.checkCode]: false })
    const user = setup()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_REJECTED)
    expect(calls(API.register)).toHaveLength(0)
  })
})

describe('<CreateCompanyForm> consent', () => {
  it('sends nothing without 「我已阅读并同意…」 and says why under the box', async () => {
    const user = setup()
    await fillAll(user)
    await user.click(consentBox())
    expect(consentBox()).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(screen.getByTestId('consent-error')).toHaveTextContent(CONSENT_REQUIRED)
    expect(consentBox()).toHaveAttribute('aria-describedby', screen.getByTestId('consent-error').id)
    expect(calls(API.checkCode)).toHaveLength(0)
    expect(calls(API.register)).toHaveLength(0)
    await user.click(consentBox())
    expect(screen.queryByTestId('consent-error')).not.toBeInTheDocument()
  })

  it('links both texts: a new tab on desktop, in place on the phone', () => {
    const { unmount } = render(<CreateCompanyForm />)
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/useragreement')
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('target', '_blank')
    unmount()
    render(<CreateCompanyForm variant="mobile" />)
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacypolicy')
    expect(screen.getByRole('link', { name: '《隐私政策》' })).not.toHaveAttribute('target')
  })
})

describe('<CreateCompanyForm variant="mobile">', () => {
  it('has a top bar whose back arrow goes home when there is no history', async () => {
    const user = setup(<CreateCompanyForm variant="mobile" />)
    expect(screen.getByRole('heading', { name: '注册企业账号' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '返回' }))
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'))
  })
})
