// What the built server answers for files and Next's own endpoints (issue 23): no image optimiser (M1), a 4xx for every
// malformed /storage path (L3), and lesson media only at the signed address the learning API hands out (L6).
import { expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'
import { courseId, SHORT_COURSE } from './learning'

test('M1: /_next/image answers 404 for any source and size, and decodes nothing', async ({ request }) => {
  for (const query of [
    'url=%2Fstorage%2Ftenants%2Fdemo%2Flogo.png&w=3840&q=100',
    // What Next 16 serves by default (w from deviceSizes, q=75): it decoded the picture on every request.
    'url=%2Fstorage%2Ftenants%2Fdemo%2Flogo.png&w=3840&q=75',
    'url=%2Fstorage%2Ftenants%2Fdemo%2Flogo.png&w=640&q=75',
    'url=https%3A%2F%2Fexample.com%2Fa.png&w=640&q=75',
    '',
  ]) {
    const res = await request.get(apiUrl(`/_next/image?${query}`), { headers: hostHeader('demo') })
    expect({ query, status: res.status() }).toEqual({ query, status: 404 })
    expect(res.headers()['content-type']).toMatch(/^text\/plain/)
    expect(res.headers()['x-nextjs-cache']).toBeUndefined()
  }
})

test('L3: malformed /storage paths answer 400 or 404, never 500', async ({ request }) => {
  for (const path of [
    '/storage/%ZZ',
    '/storage/%C0%AF',
    '/storage/demo/%E0%80%AF',
    '/storage/demo/%ED%A0%80.png',
    '/storage/demo/%F0%9F%98',
    '/storage/%',
    '/storage/demo/%00a.png',
    '/storage/demo%2Fa.png',
    '/storage/.cache/x',
    '/storage/tenants/demo/%2e%2e/%2e%2e/package.json',
  ]) {
    const res = await request.get(apiUrl(path), { headers: hostHeader('demo') })
    expect({ path, ok: [400, 404].includes(res.status()) }).toEqual({ path, ok: true })
    expect(res.headers()['content-type']).toMatch(/^text\/plain/)
  }
  expect((await request.get(apiUrl('/storage/%ZZ'), { headers: hostHeader('demo') })).status()).toBe(400)
})

test('L6: a lesson video opens only at the signed address the learning API gives, and seeks there', async ({
  request,
}) => {
  const unsigned = await request.get(apiUrl('/storage/demo/media/clip-65s.mp4'), { headers: hostHeader('demo') })
  expect(unsigned.status()).toBe(403)
  expect(await unsigned.text()).toBe('无权访问该文件')
  const id = await courseId(request, SHORT_COURSE)
  const state = await (
    await request.get(apiUrl(`/api/services/app/CourseLearn/GetLearnState?courseId=${id}`), {
      headers: hostHeader('demo'),
    })
  ).json()
  const preview = state.result.lessons.find((l: { videoUrl: string | null }) => l.videoUrl)
  expect(preview.videoUrl).toMatch(/^demo\/media\/clip-\d+s\.mp4\?e=\d+&s=[\w-]{43}$/)
  const part = await request.get(apiUrl(`/storage/${preview.videoUrl}`), {
    headers: { ...hostHeader('demo'), range: 'bytes=0-99' },
  })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-type']).toBe('video/mp4')
  expect(part.headers()['cache-control']).toMatch(/^private, max-age=\d+$/)
  // Another tenant's host refuses demo's signature.
  expect((await request.get(apiUrl(`/storage/${preview.videoUrl}`), { headers: hostHeader('acme') })).status()).toBe(
    403,
  )
})
