// axe-core on the signed-in pages of both devices: an individual (a new account that joined a course and has a
// diagnosis report, so the bell, the message tabs, 我的课程 and the report have something to show) and the seeded
// company — no serious or critical issue, no skipped heading level. The header's user menu, the bell and the message
// tabs are checked with unread messages, the case where their names and their text used to part ways.
import { expect, test, type APIRequestContext, type Page } from './test'
import { seriousIssues } from './a11y'
import { signedInIndividual, signedInPage, type SignedIn } from './accounts'
import { companyPage } from './company'
import { INSTRUMENT } from './diagnosis'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { courseId, SHORT_COURSE } from './learning'
import { firstCourseId, VIEWS } from './ui-shared'

// The ui project runs last, and this file is one of its two longest (a11y.ui 130 s, this 76 s, one test after another): its tests share nothing
// (each signs in its own learner or the seeded company), so they spread over the workers instead of ending the run alone.
test.describe.configure({ mode: 'parallel' })

type Device = 'phone' | 'desktop'

/** The account's API: its session cookie, from demo's own origin (a write must prove it). */
async function call<T>(request: APIRequestContext, who: SignedIn, path: string, data?: unknown): Promise<T> {
  const headers = { ...hostHeader('demo'), origin: tenantUrl('demo').replace(/\/$/, ''), cookie: who.cookie }
  const url = apiUrl(`/api/services/app/${path}`)
  const res = data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data })
  expect(res.status(), path).toBe(200)
  return (await res.json()).result as T
}

interface Question {
  id: number
  kind: 'single' | 'likert' | 'multi'
  options: { key: string }[]
}

/** A new learner who joined 入职第一课 and scored 数字化素养自评; the welcome and the join are unread messages. */
async function learnerWithReport(request: APIRequestContext) {
  const who = await signedInIndividual(request)
  const course = await courseId(request, SHORT_COURSE)
  await call(request, who, 'FrontCourse/JoinCourse', { courseId: course })
  const list = await call<{ id: number; title: string }[]>(request, who, 'Diagnosis/GetInstruments')
  const instrument = list.find((i) => i.title === INSTRUMENT)!.id
  const { questions } = await call<{ questions: Question[] }>(request, who, `Diagnosis/GetInstrument?id=${instrument}`)
  await call(request, who, 'Diagnosis/SaveProfile', {
    position: '运营专员',
    industry: '互联网/IT',
    years: '1-3年',
    companySize: '100-499人',
  })
  const answers = Object.fromEntries(
    questions.map((q) => [
      String(q.id),
      q.kind === 'likert' ? 3 : q.kind === 'multi' ? [q.options[0].key] : q.options[0].key,
    ]),
  )
  const { reportId } = await call<{ reportId: number }>(request, who, 'Diagnosis/Submit', { id: instrument, answers })
  return { who, course, report: reportId }
}

/** Each path on `page`, once its lists have loaded: the findings of all of them. */
async function scan(page: Page, paths: string[]): Promise<string[]> {
  const issues: string[] = []
  for (const path of paths) {
    await page.goto(tenantUrl('demo', path))
    await expect(page.getByTestId('loading-spinner')).toHaveCount(0)
    issues.push(...(await seriousIssues(page, path)))
  }
  return issues
}

/** The bell counts its unread messages, and on a desktop the header shows the account's name in the user menu. */
async function headerReady(page: Page, device: Device): Promise<void> {
  await page.goto(tenantUrl('demo', '/'))
  if (device === 'desktop') {
    await expect(page.getByTestId('message-badge')).toBeVisible()
    await expect(page.getByTestId('user-name')).toBeVisible()
  }
}

/** The learning pages are the same on both devices but for 我的课程's route (docs/spec.md §2). */
const learningPages = (myCourses: string) => (course: number, report: number) => [
  '/',
  `/course/${course}`,
  `/course/learn/${course}`,
  myCourses,
  `/topicList?courseId=${course}`,
  '/diagnosis',
  `/report?id=${report}`,
  '/coupon',
  '/orders',
  '/consultation',
]
const PROFILE_PAGES = ['/message', '/editnickname', '/editpersonalProfile', '/clipic', '/Business']

const INDIVIDUAL: Record<Device, { learning: (course: number, report: number) => string[]; account: string[] }> = {
  desktop: {
    learning: learningPages('/course/my'),
    account: [
      '/account?nav=0',
      '/account?nav=1',
      '/account?nav=3',
      ...PROFILE_PAGES,
      '/SecurityOptionsPersonal',
      '/AccountAssociation',
    ],
  },
  phone: {
    learning: learningPages('/minecourse'),
    account: ['/mine', ...PROFILE_PAGES, '/SecurityOptionsPersonal', '/AccountAssociation'],
  },
}

for (const device of ['phone', 'desktop'] as const) {
  for (const part of ['learning', 'account'] as const) {
    test(`${device}: an individual's ${part === 'learning' ? 'learning pages, report and header' : 'personal centre'}`, async ({
      browser,
      request,
    }) => {
      // Up to ten pages through axe, after an account is made and scored through the API: 10–35 s measured (one run
      // alone and one beside the other a11y file), about twice that here.
      test.setTimeout(75_000)
      const { who, course, report } = await learnerWithReport(request)
      const page = await signedInPage(browser, VIEWS[device], who)
      await headerReady(page, device)
      const paths = part === 'learning' ? INDIVIDUAL[device].learning(course, report) : INDIVIDUAL[device].account
      const issues = await scan(page, paths)
      await page.context().close()
      expect(issues).toEqual([])
    })
  }
}

// The company's pages beyond its centre's panels (a11y.ui.spec.ts): home, a course, the messages and 我的课程's note.
for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: the company's home, course, messages and 我的课程`, async ({ browser, request }) => {
    // Six pages: 10–21 s measured.
    test.setTimeout(45_000)
    const id = await firstCourseId(request, 'demo')
    const page = await companyPage(browser, request, VIEWS[device])
    const paths =
      device === 'desktop'
        ? ['/', '/courselist', `/course/${id}`, '/corporate?nav=3', '/message', '/course/my']
        : ['/', '/mine', '/courselist', `/course/${id}`, '/message', '/minecourse']
    const issues = await scan(page, paths)
    await page.context().close()
    expect(issues).toEqual([])
  })
}
