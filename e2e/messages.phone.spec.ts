// Phone messages: the tabs' unread counts drop on reading, a delete stays deleted (the login gate in front of /message:
// accounts.phone.spec.ts).
import { expect, test } from './test'
import { freshAccountWithMessages, readAndDeleteWelcome, tab } from './messages'

test('reading a message lowers the unread count; deleting one removes it for good', async ({ page, request }) => {
  await freshAccountWithMessages(page, request)
  await expect(tab(page, /^学习提醒/)).toHaveAccessibleName('学习提醒（1条未读）')
  await readAndDeleteWelcome(
    page,
    async () => expect(tab(page, /^系统通知/)).toHaveAccessibleName('系统通知（1条未读）'),
    async () => expect(tab(page, /^系统通知/)).toHaveAccessibleName('系统通知'),
  )
})
