// Phone fields (docs/spec.md §5: input max 11, surrounding spaces trimmed): a number pasted with spaces around it keeps
// all 11 digits — the field's maxLength used to cut it first — and the login form's mode switch forgets the phone's
// message along with the others.
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import { phoneInputValue } from '@/lib/contract/phone-rules'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { CreateCompanyForm } from './create-company-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn() }))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}))

const PHONE = '13800138000'
const settings = { isHideCompanyRegAndLogin: true, qiNiuUrl: '/storage/', tenantName: '启航学院' } as CommonSetting

function renderIn(ui: ReactElement) {
  const user = userEvent.setup()
  const view = render(
    <SettingsProvider value={settings}>
      <SessionProvider>{ui}</SessionProvider>
    </SettingsProvider>,
  )
  return { user, ...view }
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)

beforeEach(() => localStorage.clear())

describe('phoneInputValue', () => {
  it('trims first, then keeps 11 characters', () => {
    expect(phoneInputValue(`   ${PHONE}`)).toBe(PHONE)
    expect(phoneInputValue(`\t${PHONE} `)).toBe(PHONE)
    expect(phoneInputValue(`${PHONE}9`)).toBe(PHONE)
    expect(phoneInputValue('138 0013')).toBe('138 0013')
  })
})

describe('a phone pasted with spaces around it', () => {
  it.each<[string, () => ReactElement, string]>([
    ['login', () => <LoginForm />, '手机号'],
    ['register a company', () => <CreateCompanyForm />, '联系电话'],
    ['reset a password', () => <ForgotPasswordForm isCompany={false} />, '手机号'],
  ])('keeps all 11 digits on %s', async (_name, ui, label) => {
    const { user } = renderIn(ui())
    const field = screen.getByLabelText(label)
    await user.click(field)
    await user.paste(`  ${PHONE} `)
    expect(field).toHaveValue(PHONE)
    await user.type(field, '9')
    expect(field).toHaveValue(PHONE)
  })
})

describe('switching between code and password login', () => {
  it('clears the phone’s message too, both ways', async () => {
    const { user, container } = renderIn(<LoginForm />)
    fireEvent.click(within(container).getByRole('checkbox', { name: /我已阅读并同意/ }))
    await user.type(screen.getByLabelText('手机号'), '1380013')
    await user.click(screen.getByTestId('send-code'))
    expect(alerts()).toEqual(['手机号格式不正确'])

    await user.click(screen.getByRole('button', { name: '账号密码登录' }))
    expect(alerts()).toEqual([])
    expect(screen.getByLabelText('手机号')).toHaveValue('1380013')

    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toContain('手机号格式不正确')
    await user.click(screen.getByRole('button', { name: '验证码登录' }))
    expect(alerts()).toEqual([])
  })
})
