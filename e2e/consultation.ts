// The consulting journey on both devices: /join → 我要咨询 → the form as a visitor (the phone proved by the outbox code)
// → the request number → signed in, /consultation lists it → the operator's reply (operator API) shows in the thread.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { outboxCode, signIn, untilNextCode, type SignedIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

export const SERVICE = '企业内训定制'
const OPERATOR = { ...hostHeader('demo'), 'x-operator-key': 'qh-demo-operator-2026' }

/** On /join: the service's own 我要咨询 opens the form with that service chosen. */
export async function consultAbout(page: Page, service = SERVICE) {
  await page.getByTestId('service-card').filter({ hasText: service }).getByRole('link', { name: '我要咨询' }).click()
  await expect(page).toHaveURL(/\/toconsult\?serviceId=\d+$/)
  await expect(page.getByLabel('咨询服务').locator('option:checked')).toHaveText(service)
}

/** Fills and sends the form as a visitor: every field, the code from the outbox; returns the request number shown. */
export async function submitAsVisitor(
  page: Page,
  request: APIRequestContext,
  who: SignedIn,
  topic: string,
): Promise<string> {
  const form = page.getByTestId('consult-form')
  // Hydration first: a click before React owns the button would do nothing.
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  await form.getByLabel('咨询主题').fill(topic)
  await form.getByLabel('需求描述').fill('团队约20人，希望提升客户沟通与需求挖掘能力。\n最好线上线下结合。')
  await form.getByLabel('联系人').fill('测试联系人')
  await form.getByLabel('公司名称（选填）').fill('E2E 测试企业')
  await form.getByLabel('联系电话').fill(who.phone)
  await form.getByText('周末', { exact: true }).click()
  // Without the code the form says what is missing, as the API would.
  await form.getByRole('button', { name: '提交咨询' }).click()
  await expect(form.getByText('验证码不能为空')).toBeVisible()
  // The phone had a code for its sign-in a moment ago: the server takes the next after the resend interval.
  await untilNextCode(who)
  const sentAt = Date.now()
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
  await form.getByLabel('验证码').fill(await outboxCode(request, who.phone, sentAt))
  await form.getByRole('button', { name: '提交咨询' }).click()
  const done = page.getByTestId('consult-done')
  await expect(done).toContainText('咨询已提交')
  await expect(done).toContainText(`使用手机号 ${who.phone.slice(0, 3)}****${who.phone.slice(7)} 登录后`)
  const number = (await done.getByTestId('request-no').textContent()) ?? ''
  expect(number).toMatch(/^ZX\d{12}$/)
  return number
}

/** Signed in as the phone that asked: /consultation lists the request (已提交); returns its id. */
export async function findOnConsultation(page: Page, who: SignedIn, topic: string, number: string): Promise<number> {
  await signIn(page, who)
  await page.goto(tenantUrl('demo', '/consultation'))
  const row = page.getByTestId('consult-row').filter({ hasText: topic })
  await expect(row).toContainText(number)
  await expect(row.getByTestId('consult-status')).toHaveText('已提交')
  return Number(new URL((await row.getAttribute('href'))!, tenantUrl('demo')).searchParams.get('id'))
}

/** The operator answers through the operator API (X-Operator-Key): the phone journey; the desktop one answers at the desk. */
export async function operatorReplies(request: APIRequestContext, id: number, content: string) {
  const res = await request.post(apiUrl('/api/services/app/ConsultationOperator/Reply'), {
    headers: OPERATOR,
    data: { id, content },
  })
  expect(res.status()).toBe(200)
}

/** The request's page shows the reply; a follow-up joins the thread and sends it back to 已受理. */
export async function readReplyAndFollowUp(page: Page, id: number, reply: string) {
  await page.goto(tenantUrl('demo', `/consultation?id=${id}`))
  const detail = page.getByTestId('consult-detail')
  await expect(detail.getByTestId('consult-status')).toHaveText('已回复')
  await expect(detail.getByTestId('thread-line').first()).toContainText(reply)
  await detail.getByLabel('补充说明').fill('好的，周三下午方便，谢谢。')
  await detail.getByRole('button', { name: '发送' }).click()
  await expect(detail.getByTestId('thread-line')).toHaveCount(2)
  await expect(detail.getByTestId('thread-line').nth(1)).toContainText('我的补充')
  await expect(detail.getByTestId('consult-status')).toHaveText('已受理')
}
