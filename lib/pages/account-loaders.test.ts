/** @jest-environment node */
// What the account pages' models hand both variants once the tenant is known: the site, the query's reading, and links.
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { loadAccount } from './account'
import { loadAccountForgot } from './account-forgot'
import { loadCreateCompany } from './create-company'
import { loadLogin } from './login'
import { loadLoginEntrance, loginEntranceMetadata, loginHref } from './login-entrance'
import { privatePageMetadata, siteOr404 } from './tenant-page'
import { fixtureSite } from './test-fixtures'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
const params = Promise.resolve({ tenant: 'demo' })
const withQuery = (query: Record<string, string | string[]>) => ({ params, searchParams: Promise.resolve(query) })

beforeEach(() => jest.resetAllMocks())

it('siteOr404 hands over the tenant of the route, or a 404', async () => {
  const site = fixtureSite()
  getTenantSite.mockResolvedValue(site)
  expect(await siteOr404('demo')).toBe(site)
  expect(getTenantSite).toHaveBeenCalledWith('demo')
  getTenantSite.mockResolvedValue(null)
  await expect(siteOr404('nobody')).rejects.toMatchObject(NOT_FOUND)
})

it('private pages keep their title, are followed and never indexed', () => {
  expect(privatePageMetadata('登录')).toEqual({ title: '登录', robots: { index: false, follow: true } })
})

describe('with a known tenant', () => {
  const site = fixtureSite()
  beforeEach(() => getTenantSite.mockResolvedValue(site))

  it('/account, /createcompany and /login carry the site and the login query', async () => {
    expect(await loadAccount({ params })).toEqual({ site })
    expect(await loadCreateCompany({ params })).toEqual({ site })
    expect(await loadLogin(withQuery({ tab: 'company', redirect: '/account' }))).toEqual({
      site,
      tab: 'company',
      redirect: '/account',
    })
  })

  it('/accountForgot tells the company reset from the personal one', async () => {
    expect(await loadAccountForgot(withQuery({ isCompany: '1' }))).toEqual({ site, isCompany: true })
    expect(await loadAccountForgot(withQuery({}))).toEqual({ site, isCompany: false })
  })

  it('/loginEntrance links both logins back to where the visitor was going', async () => {
    expect(await loadLoginEntrance(withQuery({ locations: '/account', name: '个人中心' }))).toEqual({
      site,
      wanted: '个人中心',
      loginHref: '/login?redirect=%2Faccount',
      companyLoginHref: '/login?tab=company&redirect=%2Faccount',
    })
    expect(await loginEntranceMetadata(withQuery({}))).toEqual({
      title: '登录',
      robots: { index: false, follow: true },
    })
  })
})

it('/loginEntrance offers no company login while company accounts are off, and 404s for an unknown tenant', async () => {
  getTenantSite.mockResolvedValue(fixtureSite({ isHideCompanyRegAndLogin: false }))
  expect(await loadLoginEntrance(withQuery({}))).toMatchObject({
    wanted: '',
    loginHref: '/login',
    companyLoginHref: null,
  })
  getTenantSite.mockResolvedValue(null)
  await expect(loadLoginEntrance(withQuery({}))).rejects.toMatchObject(NOT_FOUND)
  await expect(loginEntranceMetadata(withQuery({}))).rejects.toMatchObject(NOT_FOUND)
})

it('loginHref puts the tab before the return path and leaves out what is empty', () => {
  expect(loginHref('', true)).toBe('/login?tab=company')
  expect(loginHref('/course/12?x=1', false)).toBe('/login?redirect=%2Fcourse%2F12%3Fx%3D1')
})
