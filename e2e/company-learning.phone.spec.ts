// Company-assigned learning on a phone (issue 31): 我的 → 部门管理 → 销售部 with a new member → 学习任务 assigns a course
// in the bottom sheet, 必修, due in two days → the member's /minecourse shows 必修, the due date and 还剩2天; the pages
// and the open sheet pass axe and do not scroll sideways at 360 px.
import { devices, expect, test } from './test'
import { companyPage } from './company'
import { assignedLearningJourney, learningPagesFit, type Paths } from './company-learning'
import { tenantUrl } from './helpers'

const PATHS: Paths = {
  staff: '/EnterprisePersonnel',
  groups: '/EnterprisePersonnel?tab=groups',
  tasks: '/EnterprisePersonnel?tab=tasks',
  myCourses: '/minecourse',
}

test(
  'on phones: a company puts a member in 销售部 and assigns a course due in two days; the member sees 必修',
  { tag: '@smoke' },
  async ({ browser, page, request }) => {
    // Two browsers, a dozen pages and four axe scans: the journey alone took 8 s here; the scans add about as much.
    test.setTimeout(60_000)
    const company = await companyPage(browser, request, devices['Pixel 7'])
    await company.goto(tenantUrl('demo', '/corporate'))
    await expect(company.getByTestId('mine-groups')).toBeVisible()
    await expect(company.getByTestId('mine-tasks')).toBeVisible()
    // A desktop link to 学习任务 lands on the phone's tab of it.
    await company.goto(tenantUrl('demo', '/corporate?nav=8'))
    await expect(company).toHaveURL(/\/EnterprisePersonnel\?tab=tasks$/)
    await assignedLearningJourney(company, page, request, PATHS)
    await learningPagesFit(company, page, PATHS, true)
    await company.context().close()
  },
)
