// The /login and /loginEntrance pages: tab and redirect from the query, entry links, tenant branding.
import { render, screen } from '@testing-library/react'
import DesktopLoginPage from '@/app/[tenant]/desktop/(per-request)/login/page'
import MobileLoginPage from '@/app/[tenant]/mobile/(per-request)/login/page'
import LoginEntrancePage from '@/app/[tenant]/mobile/(per-request)/loginEntrance/page'
import { SessionProvider } from '@/lib/client/session'
import { SettingsProvider } from '@/lib/client/tenant-context'
import { siteFeatures } from '@/lib/contract/site'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { getTenantSite as getTenantSiteImpl, type TenantSite } from '@/lib/services/tenant-site'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn() }))
jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
}))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>

function settings(overrides: Partial<CommonSetting> = {}): CommonSetting {
  return {
    qiNiuUrl: 'https://img.example.com/',
    tenantName: '启航学院',
    tenantLogoUrl: 'demo/logo.png',
    loginHeadBackgroundImg: 'demo/head-login.png',
    isHideCompanyRegAndLogin: true,
    isHideLoginByQQ: true,
    isHideLoginByWechat: false,
    ...overrides,
  } as CommonSetting
}

function useSite(overrides: Partial<CommonSetting> = {}) {
  const s = settings(overrides)
  getTenantSite.mockResolvedValue({
    tenantId: 1,
    slug: 'demo',
    state: 1,
    available: true,
    settings: s,
    features: siteFeatures(s),
  } as TenantSite)
  return s
}

const params = Promise.resolve({ tenant: 'demo' })
const query = (q: Record<string, string>) => Promise.resolve(q)

function renderPage(ui: React.ReactNode, s: CommonSetting) {
  return render(
    <SettingsProvider value={s}>
      <SessionProvider>{ui}</SessionProvider>
    </SettingsProvider>,
  )
}

it('answers 404 for an unknown tenant', async () => {
  getTenantSite.mockResolvedValue(null)
  await expect(DesktopLoginPage({ params, searchParams: query({}) })).rejects.toThrow('NEXT_NOT_FOUND')
  await expect(LoginEntrancePage({ params, searchParams: query({}) })).rejects.toThrow('NEXT_NOT_FOUND')
})

it('desktop /login shows the form on the login background', async () => {
  const s = useSite()
  const { container } = renderPage(await DesktopLoginPage({ params, searchParams: query({}) }), s)
  expect(screen.getByRole('heading', { level: 1, name: '登录/注册' })).toBeInTheDocument()
  expect(container.querySelector('section')).toHaveStyle({
    backgroundImage: 'url("https://img.example.com/demo/head-login.png")',
  })
})

it('mobile /login opens the company tab from ?tab=company', async () => {
  const s = useSite()
  renderPage(await MobileLoginPage({ params, searchParams: query({ tab: 'company', redirect: '/account' }) }), s)
  expect(screen.getByRole('tab', { name: '企业登录' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByLabelText('登录名')).toBeInTheDocument()
})

describe('/loginEntrance', () => {
  it('returns to ?locations after either login, titled by the wanted page', async () => {
    const s = useSite()
    renderPage(await LoginEntrancePage({ params, searchParams: query({ locations: '/message?id=3' }) }), s)
    expect(screen.getByRole('heading', { level: 1, name: '我的消息' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '手机号登录/注册' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/message?id=3')}`,
    )
    expect(screen.getByRole('link', { name: '企业账号登录' })).toHaveAttribute(
      'href',
      `/login?tab=company&redirect=${encodeURIComponent('/message?id=3')}`,
    )
    expect(screen.getByRole('link', { name: 'QQ登录' })).toHaveAttribute('href', '/LoginByqq')
    expect(screen.getByRole('img', { name: '启航学院' })).toHaveAttribute(
      'src',
      'https://img.example.com/demo/logo.png?imageView2/1/w/303/h/160/q/100',
    )
  })

  it('uses ?name as the title and hides company login when it is off', async () => {
    const s = useSite({ isHideCompanyRegAndLogin: false, isHideLoginByQQ: false })
    renderPage(await LoginEntrancePage({ params, searchParams: query({ name: '课程学习' }) }), s)
    expect(screen.getByRole('heading', { level: 1, name: '课程学习' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '手机号登录/注册' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: '企业账号登录' })).toBeNull()
    expect(screen.queryByTestId('third-party-logins')).toBeNull()
  })
})
