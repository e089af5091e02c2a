// Company-assigned learning on a phone, issue 31's Done-when as one journey: 我的 → 部门管理 → 销售部 with a new member →
// 学习任务 assigns the short course in the bottom sheet, 必修, due in two days → the member's /minecourse shows 必修, the
// due date and 还剩2天 → the member finishes it → the 看板 tab shows it completed with the 学时 → the member's 学时证明,
// its QR and the verification page (有效) → revoked → 已撤销. The pages and the open sheet pass axe and do not scroll
// sideways at 360 px.
import { devices, expect, test } from './test'
import { companyPage } from './company'
import { certifyAndRevoke } from './certificate'
import { assignedLearningJourney, boardShowsCompleted, learningPagesFit, type Paths } from './company-learning'
import { finishShortCourse } from './learning'
import { tenantUrl } from './helpers'

const PATHS: Paths = {
  staff: '/EnterprisePersonnel',
  groups: '/EnterprisePersonnel?tab=groups',
  tasks: '/EnterprisePersonnel?tab=tasks',
  board: '/EnterprisePersonnel?tab=board',
  myCourses: '/minecourse',
}

test('on phones: a company assigns 销售部 a course due in two days; the member finishes it, the board counts it, its 学时证明 verifies until revoked', async ({
  browser,
  page,
  request,
}) => {
  // As on the desktop (e2e/company-learning.desktop.spec.ts): 60 s measured alone on a loaded machine; three times that.
  test.setTimeout(180_000)
  const company = await companyPage(browser, request, devices['Pixel 7'])
  await company.goto(tenantUrl('demo', '/corporate'))
  await expect(company.getByTestId('mine-groups')).toBeVisible()
  await expect(company.getByTestId('mine-tasks')).toBeVisible()
  // A desktop link to 学习任务 lands on the phone's tab of it.
  await company.goto(tenantUrl('demo', '/corporate?nav=8'))
  await expect(company).toHaveURL(/\/EnterprisePersonnel\?tab=tasks$/)
  const { group } = await assignedLearningJourney(company, page, request, PATHS)
  await learningPagesFit(company, page, PATHS, true)
  await finishShortCourse(page, request, PATHS.myCourses)
  await boardShowsCompleted(company, PATHS, group)
  await company.context().close()
  await certifyAndRevoke(page, browser, PATHS.myCourses)
})
