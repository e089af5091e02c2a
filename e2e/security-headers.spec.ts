// No CSP violation in real pages, on both devices, and no framing of /login by another site (the headers themselves,
// over HTTP: e2e/security-headers.request.spec.ts).
import { expect, test, type Page } from './test'
import { tenantUrl } from './helpers'

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
  const console = await watchPolicy(page)
  await page.goto(tenantUrl('demo'))
  // Hydrated and interactive: the popup opens (desktop) or the tab bar links to 我的 (phone).
  if (info.project.name === 'desktop') {
    const dialog = page.getByTestId('login-dialog')
    // A click before hydration does nothing and the popup's code loads on demand: click until it shows, once it does stop.
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await page.getByRole('banner').getByRole('button', { name: '登录' }).click({ timeout: 2000 })
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
