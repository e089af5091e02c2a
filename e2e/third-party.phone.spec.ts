// Inside WeChat's browser on a phone: the login gate goes to WeChat's authorise flow once; a first visit binds a phone,
// a later one is silent (snsapi_base); a declined consent falls back to /loginEntrance without a loop; signed in,
// 账号关联 binds QQ without a phone or code.
import { devices, expect, test } from './test'
import { tenantUrl } from './helpers'
import { signedInIndividual, signIn } from './accounts'
import { bindNewPhone, bindQQFromAssociation, consent, freshOAuthUser } from './third-party'

const WECHAT_UA = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN`

test.use({ userAgent: WECHAT_UA })

test(
  '/minecourse in WeChat: authorise and bind once, then a silent authorise brings the learner back signed in',
  { tag: '@smoke' },
  async ({ page, request }) => {
    await page.goto(tenantUrl('demo', '/minecourse'))
    await expect(page.getByText('微信授权登录')).toBeVisible()
    await consent(page, freshOAuthUser())
    await bindNewPhone(page, request)
    await expect(page).toHaveURL(tenantUrl('demo', '/minecourse'))

    // Signed out (the session and the stored keys gone, as after 退出登录): the next visit authorises silently.
    await page.context().clearCookies({ name: 'qh_session' })
    await page.evaluate(() => localStorage.clear())
    const seen: string[] = []
    page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(f.url()))
    await page.goto(tenantUrl('demo', '/minecourse'))
    await expect(page).toHaveURL(tenantUrl('demo', '/minecourse'), { timeout: 15_000 })
    await expect.poll(() => seen.some((u) => u.includes('/wxlogin/LoginByWeChat'))).toBe(true)
    await expect(page.getByTestId('bind-phone-form')).toHaveCount(0)
    await expect(page.getByText('微信授权登录')).toHaveCount(0)
  },
)

test('declining WeChat consent falls back to /loginEntrance, and the gate does not send the visitor round again', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/minecourse'))
  await consent(page, freshOAuthUser(), false)
  await expect(page).toHaveURL(/\/loginEntrance\?locations=%2Fminecourse$/)
  await page.goto(tenantUrl('demo', '/minecourse'))
  await expect(page).toHaveURL(/\/loginEntrance\?locations=%2Fminecourse$/)
})

test('signed in, 账号关联 binds QQ in one authorisation: no phone, no code', async ({ page, request }) => {
  await signIn(page, await signedInIndividual(request))
  await bindQQFromAssociation(page, freshOAuthUser())
})
