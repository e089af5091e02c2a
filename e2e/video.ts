// The learning player's HLS as a test sees it (issue 30): the segments a page fetches, playing a lesson a little, and
// 清晰度 choices proven by where the next segment comes from.
import type { Page } from '@playwright/test'
import { expect } from './test'

/** Every MPEG-TS segment the page asks for, in order (their path names the rendition: …/540p/seg-001.ts). */
export function watchSegments(page: Page): string[] {
  const segments: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.endsWith('.ts')) segments.push(pathname)
  })
  return segments
}

/** Plays the open lesson muted until it has advanced a second. */
export async function playsAWhile(page: Page) {
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
export const pausePlayer = (page: Page) => page.getByTestId('learn-video').evaluate((v: HTMLVideoElement) => v.pause())

/** Chooses `label` in 清晰度; the next segment the player asks for comes from that rendition's `folder`. */
export async function chooseQuality(page: Page, segments: string[], label: string, folder: string) {
  const from = segments.length
  await page.getByTestId('learn-quality').selectOption({ label })
  await expect.poll(() => segments.slice(from).some((s) => s.includes(`/${folder}/`)), { timeout: 20_000 }).toBe(true)
}
