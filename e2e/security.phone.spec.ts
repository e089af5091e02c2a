// Phone 账号安全: from 我的 to /SecurityOptionsPersonal, the account moves to a new phone number in two verified steps.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { changePhone, openSecurity } from './security'

test('move to a new phone number: old phone’s code, then the new one’s; a taken number is refused; 我的 shows the new one', async ({
  page,
  request,
}) => {
  const who = await openSecurity(page, request, async () => {
    await page.goto(tenantUrl('demo', '/mine'))
    await page.getByTestId('mine-security').click()
  })
  const next = await changePhone(page, request, who)
  await page.goto(tenantUrl('demo', '/mine'))
  await expect(page.getByText(`${next.slice(0, 3)}****${next.slice(7)}`)).toBeVisible()
})
