// The diagnosis journey on two devices: sign in → /diagnosis → the profile → half of 数字化素养自评 on one device →
// the rest on the other (the draft followed) → submit → the report with its radar and recommended courses.
import { readFile } from 'node:fs/promises'
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { signedInIndividual, signedInPage, type SignedIn } from './accounts'
import { tenantUrl } from './helpers'

export const INSTRUMENT = '数字化素养自评'

/** `who` on a device of their own (a new browser context, signed in from the start). */
export const learnerOn = (browser: Browser, device: BrowserContextOptions, who: SignedIn): Promise<Page> =>
  signedInPage(browser, device, who)

export const newLearner = (request: APIRequestContext) => signedInIndividual(request)

/** /diagnosis → 开始诊断 → /metalData → the questionnaire. */
export async function startWithProfile(page: Page) {
  await page.goto(tenantUrl('demo', '/diagnosis'))
  const card = page.getByTestId('instrument-card').filter({ hasText: INSTRUMENT })
  await expect(card).toContainText('12道题')
  await card.getByRole('link', { name: '开始诊断' }).click()
  const form = page.getByTestId('profile-form')
  await form.getByLabel('岗位').fill('运营专员')
  await form.getByLabel('所属行业').selectOption('互联网/IT')
  await form.getByLabel('工作年限').selectOption('1-3年')
  await form.getByLabel('企业规模').selectOption('100-499人')
  await form.getByRole('button', { name: '保存并继续' }).click()
  await expect(page).toHaveURL(/\/questionnaire\?id=\d+$/)
}

/** Answers every question on screen: Likert 同意, single choice the last option, multiple choice the first two. */
export async function answerShown(page: Page) {
  for (const q of await page.getByTestId('question').all()) {
    if ((await q.locator('input:checked').count()) > 0) continue
    const labels = q.locator('label')
    const n = await labels.count()
    const multi = (await q.locator('input[type=checkbox]').count()) > 0
    if (multi) {
      await labels.nth(0).click()
      await labels.nth(1).click()
    } else await labels.nth(n === 5 ? 3 : n - 1).click()
  }
}

/** Waits until the server holds what the page shows as answered (autosave). */
export async function expectSaved(page: Page, done: number) {
  await expect(page.getByTestId('progress-text')).toHaveText(`已答 ${done}/12`)
  await expect
    .poll(async () =>
      page.evaluate(
        async (id) => {
          const res = await fetch(`/api/services/app/Diagnosis/GetInstrument?id=${id}`)
          return Object.keys((await res.json()).result.answers).length
        },
        Number(new URL(page.url()).searchParams.get('id')),
      ),
    )
    .toBe(done)
}

export async function expectReport(page: Page) {
  await expect(page).toHaveURL(/\/report\?id=\d+$/)
  const report = page.getByTestId('report')
  await expect(report).toContainText(`${INSTRUMENT} · 诊断报告`)
  await expect(page.getByTestId('radar').locator('svg polygon')).toHaveCount(5)
  await expect(page.getByTestId('dimension-row')).toHaveCount(4)
  await expect(page.getByTestId('recommended-course').first()).toBeVisible()
}

/** 导出PDF downloads a non-empty A4 PDF named after the instrument and the date. */
export async function expectPdfDownload(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-pdf').click()])
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${INSTRUMENT}-诊断报告-\\d{4}-\\d{2}-\\d{2}\\.pdf$`))
  const bytes = await readFile((await download.path())!)
  expect(bytes.length).toBeGreaterThan(1000)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const href = (await page.getByTestId('export-pdf').getAttribute('href')) ?? ''
  expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), href)).toBe(
    'application/pdf',
  )
}

/** On a phone, one question per screen: answers what is unanswered (a single choice moves on by itself) up to `upTo`. */
export async function answerOnPhone(page: Page, upTo: number) {
  const progress = page.getByTestId('progress-text')
  const next = page.getByRole('button', { name: '下一题' })
  for (let guard = 0; guard < 30; guard++) {
    const done = Number((await progress.textContent())!.match(/已答 (\d+)/)![1])
    if (done >= upTo) return
    const q = page.getByTestId('question')
    const answered = (await q.locator('input:checked').count()) > 0
    const multi = (await q.locator('input[type=checkbox]').count()) > 0
    if (!answered) {
      await answerShown(page)
      await expect(progress).toHaveText(`已答 ${done + 1}/12`)
    }
    if (answered || multi) await next.click()
  }
}
