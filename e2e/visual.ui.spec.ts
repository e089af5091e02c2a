// Visual baselines: main pages, login popup, phone confirm and 404 per device (regenerate: README, "Visual baselines").
import { expect, test, type Page, type PageAssertionsToHaveScreenshotOptions } from './test'
import { passwordSession, signIn } from './accounts'
import { tenantUrl } from './helpers'
import { firstCourseId, settle, VIEWS, type View } from './ui-shared'

// Viewport-sized shots at CSS scale keep the baselines small; 2 % of the pixels absorbs anti-aliasing noise.
const SHOT: PageAssertionsToHaveScreenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  maxDiffPixelRatio: 0.02,
}

/** Dates are relative to the day the database was seeded (courses' 发布于, accounts' 注册时间): masked. */
async function shoot(page: Page, name: string) {
  await settle(page)
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { ...SHOT, mask: [page.getByText(/\d{4}-\d{2}-\d{2}/)] })
}

const DESKTOP_VIEWS: View[] = ['tablet768', 'tablet1024', 'desktop']

for (const view of Object.keys(VIEWS) as View[]) {
  test.describe(view, () => {
    test.use(VIEWS[view])

    test('demo: home, course list, course detail, login page and 404', async ({ page, request }) => {
      const id = await firstCourseId(request, 'demo')
      const pages: Array<[string, string]> = [
        ['home', '/'],
        ['list', '/courselist'],
        ['detail', `/course/${id}`],
        ['login', '/login'],
        ['404', '/no-such-page'],
      ]
      for (const [name, path] of pages) {
        await page.goto(tenantUrl('demo', path))
        await shoot(page, `${name}-demo-${view}`)
      }
    })

    if (DESKTOP_VIEWS.includes(view)) {
      test('demo: the login popup over the home page', async ({ page }) => {
        await page.goto(tenantUrl('demo'))
        await page.getByRole('button', { name: '登录', exact: true }).click()
        await expect(page.getByRole('dialog').getByRole('button', { name: '登录', exact: true })).toBeVisible()
        await shoot(page, `login-popup-demo-${view}`)
      })
    }

    if (view === 'phone' || view === 'desktop') {
      test('acme: home, course detail and login page', async ({ page, request }) => {
        const id = await firstCourseId(request, 'acme')
        for (const [name, path] of [
          ['home', '/'],
          ['detail', `/course/${id}`],
          ['login', '/login'],
        ]) {
          await page.goto(tenantUrl('acme', path))
          await shoot(page, `${name}-acme-${view}`)
        }
      })
    }

    if (view === 'phone') {
      test('demo: 我的 → 退出登录 asks in a card that fits the phone', async ({ page, request }) => {
        // Signed in by the API: no 登录成功 toast to wait out, the baseline is of the dialog alone.
        await signIn(page, await passwordSession(request, '13800000001', 'Qihang2026'))
        await page.goto(tenantUrl('demo', '/account'))
        await expect(page.getByTestId('mine-name')).toHaveText('学员小王')
        await page.getByRole('button', { name: '退出登录' }).click()
        const dialog = page.getByRole('dialog', { name: '提示' })
        await expect(dialog.getByText('确定要退出登录吗？')).toBeVisible()
        await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible()
        await shoot(page, `confirm-logout-demo-${view}`)
      })
    }
  })
}
