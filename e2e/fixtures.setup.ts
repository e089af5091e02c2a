// Runs before the desktop and phone projects (playwright.config: dependencies): the password-reset accounts.
import { test as setup } from './test'
import { makeResetFixtures } from './reset-fixtures'

setup('accounts for the password-reset journeys', async ({ request }) => {
  setup.setTimeout(60_000)
  await makeResetFixtures(request)
})
