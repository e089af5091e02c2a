// 机构设置's pictures in a browser (issue 28): an administrator chooses a logo, frames it in the crop dialog (a real
// canvas, a real upload), saves, and a visitor's next page view of the tenant's home draws the new logo in the header.
// The legal texts stay as seeded here (the consent journeys read their version 1.0); AdminLegal's own tests cover them.
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { outboxCode } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { expect, test } from './test'

/** The console's two sign-in steps (as console.desktop.spec.ts signs in). */
async function signIn(page: Page) {
  await page.goto(tenantUrl('demo', '/admin/login'))
  const form = page.getByTestId('console-login-password')
  await form.getByLabel('登录名').fill('admin')
  await form.getByLabel('密码').fill('Admin@2026')
  const since = Date.now()
  await form.getByRole('button', { name: '下一步' }).click()
  const code = page.getByTestId('console-login-code')
  await code.getByLabel('短信验证码').fill(await outboxCode(page.request, '13300000001', since))
  await code.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/admin'))
}

test('a logo framed in 机构设置 and saved is in the header of the tenant’s next page view', async ({
  page,
  browser,
}) => {
  const logo = await sharp({ create: { width: 900, height: 500, channels: 4, background: '#e11d48' } })
    .png()
    .toBuffer()
  await signIn(page)
  await page.getByTestId('console-nav-settings').click()
  const field = page.getByRole('group', { name: '机构标志' })
  await expect(field.getByRole('img', { name: '当前机构标志' })).toBeVisible()

  await page.getByTestId('picture-file-tenantLogoUrl').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  })
  const dialog = page.getByRole('dialog', { name: '裁切机构标志' })
  await expect(dialog.getByRole('button', { name: '裁切并上传' })).toBeEnabled()
  await expectAccessibleAndFitting(page)
  await dialog.getByRole('button', { name: '裁切并上传' }).click()
  await expect(dialog).toBeHidden()
  const preview = field.getByRole('img', { name: '当前机构标志' })
  await expect(preview).toHaveAttribute('src', /tenants\/demo\/console\/logo-[a-z0-9]+\.png/)
  const key = /tenants\/demo\/console\/logo-[a-z0-9]+\.png/.exec((await preview.getAttribute('src'))!)![0]
  await expect(page.getByText('有未保存的修改')).toBeVisible()
  await page.getByTestId('settings-save').click()
  await expect(page.getByText('已保存，机构页面已按新设置显示')).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto(tenantUrl('demo'))
  const headerLogo = visitor.getByRole('banner').locator('img').first()
  await expect(headerLogo).toHaveAttribute('src', new RegExp(key.replaceAll('.', '\\.')))
  // The stored picture is the framed box at the header's ratio (303×160, uploaded at twice that).
  // Node's resolver may not know *.localhost: the storage path goes to localhost with the tenant in Host.
  const original = new URL((await headerLogo.getAttribute('src'))!.split('?')[0], tenantUrl('demo')).pathname
  const stored = await visitor.request.get(apiUrl(original), { headers: hostHeader('demo') })
  expect(stored.status()).toBe(200)
  expect(await sharp(await stored.body()).metadata()).toMatchObject({ width: 606, height: 320 })
  await visitor.close()

  await page.getByTestId('console-nav-audit').click()
  await expect(page.getByTestId('audit-table')).toContainText('保存机构设置')
})
