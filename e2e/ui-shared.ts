// Devices, pages and settling shared by the fit-and-finish specs (*.ui.spec.ts: visual, accessibility, layout).
import { devices, expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { apiUrl, hostHeader } from './helpers'

/** A Playwright device without its browser type: the ui project runs Chromium for every device. */
function device(name: string, viewport: { width: number; height: number }): BrowserContextOptions {
  const options: BrowserContextOptions & { defaultBrowserType?: string } = { ...devices[name], viewport }
  delete options.defaultBrowserType
  return options
}

/** Phone user agent (the phone front end); tablets send an iPad agent and get the desktop one, as real iPads do. */
export const VIEWS = {
  phone: device('Pixel 7', { width: 390, height: 844 }),
  tablet768: device('iPad Mini', { width: 768, height: 1024 }),
  tablet1024: device('iPad Mini landscape', { width: 1024, height: 768 }),
  desktop: device('Desktop Chrome', { width: 1366, height: 768 }),
} as const
export type View = keyof typeof VIEWS

/** The widths each device's pages must fit without scrolling sideways (README: 360 to 1920 px). */
export const FIT_WIDTHS = { phone: [360, 390], desktop: [768, 1024, 1366, 1920] } as const

/** The detail page every spec opens: the first course of the tenant's default list. */
export async function firstCourseId(request: APIRequestContext, tenant: string): Promise<number> {
  const res = await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?page=1'), {
    headers: hostHeader(tenant),
  })
  expect(res.status()).toBe(200)
  return ((await res.json()).result.items[0] as { id: number }).id
}

/**
 * Waits until the page looks finished: web fonts ready and every picture in the viewport loaded — and fails when
 * one of them did not load (a cover or avatar left as a grey box is what users reported).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  const broken = await page.evaluate(async () => {
    await document.fonts.ready
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect()
      return (
        box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && getComputedStyle(img).visibility !== 'hidden'
      )
    })
    await Promise.all(
      inView.map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true })
              img.addEventListener('error', done, { once: true })
            }),
      ),
    )
    return inView.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src)
  })
  expect(broken, 'pictures in view that failed to load').toEqual([])
}
