// The discussion pages come from the route cache like the catalogue pages, and a post or a delete drops exactly the
// pages it changed: the next request shows it, on this tenant only.
import { expect, test, type APIRequestContext } from './test'
import { signedInIndividual, type SignedIn } from './accounts'
import { someCourse, runTag } from './discussion'
import { apiUrl, hostHeader } from './helpers'

const API = '/api/services/app/CourseTopic'

async function page(request: APIRequestContext, path: string, tenant = 'demo') {
  const res = await request.get(apiUrl(path), { headers: hostHeader(tenant) })
  return { status: res.status(), cache: res.headers()['x-nextjs-cache'], text: await res.text() }
}

async function write(request: APIRequestContext, who: SignedIn, method: string, data: object): Promise<number> {
  const host = hostHeader('demo').host
  const res = await request.post(apiUrl(`${API}/${method}`), {
    headers: { host, origin: `http://${host}`, cookie: who.cookie },
    data,
  })
  expect(res.status(), method).toBe(200)
  return (await res.json()).result?.id
}

/**
 * Asked twice: the second answer is the cached render, as for the catalogue pages. Files run two at a time, and
 * another one's invalidation may land between the two requests: in CI, cache.request.spec's ClearCache on demo (it
 * clears every demo page) ran beside this test's first pair. So up to five pairs are asked, 150 ms apart, outlasting
 * that test's two ClearCaches; a page that is not cached misses in every pair.
 */
async function cached(request: APIRequestContext, path: string) {
  const seen: string[] = []
  for (let pair = 0; pair < 5 && seen.at(-1) !== 'HIT'; pair++) {
    if (pair) await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await page(request, path)).status, path).toBe(200)
    seen.push((await page(request, path)).cache)
  }
  expect(seen.at(-1), `${path}: second answers ${seen.join(', ')}`).toBe('HIT')
}

test('topicList, topicDetails and talkabout come from the cache and show a post at their next request', async ({
  request,
}) => {
  const course = await someCourse(request)
  const tag = runTag()
  const list = `/topicList?courseId=${course.id}`
  await cached(request, `/course/${course.id}`)
  await cached(request, list)

  const author = await signedInIndividual(request)
  const topic = await write(request, author, 'CreateTopic', { courseId: course.id, title: `缓存话题${tag}` })
  expect((await page(request, list)).text).toContain(`缓存话题${tag}`)
  const floor = await write(request, author, 'CreateReply', { topicId: topic, content: `一楼${tag}` })
  await cached(request, `/topicDetails/${topic}`)
  await cached(request, `/talkabout/${floor}`)

  // A reply inside the floor drops the topic's pages: the floor's thread and the topic's preview show it at once.
  await write(request, author, 'CreateReply', { topicId: topic, parentId: floor, content: `楼中回复${tag}` })
  expect((await page(request, `/talkabout/${floor}`)).text).toContain(`楼中回复${tag}`)
  expect((await page(request, `/topicDetails/${topic}`)).text).toContain(`楼中回复${tag}`)

  // Deleting the topic: its pages answer 404 at once, and the list no longer has it.
  await write(request, author, 'DeleteTopic', { id: topic })
  expect((await page(request, `/topicDetails/${topic}`)).status).toBe(404)
  expect((await page(request, `/talkabout/${floor}`)).status).toBe(404)
  expect((await page(request, list)).text).not.toContain(`缓存话题${tag}`)
})

test("another tenant's ids and unknown ones are a 404, and stay one", async ({ request }) => {
  const course = await someCourse(request)
  for (const path of [
    `/topicList?courseId=${course.id}`,
    '/topicList?courseId=2147483647',
    '/topicDetails/2147483647',
  ]) {
    expect((await page(request, path, 'acme')).status, path).toBe(404)
    expect((await page(request, path, 'acme')).status, path).toBe(404)
  }
  expect((await page(request, '/topicList?courseId=abc')).status).toBe(404)
})
