// Desktop first: profile, the first two sections, then a phone finishes and submits.
import { devices, expect, test } from './test'
import {
  answerOnPhone,
  answerShown,
  expectPdfDownload,
  expectReport,
  expectSaved,
  learnerOn,
  newLearner,
  startWithProfile,
} from './diagnosis'
import { signIn } from './accounts'
import { tenantUrl } from './helpers'

test('answer half on the desktop, continue on a phone, submit, and read the report', async ({
  browser,
  page: desk,
  request,
}) => {
  const who = await newLearner(request)
  await signIn(desk, who)
  await startWithProfile(desk)
  for (let section = 0; section < 2; section++) {
    const first = await desk.getByTestId('question').first().getAttribute('data-qid')
    await answerShown(desk)
    await desk.getByRole('button', { name: '下一部分' }).click()
    await expect(desk.getByTestId('question').first()).not.toHaveAttribute('data-qid', first!)
  }
  await expectSaved(desk, 6)
  const url = new URL(desk.url())

  const phone = await learnerOn(browser, devices['Pixel 7'], who)
  await phone.goto(tenantUrl('demo', url.pathname + url.search))
  await expect(phone.getByTestId('progress-text')).toHaveText('已答 6/12')
  // Already answered questions keep their answers; the rest are answered one per screen.
  await answerOnPhone(phone, 12)
  await expect(phone.getByTestId('progress-text')).toHaveText('已答 12/12')
  while (!(await phone.getByRole('button', { name: '提交诊断' }).isVisible()))
    await phone.getByRole('button', { name: '下一题' }).click()
  await phone.getByRole('button', { name: '提交诊断' }).click()
  await expectReport(phone)
  await expectPdfDownload(phone)
  await desk.goto(tenantUrl('demo', '/diagnosis'))
  await expect(desk.getByTestId('report-row').first()).toContainText('数字化素养自评')
  await phone.context().close()
})
