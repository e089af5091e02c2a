// Course vouchers as a way into a paid course: which one would be spent, and spending exactly one inside JoinCourse's
// transaction (enrolment.ts's 'voucher' entitlement and my-courses.ts rely on these).
import { COUPON_MSG } from '@/lib/contract/coupon-rules'
import { forbidden } from '@/lib/contract/errors'
import type { Db } from '@/lib/db/client'
import { enrolmentToVoucher, fittingVouchers, spendVoucher } from '@/lib/db/queries/coupons'

type Course = { id: number; priceCents: number }

/** The voucher JoinCourse would spend on this course (named first, then the lowest cap, then the soonest to expire). */
export async function pickVoucher(db: Db, tenantId: number, individualId: number, course: Course) {
  const [first] = await fittingVouchers(db, {
    tenantId,
    individualId,
    courseId: course.id,
    priceCents: course.priceCents,
  })
  return first ?? null
}

/**
 * Spends one fitting voucher on the course, in the caller's transaction, or refuses with 403 when none can be spent any
 * more (used on another course or expired since the page was drawn). A voucher another join took in parallel is skipped
 * for the next one that fits.
 */
export async function spendVoucherOn(
  db: Db,
  tenantId: number,
  individualId: number,
  course: Course,
  lapsedEnrolment: boolean,
) {
  for (const voucher of await fittingVouchers(db, {
    tenantId,
    individualId,
    courseId: course.id,
    priceCents: course.priceCents,
  })) {
    if (await spendVoucher(db, { tenantId, individualId, couponId: voucher.id, courseId: course.id })) {
      if (lapsedEnrolment) await enrolmentToVoucher(db, { tenantId, individualId, courseId: course.id })
      return voucher
    }
  }
  throw forbidden(COUPON_MSG.noVoucher)
}
