// Coupon campaigns as the console reads and writes them (issue 32): a campaign is a `coupon_templates` row; its codes are
// hashes in `coupon_codes`; the coupons they gave are `user_coupons`. Every query is scoped by tenant, and every state
// is judged by the database's clock, as redemption judges it (lib/db/queries/coupons.ts).
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { couponCodes, couponTemplates, courses, individuals, userCoupons } from '../schema'
import type { CampaignState } from '@/lib/contract/coupon-campaign-rules'

type Scope = { tenantId: number }
const t = couponTemplates

const STATE = sql<CampaignState>`case when ${t.stoppedAt} is not null then 'stopped' when ${t.validUntil} <= now() then 'ended'
  when ${t.validFrom} > now() then 'notStarted' else 'active' end`
const STATE_WHERE: Record<CampaignState, SQL> = {
  stopped: isNotNull(t.stoppedAt),
  ended: and(isNull(t.stoppedAt), sql`${t.validUntil} <= now()`)!,
  notStarted: and(isNull(t.stoppedAt), sql`${t.validUntil} > now()`, sql`${t.validFrom} > now()`)!,
  active: and(isNull(t.stoppedAt), sql`${t.validUntil} > now()`, sql`${t.validFrom} <= now()`)!,
}

const namedCourse = alias(courses, 'named_course')

function campaignRows(db: Db) {
  return db
    .select({
      id: t.id,
      kind: t.kind,
      title: t.title,
      description: t.description,
      courseId: t.courseId,
      courseTitle: namedCourse.title,
      maxPriceCents: t.maxPriceCents,
      amountOffCents: t.amountOffCents,
      minSpendCents: t.minSpendCents,
      validFrom: t.validFrom,
      validUntil: t.validUntil,
      validDays: t.validDays,
      stoppedAt: t.stoppedAt,
      createdAt: t.createdAt,
      state: STATE,
      codeCount: sql<number>`(select count(*) from ${couponCodes} c where c.tenant_id = ${t.tenantId}
        and c.template_id = ${t.id})`.mapWith(Number),
      redeemedCount: sql<number>`(select count(*) from ${couponCodes} c where c.tenant_id = ${t.tenantId}
        and c.template_id = ${t.id} and c.redeemed_at is not null)`.mapWith(Number),
      usedCount: sql<number>`(select count(*) from ${userCoupons} u where u.tenant_id = ${t.tenantId}
        and u.template_id = ${t.id} and u.used_at is not null)`.mapWith(Number),
    })
    .from(t)
    .leftJoin(namedCourse, and(eq(namedCourse.tenantId, t.tenantId), eq(namedCourse.id, t.courseId)))
}
export type CampaignDbRow = Awaited<ReturnType<typeof campaignRows>>[number]

/** A page of the tenant's campaigns, newest first, by title fragment and state. */
export async function listCampaigns(
  db: Db,
  q: Scope & { keyword?: string; state?: CampaignState; page: number; pageSize: number },
) {
  const where = and(
    eq(t.tenantId, q.tenantId),
    q.keyword ? ilike(t.title, `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    q.state ? STATE_WHERE[q.state] : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    campaignRows(db)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(t).where(where),
  ])
  return { rows, totalCount: total }
}

/** One campaign with its counts, or null (another tenant's id too). */
export async function getCampaign(db: Db, { tenantId, id }: Scope & { id: number }): Promise<CampaignDbRow | null> {
  const [row] = await campaignRows(db)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    .limit(1)
  return row ?? null
}

/** Locks the campaign row for a write that depends on it (生成兑换码's cap, 停止活动); false when it is not the tenant's. */
export async function lockCampaign(db: Db, { tenantId, id }: Scope & { id: number }): Promise<boolean> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    .for('update')
  return rows.length > 0
}

export interface NewCampaign {
  title: string
  description: string
  courseId: number | null
  maxPriceCents: number | null
  validFrom: Date
  validUntil: Date
  validDays: number | null
}

/** A course voucher campaign; answers its id. */
export async function insertCampaign(db: Db, { tenantId, ...c }: Scope & NewCampaign): Promise<number> {
  const [row] = await db
    .insert(t)
    .values({ tenantId, kind: 'voucher', ...c })
    .returning({ id: t.id })
  return row.id
}

/**
 * Stores the codes' hashes (each with its last four characters), a thousand rows per statement; a hash the tenant
 * already holds is skipped, and the caller makes up the shortfall. Answers how many were stored.
 */
export async function insertCodeHashes(
  db: Db,
  { tenantId, templateId, codes }: Scope & { templateId: number; codes: { codeHash: string; hint: string }[] },
): Promise<Set<string>> {
  const stored = new Set<string>()
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .insert(couponCodes)
      .values(codes.slice(i, i + 1000).map((c) => ({ tenantId, templateId, ...c })))
      .onConflictDoNothing()
      .returning({ codeHash: couponCodes.codeHash })
    for (const r of rows) stored.add(r.codeHash)
  }
  return stored
}

/** Ends redemption now; false when it was already stopped (or is not the tenant's). */
export async function stopCampaign(db: Db, { tenantId, id }: Scope & { id: number }): Promise<Date | null> {
  const [row] = await db
    .update(t)
    .set({ stoppedAt: sql`now()` })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id), isNull(t.stoppedAt)))
    .returning({ stoppedAt: t.stoppedAt })
  return row?.stoppedAt ?? null
}

const usedCourse = alias(courses, 'used_course')

/** A page of the campaign's redeemed codes, newest first: who, when, and what the coupon became. */
export async function listRedemptions(
  db: Db,
  { tenantId, templateId, page, pageSize }: Scope & { templateId: number; page: number; pageSize: number },
) {
  const where = and(
    eq(couponCodes.tenantId, tenantId),
    eq(couponCodes.templateId, templateId),
    isNotNull(couponCodes.redeemedAt),
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        codeId: couponCodes.id,
        hint: couponCodes.hint,
        redeemedAt: couponCodes.redeemedAt,
        nickname: individuals.nickname,
        phone: individuals.phone,
        usedAt: userCoupons.usedAt,
        usedCourseId: userCoupons.usedCourseId,
        usedCourseTitle: usedCourse.title,
        couponState: sql<'usable' | 'used' | 'expired'>`case when ${userCoupons.usedAt} is not null then 'used'
          when ${userCoupons.expiresAt} <= now() then 'expired' else 'usable' end`,
      })
      .from(couponCodes)
      .leftJoin(
        individuals,
        and(eq(individuals.tenantId, couponCodes.tenantId), eq(individuals.id, couponCodes.redeemedBy)),
      )
      .leftJoin(
        userCoupons,
        and(eq(userCoupons.tenantId, couponCodes.tenantId), eq(userCoupons.codeId, couponCodes.id)),
      )
      .leftJoin(
        usedCourse,
        and(eq(usedCourse.tenantId, couponCodes.tenantId), eq(usedCourse.id, userCoupons.usedCourseId)),
      )
      .where(where)
      .orderBy(desc(couponCodes.redeemedAt), desc(couponCodes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(couponCodes).where(where),
  ])
  return { rows, totalCount: total }
}

/** The tenant's courses by title for the voucher's course picker, paid ones first (drafts too: they may open later). */
export async function searchCampaignCourses(db: Db, { tenantId, keyword }: Scope & { keyword?: string }) {
  return db
    .select({ id: courses.id, title: courses.title, priceCents: courses.priceCents, isPublished: courses.isPublished })
    .from(courses)
    .where(
      and(
        eq(courses.tenantId, tenantId),
        keyword ? ilike(courses.title, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(sql`${courses.priceCents} > 0 desc`, desc(courses.isPublished), asc(courses.title))
    .limit(20)
}

/** A course of the tenant with its price, for the voucher it will name; null when it is not the tenant's. */
export async function courseForVoucher(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, priceCents: courses.priceCents })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, id)))
    .limit(1)
  return row ?? null
}
