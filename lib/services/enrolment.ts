// The one enrolment rule, canEnrol(account, course), for the API and the pages alike.
import type { Db } from '@/lib/db/client'
import { getEnrolment, getMembership, type LearnCourse } from '@/lib/db/queries/learning'
import type { EnrolmentSource } from '@/lib/db/schema'

/** Who asks: a visitor, a company account (browses, never learns) or an individual. */
export type LearnerAccount = { kind: 'visitor' } | { kind: 'company' } | { kind: 'user'; individualId: number }

export type RefusalReason = 'login' | 'company' | 'paid'

export type EnrolDecision = { ok: true; source: EnrolmentSource } | { ok: false; reason: RefusalReason; message: string }

export const REFUSALS: Record<RefusalReason, string> = {
  login: '登录后即可学习',
  company: '企业账号仅可浏览课程，请使用个人账号学习',
  paid: '该课程为企业VIP专享',
}

type Scope = { db: Db; tenantId: number; individualId: number; course: Pick<LearnCourse, 'id' | 'priceCents'> }

/** One way an individual may take a course; null when it does not apply. */
export type Entitlement = (scope: Scope) => Promise<EnrolmentSource | null>

const freeCourse: Entitlement = async ({ course }) => (course.priceCents === 0 ? 'free' : null)

// Membership is per tenant by its key, so a company of another tenant can never vouch here.
const companyVip: Entitlement = async ({ db, tenantId, individualId }) =>
  (await getMembership(db, { tenantId, individualId }))?.isVip ? 'vip' : null

/**
 * The ways in, tried in order. The seam for the coupon issue: a redeemed course voucher becomes one more entitlement
 * here (source 'voucher'), and nothing else in learning changes.
 */
export const ENTITLEMENTS: Entitlement[] = [freeCourse, companyVip]

/** May this account enrol in this (published, same-tenant) course, and by which right? */
export async function canEnrol(db: Db, tenantId: number, account: LearnerAccount, course: Scope['course']): Promise<EnrolDecision> {
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
 * through VIP holds only while the company still grants VIP (removal from the company ends it).
 */
export async function hasAccess(db: Db, tenantId: number, individualId: number, course: Scope['course']) {
  const enrolment = await getEnrolment(db, { tenantId, individualId, courseId: course.id })
  if (!enrolment) return { enrolment: null, access: false }
  if (enrolment.source !== 'vip') return { enrolment, access: true }
  const decision = await canEnrol(db, tenantId, { kind: 'user', individualId }, course)
  return { enrolment, access: decision.ok }
}
