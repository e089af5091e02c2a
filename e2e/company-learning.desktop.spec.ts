// Company-assigned learning on the desktop, issue 31's Done-when as one journey: 部门管理 → 销售部 with a new member →
// 学习任务 assigns the short course, 必修, due in two days → the member's 我的课程 shows 必修, the due date and 还剩2天 →
// the member finishes it → 学习看板 shows it completed with the 学时 → the member downloads the 学时证明, its QR opens
// the verification page (有效) → revoked in the console → 已撤销. The pages with their rows and the open 指派课程 dialog
// pass axe.
import { devices, test } from './test'
import { certifyAndRevoke } from './certificate'
import { companyPage } from './company'
import { assignedLearningJourney, boardShowsCompleted, learningPagesFit, type Paths } from './company-learning'
import { finishShortCourse } from './learning'

const PATHS: Paths = {
  staff: '/corporate?nav=1',
  groups: '/corporate?nav=7',
  tasks: '/corporate?nav=8',
  board: '/corporate?nav=9',
  myCourses: '/course/my',
}

test('a company assigns 销售部 a course due in two days; the member finishes it, the board counts it, its 学时证明 verifies until revoked', async ({
  browser,
  page,
  request,
}) => {
  // The assignment (~15 s with its axe scans), 36 s of video at 2×, the console's sign-in and a PDF read twice: 60 s
  // measured alone on a loaded machine; three times that.
  test.setTimeout(180_000)
  const company = await companyPage(browser, request, devices['Desktop Chrome'])
  const { group } = await assignedLearningJourney(company, page, request, PATHS)
  await learningPagesFit(company, page, PATHS, false)
  await finishShortCourse(page, request, PATHS.myCourses)
  await boardShowsCompleted(company, PATHS, group)
  await company.context().close()
  await certifyAndRevoke(page, browser, PATHS.myCourses)
})
