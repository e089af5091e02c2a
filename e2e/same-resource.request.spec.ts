// One URL is one resource: a desktop and a phone user agent get the same status, title, canonical, share image,
// description, robots and JSON-LD for every public route, so shared links and crawlers see one page.
import { devices, expect, test, type APIRequestContext } from './test'
import { apiUrl, hostHeader } from './helpers'

const DESKTOP_UA = devices['Desktop Chrome'].userAgent
const PHONE_UA = devices['Pixel 7'].userAgent
/** No page of either tenant has this id. */
const UNKNOWN_ID = 999999

type Tenant = 'demo' | 'acme'

/** What a crawler or a chat app reads from a page, without running any script. */
interface Head {
  status: number
  location: string | null
  title: string | null
  canonical: string | null
  ogImage: string | null
  description: string | null
  robots: string | null
  jsonLd: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name])

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1].toLowerCase()] = decode(m[2])
  return out
}

/** Tags in document order; the first match wins, as it does for crawlers. */
function tags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]))
}

function readHead(status: number, location: string | null, html: string): Head {
  // SVG icons carry <title> too: the document's title is the one outside any <svg>.
  const outsideSvg = html.replace(/<svg\b[\s\S]*?<\/svg>/gi, '')
  const title = outsideSvg.match(/<title[^>]*>([\s\S]*?)<\/title>/i)
  const metas = tags(html, 'meta')
  const meta = (key: 'name' | 'property', value: string) => metas.find((m) => m[key] === value)?.content ?? null
  return {
    status,
    location,
    title: title ? decode(title[1]) : null,
    canonical: tags(html, 'link').find((l) => l.rel === 'canonical')?.href ?? null,
    ogImage: meta('property', 'og:image'),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
  }
}

async function fetchHead(request: APIRequestContext, tenant: Tenant, path: string, userAgent: string): Promise<Head> {
  // No redirects followed: a redirect on one device only would itself be a difference.
  const res = await request.get(apiUrl(path), {
    headers: { ...hostHeader(tenant), 'user-agent': userAgent },
    maxRedirects: 0,
  })
  return readHead(res.status(), res.headers()['location'] ?? null, await res.text())
}

async function apiResult<T>(request: APIRequestContext, tenant: Tenant, path: string): Promise<T | null> {
  const res = await request.get(apiUrl(path), { headers: hostHeader(tenant) })
  return res.ok() ? ((await res.json()).result as T) : null
}

interface CourseType {
  courseTypeId: number
  children: CourseType[]
}

/** Real ids from the API, so the test follows the seed instead of restating it. */
async function lookUpIds(request: APIRequestContext, tenant: Tenant) {
  const courses = await apiResult<{ items: { id: number }[] }>(
    request,
    tenant,
    '/api/services/app/FrontCourse/GetCourseList?pageSize=1',
  )
  const header = await apiResult<{ homeCourseTypeDtos: CourseType[] }>(
    request,
    tenant,
    '/api/Common/GetHomeHeaderAndBottom',
  )
  // The lecturer and topic lists exist only where their menus are on: demo's ids stand in on acme (and must 404 there).
  const teachers = await apiResult<{ items: { id: number }[] }>(
    request,
    'demo',
    '/api/services/app/FrontTeacher/GetTeacherList?pageSize=1',
  )
  const topics = await apiResult<{ items: { id: number }[] }>(
    request,
    'demo',
    '/api/services/app/FrontTopic/GetTopicList?pageSize=1',
  )
  const parent = header?.homeCourseTypeDtos.find((t) => t.children.length > 0)
  const ids = {
    course: courses?.items[0]?.id,
    teacher: teachers?.items[0]?.id,
    topic: topics?.items[0]?.id,
    parent: parent?.courseTypeId,
    child: parent?.children[0]?.courseTypeId,
  }
  for (const [what, id] of Object.entries(ids))
    expect(id, `${tenant}: a ${what} id from the API`).toEqual(expect.any(Number))
  return ids as { [K in keyof typeof ids]: number }
}

/** A public route and the status both devices must answer (undefined: only that they agree). */
type Case = [path: string, status?: number]

function publicRoutes(tenant: Tenant, ids: Awaited<ReturnType<typeof lookUpIds>>): Case[] {
  const on = tenant === 'demo' // demo has every switch on, acme every switch off
  const switched = on ? 200 : 404
  const name = encodeURIComponent('管理')
  return [
    ['/', 200],
    ['/courselist', 200],
    [`/courselist?pcourseTypeId=${ids.parent}`, 200],
    [`/courselist?pcourseTypeId=${ids.parent}&courseTypeId=${ids.child}`, 200],
    [`/courselist?courseTypeId=${ids.parent}`],
    [`/courselist?courseTypeId=${ids.child}`],
    [`/courselist?pcourseTypeId=${UNKNOWN_ID}`],
    ['/courselist?pcourseTypeId=abc'],
    ['/courselist?page=2', 200],
    ['/courselist?page=abc'],
    ['/courselist?sort=popular', 200],
    [`/courselist?pcourseTypeId=${ids.parent}&sort=popular&page=2`],
    [`/searchlist?name=${name}`, 200],
    [`/searchlist?name=${name}&formseach=true`, 200],
    // Phone-first (docs/spec.md §2), but the desktop has its own /search, so it is one resource too.
    ['/search', 200],
    ['/teacherlist', switched],
    ['/teacherlist?page=2'],
    ['/thematiclist', switched],
    [`/course/${ids.course}`, 200],
    [`/course/${UNKNOWN_ID}`, 404],
    ['/course/012', 404],
    [`/course/0${ids.course}`, 404],
    ['/course/abc', 404],
    [`/teacher/${ids.teacher}`, switched],
    [`/teacher/${UNKNOWN_ID}`, 404],
    [`/thematic/${ids.topic}`, switched],
    [`/thematic/${UNKNOWN_ID}`, 404],
    ['/login', 200],
    ['/login?tab=company&redirect=%2Faccount', 200],
    ['/accountForgot', 200],
    ['/accountForgot?isCompany=1', switched],
    ['/createcompany', switched],
    // The consent texts (issue 10): one title, canonical and share card on both devices.
    ['/useragreement', 200],
    ['/privacypolicy', 200],
    // Platform services (issue 16): on demo only, like the other switched pages.
    ['/join', switched],
    ['/toconsult', switched],
    ['/toconsult?serviceId=1'],
    ['/consultation', switched],
  ]
}

/** Phone-only routes: nothing to compare with, but they must exist. */
const MOBILE_ONLY = ['/search', '/loginEntrance', '/account', '/mine']

// The request API sends both user agents itself: the browserless request project runs this file once.
test.describe('same resource on every device', () => {
  for (const tenant of ['demo', 'acme'] as const) {
    test(`${tenant}: desktop and phone agree on every public route`, async ({ request }) => {
      const ids = await lookUpIds(request, tenant)
      for (const [path, status] of publicRoutes(tenant, ids)) {
        const desktop = await fetchHead(request, tenant, path, DESKTOP_UA)
        const phone = await fetchHead(request, tenant, path, PHONE_UA)
        if (status !== undefined) expect.soft(desktop.status, `${tenant} ${path}: status`).toBe(status)
        expect.soft(phone, `${tenant} ${path}: phone vs desktop`).toEqual(desktop)
        if (desktop.status === 200) {
          expect.soft(desktop.title, `${tenant} ${path}: a <title>`).toBeTruthy()
          expect.soft(desktop.ogImage ?? '', `${tenant} ${path}: absolute og:image`).toMatch(/^https?:\/\//)
        }
      }
    })

    test(`${tenant}: the phone-only routes answer 200 on the phone`, async ({ request }) => {
      for (const path of MOBILE_ONLY) {
        expect.soft((await fetchHead(request, tenant, path, PHONE_UA)).status, `${tenant} ${path}`).toBe(200)
      }
    })
  }
})
