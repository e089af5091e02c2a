// Desktop 学时证明: finish a course, download its certificate, open the QR's URL (有效), revoke it in the console, 已撤销.
import { certificateJourney } from './certificate'
import { test } from './test'

test('a completed course gives a certificate whose QR opens the verification page, valid until revoked', async ({
  page,
  request,
  browser,
}) => {
  // 36 s of video at 2× (learning.desktop.spec.ts), the console's sign-in and a PDF read twice.
  test.setTimeout(180_000)
  await certificateJourney(page, request, browser, '/course/my')
})
