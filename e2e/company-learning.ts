// The company-assigned learning journey both device projects run (issue 31's Done-when): a member joins the seeded
// certified company → the company creates a 销售部 group and adds the member → assigns the short course to the group,
// 必修, due in two days → the member sees 必修 with the due date and 还剩2天 on 我的课程 → finishes it → the company's
// 学习看板 shows it completed with the 学时 → the member's 学时证明 and its QR (e2e/certificate.ts) → revoked.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { seriousIssues } from './a11y'
import { acceptInPopup, inviteFromStaffPage } from './company'
import { tenantUrl } from './helpers'
import { SHORT_COURSE } from './learning'

/** Today plus `n` days as YYYY-MM-DD in Beijing time, the zone assignments count their days in. */
function beijingDay(n: number): string {
  const at = new Date(Date.now() + n * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at)
}

/** axe's serious findings on the page as it stands, and on a phone whether it scrolls sideways at 360 px. */
async function fitFindings(page: Page, where: string, phone: boolean): Promise<string[]> {
  await expect(page.getByTestId('loading-spinner')).toHaveCount(0)
  const found = await seriousIssues(page, where)
  if (phone) {
    await page.setViewportSize({ width: 360, height: 760 })
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }))
    if (scrollWidth > innerWidth) found.push(`${where}: ${scrollWidth}px wide at 360px`)
  }
  return found
}

/** 部门管理 and 学习任务 with their rows, the 指派课程 sheet open, and the member's 我的课程: axe-clean, no sideways scroll. */
export async function learningPagesFit(company: Page, learner: Page, paths: Paths, phone: boolean) {
  const found: string[] = []
  for (const path of [paths.groups, paths.tasks]) {
    await company.goto(tenantUrl('demo', path))
    await expect(company.getByTestId(path === paths.groups ? 'group-row' : 'assignment-row').first()).toBeVisible()
    found.push(...(await fitFindings(company, path, phone)))
  }
  await company.getByRole('button', { name: '指派课程' }).click()
  await expect(company.getByTestId('course-picker').getByRole('checkbox').first()).toBeVisible()
  found.push(...(await fitFindings(company, `${paths.tasks} 指派课程`, phone)))
  await learner.goto(tenantUrl('demo', paths.myCourses))
  await expect(learner.getByTestId('my-course-assignment').first()).toBeVisible()
  found.push(...(await fitFindings(learner, paths.myCourses, phone)))
  expect(found).toEqual([])
}

export interface Paths {
  staff: string
  groups: string
  tasks: string
  board: string
  myCourses: string
}

export async function assignedLearningJourney(company: Page, learner: Page, request: APIRequestContext, paths: Paths) {
  const name = '销售新人'
  const phone = await inviteFromStaffPage(company, paths.staff, name)
  await acceptInPopup(learner, request, phone, name)
  // Both device projects share one database: the group's name carries the member's phone tail.
  const group = `销售部${phone.slice(-4)}`

  await company.goto(tenantUrl('demo', paths.groups))
  await company.getByRole('button', { name: '新建部门' }).click()
  const sheet = company.getByTestId('company-sheet')
  await sheet.getByLabel('部门名称').fill(group)
  await sheet.getByRole('button', { name: '保存' }).click()
  const row = company.getByTestId('group-row').filter({ hasText: group })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: new RegExp(`^成员\\s*：${group}$`) }).click()
  const picker = company.getByTestId('staff-picker')
  await picker.getByLabel('搜索员工').fill(phone)
  await picker.getByRole('button', { name: '搜索' }).click()
  // The list keeps the previous page until the search answers: wait for the one match (earlier runs' 销售新人 share the name).
  await expect(picker.getByRole('checkbox')).toHaveCount(1)
  await picker.getByRole('checkbox', { name: new RegExp(name) }).check()
  await company.getByTestId('company-sheet').getByRole('button', { name: '保存（1人）' }).click()
  await expect(row).toContainText(name)

  await company.goto(tenantUrl('demo', paths.tasks))
  await company.getByRole('button', { name: '指派课程' }).click()
  const form = company.getByTestId('assignment-form')
  const courses = form.getByTestId('course-picker')
  await courses.getByLabel('搜索课程').fill(SHORT_COURSE)
  await courses.getByRole('button', { name: '搜索' }).click()
  await courses.getByRole('checkbox', { name: new RegExp(`^${SHORT_COURSE}`) }).check()
  const title = SHORT_COURSE
  await expect(form.getByRole('list', { name: '已选课程' })).toContainText(title)
  await form.getByRole('checkbox', { name: `${group}（1人）` }).check()
  await expect(form.getByRole('radio', { name: '必修' })).toBeChecked()
  const due = beijingDay(2)
  await form.getByLabel('截止日期').fill(due)
  await form.getByRole('button', { name: '确定指派' }).click()
  await expect(company.getByText('已指派1门课程，共1人')).toBeVisible()
  await expect(company.getByTestId('assignment-row').filter({ hasText: title }).first()).toContainText('必修')

  await learner.goto(tenantUrl('demo', paths.myCourses))
  const mine = learner.getByTestId('my-course').filter({ hasText: title })
  await expect(mine.getByTestId('my-course-assignment')).toContainText('必修')
  await expect(mine.getByTestId('my-course-assignment')).toContainText(`截止 ${due}`)
  await expect(mine.getByTestId('my-course-due')).toHaveText('还剩2天')
  await expect(mine.getByRole('link', { name: /^开始学习/ })).toBeVisible()
  return { name, phone, group }
}

/**
 * The company's 学习看板, filtered to the journey's group, after the member finished: the assignment counts them
 * 已完成, and their row shows the 36 s the server credited (the short course's two lessons, whole).
 */
export async function boardShowsCompleted(company: Page, paths: Paths, group: string) {
  await company.goto(tenantUrl('demo', paths.board))
  const filter = company.getByTestId('learning-board').getByLabel('部门')
  await expect(filter.locator('option', { hasText: group })).toHaveCount(1)
  await filter.selectOption({ label: group })
  // The board keeps the company-wide answer on screen until the group's arrives: its one member marks the switch.
  await expect(company.getByTestId('board-person')).toHaveCount(1)
  await expect(company.getByTestId('board-person')).toContainText('36秒')
  const assignment = company.getByTestId('board-assignment').filter({ hasText: SHORT_COURSE })
  await expect(assignment.getByTestId('count-completed')).toHaveText('已完成 1')
  await expect(assignment.getByTestId('count-overdue')).toHaveText('已逾期 0')
}
