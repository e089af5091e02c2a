// axe-core on home, list, detail, /login, the learning page, 我的课程, a course's discussion and the desktop login popup, both tenants and devices: no serious issue.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { tenantUrl } from './helpers'
import { firstCourseId, settle, VIEWS } from './ui-shared'

/** Headings that skip a level were reported on the phone list; axe rates them moderate, so they are named here. */
const ALSO_CHECKED = ['heading-order']

/** The serious and critical findings on the page as it is now (and skipped heading levels), one line per element. */
async function seriousIssues(page: Page, where: string): Promise<string[]> {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.includes(v.id))
    .flatMap((v) => v.nodes.map((n) => `${where} ${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`))
}

for (const device of ['phone', 'desktop'] as const) {
  test.describe(device, () => {
    test.use(VIEWS[device])

    for (const tenant of ['demo', 'acme']) {
      test(`${tenant}: home, course list, course detail, /login${device === 'desktop' ? ' and the login popup' : ''}`, async ({ page, request }) => {
        test.setTimeout(90_000)
        const id = await firstCourseId(request, tenant)
        const issues: string[] = []
        for (const path of ['/', '/courselist', `/course/${id}`, '/login', `/course/learn/${id}`, '/course/my', `/topicList?courseId=${id}`]) {
          await page.goto(tenantUrl(tenant, path))
          issues.push(...(await seriousIssues(page, path)))
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
