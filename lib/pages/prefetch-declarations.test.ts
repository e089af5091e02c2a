/** @jest-environment node */
// What each signed-in page's model declares its first screen fetches, and that the server files each answer under the
// key the browser's query looks it up by — the same method, and the same input with the same types: the query string's
// `?id=12` and `?type=2` are numbers there, as in the views, or the prefetched answer is never found.
import { hashKey } from '@tanstack/react-query'
import { getPlatformServices as getPlatformServicesImpl } from '@/lib/services/consultation-services'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { apiQuery } from '@/lib/query/api-queries'
import {
  consultationsInput,
  couponsInput,
  invitesInput,
  messagesInput,
  myCoursesInput,
  myOrdersInput,
  staffInput,
} from '@/lib/query/page-inputs'
import { desktopAccountPage, minePage, mobileAccountPage } from './account'
import { businessPage, editNicknamePage } from './centre-pages'
import { desktopCorporatePage, mobileCorporatePage, personnelPage } from './corporate'
import { couponPage } from './coupon'
import { diagnosisHomePage, questionnairePage, reportPage } from './diagnosis'
import { messagePage } from './message'
import { myCoursesPage } from './my-courses'
import { consultationPage } from './my-consultations'
import { checkoutPage, ordersPage, payPage } from './order-pages'
import { fixtureSite } from './test-fixtures'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/services/consultation-services', () => ({ getPlatformServices: jest.fn() }))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const getPlatformServices = getPlatformServicesImpl as jest.MockedFunction<typeof getPlatformServicesImpl>
const params = Promise.resolve({ tenant: 'demo' })
const withQuery = (query: Record<string, string> = {}) => ({ params, searchParams: Promise.resolve(query) })

/** The keys a model declares, as React Query hashes them. */
async function declared(model: Promise<{ prefetch: { key: readonly unknown[] }[] }>): Promise<string[]> {
  return (await model).prefetch.map((call) => hashKey(call.key))
}

const key = (options: { queryKey: readonly unknown[] }) => hashKey(options.queryKey)

const MESSAGE_COUNTS = key(apiQuery.MessageCenter.GetMessageTypeCountByLogin())

beforeEach(() => {
  getTenantSite.mockResolvedValue(fixtureSite())
  getPlatformServices.mockResolvedValue([])
})

it('the personal centre declares each panel’s first screen (the profile comes with every signed-in page)', async () => {
  expect(await declared(desktopAccountPage.load(withQuery({ nav: '0' })))).toEqual([])
  expect(await declared(desktopAccountPage.load(withQuery({ nav: '1' })))).toEqual([
    key(apiQuery.FrontCourse.GetMyCourses({ state: 'learning', page: 1, pageSize: 20 })),
  ])
  expect(await declared(desktopAccountPage.load(withQuery({ nav: '2' })))).toEqual([
    key(apiQuery.CompanyInviteUser.GetCompanyInviteByLoginUser()),
  ])
  expect(await declared(desktopAccountPage.load(withQuery({ nav: '4' })))).toEqual([
    key(apiQuery.MessageCenter.GetMessageInfo({ messageType: 1, page: 1, pageSize: 20 })),
    MESSAGE_COUNTS,
  ])
  expect(await declared(desktopAccountPage.load(withQuery({ nav: '7' })))).toEqual([
    key(apiQuery.FrontUser.GetThirdAccounts()),
  ])
  // 我的 on a phone shows the profile alone.
  expect(await declared(mobileAccountPage.load(withQuery()))).toEqual([])
  expect(await declared(minePage.load(withQuery()))).toEqual([])
})

it('the company centre declares its panel, 员工管理 its tab', async () => {
  const info = key(apiQuery.FrontCompany.GetCompanyInfoByLogin())
  const staff = key(apiQuery.CompanyInviteUser.GetCompanyFrontUser({ keyword: '', page: 1 }))
  const invites = key(apiQuery.CompanyInviteUser.GetCompanyInviteUser({ status: '', page: 1 }))
  expect(await declared(desktopCorporatePage.load(withQuery()))).toEqual([info])
  expect(await declared(desktopCorporatePage.load(withQuery({ nav: '1' })))).toEqual([staff])
  expect(await declared(desktopCorporatePage.load(withQuery({ nav: '2' })))).toEqual([invites])
  expect(await declared(desktopCorporatePage.load(withQuery({ nav: '6' })))).toEqual([info])
  expect(await declared(mobileCorporatePage.load(withQuery()))).toEqual([])
  expect(await declared(personnelPage.load(withQuery()))).toEqual([staff])
  expect(await declared(personnelPage.load(withQuery({ tab: 'invites' })))).toEqual([invites])
  // 部门管理 (nav 7, phone tab groups) and 学习任务 (nav 8, phone tab tasks), issue 31.
  const groups = key(apiQuery.CompanyGroup.GetList())
  const tasks = key(apiQuery.CompanyAssignment.GetList({ page: 1, pageSize: 20 }))
  expect(await declared(desktopCorporatePage.load(withQuery({ nav: '7' })))).toEqual([groups])
  expect(await declared(desktopCorporatePage.load(withQuery({ nav: '8' })))).toEqual([tasks])
  expect(await declared(personnelPage.load(withQuery({ tab: 'groups' })))).toEqual([groups])
  expect(await declared(personnelPage.load(withQuery({ tab: 'tasks' })))).toEqual([tasks])
  // 学习看板 (nav 9, the phone's ?tab=board): every group's dashboard (the view's first query) and the SMS setting.
  const board = [
    key(apiQuery.CompanyLearningReport.GetDashboard({})),
    key(apiQuery.CompanyReminder.GetReminderSettings()),
  ]
  expect(await declared(desktopCorporatePage.load(withQuery({ nav: '9' })))).toEqual(board)
  expect(await declared(personnelPage.load(withQuery({ tab: 'board' })))).toEqual(board)
  expect((await mobileCorporatePage.load(withQuery({ nav: '9' }))).redirectTo).toBe('/EnterprisePersonnel?tab=board')
  expect(await declared(businessPage.load(withQuery()))).toEqual([
    key(apiQuery.CompanyInviteUser.GetCompanyInviteByLoginUser()),
  ])
  expect(await declared(editNicknamePage.load(withQuery()))).toEqual([])
})

it('the list pages declare their first tab and page, a ?type= tab as the number the view holds', async () => {
  expect(await declared(myCoursesPage.load(withQuery()))).toEqual([
    key(apiQuery.FrontCourse.GetMyCourses(myCoursesInput())),
  ])
  expect(await declared(couponPage.load(withQuery()))).toEqual([
    key(apiQuery.Coupon.GetMyCoupons({ state: 'usable', page: 1, pageSize: 20 })),
  ])
  expect(await declared(consultationPage.load(withQuery()))).toEqual([
    key(apiQuery.Consultation.GetMyRequests({ page: 1, pageSize: 10 })),
  ])
  const messages = await declared(messagePage.load(withQuery({ type: '2' })))
  expect(messages).toEqual([key(apiQuery.MessageCenter.GetMessageInfo(messagesInput(2))), MESSAGE_COUNTS])
  expect(messages[0]).not.toBe(
    hashKey(['MessageCenter', 'GetMessageInfo', { messageType: '2', page: 1, pageSize: 20 }]),
  )
})

it('a record page declares the record the ?id= names, as a number, and nothing for a malformed id', async () => {
  const request = await declared(consultationPage.load(withQuery({ id: '012' })))
  expect(request).toEqual([key(apiQuery.Consultation.GetRequest({ id: 12 }))])
  expect(request).not.toEqual([hashKey(['Consultation', 'GetRequest', { id: '012' }])])
  expect(await declared(reportPage.load(withQuery({ id: '7' })))).toEqual([
    key(apiQuery.Diagnosis.GetReport({ id: 7 })),
  ])
  expect(await declared(reportPage.load(withQuery({ id: '7x' })))).toEqual([])
  expect(await declared(questionnairePage.load(withQuery({ id: '3' })))).toEqual([
    key(apiQuery.Diagnosis.GetInstrument({ id: 3 })),
    key(apiQuery.Diagnosis.GetProfile()),
  ])
  expect(await declared(diagnosisHomePage.load(withQuery()))).toEqual([
    key(apiQuery.Diagnosis.GetInstruments()),
    key(apiQuery.Diagnosis.GetProfile()),
    key(apiQuery.Diagnosis.GetReports()),
  ])
})

it('the inputs default to the first screen: the first tab, the first page, no filter', () => {
  expect(myCoursesInput()).toEqual({ state: 'learning', page: 1, pageSize: 20 })
  expect(couponsInput()).toEqual({ state: 'usable', page: 1, pageSize: 20 })
  expect(consultationsInput()).toEqual({ page: 1, pageSize: 10 })
  expect(staffInput()).toEqual({ keyword: '', page: 1 })
  expect(invitesInput()).toEqual({ status: '', page: 1 })
  expect(messagesInput(0, 3)).toEqual({ messageType: 0, page: 3, pageSize: 20 })
})

it('the order pages declare the checkout, the order and 我的订单’s 全部 tab — nothing for a malformed query', async () => {
  expect(await declared(checkoutPage.load(withQuery({ courseId: '5' })))).toEqual([
    key(apiQuery.Order.GetCheckout({ courseId: 5 })),
  ])
  expect(await declared(checkoutPage.load(withQuery({ courseId: 'x' })))).toEqual([])
  expect(await declared(payPage.load(withQuery({ orderNo: '20261127100000123456' })))).toEqual([
    key(apiQuery.Order.Get({ orderNo: '20261127100000123456' })),
  ])
  expect(await declared(payPage.load(withQuery({ orderNo: '123' })))).toEqual([])
  expect(await declared(ordersPage.load(withQuery()))).toEqual([key(apiQuery.Order.GetMine(myOrdersInput()))])
  expect(myOrdersInput()).toEqual({ page: 1, pageSize: 10 })
  expect(myOrdersInput('pending', 2)).toEqual({ state: 'pending', page: 2, pageSize: 10 })
})
