// The console's learners (issue 32): the tenant's individuals with their company, courses, credited time and sessions,
// one page at a time, and the reads behind one learner's detail. Credited time is SUM(learning_intervals.new_ms) —
// what certificates state — plus what an anonymised account kept (learning_hour_totals).
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import {
  chapters,
  companies,
  companyInvites,
  companyMembers,
  courses,
  enrolments,
  individuals,
  learningHourTotals,
  learningIntervals,
  lessonProgress,
  lessons,
  sessions,
} from '../schema'
import { likePattern } from './catalogue'

type Scope = { tenantId: number }
type Learner = Scope & { individualId: number }
type LearnerStateFilter = 'active' | 'disabled' | 'anonymised'

/** Sessions that still open the site: not revoked, before their end, used within the idle week (lib/auth/sessions). */
const liveSession = sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
  and ${sessions.lastSeenAt} > now() - interval '7 days'`

const companyOfMember = and(
  eq(companyMembers.tenantId, individuals.tenantId),
  eq(companyMembers.individualId, individuals.id),
)
const companyJoin = and(eq(companies.tenantId, companyMembers.tenantId), eq(companies.id, companyMembers.companyId))

function learnerWhere(
  tenantId: number,
  { keyword, state, fullPhone }: { keyword?: string; state?: LearnerStateFilter; fullPhone: boolean },
): SQL {
  const where: (SQL | undefined)[] = [eq(individuals.tenantId, tenantId)]
  if (keyword) {
    const like = likePattern(keyword)
    // A masked role finds a phone only whole: part of a number would let it read the hidden digits by trying.
    const byPhone = /^\d+$/.test(keyword)
      ? fullPhone
        ? ilike(individuals.phone, like)
        : eq(individuals.phone, keyword)
      : undefined
    where.push(or(byPhone, ilike(individuals.nickname, like), ilike(companies.companyName, like)))
  }
  if (state === 'active') where.push(eq(individuals.disabled, false))
  if (state === 'disabled') where.push(and(eq(individuals.disabled, true), isNull(individuals.anonymisedAt)))
  if (state === 'anonymised') where.push(isNotNull(individuals.anonymisedAt))
  return and(...where)!
}

/** One page of the tenant's learners, newest first, with their current company and counts. */
export async function listLearners(
  db: Db,
  {
    tenantId,
    page,
    pageSize,
    ...filter
  }: Scope & { page: number; pageSize: number; keyword?: string; state?: LearnerStateFilter; fullPhone: boolean },
) {
  const where = learnerWhere(tenantId, filter)
  const mine = (t: { tenantId: unknown; individualId: unknown }) =>
    sql`${t.tenantId} = ${individuals.tenantId} and ${t.individualId} = ${individuals.id}`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        learner: individuals,
        companyName: companies.companyName,
        courseCount: sql<number>`(select count(*)::int from ${enrolments} where ${mine(enrolments)})`,
        creditedMs: sql<string>`(select coalesce(sum(${learningIntervals.newMs}), 0) from ${learningIntervals}
          where ${mine(learningIntervals)}) + (select coalesce(sum(${learningHourTotals.creditedSeconds}), 0) * 1000
          from ${learningHourTotals} where ${mine(learningHourTotals)})`,
        lastSeenAt: sql<string | null>`(select max(${sessions.lastSeenAt}) from ${sessions}
          where ${sessions.tenantId} = ${individuals.tenantId} and ${sessions.accountKind} = 'user'
            and ${sessions.accountId} = ${individuals.id})`,
        activeSessions: sql<number>`(select count(*)::int from ${sessions}
          where ${sessions.tenantId} = ${individuals.tenantId} and ${sessions.accountKind} = 'user'
            and ${sessions.accountId} = ${individuals.id} and ${liveSession})`,
      })
      .from(individuals)
      .leftJoin(companyMembers, companyOfMember)
      .leftJoin(companies, companyJoin)
      .where(where)
      .orderBy(desc(individuals.createdAt), desc(individuals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(individuals)
      .leftJoin(companyMembers, companyOfMember)
      .leftJoin(companies, companyJoin)
      .where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

/** The learner's company now and the companies whose invitation they accepted before (left since). */
export async function learnerCompanies(db: Db, { tenantId, individualId }: Learner) {
  const [current] = await db
    .select({ member: companyMembers, company: companies })
    .from(companyMembers)
    .innerJoin(companies, companyJoin)
    .where(and(eq(companyMembers.tenantId, tenantId), eq(companyMembers.individualId, individualId)))
    .limit(1)
  const past = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      nameInCompany: companyInvites.nameInCompany,
      department: companyInvites.department,
      joinedAt: companyInvites.answeredAt,
    })
    .from(companyInvites)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyInvites.tenantId), eq(companies.id, companyInvites.companyId)),
    )
    .where(
      and(
        eq(companyInvites.tenantId, tenantId),
        eq(companyInvites.individualId, individualId),
        eq(companyInvites.status, 'accepted'),
        current ? ne(companyInvites.companyId, current.company.id) : undefined,
      ),
    )
    .orderBy(desc(companyInvites.answeredAt))
    .limit(50)
  return { current: current ?? null, past }
}

/** The learner's enrolments with their course (taken-down ones too), most recently learned first. */
export async function learnerEnrolments(db: Db, { tenantId, individualId }: Learner) {
  return db
    .select({ enrolment: enrolments, title: courses.title })
    .from(enrolments)
    .innerJoin(courses, and(eq(courses.tenantId, enrolments.tenantId), eq(courses.id, enrolments.courseId)))
    .where(and(eq(enrolments.tenantId, tenantId), eq(enrolments.individualId, individualId)))
    .orderBy(desc(sql`coalesce(${enrolments.lastLearnedAt}, ${enrolments.enrolledAt})`), desc(enrolments.courseId))
    .limit(500)
}

/** The lessons (in an outline) of these courses, for progress as courseProgress counts it. */
export async function lessonsOfCourses(db: Db, { tenantId, courseIds }: Scope & { courseIds: number[] }) {
  if (courseIds.length === 0) return []
  return db
    .select({ id: lessons.id, courseId: lessons.courseId, durationSeconds: lessons.durationSeconds })
    .from(lessons)
    .innerJoin(chapters, and(eq(chapters.tenantId, lessons.tenantId), eq(chapters.id, lessons.chapterId)))
    .where(and(eq(lessons.tenantId, tenantId), sql`${lessons.courseId} in ${courseIds}`))
    .orderBy(asc(lessons.id))
}

export async function learnerLessonProgress(db: Db, { tenantId, individualId }: Learner) {
  return db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.tenantId, tenantId), eq(lessonProgress.individualId, individualId)))
}

/** Credited milliseconds per course. */
export async function creditedByCourse(db: Db, { tenantId, individualId }: Learner) {
  const rows = await db
    .select({ courseId: learningIntervals.courseId, ms: sql<string>`sum(${learningIntervals.newMs})` })
    .from(learningIntervals)
    .where(and(eq(learningIntervals.tenantId, tenantId), eq(learningIntervals.individualId, individualId)))
    .groupBy(learningIntervals.courseId)
  return new Map(rows.map((r) => [r.courseId, Number(r.ms)]))
}

/** What an anonymised account kept: hours per course, with the course's title. */
export async function keptHours(db: Db, { tenantId, individualId }: Learner) {
  return db
    .select({
      courseId: learningHourTotals.courseId,
      title: courses.title,
      creditedSeconds: learningHourTotals.creditedSeconds,
      completed: learningHourTotals.completed,
    })
    .from(learningHourTotals)
    .innerJoin(
      courses,
      and(eq(courses.tenantId, learningHourTotals.tenantId), eq(courses.id, learningHourTotals.courseId)),
    )
    .where(and(eq(learningHourTotals.tenantId, tenantId), eq(learningHourTotals.individualId, individualId)))
    .orderBy(asc(learningHourTotals.courseId))
}

/** The account's live sessions, most recent first (no token hash leaves this function). */
export async function liveSessions(
  db: Db,
  { tenantId, accountKind, accountId }: Scope & { accountKind: 'user' | 'company'; accountId: number },
) {
  return db
    .select({
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.accountKind, accountKind),
        eq(sessions.accountId, accountId),
        liveSession,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100)
}

/** Disables or enables the learner (never an anonymised one); null when no such live account. */
export async function setLearnerDisabled(
  db: Db,
  { tenantId, id, disabled }: Scope & { id: number; disabled: boolean },
) {
  const [row] = await db
    .update(individuals)
    .set({ disabled, updatedAt: sql`now()` })
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id), isNull(individuals.anonymisedAt)))
    .returning({ id: individuals.id })
  return row ?? null
}

/** The learner's row, locked until the transaction ends (two administrators acting at once take turns). */
export async function lockLearner(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id)))
    .for('update')
    .limit(1)
  return row ?? null
}

/** Ends every live session of the account; how many were live. */
export async function endLiveSessions(
  db: Db,
  { tenantId, accountKind, accountId }: Scope & { accountKind: 'user' | 'company'; accountId: number },
) {
  const mine = and(
    eq(sessions.tenantId, tenantId),
    eq(sessions.accountKind, accountKind),
    eq(sessions.accountId, accountId),
  )
  const [live] = await db.select({ n: count() }).from(sessions).where(and(mine, liveSession))
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(mine, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
  return live?.n ?? 0
}
