// Issue 8 image budget on the phone's first home load: ≤ 300 KB of images, and no picture preloaded that the page does
// not show (a prefetched course page used to preload its hero cover: "preloaded but not used").
import { expect, test, type Page } from './test'
import { apiUrl, hostHeader, tenantUrl } from './helpers'

const IMAGE_BUDGET_BYTES = 300_000
const UNUSED_PRELOAD = /preloaded using link preload but not used/i

/** Every image response's body size while `run` loads the page; cached answers count too (they were downloaded once). */
async function imageBytesDuring(page: Page, run: () => Promise<void>): Promise<{ total: number; urls: string[] }> {
  const sizes = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), body.length))
        .catch(() => undefined),
    )
  })
  await run()
  await Promise.all(pending)
  return { total: [...sizes.values()].reduce((a, b) => a + b, 0), urls: [...sizes.keys()] }
}

/** Image preloads in the document whose URL no <img> on the page shows (src, or the candidate it chose from srcset). */
async function unusedImagePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set<string>()
    for (const img of Array.from(document.images)) {
      if (img.currentSrc) shown.add(img.currentSrc)
      shown.add(img.src)
    }
    return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'))
      .map((link) => link.href)
      .filter((href) => href && !shown.has(href))
  })
}

for (const tenant of ['demo', 'acme']) {
  test(`${tenant}: the first home load stays within the image budget and preloads nothing it does not show`, async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (UNUSED_PRELOAD.test(msg.text())) warnings.push(msg.text())
    })
    // Rendered once first, so the measured visit is the cached page every visitor gets (Node's resolver may not know
    // *.localhost: the request goes to localhost with the tenant in Host).
    await page.request.get(apiUrl('/'), {
      headers: { ...hostHeader(tenant), 'user-agent': await page.evaluate(() => navigator.userAgent) },
    })
    const { total, urls } = await imageBytesDuring(page, async () => {
      await page.goto(tenantUrl(tenant), { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
    })
    expect(total, `${urls.length} images: ${urls.join(', ')}`).toBeLessThanOrEqual(IMAGE_BUDGET_BYTES)
    // Chrome reports an unused preload three seconds after load; prefetches of linked pages happen in that window too.
    await page.waitForTimeout(3500)
    expect(await unusedImagePreloads(page)).toEqual([])
    expect(warnings).toEqual([])
  })
}

test('a course page still gets its own cover first, in a size for the phone', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/courselist'))
  const href = await page.getByTestId('mobile-course-row').first().getAttribute('href')
  const userAgent = await page.evaluate(() => navigator.userAgent)
  const html = await (
    await page.request.get(apiUrl(href!), { headers: { ...hostHeader('demo'), 'user-agent': userAgent } })
  ).text()
  // The server HTML preloads the hero (a WebP rendition) with high priority: its LCP starts with the document.
  const imagePreloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('as="image"'))
  expect(
    imagePreloads.filter((tag) => tag.includes('fetchPriority="high"') && tag.includes('format/webp')),
  ).toHaveLength(1)
  await page.goto(tenantUrl('demo', href!))
  const cover = page.locator('img[fetchpriority="high"]').first()
  await expect(cover).toBeVisible()
  const chosen = await cover.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth }))
  expect(chosen.src).toContain('format/webp')
  // Covers are stored 640 wide: a rendition never enlarges them (they used to be re-encoded larger than the original).
  expect(chosen.natural).toBeLessThanOrEqual(640)
})
