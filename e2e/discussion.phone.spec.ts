// Phone course discussion end to end: 登录后发言 leads to /loginEntrance and back, a topic and a floor reply with
// sensitive words, a reply inside the floor on /talkabout, another visitor sees it all masked, the author deletes.
import { expect, test } from './test'
import { signedInIndividual, signIn } from './accounts'
import { someCourse, runTag } from './discussion'
import { tenantUrl } from './helpers'

test('post on the phone, masked for others, thread on /talkabout, delete own', async ({ page, browser, request }) => {
  const course = await someCourse(request)
  const tag = runTag()
  const list = tenantUrl('demo', `/topicList?courseId=${course.id}`)
  await page.goto(tenantUrl('demo', `/course/${course.id}`))
  await page.getByTestId('course-discussion').click()
  await expect(page).toHaveURL(list)

  await page.getByTestId('login-to-post').click()
  await expect(page).toHaveURL(
    tenantUrl('demo', `/loginEntrance?locations=${encodeURIComponent(`/topicList?courseId=${course.id}`)}`),
  )
  // Signed in (by the API) and back on the list, as the entrance's login would bring the learner.
  await signIn(page, await signedInIndividual(request))
  await page.goto(list)

  const composer = page.getByTestId('topic-composer')
  await composer.getByLabel('话题标题').fill(`手机${tag}：传销课程？`)
  await composer.getByRole('button', { name: '发表话题' }).click()
  await page.getByTestId('topic-row').filter({ hasText: tag }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`手机${tag}：**课程？`)
  await page.getByTestId('reply-composer').getByLabel('回复内容').fill(`博彩广告 ${tag}`)
  await page.getByTestId('reply-composer').getByRole('button', { name: '发表回复' }).click()
  const floor = page.getByTestId('floor')
  await expect(floor.getByTestId('post-text')).toHaveText(`**广告 ${tag}`)

  // A reply inside the floor, on the floor's own page (no tab bar, a back link to the topic).
  await floor.getByRole('link', { name: '回复' }).click()
  await expect(page).toHaveURL(/\/talkabout\/\d+$/)
  await page.getByTestId('reply-composer').getByLabel('回复内容').fill('代开发票也不行')
  await page.getByTestId('reply-composer').getByRole('button', { name: '发表回复' }).click()
  await expect(page.getByTestId('child-reply').getByTestId('post-text')).toHaveText('****也不行')
  const thread = page.url()

  const other = await browser.newContext({ ...test.info().project.use })
  const visitor = await other.newPage()
  await visitor.goto(thread)
  await expect(visitor.getByTestId('child-reply').getByTestId('post-text')).toHaveText('****也不行')
  await expect(visitor.getByTestId('floor').getByTestId('post-text')).toHaveText(`**广告 ${tag}`)
  // The page's text (the settings the layout hands the browser do carry the word list itself).
  expect(await visitor.locator('body').innerText()).not.toMatch(/代开发票|博彩|传销/)
  await expect(visitor.getByRole('button', { name: '删除' })).toHaveCount(0)
  await visitor.getByRole('link', { name: '返回话题' }).click()
  await expect(visitor.getByTestId('floor').getByTestId('child-reply')).toHaveCount(1)

  // The author deletes the floor: it stays as 该回复已删除 for the reply inside it.
  await page.getByTestId('floor').getByRole('button', { name: '删除' }).click()
  await page.getByTestId('confirm-dialog-panel').getByRole('button', { name: '删除' }).click()
  await expect(page.getByTestId('post-deleted')).toHaveText('该回复已删除')
  await visitor.reload()
  await expect(visitor.getByTestId('post-deleted')).toHaveText('该回复已删除')
  await expect(visitor.getByTestId('child-reply')).toHaveText(/\*\*\*\*也不行/)
  await other.close()
})
