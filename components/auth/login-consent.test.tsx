// docs/spec.md §4 consent on the login form: the tick, the texts, and the sheet that asks when 登录 is pressed unticked.
import { act, screen, within } from '@testing-library/react'

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
import { alerts, CONSENT, CONSENT_SHEET, PHONE, RESULT, renderForm } from './login-form.fixture'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  mockApiPost.mockReset()
  mockReplace.mockReset()
})

describe('consent', () => {
  it('carries an unticked, labelled checkbox whose titles open the tenant’s texts in a new tab on desktop', () => {
    renderForm({}, {}, { agreed: false })
    const box = screen.getByRole('checkbox', { name: /^我已阅读并同意\s*《用户协议》\s*《隐私政策》$/ })
    expect(box).not.toBeChecked()
    for (const [name, href] of [
      ['《用户协议》', '/useragreement'],
      ['《隐私政策》', '/privacypolicy'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
  })

  it('opens the texts in place on the phone', () => {
    renderForm({ device: 'mobile' }, {}, { agreed: false })
    expect(screen.getByRole('link', { name: '《隐私政策》' })).not.toHaveAttribute('target')
  })

  it('asks in a sheet when 登录 is pressed unticked; 同意并继续 ticks the box and logs in', async () => {
    mockApiPost.mockResolvedValue(RESULT)
    const { user } = renderForm({ redirect: '/account' }, {}, { agreed: false })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.type(screen.getByLabelText('验证码'), '1234{Enter}')
    const sheet = await screen.findByRole('dialog', { name: '用户协议与隐私政策' })
    expect(sheet).toHaveTextContent(CONSENT_SHEET)
    expect(within(sheet).getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/useragreement')
    expect(within(sheet).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('target', '_blank')
    expect(mockApiPost).not.toHaveBeenCalled()
    await user.click(within(sheet).getByRole('button', { name: '同意并继续' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked()
    expect(mockApiPost).toHaveBeenCalledTimes(1)
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/TokenAuth/Authenticate',
      expect.objectContaining({ userNameOrEmailAddress: PHONE, phoneCode: '1234', isAgreeProtocol: true }),
      { inline: true },
    )
    await act(async () => {})
    expect(mockReplace).toHaveBeenCalledWith('/account')
  })

  it('不同意 closes the sheet and sends nothing; the login button stays live', async () => {
    const { user } = renderForm({ device: 'mobile' }, {}, { agreed: false })
    await user.type(screen.getByLabelText('手机号'), PHONE)
    await user.type(screen.getByLabelText('验证码'), '1234')
    const submit = screen.getByRole('button', { name: '登录' })
    expect(submit).toBeEnabled()
    await user.click(submit)
    const sheet = await screen.findByRole('dialog', { name: '用户协议与隐私政策' })
    // On the phone the texts open in place, as under the form.
    expect(within(sheet).getByRole('link', { name: '《隐私政策》' })).not.toHaveAttribute('target')
    await user.click(within(sheet).getByRole('button', { name: '不同意' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked()
    expect(mockApiPost).not.toHaveBeenCalled()
    // Asked again on the next try.
    await user.click(submit)
    expect(await screen.findByRole('dialog', { name: '用户协议与隐私政策' })).toBeInTheDocument()
    expect(mockApiPost).not.toHaveBeenCalled()
  })

  it('checks the fields before asking: nothing to agree to for a form that cannot be sent', async () => {
    const { user } = renderForm({}, {}, { agreed: false })
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(alerts()).toEqual(['请输入手机号码', '验证码不能为空'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks on the company tab too, and logs the company in after 同意并继续', async () => {
    mockApiPost.mockResolvedValue({ ...RESULT, frontCompanyId: 3 })
    const { user } = renderForm({ initialTab: 'company' }, { isHideCompanyRegAndLogin: true }, { agreed: false })
    await user.type(screen.getByLabelText('登录名'), 'acme')
    await user.type(screen.getByLabelText('密码'), 'Secret1!{Enter}')
    const sheet = await screen.findByRole('dialog', { name: '用户协议与隐私政策' })
    expect(mockApiPost).not.toHaveBeenCalled()
    await user.click(within(sheet).getByRole('button', { name: '同意并继续' }))
    expect(mockApiPost).toHaveBeenCalledWith(
      '/api/TokenAuth/AuthenticateCompany',
      expect.objectContaining({ userNameOrEmailAddress: 'acme' }),
      { inline: true },
    )
  })

  it('keeps a tick given on /loginEntrance in this tab until the person chooses here', () => {
    sessionStorage.setItem('consentAgreed', '1')
    renderForm({}, {}, { agreed: false })
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked()
  })
})
