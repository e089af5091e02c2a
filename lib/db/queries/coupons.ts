// Coupons of one tenant: codes looked up by their hash, redeeming (single use), a learner's coupons by state, and
// the course vouchers that fit a course. Every "now" is the database's, so state never depends on the app's clock.
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { couponCodes, couponTemplates, courses, enrolments, userCoupons } from '../schema'

type Scope = { tenantId: number }
type Learner = Scope & { individualId: number }
export type CouponStateName = 'usable' | 'used' | 'expired'

/** The stored form of a normalised code: its SHA-256 in hex (the code itself is never stored). */
export function couponCodeHash(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex')
}

/** A code of this tenant with what redeeming decides on; null for an unknown one (or another tenant's). */
export async function findCode(db: Db, { tenantId, codeHash }: Scope & { codeHash: string }) {
  const [row] = await db
    .select({
      id: couponCodes.id,
      templateId: couponCodes.templateId,
      redeemedAt: couponCodes.redeemedAt,
      campaignOver: sql<boolean>`${couponTemplates.validUntil} <= now()`,
      // Issue 32: a campaign may start later than it is made, and 停止活动 ends redemption at once.
      notStarted: sql<boolean>`${couponTemplates.validFrom} > now()`,
      validFrom: couponTemplates.validFrom,
      stopped: sql<boolean>`${couponTemplates.stoppedAt} is not null`,
    })
    .from(couponCodes)
    .innerJoin(
      couponTemplates,
      and(eq(couponTemplates.tenantId, couponCodes.tenantId), eq(couponTemplates.id, couponCodes.templateId)),
    )
    .where(and(eq(couponCodes.tenantId, tenantId), eq(couponCodes.codeHash, codeHash)))
    .limit(1)
  return row ?? null
}

/**
 * Marks the code redeemed and gives its coupon, in the caller's transaction. The conditional UPDATE is the single-use
 * rule: of two parallel redeems only one finds `redeemed_at` still null; the other gets null and nothing is written.
 * The same statement checks the campaign is still open (started, not ended, not stopped), so a 停止活动 committed
 * after the caller's look-up still wins. The coupon lasts `valid_days` from now, but never past `valid_until`.
 */
export async function redeemCode(
  db: Db,
  { tenantId, individualId, codeId, templateId }: Learner & { codeId: number; templateId: number },
) {
  const claimed = await db
    .update(couponCodes)
    .set({ redeemedAt: sql`now()`, redeemedBy: individualId })
    .where(
      and(
        eq(couponCodes.tenantId, tenantId),
        eq(couponCodes.id, codeId),
        isNull(couponCodes.redeemedAt),
        sql`exists (select 1 from ${couponTemplates} t where t.tenant_id = ${tenantId} and t.id = ${templateId}
          and t.stopped_at is null and t.valid_from <= now() and t.valid_until > now())`,
      ),
    )
    .returning({ id: couponCodes.id })
  if (claimed.length === 0) return null
  const [coupon] = await db
    .insert(userCoupons)
    .values({
      tenantId,
      individualId,
      templateId,
      codeId,
      expiresAt: sql`(select least(t.valid_until, now() + t.valid_days * interval '1 day') from ${couponTemplates} t where t.tenant_id = ${tenantId} and t.id = ${templateId})`,
    })
    .returning({ id: userCoupons.id })
  return coupon.id
}

const namedCourse = alias(courses, 'named_course')
const usedCourse = alias(courses, 'used_course')

const STATE_WHERE: Record<CouponStateName, SQL> = {
  usable: and(isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, sql`now()`))!,
  used: isNotNull(userCoupons.usedAt),
  expired: and(isNull(userCoupons.usedAt), lte(userCoupons.expiresAt, sql`now()`))!,
}
// Usable: what runs out first on top; used: the latest use first; expired: the latest to lapse first.
const STATE_ORDER: Record<CouponStateName, SQL[]> = {
  usable: [asc(userCoupons.expiresAt), desc(userCoupons.id)],
  used: [desc(userCoupons.usedAt), desc(userCoupons.id)],
  expired: [desc(userCoupons.expiresAt), desc(userCoupons.id)],
}

function couponRows(db: Db) {
  return db
    .select({
      id: userCoupons.id,
      kind: couponTemplates.kind,
      title: couponTemplates.title,
      courseId: couponTemplates.courseId,
      courseTitle: namedCourse.title,
      maxPriceCents: couponTemplates.maxPriceCents,
      amountOffCents: couponTemplates.amountOffCents,
      minSpendCents: couponTemplates.minSpendCents,
      obtainedAt: userCoupons.obtainedAt,
      expiresAt: userCoupons.expiresAt,
      usedAt: userCoupons.usedAt,
      usedCourseId: userCoupons.usedCourseId,
      usedCourseTitle: usedCourse.title,
      state: sql<CouponStateName>`case when ${userCoupons.usedAt} is not null then 'used' when ${userCoupons.expiresAt} <= now() then 'expired' else 'usable' end`,
    })
    .from(userCoupons)
    .innerJoin(
      couponTemplates,
      and(eq(couponTemplates.tenantId, userCoupons.tenantId), eq(couponTemplates.id, userCoupons.templateId)),
    )
    .leftJoin(
      namedCourse,
      and(eq(namedCourse.tenantId, userCoupons.tenantId), eq(namedCourse.id, couponTemplates.courseId)),
    )
    .leftJoin(
      usedCourse,
      and(eq(usedCourse.tenantId, userCoupons.tenantId), eq(usedCourse.id, userCoupons.usedCourseId)),
    )
}
export type CouponRow = Awaited<ReturnType<typeof couponRows>>[number]

const mine = ({ tenantId, individualId }: Learner) =>
  and(eq(userCoupons.tenantId, tenantId), eq(userCoupons.individualId, individualId))

/** One page of the learner's coupons in one state. */
export async function listMyCoupons(
  db: Db,
  who: Learner & { state: CouponStateName; limit: number; offset: number },
): Promise<CouponRow[]> {
  return couponRows(db)
    .where(and(mine(who), STATE_WHERE[who.state]))
    .orderBy(...STATE_ORDER[who.state])
    .limit(who.limit)
    .offset(who.offset)
}

/** The learner's own coupon by id, or null (another account's id answers like a missing one). */
export async function getMyCoupon(db: Db, who: Learner & { id: number }): Promise<CouponRow | null> {
  const [row] = await couponRows(db)
    .where(and(mine(who), eq(userCoupons.id, who.id)))
    .limit(1)
  return row ?? null
}

/** How many coupons the learner holds in each state (the tabs' counts). */
export async function countMyCoupons(db: Db, who: Learner): Promise<Record<CouponStateName, number>> {
  const [row] = await db
    .select({
      usable: sql<number>`count(*) filter (where ${STATE_WHERE.usable})`.mapWith(Number),
      used: sql<number>`count(*) filter (where ${STATE_WHERE.used})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${STATE_WHERE.expired})`.mapWith(Number),
    })
    .from(userCoupons)
    .where(mine(who))
  return row ?? { usable: 0, used: 0, expired: 0 }
}

/**
 * The learner's usable course vouchers that take this paid course, in the order one is spent: a voucher naming the
 * course first, then an any-course voucher with the lowest cap (no cap last), then the one that runs out soonest.
 */
export async function fittingVouchers(
  db: Db,
  who: Learner & { courseId: number; priceCents: number },
): Promise<CouponRow[]> {
  if (who.priceCents <= 0) return []
  const fits = or(
    eq(couponTemplates.courseId, who.courseId),
    and(
      isNull(couponTemplates.courseId),
      or(isNull(couponTemplates.maxPriceCents), gte(couponTemplates.maxPriceCents, who.priceCents)),
    ),
  )
  return couponRows(db)
    .where(and(mine(who), eq(couponTemplates.kind, 'voucher'), STATE_WHERE.usable, fits))
    .orderBy(
      sql`${couponTemplates.courseId} is null`,
      sql`${couponTemplates.maxPriceCents} asc nulls last`,
      asc(userCoupons.expiresAt),
      asc(userCoupons.id),
    )
}

/** Spends one voucher on a course, if it is still unused and unexpired at this moment; false when it no longer is. */
export async function spendVoucher(db: Db, who: Learner & { couponId: number; courseId: number }): Promise<boolean> {
  const rows = await db
    .update(userCoupons)
    .set({ usedAt: sql`now()`, usedCourseId: who.courseId })
    .where(
      and(
        mine(who),
        eq(userCoupons.id, who.couponId),
        isNull(userCoupons.usedAt),
        gt(userCoupons.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: userCoupons.id })
  return rows.length > 0
}

/** A lapsed VIP or assigned enrolment that a voucher now pays for keeps its progress and becomes a lasting one. */
export async function enrolmentToVoucher(db: Db, { tenantId, individualId, courseId }: Learner & { courseId: number }) {
  await db
    .update(enrolments)
    .set({ source: 'voucher' })
    .where(
      and(
        eq(enrolments.tenantId, tenantId),
        eq(enrolments.individualId, individualId),
        eq(enrolments.courseId, courseId),
        inArray(enrolments.source, ['vip', 'assigned']),
      ),
    )
}
