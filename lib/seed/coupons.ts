// Coupon campaigns with their 兑换码 (README: Coupons): on demo a voucher for one named paid course, an any-course
// voucher up to ¥100, a 满100减20 discount and a campaign that has ended; on acme one voucher with one code, so neither
// tenant's codes work on the other. The README's learner holds a discount and an expired coupon, so /coupon is not
// empty at first sight. Idempotent: campaigns are matched by title, codes by hash, granted coupons by learner and campaign.
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { normaliseCode } from '@/lib/contract/coupon-rules'
import { couponCodeHash } from '@/lib/db/queries/coupons'
import { couponCodes, couponTemplates, courses, individuals, userCoupons, type CouponKind } from '@/lib/db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
const DAY = 24 * 3600_000

interface SeedCampaign {
  kind: CouponKind
  title: string
  /** A voucher for this course (by title). */
  course?: string
  maxPriceCents?: number
  amountOffCents?: number
  minSpendCents?: number
  validDays: number | null
  /** The campaign's end: days from the first seeding, or a fixed instant (an ended campaign). */
  validUntil: When
  codes: string[]
  /** Given straight to the README's learner (phone): obtained and expiring days from the seeding, or at fixed instants. */
  grant?: { phone: string; obtained: When; expires: When }
}

type When = number | string
const at = (when: When, now: number) => (typeof when === 'number' ? new Date(now + when * DAY) : new Date(when))
const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

// The codes are documented in the README: three for people to try, and a pool each for the desktop and the phone
// end-to-end test (a retried test, or a PostgreSQL database kept from an earlier run, takes the next one).
const SEED_CAMPAIGNS: Record<string, SeedCampaign[]> = {
  demo: [
    {
      kind: 'voucher',
      title: 'Python数据分析课程券',
      course: 'Python数据分析实战入门',
      validDays: 30,
      validUntil: 365,
      codes: ['QHKC-PY01', 'QHKC-PY02', 'QHKC-PY03', ...range('QHKC-PYD', 10), ...range('QHKC-PYM', 10)],
    },
    {
      kind: 'voucher',
      title: '通用课程券',
      maxPriceCents: 10000,
      validDays: 60,
      validUntil: 365,
      codes: ['QHKC-TY01', 'QHKC-TY02', 'QHKC-TY03'],
    },
    {
      kind: 'discount',
      title: '新人专享满100减20',
      amountOffCents: 2000,
      minSpendCents: 10000,
      validDays: 30,
      validUntil: 365,
      codes: ['QHKC-MJ01', 'QHKC-MJ02', 'QHKC-MJ03'],
      grant: { phone: '13800000001', obtained: -3, expires: 27 },
    },
    {
      kind: 'voucher',
      title: '2025双十一课程券',
      maxPriceCents: 5000,
      validDays: null,
      validUntil: '2025-11-30T15:59:59Z',
      codes: ['QHKC-1111', 'QHKC-GQ01'],
      grant: { phone: '13800000001', obtained: '2025-11-11T02:00:00Z', expires: '2025-11-30T15:59:59Z' },
    },
  ],
  acme: [
    {
      kind: 'voucher',
      title: '艾克美学习券',
      maxPriceCents: 19900,
      validDays: 90,
      validUntil: 365,
      codes: ['ACME-KC01'],
    },
  ],
}

async function ensureCampaign(
  tx: Tx,
  tenantId: number,
  c: SeedCampaign,
  now: number,
): Promise<{ id: number; created: boolean }> {
  const [found] = await tx
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(and(eq(couponTemplates.tenantId, tenantId), eq(couponTemplates.title, c.title)))
  if (found) return { id: found.id, created: false }
  let courseId: number | null = null
  if (c.course) {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, tenantId), eq(courses.title, c.course)))
    if (!course) throw new Error(`seed coupons: no course ${c.course}`)
    courseId = course.id
  }
  const validUntil = at(c.validUntil, now)
  const [row] = await tx
    .insert(couponTemplates)
    .values({
      tenantId,
      kind: c.kind,
      title: c.title,
      courseId,
      maxPriceCents: c.maxPriceCents ?? null,
      amountOffCents: c.amountOffCents ?? null,
      minSpendCents: c.minSpendCents ?? null,
      validDays: c.validDays,
      // Redeemable from a day before the seeding (an ended campaign: its last 30 days), so no clock skew between the
      // app and the database makes a fresh seed's codes "not started" (issue 32).
      validFrom: new Date(Math.min(now - DAY, validUntil.getTime() - 30 * DAY)),
      validUntil,
    })
    .returning({ id: couponTemplates.id })
  return { id: row.id, created: true }
}

export async function seedCoupons(tx: Tx, tenantId: number, slug: string): Promise<number> {
  const now = Date.now()
  let changes = 0
  for (const c of SEED_CAMPAIGNS[slug] ?? []) {
    const campaign = await ensureCampaign(tx, tenantId, c, now)
    if (campaign.created) changes += 1
    const codes = c.codes
      .map(normaliseCode)
      .map((code) => ({ tenantId, templateId: campaign.id, codeHash: couponCodeHash(code), hint: code.slice(-4) }))
    changes += (await tx.insert(couponCodes).values(codes).onConflictDoNothing().returning({ id: couponCodes.id }))
      .length
    if (!c.grant) continue
    const [learner] = await tx
      .select({ id: individuals.id })
      .from(individuals)
      .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, c.grant.phone)))
    if (!learner) continue
    const [held] = await tx
      .select({ id: userCoupons.id })
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.tenantId, tenantId),
          eq(userCoupons.individualId, learner.id),
          eq(userCoupons.templateId, campaign.id),
          isNull(userCoupons.codeId),
        ),
      )
    if (held) continue
    await tx.insert(userCoupons).values({
      tenantId,
      individualId: learner.id,
      templateId: campaign.id,
      obtainedAt: at(c.grant.obtained, now),
      expiresAt: at(c.grant.expires, now),
    })
    changes += 1
  }
  return changes
}
