// /loginEntrance's ways in under 「我已阅读并同意…」: unticked, each asks in the consent sheet (issue 27) and 同意并继续
// follows it; ticked, the consent carries to /login.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SettingsProvider } from '@/lib/client/tenant-context'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { rememberedConsent } from './consent-check'
import { EntranceActions } from './entrance-actions'

const mockPush = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/loginEntrance',
}))

function renderActions() {
  render(
    <SettingsProvider value={{ isHideLoginByQQ: true, qiNiuUrl: '/storage/', tenantName: '启航学堂' } as CommonSetting}>
      <EntranceActions loginHref="/login?redirect=%2Faccount" companyLoginHref="/login?tab=company" />
    </SettingsProvider>,
  )
}

beforeEach(() => {
  sessionStorage.clear()
  mockPush.mockReset()
})

it('asks in the consent sheet for every way in taken unticked; 不同意 stays and follows nothing', async () => {
  renderActions()
  const box = screen.getByRole('checkbox', { name: /我已阅读并同意/ })
  for (const name of ['手机号登录/注册', '企业账号登录', 'QQ登录']) {
    fireEvent.click(screen.getByRole('link', { name }))
    const sheet = await screen.findByRole('dialog', { name: '用户协议与隐私政策' })
    expect(sheet).toHaveTextContent('请阅读并同意《用户协议》和《隐私政策》')
    fireEvent.click(within(sheet).getByRole('button', { name: '不同意' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }
  expect(box).not.toBeChecked()
  expect(mockPush).not.toHaveBeenCalled()
  expect(rememberedConsent()).toBe(false)
})

it('同意并继续 ticks the box and follows the way in that was interrupted, the tick carried to /login', async () => {
  window.history.replaceState(null, '', '/loginEntrance?locations=%2Faccount')
  renderActions()
  fireEvent.click(screen.getByRole('link', { name: 'QQ登录' }))
  const sheet = await screen.findByRole('dialog', { name: '用户协议与隐私政策' })
  fireEvent.click(within(sheet).getByRole('button', { name: '同意并继续' }))
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/LoginByqq?redirect=%2Faccount'))
  expect(mockPush).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()
  expect(rememberedConsent()).toBe(true)
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('lets the way in through once ticked, and carries the tick to /login in this tab', () => {
  renderActions()
  fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
  fireEvent.click(screen.getByRole('link', { name: '手机号登录/注册' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(rememberedConsent()).toBe(true)
  expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/useragreement')
  expect(screen.getByRole('link', { name: '《用户协议》' })).not.toHaveAttribute('target')
})
