// The inputs of the lists and records a signed-in page shows, built in one place: the browser's queries and the server's
// prefetch (lib/pages) both take them from here, so both build the same key (lib/contract/api-key.ts). The API reads
// `page=1` from a query string however it was typed; React Query does not — `{ page: '1' }` is another key than
// `{ page: 1 }`, and a prefetched answer filed under one is never found under the other. So the fields are typed as
// the views hold them (numbers, tab keys), and the defaults are the first screen's: the first tab, the first page.
import type { ApiInput } from '@/lib/api/method-types'
import type { InviteStatusName } from '@/lib/contract/company-rules'
import { COUPON_PAGE_SIZE, type CouponState } from '@/lib/contract/coupon-rules'
import type { MyCourseState } from '@/lib/contract/learning-rules'
import { ORDERS_PAGE_SIZE } from '@/lib/contract/order-links'
import type { OrderStateName } from '@/lib/contract/order-rules'
import { MESSAGE_PAGE_SIZE, type MessageType } from '@/lib/contract/message-rules'

const MY_COURSES_PAGE_SIZE = 20
export const CONSULTATION_PAGE_SIZE = 10

/** 我的课程: a tab (学习中 first) and a page. */
export function myCoursesInput(state: MyCourseState = 'learning', page = 1) {
  return { state, page, pageSize: MY_COURSES_PAGE_SIZE } satisfies ApiInput<'FrontCourse', 'GetMyCourses'>
}

/** 我的消息: a message type's tab and a page. */
export function messagesInput(messageType: MessageType, page = 1) {
  return { messageType, page, pageSize: MESSAGE_PAGE_SIZE } satisfies ApiInput<'MessageCenter', 'GetMessageInfo'>
}

/** 我的优惠券: a state's tab (可使用 first) and a page. */
export function couponsInput(state: CouponState = 'usable', page = 1) {
  return { state, page, pageSize: COUPON_PAGE_SIZE } satisfies ApiInput<'Coupon', 'GetMyCoupons'>
}

/** 我的订单: a state's tab (全部 = undefined first) and a page. */
export function myOrdersInput(state?: OrderStateName, page = 1) {
  return { ...(state ? { state } : {}), page, pageSize: ORDERS_PAGE_SIZE } satisfies ApiInput<'Order', 'GetMine'>
}

/** 我的咨询: a page of the account's requests. */
export function consultationsInput(page = 1) {
  return { page, pageSize: CONSULTATION_PAGE_SIZE } satisfies ApiInput<'Consultation', 'GetMyRequests'>
}

/** 员工管理: the search box's keyword (none at first) and a page. */
export function staffInput(keyword = '', page = 1) {
  return { keyword, page } satisfies ApiInput<'CompanyInviteUser', 'GetCompanyFrontUser'>
}

/** 邀请记录: a status filter ('' is every status) and a page. */
export function invitesInput(status: InviteStatusName | '' = '', page = 1) {
  return { status, page } satisfies ApiInput<'CompanyInviteUser', 'GetCompanyInviteUser'>
}

/** 学习任务 (the company's assignments): a page of 20. */
export function assignmentsInput(page = 1) {
  return { page, pageSize: 20 } satisfies ApiInput<'CompanyAssignment', 'GetList'>
}

/** 学习看板: every group at first, or the one the filter names. */
export function learningBoardInput(groupId?: number) {
  return (groupId === undefined ? {} : { groupId }) satisfies ApiInput<'CompanyLearningReport', 'GetDashboard'>
}
