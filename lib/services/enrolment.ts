// The one enrolment rule, canEnrol(account, course), for the API and the pages alike.
import type { Db } from '@/lib/db/client'
import { holdsCompanyVip } from '@/lib/db/queries/company-vip'
import { holdsAssignedCourse } from '@/lib/db/queries/course-assignments'
import { holdsPaidOrder } from '@/lib/db/queries/orders'
import { getEnrolment, type LearnCourse } from '@/lib/db/queries/learning'
import type { EnrolmentSource } from '@/lib/db/schema'
import { pickVoucher } from './vouchers'

/** Who asks: a visitor, a company account (browses, never learns) or an individual. */
export type LearnerAccount = { kind: 'visitor' } | { kind: 'company' } | { kind: 'user'; individualId: number }

type RefusalReason = 'login' | 'company' | 'paid'

export type EnrolDecision =
  { ok: true; source: EnrolmentSource } | { ok: false; reason: RefusalReason; message: string }

const REFUSALS: Record<RefusalReason, string> = {
  login: '登录后即可学习',
  company: '企业账号仅可浏览课程，请使用个人账号学习',
  paid: '该课程为企业VIP专享',
}

type Scope = { db: Db; tenantId: number; individualId: number; course: Pick<LearnCourse, 'id' | 'priceCents'> }

/** One way an individual may take a course; null when it does not apply. */
export type Entitlement = (scope: Scope) => Promise<EnrolmentSource | null>

const freeCourse: Entitlement = async ({ course }) => (course.priceCents === 0 ? 'free' : null)

// Membership is per tenant by its key, so a company of another tenant can never vouch here. The VIP mark counts only in
// a company the tenant has certified (企业认证) and not disabled: a company anyone can register must not open the paywall.
const companyVip: Entitlement = async ({ db, tenantId, individualId }) =>
  (await holdsCompanyVip(db, { tenantId, individualId })) ? 'vip' : null

// A course the learner's company assigns them (issue 31), under VIP's rule: only a company the tenant certified and has
// not disabled opens a paid course this way, and only while the assignment stands and the person is still its staff.
// Before the start date too: an assignment says "by the due date", and starting early harms no one.
const companyAssigned: Entitlement = async ({ db, tenantId, individualId, course }) =>
  (await holdsAssignedCourse(db, { tenantId, individualId, courseId: course.id })) ? 'assigned' : null

// A redeemed course voucher that fits (naming this course, or any course up to its cap). Tried after VIP, so a VIP never
// spends one; JoinCourse spends it in the enrolment's transaction (vouchers.ts). Discount coupons never enrol.
const courseVoucher: Entitlement = async ({ db, tenantId, individualId, course }) =>
  (await pickVoucher(db, tenantId, individualId, course)) ? 'voucher' : null

// A paid order for the course (issue 33): lasts until the order is refunded. Before a voucher, so a buyer never spends one.
const purchased: Entitlement = async ({ db, tenantId, individualId, course }) =>
  (await holdsPaidOrder(db, { tenantId, individualId, courseId: course.id })) ? 'purchased' : null

/** The ways in, tried in order: the first that applies names the enrolment's source. */
const ENTITLEMENTS: Entitlement[] = [freeCourse, companyVip, companyAssigned, purchased, courseVoucher]

/** May this account enrol in this (published, same-tenant) course, and by which right? */
export async function canEnrol(
  db: Db,
  tenantId: number,
  account: LearnerAccount,
  course: Scope['course'],
): Promise<EnrolDecision> {
  if (account.kind === 'visitor') return { ok: false, reason: 'login', message: REFUSALS.login }
  if (account.kind === 'company') return { ok: false, reason: 'company', message: REFUSALS.company }
  for (const entitlement of ENTITLEMENTS) {
    const source = await entitlement({ db, tenantId, individualId: account.individualId, course })
    if (source) return { ok: true, source }
  }
  return { ok: false, reason: 'paid', message: REFUSALS.paid }
}

/**
 * May the learner play the course's full lessons now? An enrolment by a lasting right (free, voucher) stays valid; one
 * through VIP holds only while the company still grants VIP (removal from the company, or the tenant withdrawing the
 * company's certification, ends it); one through an assignment only while an assignment of the course still stands
 * for the person in their certified company (cancelled, left the company, certificate withdrawn: it ends); one bought
 * only while its order is paid and not refunded — or while another way in (free, VIP) would open it.
 */
export async function hasAccess(db: Db, tenantId: number, individualId: number, course: Scope['course']) {
  const enrolment = await getEnrolment(db, { tenantId, individualId, courseId: course.id })
  if (!enrolment) return { enrolment: null, access: false }
  const lasting = enrolment.source === 'free' || enrolment.source === 'voucher'
  if (lasting) return { enrolment, access: true }
  // Free, VIP, assigned or bought now, not any way in: a voucher the learner holds opens the course only once
  // JoinCourse has spent it. A refunded purchase ends here (issue 33), unless another right opens the course.
  const scope = { db, tenantId, individualId, course }
  const held =
    (await freeCourse(scope)) ?? (await companyVip(scope)) ?? (await companyAssigned(scope)) ?? (await purchased(scope))
  return { enrolment, access: held !== null }
}
