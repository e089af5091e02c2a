// Issue 28's journey in one browser run: the platform owner creates a tenant; its administrator signs in with the SMS
// code, replaces the initial password, brands the site (name, a logo framed in the crop dialog, a theme colour), adds a
// category with a 二级, a gold lecturer with a framed photo, a course with a Tiptap description and a chapter of two
// lessons (a demo MP4 and a 540p film, the first a 免费试看; each transcoded to encrypted HLS, watched in the outline),
// publishes it and puts it in a 专题. A fresh visitor finds the branded home (the logo stored as framed, the category in
// the header's menu, the lecturer among 金牌讲师) with the course on it, in the list, the search and its detail page, and
// plays the free lesson; a learner plays the other at 流畅 and 标清 (desktop) and 流畅 (phone) under a 跑马灯 of their
// masked phone (issue 30); 下架 makes the course page 404
// and 首页显示 off takes the category out of the menu. A 只读 operator the administrator invites reads the course
// without a way to edit it and is refused a direct save by the server, and the 操作日志 (the tenant's and the
// platform's) names every step with its operator. The console screens and dialogs passed through pass axe and fit.
import path from 'node:path'
import sharp from 'sharp'
import { expectAccessibleAndFitting } from './a11y'
import { freshPhone } from './accounts'
import { expectLogged, framePicture, freshPage, headerMenu, replaceInitialPassword, signIn } from './console'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { expect, test } from './test'
import { learnerWatchesLadder, lesson540p } from './video'

const OWNER = { loginName: 'owner', name: '林平', password: 'Owner@2026', phone: '13300000090' }
const MEDIA = (file: string) => path.join(process.cwd(), 'lib/seed/media', file)
const THEME = '#0f766e' // dark enough for white text: the theme keeps it as it is (lib/theme.ts)

test('a new tenant goes from nothing to a live, branded catalogue; 下架 hides it; 只读 cannot edit; the log names every step', async ({
  page,
  browser,
}) => {
  // About fifteen screens, two uploads and two sign-ins with codes, on a shared two-core machine.
  test.setTimeout(300_000)
  const run = Date.now().toString(36)
  const slug = `neworg-${run}`
  const site = (p = '/') => tenantUrl(slug, p)
  const base = site('')
  const admin = { loginName: 'admin', name: '王校长', phone: freshPhone(), password: 'Neworg@2026' }
  const viewer = { loginName: 'viewer', name: '陈只读', phone: freshPhone(), password: 'Viewer@2026' }
  const brand = `新机构学堂${run.slice(-4)}`
  const top = '职业技能'
  const sub = '办公软件'
  const lecturer = { name: '李讲师', title: '高级培训师' }
  const course = `新机构入门课${run.slice(-4)}`
  const topic = `新机构专题${run.slice(-4)}`
  const chapter = '第一章 入门'
  const lessons = ['欢迎与导学', '第一个练习']
  let initialPassword = ''
  let courseId = 0

  await test.step('1. the platform owner creates the tenant with its first administrator', async () => {
    await page.goto(tenantUrl('platform', '/admin/login'))
    await signIn(page, 'platform', OWNER.loginName, OWNER.password, OWNER.phone)
    await expect(page).toHaveURL(tenantUrl('platform', '/admin'))
    await page.getByTestId('console-nav-tenants').click()
    await page.getByRole('button', { name: '创建机构' }).click()
    const create = page.getByRole('dialog', { name: '创建机构' })
    await create.getByLabel('子域名').fill(slug)
    await create.getByLabel('机构名称').fill(`新机构${run.slice(-4)}`)
    await create.getByLabel('登录名').fill(admin.loginName)
    await create.getByLabel('姓名').fill(admin.name)
    await create.getByLabel('手机号').fill(admin.phone)
    await create.getByRole('button', { name: '创建', exact: true }).click()
    const created = page.getByRole('dialog', { name: '机构已创建' })
    await expect(created.getByTestId('created-console-url')).toHaveText(site('/admin/login'))
    initialPassword = (await created.getByTestId('initial-password').textContent()) ?? ''
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{10}$/)
    await created.getByRole('button', { name: '我已记下' }).click()
    await expect(page.getByTestId(`tenant-row-${slug}`)).toContainText('运营中')
  })

  const office = await freshPage(browser)
  await test.step('2. its administrator signs in with the SMS code and replaces the initial password', async () => {
    await office.goto(site('/admin/login'))
    await signIn(office, slug, admin.loginName, initialPassword, admin.phone)
    await replaceInitialPassword(office, initialPassword, admin.password)
    await expect(office).toHaveURL(site('/admin'))
  })

  let logoKey = ''
  await test.step('3. 机构设置: name, a framed logo, a theme colour and 首页显示金牌讲师, saved', async () => {
    await office.getByTestId('console-nav-settings').click()
    await office.getByLabel('机构名称').fill(brand)
    await framePicture(office, 'tenantLogoUrl', '裁切机构标志', { width: 900, height: 500, background: '#f59e0b' })
    const preview = office.getByRole('group', { name: '机构标志' }).getByRole('img', { name: '当前机构标志' })
    const keyPattern = new RegExp(`tenants/${slug}/console/logo-[a-z0-9]+\\.png`)
    await expect(preview).toHaveAttribute('src', keyPattern)
    logoKey = keyPattern.exec((await preview.getAttribute('src'))!)![0]
    await office.getByLabel('主题色', { exact: true }).fill(THEME)
    // A new tenant's home shows no 金牌讲师 until this switch is on (default settings: every optional part off).
    await office.getByRole('switch', { name: '首页显示金牌讲师' }).click()
    await expectAccessibleAndFitting(office)
    await office.getByTestId('settings-save').click()
    await expect(office.getByText('已保存，机构页面已按新设置显示')).toBeVisible()
  })

  await test.step('4. 课程分类 (一级 and a 二级 under it) and 讲师', async () => {
    await office.getByTestId('console-nav-categories').click()
    await expect(office.getByRole('heading', { level: 1, name: '课程分类' })).toBeVisible()
    await office.getByTestId('category-create').click()
    let dialog = office.getByRole('dialog', { name: '新建一级分类' })
    await dialog.getByLabel('分类名称').fill(top)
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(dialog).toBeHidden()
    await office
      .getByRole('group', { name: `「${top}」的操作` })
      .getByRole('button', { name: '添加子分类' })
      .click()
    dialog = office.getByRole('dialog', { name: '添加子分类' })
    await expect(dialog).toContainText(`上级分类：${top}`)
    await dialog.getByLabel('分类名称').fill(sub)
    await dialog.getByRole('button', { name: '保存' }).click()
    await expect(dialog).toBeHidden()
    await expect(office.getByTestId('category-table')).toContainText(sub)
    await expectAccessibleAndFitting(office)

    await office.getByTestId('console-nav-lecturers').click()
    await office.getByTestId('lecturer-create').click()
    const editor = office.getByRole('dialog', { name: '新建讲师' })
    await framePicture(office, 'avatar', '裁切头像', { width: 600, height: 400, background: '#0f766e' })
    await expect(editor.getByRole('img', { name: '当前头像' })).toHaveAttribute('src', /\/console\/avatar-/)
    await editor.getByLabel('姓名').fill(lecturer.name)
    await editor.getByLabel('头衔').fill(lecturer.title)
    await editor.getByLabel('讲师介绍').fill('第一段。\n\n第二段。')
    await editor.getByRole('switch', { name: '金牌讲师' }).click()
    await expectAccessibleAndFitting(office)
    await editor.getByRole('button', { name: '保存' }).click()
    await expect(editor).toBeHidden()
    await expect(office.getByTestId('lecturer-table')).toContainText(lecturer.name)
    await expectAccessibleAndFitting(office)
  })

  await test.step('5. 课程管理 → 新建课程, 课程大纲 with two uploaded lessons, 发布, and a 专题 holding it', async () => {
    await office.getByTestId('console-nav-courses').click()
    await expect(office.getByRole('heading', { level: 1, name: '课程管理' })).toBeVisible()
    await expectAccessibleAndFitting(office)
    await office.getByTestId('new-course').click()
    await expect(office.getByRole('heading', { level: 1, name: '新建课程' })).toBeVisible()
    await office.getByLabel('课程标题').fill(course)
    await office.getByLabel('课程简介').fill('从零开始，一节课学会上手。')
    await office.getByLabel('课程分类', { exact: true }).selectOption({ label: `${top} / ${sub}` })
    await office.getByLabel('添加讲师').selectOption({ label: `${lecturer.name}（${lecturer.title}）` })
    await expect(office.getByTestId('course-lecturers')).toContainText(lecturer.name)
    const description = office.getByRole('textbox', { name: '课程详情' })
    await description.click()
    await office.keyboard.type('这门课带你认识新机构的学习平台。')
    await expect(office.getByRole('radio', { name: '免费' })).toBeChecked()
    await expectAccessibleAndFitting(office)
    await office.getByRole('button', { name: '创建草稿' }).click()
    await expect(office).toHaveURL(new RegExp(`/admin/courses/(\\d+)$`))
    courseId = Number(/\/admin\/courses\/(\d+)$/.exec(office.url())![1])
    await expect(office.getByTestId('course-state')).toContainText('草稿')

    await office.getByRole('navigation', { name: '课程编辑' }).getByRole('link', { name: '课程大纲' }).click()
    await expect(office).toHaveURL(site(`/admin/courses/${courseId}/outline`))
    await office.getByRole('button', { name: '新建章节' }).click()
    const chapterDialog = office.getByRole('dialog', { name: '新建章节' })
    await chapterDialog.getByLabel('章节名称').fill(chapter)
    await chapterDialog.getByRole('button', { name: '保存' }).click()
    await expect(chapterDialog).toBeHidden()
    const block = office.getByRole('region', { name: `第1章 ${chapter}` })
    for (const [i, title] of lessons.entries()) {
      await block.getByRole('button', { name: '新建课时' }).click()
      const lessonDialog = office.getByRole('dialog', { name: '新建课时' })
      await lessonDialog.getByLabel('课时名称').fill(title)
      if (i === 0) await lessonDialog.getByRole('switch', { name: '免费试看' }).click()
      await lessonDialog.getByRole('button', { name: '保存' }).click()
      await expect(lessonDialog).toBeHidden()
      await expect(block.getByRole('listitem').filter({ hasText: title })).toBeVisible()
    }
    await expect(block.getByRole('listitem').filter({ hasText: lessons[0] })).toContainText('试看')
    for (const [i, title] of lessons.entries()) {
      // The second is 24 s at 960×540, made here: a ladder of 360p and 540p for the learner's 清晰度 (step 6).
      await office
        .getByLabel(`上传视频：课时「${title}」`)
        .setInputFiles(i === 0 ? MEDIA('clip-12s.mp4') : lesson540p())
      await expect(block.getByRole('listitem').filter({ hasText: title }).getByTestId('video-state')).toHaveText(
        ['已上传 00:12', '已上传 00:24'][i],
        { timeout: 60_000 },
      )
    }
    // Each upload becomes an encrypted HLS ladder in the background: only renditions at or below the source.
    for (const [i, title] of lessons.entries())
      await expect(block.getByRole('listitem').filter({ hasText: title }).getByTestId('transcode-state')).toHaveText(
        ['已转码 360p', '已转码 360p/540p'][i],
        { timeout: 90_000 },
      )
    await expectAccessibleAndFitting(office)

    await office.getByRole('navigation', { name: '课程编辑' }).getByRole('link', { name: '基本信息' }).click()
    await expect(office.getByTestId('course-state')).toContainText('2 个课时（2 个已有视频）')
    await expectAccessibleAndFitting(office)
    await office.getByTestId('publish-course').click()
    const confirm = office.getByRole('dialog', { name: '发布课程' })
    await expect(confirm).toContainText(`确定发布课程「${course}」吗？`)
    await confirm.getByRole('button', { name: '发布', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(office.getByTestId('course-state')).toContainText('已发布')
    // Its toast would lie over the next dialog while axe reads the colours beneath it.
    await expect(office.getByRole('status').getByText(`已发布「${course}」`)).toBeHidden()

    await office.getByTestId('console-nav-topics').click()
    await office.getByTestId('topic-create').click()
    const editor = office.getByRole('dialog', { name: '新建专题' })
    await editor.getByLabel('专题标题').fill(topic)
    await editor.getByRole('button', { name: '查找' }).click()
    await editor.getByTestId('course-choice').filter({ hasText: course }).getByRole('button', { name: /^添加/ }).click()
    await expect(editor.getByTestId('topic-course')).toHaveText([new RegExp(course)])
    await expectAccessibleAndFitting(office)
    await editor.getByRole('button', { name: '保存' }).click()
    await expect(editor).toBeHidden()
    await expect(office.getByTestId('topic-table')).toContainText(topic)
  })

  await test.step('6. a fresh visitor: the branded home, list, search, detail, and the free lesson plays', async () => {
    const visitor = await freshPage(browser)
    const home = await visitor.goto(site('/'))
    expect(home?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1, name: brand })).toBeVisible()
    const logo = visitor.getByRole('banner').getByRole('img', { name: brand })
    await expect(logo).toHaveAttribute('src', new RegExp(logoKey.replaceAll('.', '\\.')))
    // The picture really comes from storage (the browser decoded it).
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(
      await visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      ),
    ).toBe(THEME)
    // The stored logo is the framed box at the header's ratio (303×160, uploaded at twice that).
    // Node's resolver may not know *.localhost: the storage path goes to localhost with the tenant in Host.
    const original = new URL((await logo.getAttribute('src'))!.split('?')[0], site('/')).pathname
    const stored = await visitor.request.get(apiUrl(original), { headers: hostHeader(slug) })
    expect(stored.status()).toBe(200)
    expect(await sharp(await stored.body()).metadata()).toMatchObject({ width: 606, height: 320 })
    await expect(visitor.getByTestId('course-card').filter({ hasText: course }).first()).toBeVisible()
    const gold = visitor.getByTestId('home-gold-teachers').getByRole('listitem').filter({ hasText: lecturer.name })
    await expect(gold.getByRole('img', { name: lecturer.name })).toHaveAttribute('src', /\/console\/avatar-/)
    await expect((await headerMenu(visitor, site('/'))).getByText(top, { exact: true })).toBeVisible()

    await visitor.goto(site('/courselist'))
    await expect(visitor.getByTestId('course-card').filter({ hasText: course })).toHaveAttribute(
      'href',
      `/course/${courseId}`,
    )
    await visitor.goto(site(`/searchlist?name=${encodeURIComponent(course)}`))
    await expect(visitor.getByTestId('course-card').filter({ hasText: course })).toBeVisible()

    const detail = await visitor.goto(site(`/course/${courseId}`))
    expect(detail?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1, name: course })).toBeVisible()
    const outline = visitor.getByTestId('course-outline')
    await expect(outline.getByTestId('outline-chapter-title')).toHaveText([chapter])
    await expect(outline.getByTestId('outline-lesson-title')).toHaveText(lessons)
    await expect(outline.getByTestId('outline-lesson-duration')).toHaveText(['00:12', '00:24'])
    await expect(outline.getByTestId('outline-lesson').first().getByTestId('free-preview')).toBeVisible()
    await expect(visitor.getByText('这门课带你认识新机构的学习平台。')).toBeVisible()

    // The free preview streams as encrypted HLS through hls.js (Chromium has no native HLS): its key answers a visitor.
    const keys: number[] = []
    visitor.on('response', (r) => void (r.url().includes('/LessonVideo/GetHlsKey') && keys.push(r.status())))
    await visitor.goto(site(`/course/learn/${courseId}`))
    const video = visitor.getByTestId('learn-video')
    await expect(video).toHaveAttribute('src', /^blob:/)
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0)
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      return v.play()
    })
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5)
    expect(keys).toContain(200)
    await visitor.context().close()
  })

  await test.step('6b. a learner: the paid lesson at 流畅 then 标清 on a desktop, 流畅 on a phone, the 跑马灯 on both', async () => {
    await learnerWatchesLadder(browser, office.request, slug, courseId)
  })

  await test.step('7. 下架 → the visitor’s course page is 404; 首页显示 off → the category leaves the menu', async () => {
    await office.getByTestId('console-nav-courses').click()
    const row = office.getByTestId('course-row').filter({ hasText: course })
    await expect(row).toContainText('已发布')
    await row.getByRole('button', { name: '下架' }).click()
    const confirm = office.getByRole('dialog', { name: '下架课程' })
    await confirm.getByRole('button', { name: '下架', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(row).toContainText('已下架')
    const visitor = await freshPage(browser)
    const gone = await visitor.goto(site(`/course/${courseId}`))
    expect(gone?.status()).toBe(404)

    await office.getByTestId('console-nav-categories').click()
    const shown = office.getByRole('switch', { name: `「${top}」首页显示` })
    await expect(shown).toBeChecked()
    await shown.click()
    await expect(shown).not.toBeChecked()
    await expect((await headerMenu(visitor, site('/'))).getByText(top, { exact: true })).toHaveCount(0)
    await visitor.context().close()
  })

  await test.step('8. a 只读 operator reads the course but cannot edit it; the server refuses a save', async () => {
    await office.getByTestId('console-nav-operators').click()
    await office.getByTestId('invite-operator').click()
    const invite = office.getByRole('dialog', { name: '邀请操作员' })
    await invite.getByLabel('登录名').fill(viewer.loginName)
    await invite.getByLabel('姓名').fill(viewer.name)
    await invite.getByLabel('手机号').fill(viewer.phone)
    await invite.getByRole('radio', { name: /^只读/ }).check()
    await invite.getByRole('button', { name: '邀请', exact: true }).click()
    const shown = office.getByRole('dialog', { name: '操作员已邀请' })
    const viewerInitial = (await shown.getByTestId('initial-password').textContent()) ?? ''
    expect(viewerInitial).not.toBe('')
    await shown.getByRole('button', { name: '我已记下' }).click()

    const reader = await freshPage(browser)
    await reader.goto(site('/admin/login'))
    await signIn(reader, slug, viewer.loginName, viewerInitial, viewer.phone)
    await replaceInitialPassword(reader, viewerInitial, viewer.password)
    await reader.getByTestId('console-nav-courses').click()
    const row = reader.getByTestId('course-row').filter({ hasText: course })
    await expect(row.getByRole('link', { name: '查看' })).toBeVisible()
    await expect(reader.getByTestId('new-course')).toHaveCount(0)
    await expect(row.getByRole('button')).toHaveCount(0)
    await row.getByRole('link', { name: '查看' }).click()
    await expect(reader.getByLabel('课程标题')).toHaveValue(course)
    await expect(reader.getByLabel('课程标题')).toBeDisabled()
    await expect(reader.getByText('当前角色只能查看课程，不能修改。')).toBeVisible()
    await expect(reader.getByRole('button', { name: /^(保存|发布|下架|删除)$/ })).toHaveCount(0)
    await reader.getByRole('navigation', { name: '课程编辑' }).getByRole('link', { name: '课程大纲' }).click()
    await expect(reader.getByRole('region', { name: `第1章 ${chapter}` })).toContainText(lessons[1])
    await expect(reader.getByRole('button', { name: '新建章节' })).toHaveCount(0)
    await expect(reader.getByLabel(/^上传视频/)).toHaveCount(0)

    // The same save sent straight from the 只读's browser, with its session: the server refuses it.
    const refused = await reader.evaluate(async (id) => {
      const res = await fetch('/admin/api/services/app/AdminCourse/Update', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          title: '只读改的标题',
          coverUrl: '',
          summary: '',
          description: '',
          courseTypeId: 1,
          lecturerIds: [],
          tags: [],
          vipOnly: false,
          price: '0',
          forbidSkip: false,
          homeBar: true,
          homeNew: true,
          homeFeatured: false,
        }),
      })
      return { status: res.status, message: (await res.json()).error?.message }
    }, courseId)
    expect(refused).toEqual({ status: 403, message: '当前角色无权进行此操作' })
    await reader.context().close()
  })

  await test.step('9. 操作日志 names every step with its operator; the platform’s names the tenant’s creation', async () => {
    const by = `${admin.name}（${admin.loginName}）`
    const steps: [string, string, string][] = [
      ['AdminSetting/SaveSettings', '机构设置', by],
      ['AdminUpload/UploadImage', 'logo', by],
      ['AdminCategory/Create', `课程分类「${top}」`, by],
      ['AdminCategory/Create', `课程分类「${top} / ${sub}」`, by],
      ['AdminLecturer/Create', `讲师「${lecturer.name}」`, by],
      ['AdminCourse/Create', `课程「${course}」`, by],
      ['AdminCourseOutline/CreateChapter', `课程「${course}」章节「${chapter}」`, by],
      ...lessons.map((l): [string, string, string] => ['AdminCourseOutline/CreateLesson', `课时「${l}」`, by]),
      ...lessons.map((l): [string, string, string] => ['AdminLessonVideo/Upload', `课时「${l}」视频`, by]),
      ['AdminCourse/Publish', `课程「${course}」`, by],
      ['AdminTopic/Create', `专题「${topic}」`, by],
      ['AdminCourse/Unpublish', `课程「${course}」`, by],
      ['AdminOperator/Invite', viewer.loginName, by],
      ['AdminAuth/ChangePassword', viewer.loginName, `${viewer.name}（${viewer.loginName}）`],
    ]
    for (const [kind, target, actor] of steps) await expectLogged(office, base, kind, target, actor)
    await office.goto(site('/admin/audit'))
    await expect(office.getByTestId('audit-table')).toBeVisible()
    await expectAccessibleAndFitting(office)

    await expectLogged(
      page,
      tenantUrl('platform', ''),
      'AdminTenant/Create',
      `（${slug}）`,
      `${OWNER.name}（${OWNER.loginName}）`,
    )
    await office.context().close()
  })
})
