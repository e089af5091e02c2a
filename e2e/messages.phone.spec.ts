// Phone messages: /message behind the login gate; the tabs' unread counts drop on reading, a delete stays deleted.
import { expect, test } from './test'
import { tenantUrl } from './helpers'
import { freshAccountWithMessages, readAndDeleteWelcome, tab } from './messages'

test('a visitor is sent to the login entrance', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/message'))
  await expect(page).toHaveURL(/\/loginEntrance/)
})

test('reading a message lowers the unread count; deleting one removes it for good', async ({ page, request }) => {
  await freshAccountWithMessages(page, request)
  await expect(tab(page, /^学习提醒/)).toHaveAccessibleName('学习提醒（1条未读）')
  await readAndDeleteWelcome(
    page,
    async () => expect(tab(page, /^系统通知/)).toHaveAccessibleName('系统通知（1条未读）'),
    async () => expect(tab(page, /^系统通知/)).toHaveAccessibleName('系统通知'),
  )
})
