// The learning journey both device projects run: signed in (by the API) → enrol → learn → leave at ~0:20 → resume on
// the other device → finish the course → 我的课程 shows it under 已完成. Videos play muted at 2× (the speed the server
// credits), on demo's shortest course: 36 s of video, 18 s of playback, is the floor of each journey.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from '@playwright/test'
import { agree, freshPhone, outboxCode, signedInIndividual, signIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

/** The seeded short free course of demo: two lessons of 12 s and 24 s. */
export const SHORT_COURSE = '入职第一课'

export async function courseId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get(
    apiUrl(`/api/services/app/FrontCourse/SearchCourse?name=${encodeURIComponent(title)}`),
    { headers: hostHeader('demo') },
  )
  const found = (await res.json()).result.items.find((c: { title: string }) => c.title.startsWith(title))
  expect(found, `seeded course ${title}`).toBeTruthy()
  return found.id
}

/** Code login on the /login page with a phone no earlier run used (or the one given); lands on `redirect`. */
export async function codeLogin(
  page: Page,
  request: APIRequestContext,
  redirect: string,
  phone = freshPhone(),
): Promise<string> {
  await page.goto(tenantUrl('demo', `/login?redirect=${encodeURIComponent(redirect)}`))
  await submitCodeLogin(page, request, phone)
  await expect(page).toHaveURL(tenantUrl('demo', redirect))
  return phone
}

/** Fills and sends the code login form of the open /login page (a new phone's first code login creates the account). */
export async function submitCodeLogin(page: Page, request: APIRequestContext, phone = freshPhone()) {
  await page.getByLabel('手机号').fill(phone)
  const send = page.getByTestId('send-code')
  await expect(async () => {
    await send.click()
    await expect(send).toHaveText(/秒后重新获取$/, { timeout: 1000 })
  }).toPass()
  await page.getByLabel('验证码').fill(await outboxCode(request, phone))
  await agree(page)
  await page.getByLabel('验证码').press('Enter')
}

const isBeat = (url: string) => url.includes('/CourseLearn/Heartbeat')
const currentTime = (page: Page) => page.getByTestId('learn-video').evaluate((v: HTMLVideoElement) => v.currentTime)

// Headless Chromium decodes on the CPU: with two test files at a time on two cores, playback can run slower than real
// time, so the wait for a lesson's end is three times its 12 s at 2× (it ends as soon as the video gets there).
const PLAYBACK_WAIT = 36_000

/** Plays the open lesson at 2× until `until` seconds (then pauses) or to its end, and returns the server's last answer. */
export async function play(page: Page, until: number | 'end') {
  const video = page.getByTestId('learn-video')
  const answers: { lessonCompleted: boolean }[] = []
  const listen = async (r: Response) => {
    if (isBeat(r.url()) && r.ok()) answers.push((await r.json()).result)
  }
  page.on('response', listen)
  try {
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0)
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      v.playbackRate = 2
      return v.play()
    })
    if (until === 'end') {
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: PLAYBACK_WAIT }).toBe(true)
      // The beats sent on pause and end credit the last stretch: the lesson is complete once they are answered.
      await expect.poll(() => answers.at(-1)?.lessonCompleted, { timeout: 10_000 }).toBe(true)
      return answers.at(-1)!
    }
    // The page itself notices `until` and slows the video to a crawl until the pause below: polling from outside
    // overshot by seconds on a loaded machine, and at 2× a 24 s lesson left at 23 s counts as played to its end.
    await video.evaluate(
      (v: HTMLVideoElement, at: number) =>
        new Promise<void>((resolve) => {
          const reached = () => {
            if (v.currentTime < at) return
            v.removeEventListener('timeupdate', reached)
            v.playbackRate = 0.0625
            resolve()
          }
          v.addEventListener('timeupdate', reached)
          reached()
        }),
      until,
    )
    const beat = page.waitForResponse((r) => isBeat(r.url()))
    await video.evaluate((v: HTMLVideoElement) => v.pause())
    return (await (await beat).json()).result
  } finally {
    page.off('response', listen)
  }
}

/** Opens a lesson (by its place in the outline) and waits until the server has opened a player for it. */
export async function openLesson(page: Page, index: number) {
  const started = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await page.getByTestId('learn-lesson').nth(index).click()
  expect((await started).status()).toBe(200)
}

export async function learningJourney(
  page: Page,
  request: APIRequestContext,
  browser: Browser,
  otherDevice: BrowserContextOptions,
) {
  const id = await courseId(request, SHORT_COURSE)
  await signIn(page, await signedInIndividual(request))
  await page.goto(tenantUrl('demo', `/course/${id}`))
  const start = page.getByTestId('start-learning')
  await expect(start).toHaveText('开始学习')
  // The page opens the first lesson's player by itself; the second lesson is chosen once that one is answered.
  const first = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await start.click()
  await expect(page).toHaveURL(new RegExp(`/course/learn/${id}`))
  expect((await first).status()).toBe(200)
  await openLesson(page, 1)
  const left = await play(page, 20)
  expect(left.coveredSeconds).toBeGreaterThanOrEqual(18)
  const lessonUrl = page.url()
  expect(lessonUrl).toMatch(/\?classId=\d+$/)

  // The other device (another browser context with the same account) resumes near 0:20.
  const other = await browser.newContext({ ...otherDevice, storageState: await page.context().storageState() })
  try {
    const page2 = await other.newPage()
    const started = page2.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
    await page2.goto(lessonUrl)
    expect((await (await started).json()).result.positionSeconds).toBeGreaterThanOrEqual(18)
    await expect.poll(() => currentTime(page2)).toBeGreaterThanOrEqual(18)
    expect(await currentTime(page2)).toBeLessThanOrEqual(23)
    expect((await play(page2, 'end')).lessonCompleted).toBe(true)
    // The last lesson is done but the first is not: the prompt sends the learner there.
    const overlay = page2.getByTestId('learn-overlay')
    await expect(overlay).toContainText('还有未学完的课时：平台功能速览')
    const started2 = page2.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
    await overlay.getByRole('button', { name: '去学习' }).click()
    expect((await started2).status()).toBe(200)
    const last = await play(page2, 'end')
    expect(last).toMatchObject({ lessonCompleted: true, courseCompleted: true })
    await expect(overlay.getByTestId('course-complete')).toContainText('恭喜完成课程')
    await expect(page2.getByTestId('learn-lesson').first()).toHaveAttribute('data-completed', 'true')

    await page2.goto(tenantUrl('demo', '/course/my'))
    await page2.getByRole('tab', { name: '已完成' }).click()
    const row = page2.getByTestId('my-course').filter({ hasText: SHORT_COURSE })
    await expect(row).toBeVisible()
    await expect(row.getByTestId('my-course-percent')).toHaveText('已学100%')
  } finally {
    await other.close()
  }
}

/**
 * The short course taken in order on one device: the first lesson's end counts down to 下一节 (立即播放 skips the wait),
 * the last lesson's end 恭喜完成课程 with the 学时 earned, a suggested next course and 返回我的课程 (`myCourses`:
 * /course/my or /minecourse). The learner is signed in on `page` already (the company's member, e2e/company-learning.ts).
 */
export async function finishShortCourse(page: Page, request: APIRequestContext, myCourses: string) {
  const id = await courseId(request, SHORT_COURSE)
  await page.goto(tenantUrl('demo', `/course/${id}`))
  // Joining opens the learning page on the first lesson, and its player opens on the server by itself.
  const started = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await page.getByTestId('start-learning').click()
  await expect(page).toHaveURL(new RegExp(`/course/learn/${id}`))
  expect((await started).status()).toBe(200)
  expect((await play(page, 'end')).lessonCompleted).toBe(true)
  const overlay = page.getByTestId('learn-overlay')
  await expect(overlay).toContainText('下一节：学习进度如何记录')
  await expect(overlay.getByRole('timer')).toContainText('秒后播放下一节')
  const startedNext = page.waitForResponse((r) => r.url().includes('/CourseLearn/StartPlay'))
  await overlay.getByRole('button', { name: '立即播放' }).click()
  expect((await startedNext).status()).toBe(200)
  expect(await play(page, 'end')).toMatchObject({ lessonCompleted: true, courseCompleted: true })

  const done = overlay.getByTestId('course-complete')
  await expect(done).toContainText('恭喜完成课程')
  await expect(done.getByTestId('course-credit')).toHaveText('获得学时 36秒') // 12 s + 24 s, every lesson whole
  const next = done.getByTestId('next-course')
  await expect(next).toHaveAttribute('href', /^\/course\/\d+$/)
  expect(await next.getAttribute('href')).not.toBe(`/course/${id}`)
  await expect(next).not.toBeEmpty()
  await expect(done.getByRole('link', { name: '返回我的课程' })).toHaveAttribute('href', myCourses)
  await next.click()
  await expect(page).toHaveURL(/\/course\/\d+$/)
  await expect(page.getByTestId('start-learning')).toBeVisible()
}
