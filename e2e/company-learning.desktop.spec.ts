// Company-assigned learning on the desktop (issue 31): 部门管理 → 销售部 with a new member → 学习任务 assigns a course,
// 必修, due in two days → the member's 我的课程 shows 必修, the due date and 还剩2天; the pages with their rows and the
// open 指派课程 dialog pass axe.
import { devices, test } from './test'
import { companyPage } from './company'
import { assignedLearningJourney, learningPagesFit, type Paths } from './company-learning'

const PATHS: Paths = {
  staff: '/corporate?nav=1',
  groups: '/corporate?nav=7',
  tasks: '/corporate?nav=8',
  myCourses: '/course/my',
}

test('a company puts a member in 销售部 and assigns a course due in two days; the member sees 必修 on 我的课程', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, a dozen pages and four axe scans: the journey alone took 8 s here; the scans add about as much.
  test.setTimeout(60_000)
  const company = await companyPage(browser, request, devices['Desktop Chrome'])
  await assignedLearningJourney(company, page, request, PATHS)
  await learningPagesFit(company, page, PATHS, false)
  await company.context().close()
})
