// Issue 30 in a browser: an operator uploads a 540p lesson and watches its transcode in the outline; the learner's
// lesson then streams as encrypted HLS through hls.js — 标清 chosen from 清晰度 loads the 540p rendition — with the
// 跑马灯 naming the learner's masked phone, on a desktop and on a phone.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { signIn as consoleSignIn, freshPage } from './console'
import { signIn, signedInIndividual } from './accounts'
import { tenantUrl } from './helpers'
import { devices, expect, test } from './test'

/** A console call from the operator's own page (its cookie, its origin), answering the envelope's result. */
async function consoleCall<T>(page: Page, method: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, body }) => {
      const res = await fetch(`/admin/api/services/app/${method}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = await res.json()
      if (!answer.success) throw new Error(`${method}: ${answer.error?.message}`)
      return answer.result
    },
    { method, body },
  )
}

/** Plays the open lesson muted until it has advanced `seconds`. */
async function plays(page: Page, seconds = 1) {
  const video = page.getByTestId('learn-video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(seconds)
}

test('an upload streams as encrypted HLS: its transcode in the outline, 标清 chosen on a desktop, the watermark on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  // 12 s at 960×540: a ladder of 360p and 540p (none above the source).
  const clip = path.join(test.info().outputDir, 'lesson-540p.mp4')
  fs.mkdirSync(path.dirname(clip), { recursive: true })
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=12:size=960x540:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=duration=12', '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-movflags', '+faststart', clip],
  ])

  const office = await freshPage(browser)
  await office.goto(tenantUrl('demo', '/admin/login'))
  await consoleSignIn(office, 'demo', 'admin', 'Admin@2026', '13300000001')
  await expect(office.getByRole('heading', { level: 1, name: '概览' })).toBeVisible()
  const title = `清晰度测试课程${Date.now() % 100000}`
  const options = await consoleCall<{ categories: { id: number }[] }>(office, 'AdminCourse/GetOptions')
  const course = await consoleCall<{ id: number }>(office, 'AdminCourse/Create', {
    ...{ title, coverUrl: '', summary: '', description: '<p>清晰度与水印</p>', courseTypeId: options.categories[0].id },
    ...{ lecturerIds: [], tags: [], vipOnly: false, price: '0', forbidSkip: false },
    ...{ homeBar: false, homeNew: false, homeFeatured: false },
  })
  const chapter = await consoleCall<{ id: number }>(office, 'AdminCourseOutline/CreateChapter', {
    courseId: course.id,
    title: '第一章',
  })
  await consoleCall(office, 'AdminCourseOutline/CreateLesson', {
    chapterId: chapter.id,
    title: '清晰度课时',
    isFreePreview: false,
  })

  await test.step('the outline shows the upload, then its transcode until the ladder is ready', async () => {
    await office.goto(tenantUrl('demo', `/admin/courses/${course.id}/outline`))
    const row = office.getByRole('listitem').filter({ hasText: '清晰度课时' })
    await office.getByLabel('上传视频：课时「清晰度课时」').setInputFiles(clip)
    await expect(row.getByTestId('video-state')).toHaveText('已上传 00:12', { timeout: 60_000 })
    await expect(row.getByTestId('transcode-state')).toHaveText(/排队中|分析中|转码中 \d+%|已转码/)
    await expect(row.getByTestId('transcode-state')).toHaveText('已转码 360p/540p', { timeout: 90_000 })
    await consoleCall(office, 'AdminCourse/Publish', { id: course.id })
  })

  const learner = await signedInIndividual(request)
  const masked = `${learner.phone.slice(0, 3)}****${learner.phone.slice(7)}`

  /** After a choice in 清晰度, the next segment the player asks for comes from that rendition's folder. */
  async function choose(page: Page, segments: string[], label: string, folder: string) {
    const from = segments.length
    await page.getByTestId('learn-quality').selectOption({ label })
    await expect.poll(() => segments.slice(from).some((s) => s.includes(`/${folder}/`)), { timeout: 20_000 }).toBe(true)
  }
  const watchSegments = (page: Page) => {
    const segments: string[] = []
    page.on('request', (r) => {
      const { pathname } = new URL(r.url())
      if (pathname.endsWith('.ts')) segments.push(pathname)
    })
    return segments
  }
  // Paused a second in, with the second 6 s segment still to come: each choice decides where it is fetched from.
  const pause = (page: Page) => page.getByTestId('learn-video').evaluate((v: HTMLVideoElement) => v.pause())

  await test.step('desktop: the learner joins, the lesson streams through hls.js, 流畅 and 标清 load their renditions', async () => {
    const context = await browser.newContext({ ...devices['Desktop Chrome'] })
    const page = await context.newPage()
    await signIn(page, learner)
    const segments = watchSegments(page)
    await page.goto(tenantUrl('demo', `/course/${course.id}`))
    await page.getByTestId('start-learning').click()
    await expect(page).toHaveURL(new RegExp(`/course/learn/${course.id}`))
    await plays(page)
    await pause(page)
    await expect(page.getByTestId('video-watermark')).toContainText(masked)
    const quality = page.getByTestId('learn-quality')
    await expect(quality.locator('option')).toHaveText([/^自动/, '流畅', '标清'])
    await choose(page, segments, '流畅', '360p')
    await expect(quality).toHaveValue('low')
    await choose(page, segments, '标清', '540p')
    await expect(quality).toHaveValue('sd')
    await context.close()
  })

  await test.step('phone: the same learner plays it at 流畅 with the watermark over the video', async () => {
    const context = await browser.newContext({ ...devices['Pixel 7'] })
    const page = await context.newPage()
    await signIn(page, learner)
    const segments = watchSegments(page)
    await page.goto(tenantUrl('demo', `/course/learn/${course.id}`))
    await plays(page)
    await pause(page)
    await expect(page.getByTestId('video-watermark')).toContainText(masked)
    await choose(page, segments, '流畅', '360p')
    await context.close()
  })
})
