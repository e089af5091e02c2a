// Company-assigned learning on the desktop (issue 31): 部门管理 → 销售部 with a new member → 学习任务 assigns a course,
// 必修, due in two days → the member's 我的课程 shows 必修, the due date and 还剩2天.
import { devices, test } from './test'
import { companyPage } from './company'
import { assignedLearningJourney } from './company-learning'

test('a company puts a member in 销售部 and assigns a course due in two days; the member sees 必修 on 我的课程', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(45_000)
  const company = await companyPage(browser, request, devices['Desktop Chrome'])
  await assignedLearningJourney(company, page, request, {
    staff: '/corporate?nav=1',
    groups: '/corporate?nav=7',
    tasks: '/corporate?nav=8',
    myCourses: '/course/my',
  })
  await company.context().close()
})
