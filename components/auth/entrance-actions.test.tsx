// /loginEntrance's ways in under 「我已阅读并同意…」: none is followed unticked; ticked, the consent carries to /login.
import { fireEvent, render, screen } from '@testing-library/react'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { rememberedConsent } from './consent-check'
import { EntranceActions } from './entrance-actions'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/loginEntrance',
}))

const REFUSAL = '请先阅读并同意《用户协议》和《隐私政策》'

function renderActions() {
  render(
    <SettingsProvider value={{ isHideLoginByQQ: true, qiNiuUrl: '/storage/', tenantName: '启航学堂' } as CommonSetting}>
      <EntranceActions loginHref="/login?redirect=%2Faccount" companyLoginHref="/login?tab=company" />
    </SettingsProvider>,
  )
}

beforeEach(() => sessionStorage.clear())

it('stops every way in while unticked and says why', () => {
  renderActions()
  const box = screen.getByRole('checkbox', { name: /我已阅读并同意/ })
  for (const name of ['手机号登录/注册', '企业账号登录', 'QQ登录']) {
    fireEvent.click(box)
    fireEvent.click(box)
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name }))
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSAL)
  }
  expect(box).toHaveAttribute('aria-invalid', 'true')
  expect(rememberedConsent()).toBe(false)
})

it('lets the way in through once ticked, and carries the tick to /login in this tab', () => {
  renderActions()
  fireEvent.click(screen.getByRole('link', { name: '手机号登录/注册' }))
  fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
  expect(screen.queryByRole('alert')).toBeNull()
  fireEvent.click(screen.getByRole('link', { name: '手机号登录/注册' }))
  expect(rememberedConsent()).toBe(true)
  expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/useragreement')
  expect(screen.getByRole('link', { name: '《用户协议》' })).not.toHaveAttribute('target')
})
