// 课程分类, 讲师 and 专题 in a browser (issue 28): an administrator adds a category and a visitor's next page has it in
// the header's menu, hides it and it is gone; adds a gold lecturer with a photo framed in the crop dialog (a real
// canvas, a real upload) and the visitor's home shows the lecturer among 金牌讲师; opens the topic editor and picks
// courses. Every screen and dialog passes axe and fits the window.
import { randomInt } from 'node:crypto'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { outboxCode } from './accounts'
import { tenantUrl } from './helpers'
import { expect, test } from './test'

/** The console's two sign-in steps (as console.desktop.spec.ts signs in). */
async function signIn(page: Page) {
  await page.goto(tenantUrl('demo', '/admin/login'))
  const form = page.getByTestId('console-login-password')
  await form.getByLabel('登录名').fill('admin')
  await form.getByLabel('密码').fill('Admin@2026')
  const since = Date.now()
  await form.getByRole('button', { name: '下一步' }).click()
  const code = page.getByTestId('console-login-code')
  await code.getByLabel('短信验证码').fill(await outboxCode(page.request, '13300000001', since))
  await code.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(tenantUrl('demo', '/admin'))
}

/** The header's 课程分类 menu as a visitor opens it on the tenant's home. */
async function headerMenu(visitor: Page) {
  await visitor.goto(tenantUrl('demo'))
  await visitor.getByRole('banner').getByRole('button', { name: '课程分类' }).click()
  return visitor.getByRole('banner')
}

test('a category added in 课程分类 is in a visitor’s header menu; 首页显示 off takes it out', async ({
  page,
  browser,
}) => {
  const tag = randomInt(1000, 9999)
  await signIn(page)
  await page.getByTestId('console-nav-categories').click()
  await expect(page.getByRole('heading', { level: 1, name: '课程分类' })).toBeVisible()
  await expectAccessibleAndFitting(page)
  await page.getByTestId('category-create').click()
  const dialog = page.getByRole('dialog', { name: '新建一级分类' })
  await dialog.getByLabel('分类名称').fill(`测试分类${tag}`)
  await expectAccessibleAndFitting(page)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  const visibility = page.getByRole('switch', { name: `「测试分类${tag}」首页显示` })
  await expect(visibility).toBeChecked()
  const visitor = await browser.newPage()
  await expect((await headerMenu(visitor)).getByText(`测试分类${tag}`)).toBeVisible()
  await visibility.click()
  await expect(visibility).not.toBeChecked()
  await expect((await headerMenu(visitor)).getByText(`测试分类${tag}`)).toHaveCount(0)
  await visitor.close()
})

test('a gold lecturer with a photo framed in the crop dialog is among the home page’s 金牌讲师', async ({
  page,
  browser,
}) => {
  const tag = randomInt(1000, 9999)
  await signIn(page)
  await page.getByTestId('console-nav-lecturers').click()
  await expect(page.getByTestId('lecturer-table')).toBeVisible()
  await expectAccessibleAndFitting(page)
  await page.getByTestId('lecturer-create').click()
  const editor = page.getByRole('dialog', { name: '新建讲师' })
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  await editor
    .getByTestId('picture-file-avatar')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
  const crop = page.getByRole('dialog', { name: '裁切头像' })
  await expect(crop.getByRole('button', { name: '裁切并上传' })).toBeEnabled()
  await expectAccessibleAndFitting(page)
  await crop.getByRole('button', { name: '裁切并上传' }).click()
  await expect(crop).toBeHidden()
  await expect(editor.getByRole('img', { name: '当前头像' })).toHaveAttribute('src', /tenants\/demo\/console\/avatar-/)
  await editor.getByLabel('姓名').fill(`测试讲师${tag}`)
  await editor.getByLabel('头衔').fill('高级培训师')
  await editor.getByLabel('讲师介绍').fill('第一段。\n\n第二段。')
  await editor.getByRole('switch', { name: '金牌讲师' }).click()
  await expectAccessibleAndFitting(page)
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toBeHidden()
  const visitor = await browser.newPage()
  await visitor.goto(tenantUrl('demo'))
  await expect(visitor.getByText(`测试讲师${tag}`)).toBeVisible()
  await visitor.close()
})

test('a topic made in 专题 with courses found by title is listed and in the 操作日志', async ({ page }) => {
  const tag = randomInt(1000, 9999)
  await signIn(page)
  await page.getByTestId('console-nav-topics').click()
  await expect(page.getByTestId('topic-table')).toBeVisible()
  await expectAccessibleAndFitting(page)
  await page.getByTestId('topic-create').click()
  const topic = page.getByRole('dialog', { name: '新建专题' })
  await topic.getByLabel('专题标题').fill(`测试专题${tag}`)
  await topic.getByRole('button', { name: '查找' }).click()
  const choices = topic.getByTestId('course-choice')
  await expect(choices.first()).toBeVisible()
  await choices.nth(0).getByRole('button', { name: /^添加/ }).click()
  await choices.nth(1).getByRole('button', { name: /^添加/ }).click()
  await expect(topic.getByTestId('topic-course')).toHaveCount(2)
  await expectAccessibleAndFitting(page)
  await topic.getByRole('button', { name: '保存' }).click()
  await expect(topic).toBeHidden()
  await expect(page.getByTestId('topic-table')).toContainText(`测试专题${tag}`)

  await page.getByTestId('console-nav-audit').click()
  await expect(page.getByTestId('audit-table')).toContainText(`专题「测试专题${tag}」`)
})
