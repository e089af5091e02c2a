// Security headers on pages, API answers, stored files and /theme.css, and on methods the app does not speak — over
// HTTP, once (the browserless request project); real pages' CSP is e2e/security-headers.spec.ts.
import { E2E_PORT } from '../playwright.config'
import { rawRequest } from '../tests/raw-http'
import { devices, expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

test('pages, API answers, stored images and /theme.css carry the security headers', async ({ request }) => {
  const get = (path: string, userAgent = devices['Desktop Chrome'].userAgent) =>
    request.get(apiUrl(path), { headers: { ...hostHeader('demo'), 'user-agent': userAgent } })
  // Pages twice: a phone's user agent is served another page tree.
  const phone = devices['Pixel 7'].userAgent
  const checks: [string, string?][] = [
    ['/'],
    ['/', phone],
    ['/login'],
    ['/login', phone],
    ['/api/Common/GetCommonSetting'],
    ['/api/services/app/Nope/Nope'],
    ['/theme.css'],
  ]
  for (const [route, userAgent] of checks) {
    const path = userAgent ? `${route} (phone)` : route
    const res = await get(route, userAgent)
    expect(res.status(), path).toBeLessThan(500)
    const headers = res.headers()
    expect(headers, path).toMatchObject(COMMON)
    const csp = headers['content-security-policy']
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp, path).toContain("object-src 'none'")
    // The e2e server is not APP_ENV=production: no HSTS, no upgrade on plain http.
    expect(headers['strict-transport-security'], path).toBeUndefined()
    expect(csp, path).not.toContain('upgrade-insecure-requests')
  }
  // A stored file keeps its own sandbox policy instead of the page policy (one policy, not both).
  const image = await get('/storage/tenants/demo/logo.png?imageView2/1/w/303/h/160/q/100')
  expect(image.status()).toBe(200)
  expect(image.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' })
  expect(image.headers()['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/)
})

test('methods the app does not speak answer 405 with the security headers on every path (TRACE was a bare 500)', async () => {
  const host = hostHeader('demo').host
  for (const path of [
    '/',
    '/course/1',
    '/api/services/app/FrontCourse/GetCourseList',
    '/api/nope',
    '/storage/tenants/demo/logo.png',
    '/robots.txt',
    '/theme.css',
  ]) {
    for (const verb of ['TRACE', 'TRACK', 'PROPFIND', 'FOO']) {
      const res = await rawRequest(E2E_PORT, verb, path, host)
      expect([verb, path, res.status]).toEqual([verb, path, 405])
      expect(res.headers, `${verb} ${path}`).toMatchObject(COMMON)
      // The page policy wherever next.config gives it; stored files keep theirs (none on a refusal).
      if (path.startsWith('/storage/')) expect(res.headers['content-security-policy']).toBeUndefined()
      else expect(res.headers['content-security-policy'], `${verb} ${path}`).toContain("frame-ancestors 'none'")
      if (path.startsWith('/api/'))
        expect(JSON.parse(res.body)).toMatchObject({
          success: false,
          __abp: true,
          error: { code: 405, message: '请求方式不正确' },
        })
    }
  }
  const connect = await rawRequest(E2E_PORT, 'CONNECT', 'demo.localhost:443', host)
  expect(connect.status).toBe(405)
  expect(connect.headers).toMatchObject(COMMON)
})
