// The desktop centres' frame draws the tenant's head backgrounds (issue 28, 机构设置's 图片): 个人中心页头背景 above
// every centre page, 账号关联页头背景 above 账号关联, and no band at all while none is set.
import { render, screen } from '@testing-library/react'
import { SessionProvider } from '@/lib/client/session'
import { AccountShell } from './account-shell'

jest.mock('@/lib/client/http', () => ({ apiGet: jest.fn(), apiPost: jest.fn() }))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/account',
}))

const SETTINGS = {
  qiNiuUrl: '/storage/',
  centerHeadBackgroundImg: 'tenants/demo/console/background-centre.jpg',
  accountAssociationHeadBackgroundImg: 'tenants/demo/console/background-association.jpg',
}

function shell(active: number, settings = SETTINGS, owner: 'personal' | 'company' = 'personal') {
  render(
    <SessionProvider>
      <AccountShell active={active} settings={settings} title="标题" then="/account" owner={owner}>
        <p>内容</p>
      </AccountShell>
    </SessionProvider>,
  )
  return screen.queryByTestId('centre-head')
}

it('draws 个人中心页头背景 above a centre page', () => {
  expect(shell(0)!.style.backgroundImage).toContain('/storage/tenants/demo/console/background-centre.jpg?imageView2')
})

it('draws 账号关联页头背景 above 账号关联 (nav 7)', () => {
  expect(shell(7)!.style.backgroundImage).toContain('background-association.jpg')
})

it('draws no band while the tenant has set none', () => {
  expect(shell(0, { ...SETTINGS, centerHeadBackgroundImg: '' })).toBeNull()
})
