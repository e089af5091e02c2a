// Desktop learning: enrol from the course page, learn, resume on a phone, finish, 我的课程 → 已完成. The short course taken in
// order, ending in 恭喜完成课程 with its 学时, is walked by the company-learning journey (e2e/company-learning.ts).
import { devices, expect, test } from './test'
import { tenantUrl } from './helpers'
import { courseId, learningJourney, SHORT_COURSE } from './learning'

test('learn on a desktop, resume on a phone, finish the course', async ({ page, request, browser }) => {
  // 36 s of video at 2×: 25–30 s measured (p95), twice that here.
  test.setTimeout(60_000)
  await learningJourney(page, request, browser, devices['Pixel 7'])
})

test('a visitor plays the free preview and is asked to sign in for the rest', async ({ page, request }) => {
  const id = await courseId(request, SHORT_COURSE)
  await page.goto(tenantUrl('demo', `/course/learn/${id}`))
  const video = page.getByTestId('learn-video')
  // A signed, expiring address from the learning API (the bare key answers 403).
  await expect(video).toHaveAttribute('src', /^\/storage\/demo\/media\/clip-\d+s\.mp4\?e=\d+&s=[\w-]{43}$/)
  // The preview really plays: its metadata loads from the storage route.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0)
  await page.getByTestId('learn-lesson').nth(1).click()
  await expect(page.getByTestId('learn-overlay')).toContainText('登录后即可学习本节')
  await page.getByTestId('learn-overlay').getByRole('button', { name: '登录后学习' }).click()
  await expect(page.getByTestId('login-dialog')).toBeVisible()
})

test('an HLS lesson plays (natively where the browser can, else through hls.js loaded on demand)', async ({
  page,
  request,
}) => {
  const id = await courseId(request, 'Excel数据透视表从入门到精通')
  const hlsChunks: string[] = []
  page.on('response', (r) => {
    const { pathname } = new URL(r.url())
    // Every file the signed playlist names is signed in turn, so each of them loads.
    if (pathname.endsWith('.m3u8') || pathname.endsWith('.m4s')) hlsChunks.push(`${r.status()} ${pathname}`)
  })
  await page.goto(tenantUrl('demo', `/course/learn/${id}`))
  const video = page.getByTestId('learn-video')
  // The playlist and its fMP4 segments load; no page carries hls.js until such a lesson plays.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 }).toBeGreaterThan(20)
  expect(hlsChunks).toContain('200 /storage/demo/media/clip-24s-hls/index.m3u8')
  expect(hlsChunks.filter((c) => c.endsWith('.m4s')).every((c) => /^20[06] /.test(c))).toBe(true)
})
