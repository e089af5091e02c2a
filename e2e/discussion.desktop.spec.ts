// Desktop course discussion end to end: sign in from 登录后发言, post a topic and a reply with a sensitive word, another
// visitor sees both masked and cannot delete them, the author deletes them, and the course page counts the topic.
import { expect, test } from './test'
import { agree, freshPhone, outboxCode } from './accounts'
import { someCourse, runTag } from './discussion'
import { tenantUrl } from './helpers'

test(
  'post, mask for others, delete own — with 课程讨论（N） on the course page',
  { tag: '@smoke' },
  async ({ page, browser, request }) => {
    const course = await someCourse(request)
    const tag = runTag()
    await page.goto(tenantUrl('demo', `/course/${course.id}`))
    const link = page.getByTestId('course-discussion')
    const before = Number((await link.textContent())!.match(/（(\d+)）/)![1])
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/topicList\\?courseId=${course.id}$`))
    await expect(page.getByTestId('back-to-course')).toHaveText(course.title)

    // A visitor's 登录后发言 opens the popup; a code login there turns it into the form in place.
    const phone = freshPhone()
    const dialog = page.getByTestId('login-dialog')
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByTestId('login-to-post').click({ timeout: 2000 })
      await expect(dialog).toBeVisible({ timeout: 3000 })
    }).toPass()
    await dialog.getByLabel('手机号').fill(phone)
    const sentAt = Date.now()
    await dialog.getByTestId('send-code').click()
    await dialog.getByLabel('验证码').fill(await outboxCode(request, phone, sentAt))
    await agree(dialog)
    await dialog.getByLabel('验证码').press('Enter')
    await expect(dialog).toBeHidden()

    const composer = page.getByTestId('topic-composer')
    await composer.getByLabel('话题标题').fill(`求助${tag}：有人刷单吗`)
    await composer.getByLabel('话题内容').fill('听说可以刷单\n第二行')
    await composer.getByRole('button', { name: '发表话题' }).click()
    const row = page.getByTestId('topic-row').filter({ hasText: tag })
    await expect(row.getByRole('link')).toHaveText(`求助${tag}：有人**吗`)
    await row.getByRole('link').click()
    await expect(page.getByTestId('topic').getByTestId('post-text')).toHaveText('听说可以**\n第二行')

    await page.getByTestId('reply-composer').getByLabel('回复内容').fill(`不要刷单，也别碰赌博 ${tag}`)
    await page.getByTestId('reply-composer').getByRole('button', { name: '发表回复' }).click()
    await expect(page.getByTestId('floor').getByTestId('post-text')).toHaveText(`不要**，也别碰** ${tag}`)
    const topicUrl = page.url()

    // Another visitor, in a context of their own: masked text, no 删除, 登录后发言 instead of the forms.
    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.goto(topicUrl)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`求助${tag}：有人**吗`)
    await expect(visitor.getByTestId('floor').getByTestId('post-text')).toHaveText(`不要**，也别碰** ${tag}`)
    // The page's text (the settings the layout hands the browser do carry the word list itself).
    expect(await visitor.locator('body').innerText()).not.toContain('刷单')
    await expect(visitor.getByTestId('login-to-post')).toBeVisible()
    await expect(visitor.getByRole('button', { name: '删除' })).toHaveCount(0)
    await visitor.goto(tenantUrl('demo', `/course/${course.id}`))
    await expect(visitor.getByTestId('course-discussion')).toHaveText(`课程讨论（${before + 1}）`)

    // The author deletes the reply (after confirming), then the topic, which returns to the list without it.
    await page.getByTestId('floor').getByRole('button', { name: '删除' }).click()
    await page.getByTestId('confirm-dialog-panel').getByRole('button', { name: '删除' }).click()
    await expect(page.getByTestId('floor')).toHaveCount(0)
    await page.getByTestId('topic').getByRole('button', { name: '删除' }).click()
    await page.getByTestId('confirm-dialog-panel').getByRole('button', { name: '删除' }).click()
    await expect(page).toHaveURL(new RegExp(`/topicList\\?courseId=${course.id}$`))
    await expect(page.getByTestId('topic-row').filter({ hasText: tag })).toHaveCount(0)
    await visitor.goto(topicUrl)
    await expect(
      visitor.getByRole('heading', { name: '页面不存在' }).or(visitor.getByText('页面不存在')).first(),
    ).toBeVisible()
    await other.close()
  },
)
