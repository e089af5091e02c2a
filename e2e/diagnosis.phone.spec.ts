// Phone first: profile and six questions one per screen, then the desktop finishes the sections and submits.
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

test('answer half on a phone, continue on the desktop, submit, and read the report', async ({
  browser,
  page: phone,
  request,
}) => {
  const who = await newLearner(request)
  await signIn(phone, who)
  await phone.goto(tenantUrl('demo', '/mine'))
  await phone.getByTestId('mine-diagnosis').click()
  await expect(phone).toHaveURL(/\/diagnosis$/)
  await startWithProfile(phone)
  await answerOnPhone(phone, 6)
  await expectSaved(phone, 6)
  const url = new URL(phone.url())

  const desk = await learnerOn(browser, devices['Desktop Chrome'], who)
  await desk.goto(tenantUrl('demo', url.pathname + url.search))
  await expect(desk.getByTestId('progress-text')).toHaveText('已答 6/12')
  for (let section = 0; section < 4; section++) {
    const first = await desk.getByTestId('question').first().getAttribute('data-qid')
    await answerShown(desk)
    if (section < 3) {
      await desk.getByRole('button', { name: '下一部分' }).click()
      await expect(desk.getByTestId('question').first()).not.toHaveAttribute('data-qid', first!)
    }
  }
  await desk.getByRole('button', { name: '提交诊断' }).click()
  await expectReport(desk)
  await expectPdfDownload(desk)
  await desk.context().close()
})
