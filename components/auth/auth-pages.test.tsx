import { render, screen } from '@testing-library/react'
import DesktopAccountForgotPage from '@/app/[tenant]/desktop/(per-request)/accountForgot/page'
import DesktopCreateCompanyPage from '@/app/[tenant]/desktop/(public)/createcompany/page'
import MobileAccountForgotPage from '@/app/[tenant]/mobile/(per-request)/accountForgot/page'
import MobileCreateCompanyPage from '@/app/[tenant]/mobile/(public)/createcompany/page'
import { getTenantSite as getTenantSiteImpl, type TenantSite } from '@/lib/services/tenant-site'

jest.mock('@/lib/client/http', () => ({ apiPost: jest.fn() }))
jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND')
  },
}))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>

function site(companyOn: boolean, banner = ''): TenantSite {
  return {
    tenantId: 1,
    slug: 'demo',
    state: 1,
    available: true,
    settings: {
      tenantName: '启航学堂',
      qiNiuUrl: 'https://img.example.com/',
      isHideCompanyRegAndLogin: companyOn,
      loginHeadBackgroundImg: banner,
    },
    features: { companyAccounts: companyOn },
  } as TenantSite
}

const params = Promise.resolve({ tenant: 'demo' })
const query = (isCompany?: string) => Promise.resolve(isCompany === undefined ? {} : { isCompany })

describe('/createcompany pages', () => {
  it.each([
    ['desktop', DesktopCreateCompanyPage],
    ['mobile', MobileCreateCompanyPage],
  ])('%s answers 404 when company accounts are off or the tenant is unknown', async (_, Page) => {
    getTenantSite.mockResolvedValue(site(false))
    await expect(Page({ params })).rejects.toThrow('NEXT_NOT_FOUND')
    getTenantSite.mockResolvedValue(null)
    await expect(Page({ params })).rejects.toThrow('NEXT_NOT_FOUND')
  })

  it('desktop shows the login banner above the form', async () => {
    getTenantSite.mockResolvedValue(site(true, 'demo/head-login.png'))
    const { container } = render(await DesktopCreateCompanyPage({ params }))
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.com/demo/head-login.png?imageView2/2/w/1040/q/90',
    )
    expect(screen.getByRole('heading', { name: '注册企业账号' })).toBeInTheDocument()
  })

  it('desktop draws the band in the theme colours, with the tenant name, when the tenant has no banner', async () => {
    getTenantSite.mockResolvedValue(site(true))
    const { container } = render(await DesktopCreateCompanyPage({ params }))
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('account-band')).toHaveTextContent('启航学堂账号中心 · 企业账号注册')
  })

  it('mobile shows the top bar', async () => {
    getTenantSite.mockResolvedValue(site(true))
    render(await MobileCreateCompanyPage({ params }))
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument()
    expect(screen.getByLabelText('登录名')).toBeInTheDocument()
  })
})

describe('/accountForgot pages', () => {
  it.each([
    ['desktop', DesktopAccountForgotPage],
    ['mobile', MobileAccountForgotPage],
  ])('%s: the company variant is 404 when company accounts are off, the personal one is not', async (_, Page) => {
    getTenantSite.mockResolvedValue(site(false))
    await expect(Page({ params, searchParams: query('1') })).rejects.toThrow('NEXT_NOT_FOUND')
    render(await Page({ params, searchParams: query('0') }))
    expect(screen.getByLabelText('手机号')).toBeInTheDocument()
    expect(screen.queryByLabelText('登录名')).not.toBeInTheDocument()
  })

  it.each([
    ['desktop', DesktopAccountForgotPage],
    ['mobile', MobileAccountForgotPage],
  ])('%s: isCompany=1 shows the company form', async (_, Page) => {
    getTenantSite.mockResolvedValue(site(true))
    render(await Page({ params, searchParams: query('1') }))
    expect(screen.getByLabelText('登录名')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '账户中心' })).toBeInTheDocument()
  })

  it('treats a missing isCompany as personal', async () => {
    getTenantSite.mockResolvedValue(site(true))
    render(await DesktopAccountForgotPage({ params, searchParams: query() }))
    expect(screen.queryByLabelText('登录名')).not.toBeInTheDocument()
  })
})
