/** @jest-environment node */
// The account pages' models: query rules, the company-accounts switch and noindex metadata for both variants.
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { accountMetadata } from './account'
import { accountForgotMetadata, isCompanyReset, loadAccountForgot } from './account-forgot'
import { createCompanyMetadata, loadCreateCompany } from './create-company'
import { loadLogin, loginMetadata, loginQuery } from './login'
import { entranceLinks, loginHref } from './login-entrance'
import { fixtureSite } from './test-fixtures'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
const params = Promise.resolve({ tenant: 'demo' })
const withQuery = (query: Record<string, string | string[]>) => ({ params, searchParams: Promise.resolve(query) })
const companyOff = () => fixtureSite({ isHideCompanyRegAndLogin: false })

beforeEach(() => jest.resetAllMocks())

it('reads the login tab and the raw return path, first value of a repeated key', () => {
  expect(loginQuery({})).toEqual({ tab: 'personal', redirect: '' })
  expect(loginQuery({ tab: ['company', 'personal'], redirect: '/message?id=3' })).toEqual({
    tab: 'company',
    redirect: '/message?id=3',
  })
  expect(loginQuery({ tab: 'Company' }).tab).toBe('personal')
})

it('builds the entrance links from ?locations and names the wanted page', () => {
  expect(loginHref('', false)).toBe('/login')
  expect(entranceLinks({ locations: '/message?id=3' }, true)).toEqual({
    wanted: '我的消息',
    loginHref: '/login?redirect=%2Fmessage%3Fid%3D3',
    companyLoginHref: '/login?tab=company&redirect=%2Fmessage%3Fid%3D3',
  })
  expect(entranceLinks({ name: ' 课程学习 ' }, false)).toEqual({
    wanted: '课程学习',
    loginHref: '/login',
    companyLoginHref: null,
  })
})

it('reads isCompany=1 as the company reset and nothing else', () => {
  expect(isCompanyReset({ isCompany: '1' })).toBe(true)
  expect(isCompanyReset({ isCompany: ['1', '0'] })).toBe(true)
  for (const isCompany of [undefined, '0', 'true', ' 1']) expect(isCompanyReset({ isCompany })).toBe(false)
})

describe('404 decisions', () => {
  it('answers 404 for an unknown tenant on every account page', async () => {
    getTenantSite.mockResolvedValue(null)
    await expect(loadLogin(withQuery({}))).rejects.toMatchObject(NOT_FOUND)
    await expect(loadAccountForgot(withQuery({}))).rejects.toMatchObject(NOT_FOUND)
    await expect(loadCreateCompany({ params })).rejects.toMatchObject(NOT_FOUND)
    await expect(accountMetadata({ params })).rejects.toMatchObject(NOT_FOUND)
  })

  it('has no company pages while company accounts are off', async () => {
    getTenantSite.mockResolvedValue(companyOff())
    await expect(loadAccountForgot(withQuery({ isCompany: '1' }))).rejects.toMatchObject(NOT_FOUND)
    await expect(accountForgotMetadata(withQuery({ isCompany: '1' }))).rejects.toMatchObject(NOT_FOUND)
    await expect(loadCreateCompany({ params })).rejects.toMatchObject(NOT_FOUND)
    await expect(loadAccountForgot(withQuery({ isCompany: '0' }))).resolves.toMatchObject({ isCompany: false })
  })
})

it('keeps every account page out of search with the same title on both variants', async () => {
  getTenantSite.mockResolvedValue(fixtureSite())
  const robots = { index: false, follow: true }
  expect(await loginMetadata(withQuery({ redirect: '/account' }))).toEqual({ title: '登录', robots })
  expect(await accountForgotMetadata(withQuery({ isCompany: '1' }))).toEqual({ title: '账户中心', robots })
  expect(await createCompanyMetadata({ params })).toEqual({ title: '注册企业账号', robots })
  expect(await accountMetadata({ params })).toEqual({ title: '我的', robots })
})
