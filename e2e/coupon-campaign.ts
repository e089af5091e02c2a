// The console's side of the desktop coupon journey (issue 32): a 运营 creates a voucher campaign for one course,
// generates its codes — shown once — and downloads them as xlsx, which must hold exactly the codes shown.
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { tenantUrl } from './helpers'
import { expect } from './test'

/** 新建活动 for `course` → its page → 生成兑换码 × `count` → 下载兑换码; returns the campaign's name, codes and page. */
export async function campaignWithCodes(office: Page, course: string, count: number) {
  const title = `E2E课程券${Date.now().toString(36).slice(-5)}`
  await office.goto(tenantUrl('demo', '/admin/coupons'))
  await expect(office.getByRole('heading', { level: 1, name: '优惠券活动' })).toBeVisible()
  await office.getByRole('button', { name: '新建活动' }).click()
  const form = office.getByRole('dialog', { name: '新建活动' })
  await form.getByLabel('活动名称').fill(title)
  await form.getByLabel('查找课程').fill(course)
  await form.getByRole('button', { name: '查找', exact: true }).click()
  await form.getByRole('button', { name: `选择「${course}」` }).click()
  await expectAccessibleAndFitting(office)
  await form.getByRole('button', { name: '创建活动' }).click()
  await expect(office).toHaveURL(/\/admin\/coupons\/\d+$/)
  const campaignUrl = office.url()

  await office.getByRole('button', { name: '生成兑换码' }).click()
  const generate = office.getByRole('dialog', { name: '生成兑换码' })
  await generate.getByLabel('数量').fill(String(count))
  await generate.getByRole('button', { name: '生成', exact: true }).click()
  const shown = generate.getByRole('list', { name: '生成的兑换码' }).getByRole('listitem')
  await expect(shown).toHaveCount(count)
  const codes = (await shown.allTextContents()).map((c) => c.replace(/[^0-9A-Z]/g, ''))
  await expectAccessibleAndFitting(office)
  const downloading = office.waitForEvent('download')
  await generate.getByRole('button', { name: '下载兑换码 (xlsx)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const book = new ExcelJS.Workbook()
  const file = await readFile(await download.path())
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer)
  const cells = book.worksheets[0]
    .getSheetValues()
    .flatMap((row) => (Array.isArray(row) ? row : []))
    .map((v) => String(v ?? '').replace(/[^0-9A-Z]/g, ''))
  for (const code of codes) expect(cells).toContain(code)
  await generate.getByRole('button', { name: '完成' }).click()
  await expect(generate).toBeHidden()
  await expect(office.getByTestId('campaign-code-count')).toContainText(String(count))
  return { title, codes, campaignUrl }
}
