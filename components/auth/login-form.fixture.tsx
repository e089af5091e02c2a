// The login form under test (login-form.test.tsx, login-consent.test.tsx): a signed-out page with the tenant's
// switches, the result a login answers, and the words the tests look for. Each test file mocks the HTTP client and the
// router itself (jest.mock is per file).
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { LoginResult } from '@/lib/contract/schemas/account'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { LoginForm, type LoginFormProps } from './login-form'

export const PHONE = '13800138000'

export const RESULT: LoginResult = {
  accessToken: 'secret-token-value',
  expireInSeconds: 86400,
  logoUrl: 'logo/tenant.png',
  icoUrl: 'logo/tenant.ico',
  userName: '张三',
  userLogo: 'avatars/1.png',
  isThirdHeadImg: false,
  phoneNumber: PHONE,
  userId: 7,
  frontCompanyId: null,
  isBindThirdAccount: false,
}

export function settings(overrides: Partial<CommonSetting> = {}): CommonSetting {
  return {
    isHideCompanyRegAndLogin: false,
    isHideLoginByQQ: false,
    isHideLoginByWechat: false,
    qiNiuUrl: '/storage/',
    tenantName: '启航学院',
    ...overrides,
  } as CommonSetting
}

export const CONSENT = /我已阅读并同意/
export const CONSENT_SHEET = '请阅读并同意《用户协议》和《隐私政策》'

/** Ticks 「我已阅读并同意…」 unless `agreed: false`: the other tests are about the fields, not consent. */
export function renderForm(props: LoginFormProps = {}, overrides: Partial<CommonSetting> = {}, { agreed = true } = {}) {
  const user = userEvent.setup()
  const view = render(
    <SettingsProvider value={settings(overrides)}>
      <SessionProvider>
        <LoginForm {...props} />
      </SessionProvider>
    </SettingsProvider>,
  )
  if (agreed) fireEvent.click(within(view.container).getByRole('checkbox', { name: CONSENT }))
  return { user, ...view }
}

export const apiError = (message: string) => new ApiClientError({ kind: 'api', code: 0, message, status: 400 })
export const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)
