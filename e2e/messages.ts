// The message journey both device projects run: a fresh code-login account (welcomed with a 系统通知) joins a course
// (a 学习提醒), reads the welcome — the unread count drops — and deletes it through the confirm dialog.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { signedInIndividual, signIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { courseId, SHORT_COURSE } from './learning'

/** A fresh account on /message with two unread messages: the welcome (系统通知) and a joined course (学习提醒). */
export async function freshAccountWithMessages(page: Page, request: APIRequestContext): Promise<void> {
  const id = await courseId(request, SHORT_COURSE)
  const who = await signedInIndividual(request)
  // On the account's session from demo's own origin (a cookie write must prove it), as the course page's 加入学习 would.
  const headers = { ...hostHeader('demo'), origin: tenantUrl('demo').replace(/\/$/, ''), cookie: who.cookie }
  const joined = await request.post(apiUrl('/api/services/app/FrontCourse/JoinCourse'), {
    headers,
    data: { courseId: id },
  })
  expect(joined.status()).toBe(200)
  await signIn(page, who)
  await page.goto(tenantUrl('demo', '/message'))
}

export const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name })
export const rows = (page: Page) => page.getByTestId('message-row')

/** Opens the welcome (marks it read) and deletes it through the 提示 dialog; after a reload it stays gone. */
export async function readAndDeleteWelcome(
  page: Page,
  unreadShown: () => Promise<void>,
  readShown: () => Promise<void>,
) {
  await expect(tab(page, /^系统通知/)).toHaveAttribute('aria-selected', 'true')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toHaveAttribute('data-read', 'false')
  await unreadShown()

  await rows(page)
    .first()
    .getByRole('button', { name: /^(未读：)?\s*欢迎加入/ })
    .click()
  await expect(page.getByTestId('message-content')).toContainText('欢迎加入')
  await expect(rows(page).first()).toHaveAttribute('data-read', 'true')
  await readShown()

  await expectAccessibleAndFitting(page)

  await rows(page)
    .first()
    .getByRole('button', { name: /^删除消息/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: '提示' })).toBeVisible()
  await dialog.getByRole('button', { name: '删除' }).click()
  await expect(page.getByText('暂无数据')).toBeVisible()

  await page.reload()
  await expect(page.getByText('暂无数据')).toBeVisible()
  await tab(page, /^学习提醒/).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(`已加入课程《${SHORT_COURSE}`)
  await expect(page).toHaveURL(tenantUrl('demo', '/message'))
}
