// The console's people and announcements (issue 32) in a browser: a 运营 sends a 系统通知 to one company's staff — a
// double press of 确认发送 still delivers it once, and the member's bell counts it once — then an administrator disables
// that member, who is signed in elsewhere: the member's next request is refused with the reason, and the page lets the
// session go.
import type { APIRequestContext } from '@playwright/test'
import { expectAccessibleAndFitting } from './a11y'
import { companySession, freshLoginName, freshPhone, outboxCode, signedInIndividual, signIn } from './accounts'
import { certifyCompany } from './company'
import { DEMO_OPERATORS, operatorPage } from './console'
import { apiUrl, hostHeader, tenantUrl } from './helpers'
import { courseId } from './learning'
import { expect, test } from './test'

const DISABLED = '该账号已被停用，请联系机构客服'

/** POST as the session `cookie` names (name=value), on demo's host. */
async function postAs(request: APIRequestContext, cookie: string, path: string, data: unknown) {
  // A cookie's write must come from the host's own origin, as a browser's would.
  const origin = tenantUrl('demo').replace(/\/$/, '')
  const res = await request.post(apiUrl(path), { headers: { ...hostHeader('demo'), cookie, origin }, data })
  return { status: res.status(), body: await res.json() }
}

/** A new company with a name of its own and one member who accepted its invitation, all through the API. */
async function companyWithMember(request: APIRequestContext) {
  const member = await signedInIndividual(request)
  const companyName = `E2E通知企业${Date.now().toString(36).slice(-5)}`
  const phone = freshPhone()
  const loginName = freshLoginName()
  const sent = await request.post(apiUrl('/api/TokenAuth/SendCompanyPhoneCode'), {
    headers: hostHeader('demo'),
    data: { PhoneNumber: phone },
  })
  expect(sent.status()).toBe(200)
  const code = await outboxCode(request, phone)
  const registered = await request.post(apiUrl('/api/services/app/FrontCompany/RegisterCompany'), {
    headers: hostHeader('demo'),
    data: {
      companyName,
      userName: loginName,
      password: 'E2eCompany1',
      confirmPassword: 'E2eCompany1',
      PhoneNumber: phone,
      phoneCode: code,
      isAgreeProtocol: true,
    },
  })
  expect(registered.status()).toBe(200)
  // Only a company the tenant certified invites staff.
  await certifyCompany(request, loginName, 0)
  const company = (await companySession(request, { loginName, password: 'E2eCompany1' })).cookie
  const invite = { PhoneNumber: member.phone, userInCompanyName: '通知学员' }
  expect(
    (await postAs(request, company, '/api/services/app/CompanyInviteUser/CreateCompanyInviteUser', invite)).status,
  ).toBe(200)
  const invites = await request.get(apiUrl('/api/services/app/CompanyInviteUser/GetCompanyInviteByLoginUser'), {
    headers: { ...hostHeader('demo'), cookie: member.cookie },
  })
  const id = (await invites.json()).result[0].id
  expect(
    (await postAs(request, member.cookie, '/api/services/app/CompanyInviteUser/InviteUserAccept', { id })).status,
  ).toBe(200)
  return { member, companyName }
}

test(
  'a 运营 sends a company’s staff a 系统通知 once; an administrator disables a member signed in elsewhere',
  {
    tag: '@smoke',
  },
  async ({ page, request, browser }) => {
    // Two operators' sign-ins with SMS codes, a company made through the API and eight console screens through axe:
    // 25–30 s on a loaded two-core machine, so more than the default 30 s.
    test.setTimeout(60_000)
    const { member, companyName } = await companyWithMember(request)
    await signIn(page, member)
    await page.goto(tenantUrl('demo', '/'))
    const badge = page.getByTestId('message-badge')
    await expect(badge).toHaveText(/^\d+$/)
    const before = Number(await badge.textContent())

    const office = await operatorPage(browser, DEMO_OPERATORS.content)
    await office.getByTestId('console-nav-announcements').click()
    await expect(office.getByRole('heading', { level: 1, name: '系统通知' })).toBeVisible()
    await office.getByRole('button', { name: '新建通知' }).click()
    const compose = office.getByRole('dialog', { name: '新建通知' })
    await compose.getByLabel('指定企业的员工').check()
    await compose.getByLabel('查找企业').fill(companyName)
    await compose.getByRole('button', { name: '查找', exact: true }).click()
    await compose.getByRole('button', { name: `选择「${companyName}」` }).click()
    const title = `培训安排 ${companyName}`
    await compose.getByLabel('通知标题').fill(title)
    await compose.getByLabel('通知内容').fill('请于本月底前完成《新员工入职培训》。')
    await compose.getByRole('button', { name: '预览' }).click()
    const confirm = office.getByRole('dialog', { name: '确认发送' })
    await expect(confirm.getByTestId('announcement-recipients')).toHaveText(
      `将发送给「${companyName}」的员工，共 1 人。`,
    )
    await expectAccessibleAndFitting(office)
    // Pressed twice in a row: one announcement, one message.
    await confirm.getByRole('button', { name: '确认发送' }).dblclick()
    await expect(confirm).toBeHidden()
    await expect(office.getByRole('table').getByRole('row').filter({ hasText: title })).toHaveCount(1)

    await page.reload()
    await expect(badge).toHaveText(String(before + 1))
    await page.goto(tenantUrl('demo', '/message'))
    await expect(page.getByTestId('message-row').filter({ hasText: title })).toHaveCount(1)
    await office.context().close()

    // The member is still signed in here; an administrator disables the account in the console.
    const admin = await operatorPage(browser, DEMO_OPERATORS.admin)
    await admin.getByTestId('console-nav-learners').click()
    await expect(admin.getByRole('heading', { level: 1, name: '学员管理' })).toBeVisible()
    await admin.getByLabel('关键词').fill(member.phone)
    await admin.getByLabel('关键词').press('Enter')
    const row = admin.getByRole('row').filter({ hasText: member.phone })
    // The filtered page has arrived (the previous one stays, dimmed, while it loads).
    await expect(admin.locator('[data-testid^="learner-row-"]')).toHaveCount(1)
    await expect(row).toHaveCount(1)
    await expectAccessibleAndFitting(admin)
    await row.getByRole('button', { name: '禁用' }).click()
    const sure = admin.getByRole('dialog', { name: '禁用学员账号' })
    await sure.getByRole('button', { name: '确认禁用' }).click()
    await expect(sure).toBeHidden()
    await expect(row).toContainText('已禁用')

    // The member's next request with that session is refused, and the page lets the session go.
    const next = await request.get(apiUrl('/api/services/app/FrontUser/GetUserBasicInfo'), {
      headers: { ...hostHeader('demo'), cookie: member.cookie },
    })
    expect(next.status()).toBe(401)
    expect((await next.json()).error.message).toBe(DISABLED)
    await page.goto(tenantUrl('demo', '/minecourse'))
    await expect(page.getByRole('banner').getByRole('button', { name: /登录/ })).toBeVisible()

    // The member's detail page, then issue 32's other screens as the administrator sees them: each passes axe and fits.
    await row.getByRole('link', { name: '详情' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: /^学员详情：/ })).toBeVisible()
    await expect(admin.getByText('已禁用').first()).toBeVisible()
    await expectAccessibleAndFitting(admin)
    for (const [path, heading] of [
      ['/admin/companies', '企业管理'],
      ['/admin/data', '学习数据'],
      ['/admin/diagnosis', '诊断测评'],
      ['/admin/consultation-services', '平台服务'],
      // Issue 33's 交易.
      ['/admin/orders', '订单管理'],
      ['/admin/orders/reconciliation', '对账'],
      ['/admin/payment', '支付设置'],
    ]) {
      await admin.goto(tenantUrl('demo', path))
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectAccessibleAndFitting(admin)
    }
    // A course's funnel and drop-off; an instrument in the editor.
    await admin.goto(tenantUrl('demo', `/admin/data/courses/${await courseId(request, 'Python数据分析实战入门')}`))
    await expect(admin.getByRole('heading', { level: 1, name: /^课程学习数据：/ })).toBeVisible()
    await expect(admin.getByTestId('dropoff-table')).toBeVisible()
    await expectAccessibleAndFitting(admin)
    await admin.goto(tenantUrl('demo', '/admin/diagnosis'))
    await admin.getByRole('link', { name: /^编辑/ }).first().click()
    await expect(admin.getByRole('button', { name: '保存草稿' })).toBeVisible()
    await expectAccessibleAndFitting(admin)
    await admin.context().close()
  },
)
