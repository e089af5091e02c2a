// Issue 9 routing fixes seen from outside: the route cache stays bounded (H2), internal-looking paths stay in the host's
// tenant (L1), and malformed or oversized request targets get a readable 4xx (L7).
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from './test'
import { apiUrl, hostHeader } from './helpers'
import { E2E_PORT } from '../playwright.config'

// Playwright runs from the repository root (where its config is), as the e2e server does.
const DIST = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next')
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/**
 * Files under the build's server folder and cache folder: where Next 16 keeps its route cache (`server/route-cache/…`,
 * 7 files and ~50 KB per cached URL before the fix; `server/app/…` in older versions) and its other caches.
 */
function cacheFiles(): number {
  let n = 0
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name))
      else n += 1
    }
  }
  walk(path.join(DIST, 'server'))
  walk(path.join(DIST, 'cache'))
  return n
}

/** Runs `paths` with `concurrency` requests in flight; returns every status. */
async function hammer(
  request: APIRequestContext,
  jobs: { path: string; host: string; ua?: string }[],
  concurrency = 16,
) {
  const statuses: number[] = []
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]
      const headers: Record<string, string> = { host: `${job.host}:${E2E_PORT}` }
      if (job.ua) headers['user-agent'] = job.ua
      const res = await request.get(apiUrl(job.path), { headers, maxRedirects: 0 })
      statuses.push(res.status())
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return statuses
}

test('H2: 1,000 requests for unknown ids, hosts and list queries add no file to the route cache', async ({
  request,
}) => {
  const jobs: { path: string; host: string; ua?: string }[] = []
  // Unknown ids cost a render each (a 404 page), unknown hosts share one cached page: more of the cheap kind keeps CI quick.
  for (let i = 0; i < 100; i++) {
    const ua = i % 2 ? PHONE_UA : undefined
    jobs.push({ path: `/course/${900000 + i}`, host: 'demo.localhost', ua })
    jobs.push({ path: `/teacher/${900000 + i}`, host: 'demo.localhost', ua })
    jobs.push({ path: `/thematic/${900000 + i}`, host: 'demo.localhost', ua })
  }
  for (let i = 0; i < 550; i++)
    jobs.push({ path: i % 2 ? '/' : `/course/${i}`, host: `nobody-${i}.localhost`, ua: i % 3 ? undefined : PHONE_UA })
  for (let i = 0; i < 150; i++)
    jobs.push({ path: `/courselist?courseTypeId=${800000 + i}&sort=x${i}&page=${i}`, host: 'demo.localhost' })
  expect(jobs).toHaveLength(1000)

  const before = cacheFiles()
  const statuses = await hammer(request, jobs)
  expect(statuses.filter((s) => s >= 500)).toEqual([])
  // Unknown ids and categories are 404s; unknown hosts all get the one 403 view (HTTP 403).
  expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(450)
  expect(cacheFiles()).toBe(before)
})

test('H2: every unknown host is served the same 403 view', async ({ request }) => {
  for (const host of ['nope.localhost', 'other-nope.localhost']) {
    const res = await request.get(apiUrl('/courselist?page=3'), { headers: { host: `${host}:${E2E_PORT}` } })
    expect(res.status()).toBe(403)
    expect(await res.text()).toContain('暂时无法访问')
  }
})

test('L1: an internal-looking path with an extension is the host tenant’s 404, not another tenant’s shell', async ({
  request,
}) => {
  const res = await request.get(apiUrl('/acme/desktop/x.png'), { headers: hostHeader('demo') })
  expect(res.status()).toBe(404)
  const html = await res.text()
  expect(html).toContain('启航学堂')
  expect(html).not.toContain('艾克美企业大学')
})

test('L7: a malformed API path answers a 400 ABP envelope', async ({ request }) => {
  const res = await request.get(apiUrl('/api/%ZZ'), { headers: hostHeader('demo') })
  expect(res.status()).toBe(400)
  expect(await res.json()).toMatchObject({
    success: false,
    error: { code: 400, message: '请求地址格式不正确' },
    unAuthorizedRequest: false,
    __abp: true,
  })
})

test('L7: a 70 KB query string answers a 414 ABP envelope instead of a dropped connection', async ({ request }) => {
  const res = await request.get(apiUrl(`/api/Common/GetCommonSetting?q=${'a'.repeat(70_000)}`), {
    headers: hostHeader('demo'),
  })
  expect(res.status()).toBe(414)
  expect(await res.json()).toMatchObject({
    success: false,
    error: { code: 414, message: '请求地址过长' },
    unAuthorizedRequest: false,
    __abp: true,
  })
})

test('L7: a malformed page path is a readable 400, not a bare 500', async ({ request }) => {
  const res = await request.get(apiUrl('/course/%ZZ'), { headers: hostHeader('demo') })
  expect(res.status()).toBe(400)
  expect(await res.text()).toBe('请求地址格式不正确')
})
