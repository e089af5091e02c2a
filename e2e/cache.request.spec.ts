// Per-tenant caching end to end: an edit stays invisible on cached pages until ClearCache, then shows at once.
import { expect, test, type APIRequestContext } from './test'
import { apiUrl, hostHeader } from './helpers'

const headers = (tenant: string) => ({ ...hostHeader(tenant), origin: `http://${hostHeader(tenant).host}` })

async function titleOf(request: APIRequestContext, tenant: string, path: string): Promise<string> {
  const res = await request.get(apiUrl(path), { headers: hostHeader(tenant) })
  expect(res.status()).toBe(200)
  return (await res.text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''
}

async function rename(request: APIRequestContext, tenant: string, courseId: number, title: string) {
  const res = await request.post(apiUrl('/api/dev/content'), { headers: headers(tenant), data: { courseId, title } })
  expect(await res.json()).toMatchObject({ success: true, result: { id: courseId, title } })
}

async function clearCache(request: APIRequestContext, tenant: string) {
  const res = await request.post(apiUrl('/api/Common/ClearCache'), { headers: headers(tenant), data: {} })
  expect(res.status()).toBe(200)
  expect(await res.json()).toMatchObject({ success: true, result: true })
}

test('a course renamed in the database shows on its page and in search only after ClearCache', async ({ request }) => {
  const list = await (
    await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?sort=popular&page=1'), {
      headers: hostHeader('demo'),
    })
  ).json()
  const course = list.result.items.at(-1) as { id: number; title: string }
  const path = `/course/${course.id}`
  const renamed = `${course.title}（第二版）`

  expect(await titleOf(request, 'demo', path)).toBe(course.title)
  await rename(request, 'demo', course.id, renamed)
  try {
    // Still the cached render and the cached loaders: the edit alone changes nothing public.
    expect(await titleOf(request, 'demo', path)).toBe(course.title)
    await clearCache(request, 'demo')
    expect(await titleOf(request, 'demo', path)).toBe(renamed)
    const search = await request.get(apiUrl(`/searchlist?name=${encodeURIComponent('第二版')}`), {
      headers: hostHeader('demo'),
    })
    expect(await search.text()).toContain(renamed)
  } finally {
    await rename(request, 'demo', course.id, course.title)
    await clearCache(request, 'demo')
  }
  expect(await titleOf(request, 'demo', path)).toBe(course.title)
})

test("ClearCache on one tenant leaves another tenant's cache alone", async ({ request }) => {
  const list = await (
    await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?page=1'), { headers: hostHeader('acme') })
  ).json()
  const course = list.result.items[0] as { id: number; title: string }
  const path = `/course/${course.id}`
  expect(await titleOf(request, 'acme', path)).toBe(course.title)
  await rename(request, 'acme', course.id, `${course.title}（改）`)
  try {
    await clearCache(request, 'demo')
    expect(await titleOf(request, 'acme', path)).toBe(course.title)
  } finally {
    await rename(request, 'acme', course.id, course.title)
  }
})

test('the development content tool refuses bad input with the envelope', async ({ request }) => {
  const res = await request.post(apiUrl('/api/dev/content'), {
    headers: headers('demo'),
    data: { courseId: 'x', title: '' },
  })
  expect(res.status()).toBe(400)
  expect(await res.json()).toMatchObject({ success: false, error: { message: '课程编号格式不正确' } })
  const missing = await request.post(apiUrl('/api/dev/content'), {
    headers: headers('demo'),
    data: { courseId: 999999, title: '不存在' },
  })
  expect(missing.status()).toBe(404)
  expect((await missing.json()).error.code).toBe(404)
})
