/** @jest-environment node */
// Request targets the proxy refuses before routing, and the few paths it leaves to Next.
import { decideRewrite, isPassThrough, MAX_TARGET_LENGTH, refusalFor } from './rewrite'

describe('refusalFor', () => {
  it('passes ordinary targets, and escapes that decode', () => {
    expect(refusalFor('/course/12', '?x=1')).toBeNull()
    expect(refusalFor('/searchlist', '?name=%ZZ')).toBeNull() // the query's escapes are forgiven by URLSearchParams
    expect(refusalFor('/%E7%AE%A1')).toBeNull()
  })

  it('refuses an undecodable path with 400, as an envelope on API paths', () => {
    expect(refusalFor('/course/%ZZ')).toEqual({ status: 400, message: '请求地址格式不正确', api: false })
    expect(refusalFor('/api/Common/%E0%A4%A')).toEqual({ status: 400, message: '请求地址格式不正确', api: true })
    expect(refusalFor('/api', '')).toBeNull()
  })

  it(`refuses targets longer than ${MAX_TARGET_LENGTH} characters with 414, path and query counted together`, () => {
    const path = '/searchlist'
    const fits = `?name=${'a'.repeat(MAX_TARGET_LENGTH - path.length - 6)}`
    expect((path + fits).length).toBe(MAX_TARGET_LENGTH)
    expect(refusalFor(path, fits)).toBeNull()
    expect(refusalFor(path, `${fits}a`)).toEqual({ status: 414, message: '请求地址过长', api: false })
    expect(refusalFor('/api/x', 'a'.repeat(MAX_TARGET_LENGTH))).toEqual({
      status: 414,
      message: '请求地址过长',
      api: true,
    })
    expect(refusalFor(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ status: 414 })
  })

  it('tells API paths from pages that merely start alike', () => {
    expect(refusalFor('/apis/%ZZ')).toMatchObject({ api: false })
    expect(refusalFor('/api/%ZZ')).toMatchObject({ api: true })
  })
})

describe('isPassThrough', () => {
  it.each([
    '/apis',
    '/api-docs',
    '/_next',
    '/_nextx/a',
    '/storage',
    '/storagex/a',
    '/robots.txt/x',
    '/sitemap.xml.bak',
    '/favicon.ico2',
  ])('%s belongs to the tenant', (p) => {
    expect(isPassThrough(p)).toBe(false)
  })
})

describe('decideRewrite', () => {
  const rewrite = (pathname: string, search?: string) => {
    const d = decideRewrite({
      host: 'demo.localhost',
      userAgent: null,
      pathname,
      search,
      knownTenants: new Set(['demo']),
    })
    return d.kind === 'rewrite' ? d.pathname : d.kind
  }

  it('drops any run of trailing slashes', () => {
    expect(rewrite('/course/12//')).toBe('/demo/desktop/course/12')
    expect(rewrite('/courselist/', '?page=2')).toBe('/demo/desktop/courselist/0-0-overall-all-2')
  })

  it('keeps the two non-numeric course routes, on the course path only', () => {
    expect(rewrite('/course/learn')).toBe('/demo/desktop/course/learn')
    expect(rewrite('/teacher/my')).toBe('/demo/desktop/404')
    expect(rewrite('/thematic/learn')).toBe('/demo/desktop/404')
  })

  it('keeps ids up to 2³¹−1 and sends the next one to the 404', () => {
    expect(rewrite('/course/1')).toBe('/demo/desktop/course/1')
    expect(rewrite('/teacher/2147483647')).toBe('/demo/desktop/teacher/2147483647')
    expect(rewrite('/teacher/2147483648')).toBe('/demo/desktop/404')
    expect(rewrite('/course/0')).toBe('/demo/desktop/404')
  })

  it('reads the list query only when given one', () => {
    expect(rewrite('/courselist')).toBe('/demo/desktop/courselist/0-0-overall-all-1')
    expect(rewrite('/searchlist')).toBe('/demo/desktop/searchlist/1')
  })

  it('reports the tenant and device it chose', () => {
    expect(decideRewrite({ host: 'demo.localhost', userAgent: 'Mozilla/5.0 (iPhone)', pathname: '/' })).toEqual({
      kind: 'rewrite',
      tenant: 'demo',
      device: 'mobile',
      pathname: '/demo/mobile',
    })
  })
})
