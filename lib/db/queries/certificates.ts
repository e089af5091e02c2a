// 学时证明 of one tenant (issue 31): the credited learning a certificate states (sums of learning_intervals.new_ms, days
// in the tenant's zone), its number and code, the holder's and the console's lists, and revocation.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import {
  companies,
  companyMembers,
  courses,
  enrolments,
  individuals,
  learningCertificates,
  learningIntervals,
  type CertificateSnapshot,
} from '../schema'

type Scope = { tenantId: number }
type Learner = Scope & { individualId: number }

/** The advisory lock's first key: a tenant's issues take turns, so numbers stay dense and a double click issues once. */
const CERTIFICATE_LOCK = 31_005

/** Serialises the tenant's certificate issues until the transaction ends. */
export async function lockCertificateIssue(db: Db, { tenantId }: Scope) {
  await db.execute(sql`select pg_advisory_xact_lock(${CERTIFICATE_LOCK}, ${tenantId})`)
}

/** The learner's enrolment in a course of the tenant, with its title and completion; null when not enrolled. */
export async function enrolledCourse(db: Db, { tenantId, individualId, courseId }: Learner & { courseId: number }) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, completedAt: enrolments.completedAt })
    .from(enrolments)
    .innerJoin(courses, and(eq(courses.tenantId, enrolments.tenantId), eq(courses.id, enrolments.courseId)))
    .where(
      and(
        eq(enrolments.tenantId, tenantId),
        eq(enrolments.individualId, individualId),
        eq(enrolments.courseId, courseId),
      ),
    )
    .limit(1)
  return row ?? null
}

interface CreditedCourse {
  courseId: number
  title: string
  seconds: number
  firstDay: string
  lastDay: string
  completedAt: Date | null
}

/**
 * The learner's credited learning per course: the seconds of content first covered (SUM of new_ms — re-watching earns
 * nothing, so the certificate never states more than the server credited) and the first and last day with credit, in
 * `zone`. `courseId` narrows to one course; `from`/`to` (YYYY-MM-DD, both included) to the days a stretch started on.
 */
export async function creditedLearning(
  db: Db,
  {
    tenantId,
    individualId,
    courseId,
    from,
    to,
    zone,
  }: Learner & { courseId?: number; from?: string; to?: string; zone: string },
): Promise<CreditedCourse[]> {
  const localDay = sql`((${learningIntervals.startedAt} at time zone ${zone})::date)`
  const where: SQL[] = [
    eq(learningIntervals.tenantId, tenantId),
    eq(learningIntervals.individualId, individualId),
    sql`${learningIntervals.newMs} > 0`,
  ]
  if (courseId !== undefined) where.push(eq(learningIntervals.courseId, courseId))
  if (from !== undefined) where.push(sql`${localDay} >= ${from}::date`)
  if (to !== undefined) where.push(sql`${localDay} <= ${to}::date`)
  const rows = await db
    .select({
      courseId: learningIntervals.courseId,
      title: courses.title,
      ms: sql<string>`sum(${learningIntervals.newMs})`,
      firstDay: sql<string>`to_char(min(${localDay}), 'YYYY-MM-DD')`,
      lastDay: sql<string>`to_char(max(${localDay}), 'YYYY-MM-DD')`,
      completedAt: enrolments.completedAt,
    })
    .from(learningIntervals)
    .innerJoin(
      courses,
      and(eq(courses.tenantId, learningIntervals.tenantId), eq(courses.id, learningIntervals.courseId)),
    )
    .leftJoin(
      enrolments,
      and(
        eq(enrolments.tenantId, learningIntervals.tenantId),
        eq(enrolments.individualId, learningIntervals.individualId),
        eq(enrolments.courseId, learningIntervals.courseId),
      ),
    )
    .where(and(...where))
    .groupBy(learningIntervals.courseId, courses.title, enrolments.completedAt)
    .orderBy(asc(sql`min(${learningIntervals.startedAt})`))
  return rows.map((r) => ({ ...r, seconds: Math.floor(Number(r.ms) / 1000) }))
}

/** The learner's valid certificate for one completed course (not a range), if one was issued: issuing is idempotent. */
export async function validCourseCertificate(
  db: Db,
  { tenantId, individualId, courseId }: Learner & { courseId: number },
) {
  const [row] = await db
    .select()
    .from(learningCertificates)
    .where(
      and(
        eq(learningCertificates.tenantId, tenantId),
        eq(learningCertificates.individualId, individualId),
        eq(learningCertificates.courseId, courseId),
        isNull(learningCertificates.revokedAt),
      ),
    )
    .limit(1)
  return row ?? null
}

/** The next number of the tenant's `prefix` (e.g. DEMO-2026-): the highest issued plus one, six digits. Under the lock. */
export async function nextCertificateNumber(db: Db, { tenantId, prefix }: Scope & { prefix: string }) {
  const [row] = await db
    .select({ top: sql<string | null>`max(${learningCertificates.number})` })
    .from(learningCertificates)
    .where(and(eq(learningCertificates.tenantId, tenantId), sql`${learningCertificates.number} like ${prefix + '%'}`))
  const last = row?.top ? Number(row.top.slice(prefix.length)) : 0
  return `${prefix}${String(last + 1).padStart(6, '0')}`
}

export async function insertCertificate(
  db: Db,
  values: Learner & {
    code: string
    number: string
    companyId: number | null
    courseId: number | null
    snapshot: CertificateSnapshot
  },
) {
  const [row] = await db.insert(learningCertificates).values(values).returning()
  return row
}

/** The learner's certificates, newest first. */
export async function listLearnerCertificates(db: Db, { tenantId, individualId }: Learner) {
  return db
    .select()
    .from(learningCertificates)
    .where(and(eq(learningCertificates.tenantId, tenantId), eq(learningCertificates.individualId, individualId)))
    .orderBy(desc(learningCertificates.issuedAt), desc(learningCertificates.id))
}

/** One certificate of the tenant by its public code (another tenant's code is not found). */
export async function certificateByCode(db: Db, { tenantId, code }: Scope & { code: string }) {
  const [row] = await db
    .select()
    .from(learningCertificates)
    .where(and(eq(learningCertificates.tenantId, tenantId), eq(learningCertificates.code, code)))
    .limit(1)
  return row ?? null
}

export async function certificateById(db: Db, { tenantId, id, lock = false }: Scope & { id: number; lock?: boolean }) {
  const query = db
    .select()
    .from(learningCertificates)
    .where(and(eq(learningCertificates.tenantId, tenantId), eq(learningCertificates.id, id)))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** The console's page: by number or the holder's phone (a fragment of either), and by state; newest first. */
export async function listAdminCertificates(
  db: Db,
  {
    tenantId,
    keyword,
    state,
    page,
    pageSize,
  }: Scope & { keyword?: string; state: 'all' | 'valid' | 'revoked'; page: number; pageSize: number },
) {
  const where: (SQL | undefined)[] = [eq(learningCertificates.tenantId, tenantId)]
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(or(ilike(learningCertificates.number, like), ilike(individuals.phone, like)))
  }
  if (state === 'valid') where.push(isNull(learningCertificates.revokedAt))
  if (state === 'revoked') where.push(isNotNull(learningCertificates.revokedAt))
  const base = and(...where)
  const holder = and(
    eq(individuals.tenantId, learningCertificates.tenantId),
    eq(individuals.id, learningCertificates.individualId),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ certificate: learningCertificates, phone: individuals.phone })
      .from(learningCertificates)
      .innerJoin(individuals, holder)
      .where(base)
      .orderBy(desc(learningCertificates.issuedAt), desc(learningCertificates.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(learningCertificates).innerJoin(individuals, holder).where(base),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

/** Revokes a valid certificate; null when it was already revoked (or is not the tenant's). */
export async function revokeCertificate(db: Db, { tenantId, id, reason }: Scope & { id: number; reason: string }) {
  const [row] = await db
    .update(learningCertificates)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(learningCertificates.tenantId, tenantId),
        eq(learningCertificates.id, id),
        isNull(learningCertificates.revokedAt),
      ),
    )
    .returning()
  return row ?? null
}

/** The person's company in the tenant (at most one) and the name it knows them by; null when in none. */
export async function membershipOf(db: Db, { tenantId, individualId }: Learner) {
  const [row] = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      nameInCompany: companyMembers.nameInCompany,
    })
    .from(companyMembers)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyMembers.tenantId), eq(companies.id, companyMembers.companyId)),
    )
    .where(and(eq(companyMembers.tenantId, tenantId), eq(companyMembers.individualId, individualId)))
    .limit(1)
  return row ?? null
}
