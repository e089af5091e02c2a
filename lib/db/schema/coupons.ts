// Coupons (issue 16): what a campaign or a company hands out (templates), the single-use redeem codes (兑换码) that
// carry them, and the coupons an individual holds. A course voucher enrols in a paid course (canEnrol's 'voucher'
// entitlement); a discount coupon waits for a payment step that does not exist yet.
import { foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { individuals } from './accounts'
import { courses } from './catalogue'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** voucher: takes a course for free — the named one (`courseId`), or any course up to `maxPriceCents`; discount: 满减. */
export type CouponKind = 'voucher' | 'discount'

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    kind: varchar('kind', { length: 10 }).$type<CouponKind>().notNull(),
    title: varchar('title', { length: 30 }).notNull(),
    /** What the campaign is for, as the console shows it (issue 32); learners see the title only. */
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** Voucher for one named course. */
    courseId: integer('course_id'),
    /** Voucher for any course priced up to this (when no course is named). */
    maxPriceCents: integer('max_price_cents'),
    /** Discount: the amount taken off, from an order of at least `minSpendCents`. */
    amountOffCents: integer('amount_off_cents'),
    minSpendCents: integer('min_spend_cents'),
    /** A held coupon lasts this many days from redemption, but never past `validUntil`. */
    validDays: integer('valid_days'),
    /** Codes redeem from this instant (issue 32: a campaign may start later than it is made). */
    validFrom: at('valid_from').notNull().defaultNow(),
    validUntil: at('valid_until').notNull(),
    /**
     * 停止活动 (issue 32): no code of the campaign redeems any more; coupons already held stay usable until they expire,
     * because their holders redeemed them in good faith.
     */
    stoppedAt: at('stopped_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
  ],
)

/**
 * One single-use 兑换码. Only the SHA-256 of the normalised code (upper case, no spaces or dashes) is stored, so a
 * database copy cannot be redeemed; `hint` (its last four characters) lets an operator tell codes apart.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    templateId: integer('template_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    hint: varchar('hint', { length: 4 }).notNull(),
    redeemedBy: integer('redeemed_by'),
    redeemedAt: at('redeemed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('coupon_codes_hash_uq').on(t.tenantId, t.codeHash),
    // A campaign's counts and its redemptions, newest first (the console's campaign page, issue 32).
    index('coupon_codes_template_idx').on(t.tenantId, t.templateId, t.redeemedAt),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [couponTemplates.tenantId, couponTemplates.id],
    }).onDelete('cascade'),
  ],
)

/** A coupon an individual holds: 可使用 until `expiresAt` unless `usedAt`; a used voucher names the course it took. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    individualId: integer('individual_id').notNull(),
    templateId: integer('template_id').notNull(),
    codeId: integer('code_id'),
    obtainedAt: at('obtained_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    usedCourseId: integer('used_course_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [couponTemplates.tenantId, couponTemplates.id],
    }).onDelete('cascade'),
    index('user_coupons_owner_idx').on(t.tenantId, t.individualId, t.expiresAt),
    index('user_coupons_template_idx').on(t.tenantId, t.templateId),
    // A code gives one coupon, once.
    uniqueIndex('user_coupons_code_uq').on(t.tenantId, t.codeId),
  ],
)
