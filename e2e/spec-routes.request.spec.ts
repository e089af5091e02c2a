// Routes docs/spec.md §2 names, seen from outside (issue 27): /loginEntrance exists on a computer too — a link shared
// from a phone leads to the login page with the same return path — and /500 says 500 on both devices (it said 200).
import { expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'

const DEMO = hostHeader('demo')
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

test('desktop /loginEntrance goes to /login, returning to ?locations afterwards', async ({ request }) => {
  const query = `name=${encodeURIComponent('我的课程')}&locations=${encodeURIComponent('/course/my')}`
  const res = await request.get(apiUrl(`/loginEntrance?${query}`), { headers: DEMO, maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(res.headers().location).toBe('/login?redirect=%2Fcourse%2Fmy')

  const bare = await request.get(apiUrl('/loginEntrance'), { headers: DEMO, maxRedirects: 0 })
  expect(bare.status()).toBe(307)
  expect(bare.headers().location).toBe('/login')

  // Followed, it is the login page.
  const login = await request.get(apiUrl('/loginEntrance?locations=%2Fmine'), { headers: DEMO })
  expect(login.status()).toBe(200)
  expect(login.url()).toBe(apiUrl('/login?redirect=%2Fmine'))
})

test('phone /loginEntrance is still its own page', async ({ request }) => {
  const res = await request.get(apiUrl('/loginEntrance?locations=%2Fmine'), {
    headers: { ...DEMO, 'user-agent': PHONE_UA },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(200)
  expect(await res.text()).toContain('暂不登录，先逛逛')
})

test('/500 answers HTTP 500 with its page on both devices', async ({ request }) => {
  for (const ua of [undefined, PHONE_UA]) {
    const res = await request.get(apiUrl('/500'), { headers: ua ? { ...DEMO, 'user-agent': ua } : DEMO })
    expect(res.status(), ua ?? 'desktop').toBe(500)
    expect(await res.text()).toContain('服务器开小差了')
  }
})
