// The 图形验证码 journey both devices share (issue 23 M3): strangers' sends have passed the phone's ceiling, so the owner's
// 获取验证码 is asked for a picture; a wrong answer brings a new picture and the server's words, the right one sends her code.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { outboxCode } from './accounts'
import { apiUrl, hostHeader } from './helpers'
import { freshClientIp } from './test'

/**
 * Strangers at eleven other addresses ask for codes to `phone` first: the first is sent, the rest are asked for a
 * picture, and together they spend the phone's hourly ceiling (10 sends from anywhere, lib/auth/limits.ts) — so the
 * owner's next 获取验证码 meets the 图形验证码 whenever it comes (the one-a-minute ceiling lasts only the e2e server's
 * 2-second resend interval, too short to count on).
 */
export async function strangerSends(request: APIRequestContext, phone: string): Promise<void> {
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const res = await request.post(apiUrl('/api/TokenAuth/SendPhoneCode'), {
      headers: { ...hostHeader('demo'), 'x-forwarded-for': freshClientIp() },
      data: { PhoneNumber: phone },
    })
    statuses.push(res.status())
  }
  expect(statuses[0]).toBe(200)
  expect(statuses.slice(1).every((s) => s === 200 || s === 428)).toBe(true)
}

/** The answer of the picture the page just loaded, read from the development server like an SMS code. */
async function answerOf(request: APIRequestContext, captchaId: string): Promise<string> {
  const res = await request.get(apiUrl(`/api/dev/captcha?id=${encodeURIComponent(captchaId)}`), {
    headers: hostHeader('demo'),
  })
  expect(res.status()).toBe(200)
  return (await res.json()).result.answer
}

const pictureOf = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/Common/GetCaptcha') && r.ok())

/** Clicks 获取验证码 in `form`, passes the picture (a wrong answer first), and answers the code that arrives. */
export async function sendPastTheCeiling(
  page: Page,
  request: APIRequestContext,
  form: Page | Locator,
  phone: string,
): Promise<string> {
  const send = form.getByTestId('send-code')
  let picture = pictureOf(page)
  const captcha = page.getByTestId('captcha-dialog')
  await expect(async () => {
    if (!(await captcha.isVisible())) await send.click({ timeout: 2000 })
    await expect(captcha).toBeVisible({ timeout: 3000 })
  }).toPass()
  await expect(captcha.getByRole('heading', { name: '安全验证' })).toBeVisible()
  await expect(captcha).toContainText('操作较为频繁，请输入图形验证码后继续')
  await (await picture).finished()
  await expect(captcha.getByRole('img', { name: /图形验证码/ })).toBeVisible()

  // 0 is never drawn: a wrong answer. The same call is asked again, with a new picture and the server's words.
  picture = pictureOf(page)
  await captcha.getByLabel('请输入图中的4位数字').fill('0000')
  await captcha.getByRole('button', { name: '确定' }).click()
  const second = await picture
  await expect(captcha).toContainText('图形验证码错误或已失效，请重新输入')
  const answer = await answerOf(request, (await second.json()).result.captchaId)
  await captcha.getByLabel('请输入图中的4位数字').fill(answer)
  await captcha.getByRole('button', { name: '确定' }).click()
  await expect(captcha).toBeHidden()
  await expect(send).toHaveText(/秒后重新获取$/)
  // The countdown runs once her own code is sent, so the newest message is hers, not the stranger's.
  return outboxCode(request, phone)
}
