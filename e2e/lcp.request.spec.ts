// Issue 26: the phone home's largest first-screen element (the first category's first cover) paints from the server
// HTML, without waiting for the scripts: it is in that HTML, eager and high priority, and its bytes come inside the
// document (a data: URL). Lighthouse measures the effect (`npm run perf`); this guards the cause, in a second.
import { devices, expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'

/** The attributes of one HTML tag, as the server wrote them. */
function attributes(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1].toLowerCase(), m[2] ?? '']))
}

test('the phone home’s LCP picture is in the server HTML, eager, high priority and inline', async ({ request }) => {
  const res = await request.get(apiUrl('/'), {
    headers: { ...hostHeader('demo'), 'user-agent': devices['Pixel 7'].userAgent },
  })
  expect(res.status()).toBe(200)
  const html = await res.text()

  const section = html.indexOf('data-testid="home-category-section"')
  expect(section, 'the first category section is in the server HTML').toBeGreaterThan(0)
  const tag = html.slice(section).match(/<img\b[^>]*>/)?.[0]
  expect(tag, 'its first cover is in the server HTML, not drawn by a script').toBeDefined()
  const img = attributes(tag!)
  expect(img.get('loading'), 'not lazy').not.toBe('lazy')
  expect(img.get('fetchpriority'), 'high priority').toBe('high')
  // The seeded covers are small WebP renditions: inside the HTML, no request races the scripts for them.
  expect(img.get('src')).toMatch(/^data:image\/webp;base64,/)
  expect(img.get('src')!.length).toBeLessThanOrEqual(12 * 1024)
})
