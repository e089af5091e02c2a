import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { apiPost } from '@/lib/client/http'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { MSG } from '@/lib/contract/schemas/account'
import { CODE_REJECTED, ForgotPasswordForm } from './forgot-password-form'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn() }))
const mockRouter = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter, usePathname: () => '/accountForgot' }))

const post = apiPost as jest.MockedFunction<typeof apiPost>
/** The wire: the paths each form calls (the typed client builds them from the method names). */
const RESET_API = {
  company: {
    sendCode: '/api/services/app/FrontCompany/SendCompanyResetPasswordCode',
    checkCode: '/api/services/app/FrontCompany/CheckCompanyResetPasswordCode',
    reset: '/api/services/app/FrontCompany/FrontCompanyResetPassword',
  },
  personal: {
    sendCode: '/api/services/app/FrontUser/SendCompanyResetPasswordCode',
    checkCode: '/api/services/app/FrontUser/CheckCompanyResetPasswordCode',
    reset: '/api/services/app/FrontUser/FrontCompanyResetPassword',
  },
} as const

function apiError(message: string) {
  return new ApiClientError({ kind: 'api', code: 400, message, status: 400 })
}

function answer(map: Partial<Record<string, unknown>>) {
  post.mockImplementation(async (path: string) => {
    const value = map[path]
    if (value instanceof Error) throw value
    return value as never
  })
}

function setup(props: { isCompany: boolean; variant?: 'desktop' | 'mobile' }, companyOn = true) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const settings = { isHideCompanyRegAndLogin: companyOn } as CommonSetting
  render(
    <SettingsProvider value={settings}>
      <ForgotPasswordForm {...props} />
    </SettingsProvider>,
  )
  return user
}

const input = (label: string) => screen.getByLabelText(label)
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path)
const currentStep = () => screen.getByRole('list', { name: '找回密码进度' }).querySelector('[aria-current="step"]')

beforeEach(() => {
  jest.useFakeTimers()
  post.mockReset()
  answer({
    [RESET_API.personal.sendCode]: { resendAfterSeconds: 60, expireInSeconds: 300 },
    [RESET_API.personal.checkCode]: true,
    [RESET_API.personal.reset]: true,
    [RESET_API.company.sendCode]: { resendAfterSeconds: 60, expireInSeconds: 300 },
    [RESET_API.company.checkCode]: true,
    [RESET_API.company.reset]: true,
  })
})

afterEach(() => {
  jest.useRealTimers()
})

describe('<ForgotPasswordForm isCompany={false}>', () => {
  it('starts on 验证身份 with phone and code only', () => {
    setup({ isCompany: false })
    expect(currentStep()).toHaveTextContent('验证身份')
    const steps = within(screen.getByRole('list', { name: '找回密码进度' })).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual(['1验证身份', '2设置新密码', '3完成'])
    expect(screen.queryByLabelText('登录名')).not.toBeInTheDocument()
    expect(input('验证码')).toHaveAttribute('maxLength', '4')
  })

  it('shows the exact messages for empty and malformed fields', async () => {
    const user = setup({ isCompany: false })
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByText(MSG.phoneEmpty)).toBeInTheDocument()
    expect(screen.getByText(MSG.codeEmpty)).toBeInTheDocument()
    await user.type(input('手机号'), '10000000000')
    await user.type(input('验证码'), '12')
    expect(screen.getByText(MSG.phoneBad)).toBeInTheDocument()
    expect(screen.getByText(MSG.codeBad)).toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()
  })

  it('sends the code to the phone with a countdown', async () => {
    const user = setup({ isCompany: false })
    await user.type(input('手机号'), '13900139000')
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(calls(RESET_API.personal.sendCode)).toEqual([
      [RESET_API.personal.sendCode, { PhoneNumber: '13900139000' }, { inline: true }],
    ])
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled()
    await act(async () => jest.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeInTheDocument()
  })

  it('verifies, sets the new password and finishes', async () => {
    const user = setup({ isCompany: false })
    await user.type(input('手机号'), '13900139000')
    await user.type(input('验证码'), '5678')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByLabelText('新密码')).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('设置新密码')
    expect(calls(RESET_API.personal.checkCode)).toEqual([
      [RESET_API.personal.checkCode, { PhoneNumber: '13900139000', phoneCode: '5678' }, { inline: true }],
    ])

    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(screen.getByText(MSG.passwordEmptyBlur)).toBeInTheDocument()
    await user.type(input('新密码'), 'abcdef')
    await user.type(input('确认密码'), 'abcdeg')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(screen.getByText(MSG.passwordClasses)).toHaveClass('text-red-600')
    expect(screen.getByText(MSG.confirmMismatch)).toBeInTheDocument()
    expect(calls(RESET_API.personal.reset)).toHaveLength(0)

    await user.clear(input('新密码'))
    await user.type(input('新密码'), 'abc123')
    await user.clear(input('确认密码'))
    await user.type(input('确认密码'), 'abc123')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('完成')
    expect(calls(RESET_API.personal.reset)).toEqual([
      [
        RESET_API.personal.reset,
        { PhoneNumber: '13900139000', phoneCode: '5678', password: 'abc123', confirmPassword: 'abc123' },
        { inline: true },
      ],
    ])
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login')
  })

  it('stays on step 1 with the server message when the code is refused', async () => {
    answer({ [RESET_API.personal.checkCode]: apiError('验证码错误') })
    const user = setup({ isCompany: false })
    await user.type(input('手机号'), '13900139000')
    await user.type(input('验证码'), '0000')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误')
    expect(currentStep()).toHaveTextContent('验证身份')
  })

  it('treats a false code check as a refusal', async () => {
    answer({ [RESET_API.personal.checkCode]: false })
    const user = setup({ isCompany: false })
    await user.type(input('手机号'), '13900139000')
    await user.type(input('验证码'), '0000')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_REJECTED)
  })

  it('links to the company variant only when company accounts are on', () => {
    setup({ isCompany: false })
    expect(screen.getByRole('link', { name: '找回企业账号密码' })).toHaveAttribute('href', '/accountForgot?isCompany=1')
  })

  it('hides the company link when company accounts are off', () => {
    setup({ isCompany: false }, false)
    expect(screen.queryByRole('link', { name: '找回企业账号密码' })).not.toBeInTheDocument()
  })
})

describe('<ForgotPasswordForm isCompany>', () => {
  it('asks for the login name too and refuses to send without it', async () => {
    const user = setup({ isCompany: true })
    expect(input('登录名')).toHaveAttribute('maxLength', '16')
    await user.type(input('手机号'), '13900139000')
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(screen.getByText(MSG.loginNameEmpty)).toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()
    await user.type(input('登录名'), ' acme_01 ')
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(calls(RESET_API.company.sendCode)).toEqual([
      [RESET_API.company.sendCode, { userName: 'acme_01', PhoneNumber: '13900139000' }, { inline: true }],
    ])
  })

  it('runs the company calls through to 密码重置成功', async () => {
    const user = setup({ isCompany: true })
    await user.type(input('登录名'), 'acme_01')
    await user.type(input('手机号'), '13900139000')
    await user.type(input('验证码'), '1234')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(calls(RESET_API.company.checkCode)).toEqual([
      [
        RESET_API.company.checkCode,
        { userName: 'acme_01', PhoneNumber: '13900139000', phoneCode: '1234' },
        { inline: true },
      ],
    ])
    await user.type(await screen.findByLabelText('新密码'), 'Pass#123')
    await user.type(input('确认密码'), 'Pass#123')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument()
    expect(calls(RESET_API.company.reset)).toEqual([
      [
        RESET_API.company.reset,
        {
          userName: 'acme_01',
          PhoneNumber: '13900139000',
          phoneCode: '1234',
          password: 'Pass#123',
          confirmPassword: 'Pass#123',
        },
        { inline: true },
      ],
    ])
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?tab=company')
    expect(calls(RESET_API.personal.reset)).toHaveLength(0)
  })

  it('shows a reset failure above 提交 and can go back a step', async () => {
    answer({ [RESET_API.company.checkCode]: true, [RESET_API.company.reset]: apiError('验证码已过期，请重新获取') })
    const user = setup({ isCompany: true })
    await user.type(input('登录名'), 'acme_01')
    await user.type(input('手机号'), '13900139000')
    await user.type(input('验证码'), '1234')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    await user.type(await screen.findByLabelText('新密码'), 'Pass#123')
    await user.type(input('确认密码'), 'Pass#123')
    await user.click(screen.getByRole('button', { name: '提交' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('验证码已过期，请重新获取')
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: '提交' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    await user.click(screen.getByRole('button', { name: '上一步' }))
    expect(input('登录名')).toHaveValue('acme_01')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('links back to the personal variant', () => {
    setup({ isCompany: true })
    expect(screen.getByRole('link', { name: '找回个人账号密码' })).toHaveAttribute('href', '/accountForgot?isCompany=0')
  })

  it('shows 账户中心 in the mobile top bar', async () => {
    const user = setup({ isCompany: true, variant: 'mobile' })
    expect(screen.getByRole('heading', { name: '账户中心' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '返回' }))
    expect(mockRouter.push).toHaveBeenCalledWith('/')
  })
})
