// 学习看板 as the seeded company sees it on both devices (issue 31, Deliver 4): the board, the export form and a staff
// member's sessions pass axe and never scroll sideways at 360 px.
import { expect, test } from './test'
import { expectAccessibleAndFitting } from './a11y'
import { companyPage } from './company'
import { tenantUrl } from './helpers'
import { VIEWS } from './ui-shared'

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: 学习看板, its export form and a person's sessions`, async ({ browser, request }) => {
    const company = await companyPage(browser, request, VIEWS[device])
    await company.goto(tenantUrl('demo', device === 'desktop' ? '/corporate?nav=9' : '/EnterprisePersonnel?tab=board'))
    await expect(company.getByTestId('board-summary')).toBeVisible()
    await expect(company.getByRole('switch', { name: '同时发送短信提醒' })).toBeEnabled()
    await expectAccessibleAndFitting(company)

    await company.getByRole('button', { name: '导出学习记录' }).click()
    const link = company.getByTestId('board-export-link')
    await expect(link).toHaveAttribute('href', /CompanyLearningReport\/Export\?from=\d{4}-\d{2}-\d{2}&to=/)
    await expectAccessibleAndFitting(company)
    // The link downloads the workbook with the session cookie.
    const download = company.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toMatch(/学习记录.*\.xlsx$/)

    await company.getByTestId('board-person').first().getByRole('button').click()
    await expect(company.getByTestId('person-sessions')).toBeVisible()
    await expectAccessibleAndFitting(company)
    await company.context().close()
  })
}
