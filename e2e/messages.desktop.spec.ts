// Desktop messages: the header bell counts unread messages and opens the newest type's tab; reading and deleting on /message.
import { expect, test } from './test'
import { freshAccountWithMessages, readAndDeleteWelcome, tab } from './messages'

test(
  'the bell counts unread messages; reading one lowers it, deleting one removes it for good',
  { tag: '@smoke' },
  async ({ page, request }) => {
    await freshAccountWithMessages(page, request)
    const bell = page.getByTestId('message-link')
    // Newest unread is the joined course's 学习提醒: nav = 2 + 3.
    await expect(bell).toHaveAttribute('href', '/account?nav=5')
    await expect(page.getByTestId('message-badge')).toHaveText('2')
    await expect(bell).toHaveAccessibleName('消息（2条未读）')
    await expect(tab(page, /^学习提醒/)).toContainText('1')

    await readAndDeleteWelcome(
      page,
      async () => expect(page.getByTestId('message-badge')).toHaveText('2'),
      async () => {
        await expect(page.getByTestId('message-badge')).toHaveText('1')
        await expect(bell).toHaveAccessibleName('消息（1条未读）')
      },
    )
    await expect(page.getByTestId('message-badge')).toHaveText('1')
  },
)

test('a visitor’s bell asks for a login and has no badge', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('message-link')).toHaveAccessibleName('消息')
  await expect(page.getByTestId('message-badge')).toHaveCount(0)
})
