// The learning player's HLS as a test sees it (issue 30): the segments a page fetches, playing a lesson a little,
// 清晰度 choices proven by where the next segment comes from, and a learner watching a 540p ladder on two devices.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { freshPhone, signedInIndividual, signedInPage } from './accounts'
import { tenantUrl } from './helpers'
import { devices, expect, test } from './test'

/** Every MPEG-TS segment the page asks for, in order (their path names the rendition: …/540p/seg-001.ts). */
function watchSegments(page: Page): string[] {
  const segments: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.endsWith('.ts')) segments.push(pathname)
  })
  return segments
}

/** Plays the open lesson muted until it has advanced a second. */
async function playsAWhile(page: Page) {
  const video = page.getByTestId('learn-video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1)
}

/** Paused a second in, the next 6 s segment is still to come: a 清晰度 choice decides where it is fetched from. */
const pausePlayer = (page: Page) => page.getByTestId('learn-video').evaluate((v: HTMLVideoElement) => v.pause())

/** Chooses `label` in 清晰度; the next segment the player asks for comes from that rendition's `folder`. */
async function chooseQuality(page: Page, segments: string[], label: string, folder: string) {
  const from = segments.length
  await page.getByTestId('learn-quality').selectOption({ label })
  await expect.poll(() => segments.slice(from).some((s) => s.includes(`/${folder}/`)), { timeout: 20_000 }).toBe(true)
}

/** 24 s at 960×540 with sound (the length of the seeded clip it stands in for), made by Debian's ffmpeg. */
export function lesson540p(): string {
  const file = path.join(test.info().outputDir, 'lesson-540p.mp4')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=24:size=960x540:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=duration=24', '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-movflags', '+faststart', file],
  ])
  return file
}

/**
 * A new learner of `tenant` joins the free course `courseId` and plays its second lesson (a 360p/540p ladder): on a
 * desktop at 流畅 then 标清, on a phone at 流畅, each choice followed by a segment of that rendition, and the 跑马灯 on both
 * naming the learner's masked phone.
 */
export async function learnerWatchesLadder(
  browser: Browser,
  request: APIRequestContext,
  tenant: string,
  courseId: number,
) {
  const learner = await signedInIndividual(request, freshPhone(), tenant)
  const masked = `${learner.phone.slice(0, 3)}****${learner.phone.slice(7)}`
  const desk = await signedInPage(browser, devices['Desktop Chrome'], learner, tenant)
  const deskSegments = watchSegments(desk)
  await desk.goto(tenantUrl(tenant, `/course/${courseId}`))
  await desk.getByTestId('start-learning').click()
  await expect(desk).toHaveURL(new RegExp(`/course/learn/${courseId}`))
  await desk.getByTestId('learn-lesson').nth(1).click()
  await playsAWhile(desk)
  await pausePlayer(desk)
  await expect(desk.getByTestId('video-watermark')).toContainText(masked)
  const quality = desk.getByTestId('learn-quality')
  await expect(quality.locator('option')).toHaveText([/^自动/, '流畅', '标清'])
  await chooseQuality(desk, deskSegments, '流畅', '360p')
  await expect(quality).toHaveValue('low')
  await chooseQuality(desk, deskSegments, '标清', '540p')
  await expect(quality).toHaveValue('sd')
  await desk.context().close()

  const phone = await signedInPage(browser, devices['Pixel 7'], learner, tenant)
  const phoneSegments = watchSegments(phone)
  await phone.goto(tenantUrl(tenant, `/course/learn/${courseId}`))
  await phone.getByTestId('learn-lesson').nth(1).click()
  await playsAWhile(phone)
  await pausePlayer(phone)
  await expect(phone.getByTestId('video-watermark')).toContainText(masked)
  await chooseQuality(phone, phoneSegments, '流畅', '360p')
  await phone.context().close()
}
