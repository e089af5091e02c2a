// Security headers on pages, API answers, stored files and /theme.css; and no CSP violation in real pages.
import { E2E_PORT } from '../playwright.config'
import { rawRequest } from '../tests/raw-http'
import { expect, test, type Page } from './test'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

test('pages, API answers, stored images and /theme.css carry the security headers', async ({ request }) => {
  const get = (path: string) => request.get(apiUrl(path), { headers: hostHeader('demo') })
  for (const path of ['/', '/login', '/api/Common/GetCommonSetting', '/api/services/app/Nope/Nope', '/theme.css']) {
    const res = await get(path)
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
  for (const path of ['/', '/course/1', '/api/services/app/FrontCourse/GetCourseList', '/api/nope', '/storage/tenants/demo/logo.png', '/robots.txt', '/theme.css']) {
    for (const verb of ['TRACE', 'TRACK', 'PROPFIND', 'FOO']) {
      const res = await rawRequest(E2E_PORT, verb, path, host)
      expect([verb, path, res.status]).toEqual([verb, path, 405])
      expect(res.headers, `${verb} ${path}`).toMatchObject(COMMON)
      // The page policy wherever next.config gives it; stored files keep theirs (none on a refusal).
      if (path.startsWith('/storage/')) expect(res.headers['content-security-policy']).toBeUndefined()
      else expect(res.headers['content-security-policy'], `${verb} ${path}`).toContain("frame-ancestors 'none'")
      if (path.startsWith('/api/')) expect(JSON.parse(res.body)).toMatchObject({ success: false, __abp: true, error: { code: 405, message: '请求方式不正确' } })
    }
  }
  const connect = await rawRequest(E2E_PORT, 'CONNECT', 'demo.localhost:443', host)
  expect(connect.status).toBe(405)
  expect(connect.headers).toMatchObject(COMMON)
})

/** Every CSP violation the page reports, and console errors that mention the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= [])
      list.push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) seen.push(msg.text())
  })
  return seen
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
  return [...reported, ...console]
}

test('home, a course page, /login and the login popup run without a CSP violation', async ({ page }, info) => {
  test.setTimeout(60_000)
  const console = await watchPolicy(page)
  await page.goto(tenantUrl('demo'))
  // Hydrated and interactive: the popup opens (desktop) or the tab bar links to 我的 (phone).
  if (info.project.name === 'desktop') {
    const dialog = page.getByTestId('login-dialog')
    // A click before hydration does nothing and the popup's code loads on demand: click until it shows, once it does stop.
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: '登录' }).click({ timeout: 2000 })
      await expect(dialog).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 20_000 })
    await dialog.getByLabel('手机号').fill('13800000001')
  }
  expect(await violations(page, console)).toEqual([])

  await page.goto(tenantUrl('demo', '/course/1'))
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
  await expect(page.getByRole('heading', { level: 1, name: 'Excel数据透视表从入门到精通' })).toBeVisible()
  expect(await violations(page, console)).toEqual([])

  await page.goto(tenantUrl('demo', '/login'))
  await expect(page.getByLabel('手机号')).toBeVisible()
  await page.getByLabel('手机号').fill('13800000001')
  expect(await violations(page, console)).toEqual([])

  // The watcher itself works: an image from a plain-http foreign origin is a violation it reports.
  await page.evaluate(() => document.body.append(Object.assign(new Image(), { src: 'http://blocked.example/x.png' })))
  await expect.poll(async () => (await violations(page, console)).join('\n')).toContain('img-src')
})

test('the login page refuses to be framed by another site', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (msg) => refused.push(msg.text()))
  await page.setContent(`<iframe id="f" src="${tenantUrl('demo', '/login')}"></iframe>`)
  // A framed /login would show its form; the browser blocks the document and says why.
  await expect.poll(() => refused.join('\n')).toContain("frame-ancestors 'none'")
  await expect(page.frameLocator('#f').getByLabel('手机号')).toHaveCount(0)
})
