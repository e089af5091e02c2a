// axe-core on home, list, detail, /login, the learning page, 我的课程, a course's discussion, the desktop login popup, the
// company centre, the invitation popup and /Business, online diagnosis, platform services and consulting, and every
// other visitor page, on both devices: no serious issue. The signed-in pages: a11y-signed-in.ui.spec.ts.
import { expect, test, type Page } from './test'
import { seriousIssues, sidewaysAt } from './a11y'
import { tenantUrl } from './helpers'
import { firstCourseId, FIT_WIDTHS, VIEWS } from './ui-shared'
import { companyPage, invitedSignsIn, inviteFromStaffPage } from './company'
import { learnerOn, newLearner, startWithProfile } from './diagnosis'
import { passwordSession, signedInPage } from './accounts'

// The ui project runs last, and this file was its longest (130 s one test after another): its tests share nothing
// (each signs in its own learner or the seeded company), so they spread over the workers instead of ending the run alone.
test.describe.configure({ mode: 'parallel' })

/** Pages with no journey of their own to check their fit: /join, /toconsult and the 404 page. */
const FIT_CHECKED = ['/join', '/toconsult', '/no-such-page']

for (const device of ['phone', 'desktop'] as const) {
  test.describe(device, () => {
    test.use(VIEWS[device])

    for (const tenant of ['demo', 'acme']) {
      // acme differs from demo in its colours, logo and switches: its pages that a visitor reaches first, and the ones
      // demo's other tests scan (/join, /toconsult, 404), rather than the sign-in walls of learning pages again.
      const more = tenant === 'demo' ? ['/course/learn/{id}', '/course/my', '/topicList?courseId={id}'] : FIT_CHECKED
      const moreNamed =
        tenant === 'demo' ? 'learning, 我的课程 and discussion as a visitor' : '/join, /toconsult and 404'
      test(`${tenant}: home, course list, course detail, /login${device === 'desktop' ? ', the login popup' : ''}; ${moreNamed}`, async ({
        page,
        request,
      }) => {
        // Seven pages (eight with the popup) through axe: 27 s (desktop) and 19 s (phone) measured (p95), twice that here.
        test.setTimeout(device === 'desktop' ? 55_000 : 40_000)
        const id = await firstCourseId(request, tenant)
        const issues: string[] = []
        for (const path of ['/', '/courselist', '/course/{id}', '/login', ...more].map((p) =>
          p.replace('{id}', String(id)),
        )) {
          await page.goto(tenantUrl(tenant, path))
          issues.push(...(await seriousIssues(page, path)))
          // No sideways scrolling at any of the device's widths (README budgets), on both tenants' branding.
          issues.push(...(await sidewaysAt(page, path, FIT_WIDTHS[device])))
          if (device === 'desktop' && path === '/') {
            // The popup over the page just checked, so the home page needs no second visit.
            await page.getByRole('button', { name: '登录', exact: true }).click()
            await expect(page.getByRole('dialog').getByRole('button', { name: '登录', exact: true })).toBeVisible()
            issues.push(...(await seriousIssues(page, 'login popup')))
          }
        }
        expect(issues).toEqual([])
      })
    }
  })
}

// The company centre as a company sees it, and the invitation popup and /Business as an invited individual sees them.
for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: the company centre, the invitation popup and /Business`, async ({ browser, page, request }) => {
    const company = await companyPage(browser, request, VIEWS[device])
    const issues: string[] = []
    const paths =
      device === 'desktop'
        ? ['/corporate?nav=0', '/corporate?nav=1', '/corporate?nav=2', '/corporate?nav=6']
        : [
            '/corporate',
            '/editBusiness',
            '/EnterprisePersonnel',
            '/EnterprisePersonnel?tab=invites',
            '/SecurityOptions',
          ]
    for (const path of paths) {
      await company.goto(tenantUrl('demo', path))
      await expect(
        company.getByTestId(/company-info|staff-panel|invites-panel|security-options|mine-name/).first(),
      ).toBeVisible()
      issues.push(...(await seriousIssues(company, path)))
    }
    const phone = await inviteFromStaffPage(
      company,
      device === 'desktop' ? '/corporate?nav=1' : '/EnterprisePersonnel',
      '无障碍检查',
    )
    await company.context().close()
    await invitedSignsIn(page, request, phone)
    await expect(page.getByTestId('invite-popup')).toBeVisible()
    issues.push(...(await seriousIssues(page, 'invitation popup')))
    await page.getByTestId('invite-skip').click()
    await page.goto(tenantUrl('demo', '/Business'))
    await expect(page.getByTestId('business-view')).toBeVisible()
    issues.push(...(await seriousIssues(page, '/Business')))
    expect(issues).toEqual([])
  })
}

// Online diagnosis as a signed-in learner sees it: the entry, the profile form and a questionnaire section.
for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: /diagnosis, /metalData and a questionnaire`, async ({ browser, request }) => {
    const page = await learnerOn(browser, VIEWS[device], await newLearner(request))
    const issues: string[] = []
    await page.goto(tenantUrl('demo', '/diagnosis'))
    await expect(page.getByTestId('instrument-card').first()).toBeVisible()
    issues.push(...(await seriousIssues(page, '/diagnosis')))
    await page.getByTestId('instrument-card').first().getByRole('link', { name: '开始诊断' }).click()
    await expect(page.getByTestId('profile-form')).toBeVisible()
    issues.push(...(await seriousIssues(page, '/metalData')))
    await startWithProfile(page)
    await expect(page.getByTestId('question').first()).toBeVisible()
    issues.push(...(await seriousIssues(page, '/questionnaire')))
    await page.context().close()
    expect(issues).toEqual([])
  })
}

// Platform services: /join and the form as a visitor sees them, /consultation with the seeded answered request.
for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: /join, /toconsult and /consultation`, async ({ browser, request }) => {
    const issues: string[] = []
    // A visitor on this device (the project's own page is a desktop browser's).
    const page = await (await browser.newContext(VIEWS[device])).newPage()
    for (const path of ['/join', '/toconsult']) {
      await page.goto(tenantUrl('demo', path))
      issues.push(...(await seriousIssues(page, path)))
      issues.push(...(await sidewaysAt(page, path, FIT_WIDTHS[device])))
    }
    await page.context().close()
    const learner = await signedInPage(
      browser,
      VIEWS[device],
      await passwordSession(request, '13800000001', 'Qihang2026'),
    )
    await learner.goto(tenantUrl('demo', '/consultation'))
    await learner.getByTestId('consult-row').first().click()
    await expect(learner.getByTestId('thread-line').first()).toBeVisible()
    issues.push(...(await seriousIssues(learner, '/consultation?id=')))
    await learner.context().close()
    expect(issues).toEqual([])
  })
}

/** The path of the first link on the page that starts with `prefix` (a lecturer, a topic, a discussion), if any. */
async function firstLink(page: Page, prefix: string): Promise<string | null> {
  const link = page.locator(`a[href^="${prefix}"]`).first()
  return (await link.count()) ? new URL((await link.getAttribute('href'))!, page.url()).pathname : null
}

// Every other page a visitor reaches: lecturers and topics with one of each, search and its results, a discussion
// topic and its replies, company registration, password reset, the legal texts, the 404 page and the phone's login entrance.
for (const device of ['phone', 'desktop'] as const) {
  test.describe(device, () => {
    test.use(VIEWS[device])

    test(`demo: the other visitor pages`, async ({ page, request }) => {
      // Up to sixteen pages through axe: 14–17 s measured, about twice that here.
      test.setTimeout(40_000)
      const id = await firstCourseId(request, 'demo')
      const issues: string[] = []
      const visit = async (path: string | null) => {
        if (!path) return
        await page.goto(tenantUrl('demo', path))
        issues.push(...(await seriousIssues(page, path)))
      }
      await visit('/teacherlist')
      await visit(await firstLink(page, '/teacher/'))
      await visit('/thematiclist')
      await visit(await firstLink(page, '/thematic/'))
      await visit('/search')
      await visit(`/searchlist?name=${encodeURIComponent('管理')}&formseach=true`)
      // A search that finds nothing: 热门搜索 and 热门课程 under the note.
      await visit(`/searchlist?name=${encodeURIComponent('没有这门课')}&formseach=true`)
      await page.goto(tenantUrl('demo', `/topicList?courseId=${id}`))
      const topic = await firstLink(page, '/topicDetails/')
      await visit(topic)
      await visit(await firstLink(page, '/talkabout/'))
      for (const path of ['/createcompany', '/accountForgot', '/useragreement', '/privacypolicy', '/no-such-page'])
        await visit(path)
      issues.push(...(await sidewaysAt(page, '/no-such-page', FIT_WIDTHS[device])))
      if (device === 'phone') await visit('/loginEntrance')
      expect(issues).toEqual([])
    })
  })
}
