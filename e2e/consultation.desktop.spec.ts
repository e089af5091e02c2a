// Desktop: 平台服务 in the header → /join → 我要咨询 → the form as a visitor → /consultation after sign-in → the 客服
// answers at the console's 咨询工作台 (issue 32) → the reply in the learner's thread.
import { expect, test } from './test'
import { consultAbout, findOnConsultation, readReplyAndFollowUp, submitAsVisitor } from './consultation'
import { tenantUrl } from './helpers'
import { signedInIndividual } from './accounts'
import { expectAccessibleAndFitting } from './a11y'
import { DEMO_OPERATORS, operatorPage } from './console'

test(
  'a visitor asks about a service, signs in, finds the request and reads the consultant’s reply',
  { tag: '@smoke' },
  async ({ page, request, browser }) => {
    // The phone the visitor gives belongs to an account; signed in on it after asking, the request is there.
    const who = await signedInIndividual(request)
    await page.goto(tenantUrl('demo', '/'))
    await page.getByRole('banner').getByRole('link', { name: '平台服务' }).click()
    await expect(page).toHaveURL(tenantUrl('demo', '/join'))
    await expect(page.getByTestId('service-card')).toHaveCount(4)
    await consultAbout(page)
    const topic = '销售团队沟通能力内训'
    const number = await submitAsVisitor(page, request, who, topic)
    const id = await findOnConsultation(page, who, topic, number)
    // The 客服 finds it in the desk's 待回复 queue, opens it and answers (the sidebar counts what waits).
    const desk = await operatorPage(browser, DEMO_OPERATORS.support)
    await expect(desk.getByRole('link', { name: /^咨询工作台，\d+ 条待处理$/ })).toBeVisible()
    await desk.getByTestId('console-nav-consultations').click()
    await expect(desk.getByRole('heading', { level: 1, name: '咨询工作台' })).toBeVisible()
    await expect(desk.getByTestId(`desk-open-${id}`)).toBeVisible()
    await expectAccessibleAndFitting(desk)
    await desk.getByTestId(`desk-open-${id}`).click()
    await expect(desk.getByTestId('desk-thread')).toContainText('团队约20人')
    await desk.getByLabel('回复内容').fill('您好，已收到您的需求，顾问将于周三下午与您电话沟通。')
    await expectAccessibleAndFitting(desk)
    await desk.getByRole('button', { name: '发送回复' }).click()
    await expect(desk.getByTestId('desk-thread')).toContainText('顾问将于周三下午与您电话沟通')
    await desk.context().close()
    await readReplyAndFollowUp(page, id, '顾问将于周三下午与您电话沟通')
  },
)

test('acme has platform services off: no 平台服务 in the header, and /join, /toconsult, /consultation are 404', async ({
  page,
}) => {
  await page.goto(tenantUrl('acme', '/'))
  await expect(page.getByRole('banner').getByRole('link', { name: '首页' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: '平台服务' })).toHaveCount(0)
  for (const path of ['/join', '/toconsult', '/consultation']) {
    const res = await page.goto(tenantUrl('acme', path))
    expect(res?.status(), path).toBe(404)
    await expect(page.getByText('您访问的页面不存在')).toBeVisible()
  }
})
