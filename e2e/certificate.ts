// 学时证明's part of the company-learning journey (issue 31; e2e/company-learning.ts): the member who finished the short
// course issues its certificate on 我的课程 and downloads the PDF; the QR code read off the PDF opens the verification
// page (有效); an administrator revokes it in the console (the confirmation names the number); the page says 已撤销.
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { freshPage, signIn as consoleSignIn } from './console'
import { tenantUrl } from './helpers'
import { SHORT_COURSE } from './learning'
import { expect } from './test'

const ADMIN = { loginName: 'admin', password: 'Admin@2026', phone: '13300000001' }

/** What a phone's camera reads off the PDF: the QR codes decoded by tests/pdf-qr.mjs; and the PDF's text. */
function readPdf(bytes: Buffer) {
  const run = (script: string) =>
    JSON.parse(
      execFileSync(process.execPath, [path.join(process.cwd(), 'tests', script)], { input: bytes, encoding: 'utf8' }),
    )
  return { codes: run('pdf-qr.mjs').codes as string[], text: (run('pdf-text.mjs').text as string).replace(/\s+/g, '') }
}

/**
 * The learner on `page` has finished the short course: issue its certificate on 我的课程, download it, follow its QR to
 * the verification page (有效), revoke it in the console, and the page says 已撤销.
 */
export async function certifyAndRevoke(page: Page, browser: Browser, myCourses: string) {
  await page.goto(tenantUrl('demo', myCourses))
  await page.getByRole('tab', { name: '已完成' }).click()
  const row = page.getByTestId('my-course').filter({ hasText: SHORT_COURSE })
  await row.getByTestId('certificate-issue').click()
  const downloading = page.waitForEvent('download')
  await row.getByTestId('certificate-download').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^学时证明-DEMO-\d{4}-\d{6}\.pdf$/)
  const { codes, text } = readPdf(await readFile(await download.path()))
  expect(codes).toHaveLength(1)
  const url = codes[0]
  expect(url).toMatch(new RegExp(`^${tenantUrl('demo', '/certificate/')}[A-Z2-9]{20}$`))
  expect(text).toContain(SHORT_COURSE)
  const number = /DEMO-\d{4}-\d{6}/.exec(text)![0]
  // The personal list under 我的课程 shows it too.
  await expect(page.getByTestId('my-certificates')).toContainText(number)

  await page.goto(url)
  await expect(page.getByRole('heading', { name: '学时证明验证' })).toBeVisible()
  // The page's own status (the toasts' live region is another, empty one).
  await expect(page.getByRole('status').filter({ hasText: '有效' })).toContainText('内容与下列记录一致')
  await expect(page.locator('body')).toContainText(number)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const office = await freshPage(browser)
  try {
    await office.goto(tenantUrl('demo', '/admin/login'))
    await consoleSignIn(office, 'demo', ADMIN.loginName, ADMIN.password, ADMIN.phone)
    await office.getByTestId('console-nav-certificates').click()
    await office.getByLabel('证明编号或手机号').fill(number)
    await office.getByRole('button', { name: '查询' }).click()
    const listed = office.getByTestId('certificate-table').getByRole('row').filter({ hasText: number })
    await listed.getByRole('button', { name: '撤销' }).click()
    const confirm = office.getByRole('dialog', { name: '撤销学时证明' })
    await expect(confirm).toContainText(number)
    await confirm.getByLabel('撤销原因').fill('演示撤销')
    await confirm.getByRole('button', { name: '撤销' }).click()
    await expect(confirm).toBeHidden()
    await expect(listed).toContainText('已撤销')
  } finally {
    await office.context().close()
  }

  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: '已撤销' })).toContainText('撤销原因：演示撤销')
}
