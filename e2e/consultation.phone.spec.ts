// Phone: tab 平台服务 → /join → 我要咨询 → the form as a visitor → /consultation after sign-in → the reply.
import { expect, test } from './test'
import {
  consultAbout,
  findOnConsultation,
  operatorReplies,
  readReplyAndFollowUp,
  submitAsVisitor,
} from './consultation'
import { tenantUrl } from './helpers'
import { signedInIndividual } from './accounts'

test('tab 平台服务 → a service → 我要咨询 as a visitor; signed in, the request and the consultant’s reply are there', async ({
  page,
  request,
}) => {
  // The phone the visitor gives belongs to an account; signed in on it after asking, the request is there.
  const who = await signedInIndividual(request)
  await page.goto(tenantUrl('demo', '/'))
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '平台服务' }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/join'))
  await expect(
    page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '平台服务' }),
  ).toHaveAttribute('aria-current', 'page')
  await consultAbout(page, '人才测评')
  const topic = '年度高潜人才测评'
  const number = await submitAsVisitor(page, request, who, topic)
  const id = await findOnConsultation(page, who, topic, number)
  await operatorReplies(request, id, '您好，人才测评方案已发送至您的邮箱，请查收。')
  await readReplyAndFollowUp(page, id, '人才测评方案已发送至您的邮箱')
})

test('acme: no 平台服务 tab, and /join is 404', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/'))
  const tabs = page.getByRole('navigation', { name: '底部导航' })
  await expect(tabs.getByRole('link', { name: '首页' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: '平台服务' })).toHaveCount(0)
  expect((await page.goto(tenantUrl('acme', '/join')))?.status()).toBe(404)
})
