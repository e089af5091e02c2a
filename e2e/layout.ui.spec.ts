// Layout that holds at every width: a usable desktop header from 768 px, phone fields that do not make iOS zoom, and a
// toast that leaves the header visible. No sideways scrolling is checked where axe scans the page (a11y.ui.spec.ts,
// sidewaysAt), so the check costs no page load of its own.
import { expect, test } from './test'
import { agree } from './accounts'
import { tenantUrl } from './helpers'
import { VIEWS } from './ui-shared'

test.describe('tablet and narrow desktop header', () => {
  test.use(VIEWS.tablet768)

  test('at 768 px the links fold into 导航 and 登录 stays on screen', async ({ page }) => {
    await page.goto(tenantUrl('demo'))
    const login = page.getByRole('button', { name: '登录', exact: true })
    await expect(login).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('search').getByRole('searchbox', { name: '搜索课程' })).toBeInViewport({ ratio: 1 })
    await page.getByRole('button', { name: '导航菜单' }).click()
    const menu = page.getByRole('menu', { name: '导航菜单' })
    await expect(menu.getByRole('menuitem')).toHaveText(['首页', '课程', '讲师', '专题', '平台服务'])
    await menu.getByRole('menuitem', { name: '课程' }).click()
    await expect(page).toHaveURL(tenantUrl('demo', '/courselist'))
  })

  test('at 1024 px every link label stays on one line', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto(tenantUrl('demo'))
    const nav = page.getByRole('navigation', { name: '主导航' })
    const heights = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height))
    expect(new Set(heights).size, `link heights ${heights.join(', ')}`).toBe(1)
    const category = await page.getByRole('button', { name: '课程分类' }).boundingBox()
    expect(category!.height).toBe(heights[0])
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeInViewport({ ratio: 1 })
  })
})

test.describe('phone fields', () => {
  test.use(VIEWS.phone)

  // Font size is the behaviour here: iOS Safari zooms the page into any focused field under 16 px.
  test('every field reads at 16 px or more, at 360 and 390 px', async ({ page }) => {
    const small: string[] = []
    for (const path of ['/search', '/login', '/login?tab=company', '/accountForgot?isCompany=0', '/createcompany']) {
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(tenantUrl('demo', path))
        await expect(page.locator('input:visible').first()).toBeVisible()
        const sizes = await page
          .locator('input:visible')
          .evaluateAll((inputs) =>
            inputs.map(
              (el) => [el.getAttribute('aria-label') ?? el.id, parseFloat(getComputedStyle(el).fontSize)] as const,
            ),
          )
        for (const [name, size] of sizes) if (size < 16) small.push(`${path} at ${width}px: ${name} ${size}px`)
      }
    }
    expect(small).toEqual([])
  })
})

test.describe('desktop toast', () => {
  test.use(VIEWS.desktop)

  test('登录成功 shows below the header, not over it', async ({ page }) => {
    await page.goto(tenantUrl('demo'))
    await page.getByRole('button', { name: '登录', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: '账号密码登录' }).click()
    await dialog.getByLabel('手机号').fill('13800000001')
    await dialog.getByLabel('密码', { exact: true }).fill('Qihang2026')
    await agree(dialog)
    await dialog.getByRole('button', { name: '登录', exact: true }).click()
    const toast = page.getByRole('status').getByText('登录成功')
    await expect(toast).toBeVisible()
    const header = await page.getByRole('banner').boundingBox()
    const box = await toast.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
  })
})
