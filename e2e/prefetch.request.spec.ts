// Signed-in pages arrive filled (issue 25): with a session cookie the server HTML of each personal page already shows the
// account's own data — the server called what the first screen needs — on a desktop and on a phone; without a session
// the same pages hold none of it. The expected texts are read from the API as the same account, so a journey that
// changed the seeded data in an earlier run still finds what the page should show.
import { companySession, passwordSession, signedInIndividual, type SignedIn } from './accounts'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { courseId, SHORT_COURSE } from './learning'
import { devices, expect, test, type APIRequestContext } from './test'

const AGENTS = { desktop: devices['Desktop Chrome'].userAgent, phone: devices['Pixel 7'].userAgent }
const LOADING = '拼命加载中'
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

/** What the page shows without running a script: the HTML without its scripts (the RSC payload is not the page). */
function shown(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<!-- -->/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name])
}

async function get<T>(request: APIRequestContext, who: SignedIn, path: string): Promise<T> {
  const res = await request.get(apiUrl(`/api/services/app/${path}`), {
    headers: { ...hostHeader('demo'), cookie: who.cookie },
  })
  expect(res.status(), path).toBe(200)
  return (await res.json()).result as T
}

async function pageHtml(request: APIRequestContext, path: string, userAgent: string, who?: SignedIn) {
  const res = await request.get(apiUrl(path), {
    headers: { ...hostHeader('demo'), 'user-agent': userAgent, ...(who ? { cookie: who.cookie } : {}) },
    maxRedirects: 0,
  })
  expect(res.status(), path).toBe(200)
  // A page that holds an account's data is nobody else's: no shared cache may keep it.
  expect(res.headers()['cache-control'], path).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/)
  return res.text()
}

interface Case {
  path: string
  /** What the page must show: a label for the report, the account, and the text read from the API. */
  what: string
  who: SignedIn
  text: string
}

let cases: Case[] = []

test.beforeAll(async ({ request }) => {
  const learner = await passwordSession(request, '13800000001', 'Qihang2026')
  const company = await companySession(request, { loginName: 'qihang_hr', password: 'Qihang2026' })
  // No seeded account has courses: a new learner joins the short free course.
  const newcomer = await signedInIndividual(request)
  const joined = await request.post(apiUrl('/api/services/app/FrontCourse/JoinCourse'), {
    headers: { ...hostHeader('demo'), origin: tenantUrl('demo').replace(/\/$/, ''), cookie: newcomer.cookie },
    data: { courseId: await courseId(request, SHORT_COURSE) },
  })
  expect(joined.status()).toBe(200)

  const profile = await get<{ nickname: string }>(request, learner, 'FrontUser/GetUserBasicInfo')
  const courses = await get<{ items: { title: string }[] }>(
    request,
    newcomer,
    'FrontCourse/GetMyCourses?state=learning&page=1&pageSize=20',
  )
  const messages = await get<{ items: { title: string }[] }>(
    request,
    learner,
    'MessageCenter/GetMessageInfo?messageType=0&page=1&pageSize=20',
  )
  const coupons = await get<{ items: { title: string }[] }>(
    request,
    learner,
    'Coupon/GetMyCoupons?state=usable&page=1&pageSize=20',
  )
  const requests = await get<{ items: { topic: string }[] }>(
    request,
    learner,
    'Consultation/GetMyRequests?page=1&pageSize=10',
  )
  const instruments = await get<{ title: string }[]>(request, learner, 'Diagnosis/GetInstruments')
  const info = await get<{ companyName: string }>(request, company, 'FrontCompany/GetCompanyInfoByLogin')
  for (const list of [courses.items, messages.items, coupons.items, requests.items, instruments])
    expect(list.length).toBeGreaterThan(0)

  cases = [
    { path: '/account?nav=0', what: 'the nickname', who: learner, text: profile.nickname },
    { path: '/course/my', what: 'a course title', who: newcomer, text: courses.items[0].title },
    { path: '/message', what: 'a message title', who: learner, text: messages.items[0].title },
    { path: '/coupon', what: 'a coupon name', who: learner, text: coupons.items[0].title },
    { path: '/consultation', what: 'a consultation topic', who: learner, text: requests.items[0].topic },
    { path: '/diagnosis', what: 'an instrument title', who: learner, text: instruments[0].title },
    { path: '/corporate', what: 'the company name', who: company, text: info.companyName },
  ]
})

for (const [device, userAgent] of Object.entries(AGENTS)) {
  test(`signed-in pages carry the account's data in the server HTML, with no spinner first (${device})`, async ({
    request,
  }) => {
    for (const { path, what, who, text } of cases) {
      const html = shown(await pageHtml(request, path, userAgent, who))
      expect(html, `${path} shows ${what} (${text})`).toContain(text)
      expect(html, `${path} shows no spinner`).not.toContain(LOADING)
    }
  })

  test(`without a session the same pages carry none of it (${device})`, async ({ request }) => {
    for (const { path, what, text } of cases) {
      const html = await pageHtml(request, path, userAgent)
      expect(html, `${path} holds no ${what}`).not.toContain(text)
    }
  })
}
