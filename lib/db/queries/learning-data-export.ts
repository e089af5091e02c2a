// The rows of the console's 学习数据 exports (issue 32): learners, enrolments and credited stretches of a day range,
// each read a bounded page at a time after a key (keyset: every page starts where the last ended, along an index), so
// an export of a hundred thousand rows costs the database one pass and the process one page of memory.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, companyMembers, courses, enrolments, individuals, learningIntervals } from '../schema'
import { enrolmentProgress, outer, shanghaiDay, withinDays } from './learning-data'

type Page<K> = { tenantId: number; from: string; to: string; after: K; limit: number }

/** The learner's company (one at most), for the exports' 所属企业. */
const companyName = (tenantId: number) =>
  sql<string | null>`(select c.company_name from ${companyMembers} m join ${companies} c
    on c.tenant_id = m.tenant_id and c.id = m.company_id
    where m.tenant_id = ${tenantId} and m.individual_id = ${outer(individuals.id)})`

/** 学员: accounts registered in the range, by id, with their enrolments, completions and credited time (all time). */
export async function learnersPage(db: Db, { tenantId, from, to, after, limit }: Page<number>) {
  return db
    .select({
      id: individuals.id,
      nickname: individuals.nickname,
      phone: individuals.phone,
      disabled: individuals.disabled,
      createdAt: individuals.createdAt,
      companyName: companyName(tenantId),
      enrolled: sql<number>`(select count(*)::int from ${enrolments} e
        where e.tenant_id = ${tenantId} and e.individual_id = ${outer(individuals.id)})`.mapWith(Number),
      completed: sql<number>`(select count(*)::int from ${enrolments} e
        where e.tenant_id = ${tenantId} and e.individual_id = ${outer(individuals.id)} and e.completed_at is not null)`.mapWith(
        Number,
      ),
      lastLearnedAt: sql<Date | null>`(select max(e.last_learned_at) from ${enrolments} e
        where e.tenant_id = ${tenantId} and e.individual_id = ${outer(individuals.id)})`.mapWith(
        enrolments.lastLearnedAt,
      ),
      creditedMs: sql<number>`(select coalesce(sum(i.new_ms), 0)::float8 from ${learningIntervals} i
        where i.tenant_id = ${tenantId} and i.individual_id = ${outer(individuals.id)})`.mapWith(Number),
    })
    .from(individuals)
    .where(
      and(
        eq(individuals.tenantId, tenantId),
        sql`${individuals.id} > ${after}`,
        withinDays(individuals.createdAt, from, to),
      ),
    )
    .orderBy(asc(individuals.id))
    .limit(limit)
}

/** Where the last page of enrolments ended, in the order of `enrolments_enrolled_idx`. */
export interface EnrolmentKey {
  /** `enrolled_at` as PostgreSQL prints it: a JS Date would drop the microseconds and repeat or skip rows. */
  enrolledAt: string
  individualId: number
  courseId: number
}

export const FIRST_ENROLMENT: EnrolmentKey = { enrolledAt: '-infinity', individualId: 0, courseId: 0 }

/** 选课记录: enrolments made in the range, oldest first, with progress and credited time. */
export async function enrolmentsPage(db: Db, { tenantId, from, to, after, limit }: Page<EnrolmentKey>) {
  const e = enrolments
  return db
    .select({
      individualId: e.individualId,
      courseId: e.courseId,
      key: sql<string>`${e.enrolledAt}::text`,
      nickname: individuals.nickname,
      phone: individuals.phone,
      courseTitle: courses.title,
      source: e.source,
      enrolledAt: e.enrolledAt,
      lastLearnedAt: e.lastLearnedAt,
      completedAt: e.completedAt,
      progress: enrolmentProgress(tenantId),
      creditedMs: sql<number>`(select coalesce(sum(i.new_ms), 0)::float8 from ${learningIntervals} i
        where i.tenant_id = ${tenantId} and i.individual_id = ${outer(e.individualId)}
          and i.course_id = ${outer(e.courseId)})`.mapWith(Number),
    })
    .from(e)
    .innerJoin(individuals, and(eq(individuals.tenantId, e.tenantId), eq(individuals.id, e.individualId)))
    .innerJoin(courses, and(eq(courses.tenantId, e.tenantId), eq(courses.id, e.courseId)))
    .where(
      and(
        eq(e.tenantId, tenantId),
        sql`(${e.enrolledAt}, ${e.individualId}, ${e.courseId}) >
          (${after.enrolledAt}::timestamptz, ${after.individualId}, ${after.courseId})`,
        withinDays(e.enrolledAt, from, to),
      ),
    )
    .orderBy(asc(e.enrolledAt), asc(e.individualId), asc(e.courseId))
    .limit(limit)
}

/** Where the last page of stretches ended, in the order of `learning_intervals_started_idx`. */
export interface StretchKey {
  /** `started_at` as PostgreSQL prints it (see EnrolmentKey). */
  startedAt: string
  id: number
}

export const FIRST_STRETCH: StretchKey = { startedAt: '-infinity', id: 0 }

/**
 * 学时记录's source: credited stretches that started in the range, in time order along the day index, so each
 * Shanghai day arrives in one run and the export sums it per learner and course as it goes.
 */
export async function stretchesPage(db: Db, { tenantId, from, to, after, limit }: Page<StretchKey>) {
  const i = learningIntervals
  return db
    .select({
      id: i.id,
      key: sql<string>`${i.startedAt}::text`,
      individualId: i.individualId,
      courseId: i.courseId,
      /** The Shanghai day, from the database: one Intl call per row was a tenth of a large export's time. */
      day: shanghaiDay(i.startedAt),
      newMs: i.newMs,
      nickname: individuals.nickname,
      phone: individuals.phone,
      courseTitle: sql<string>`coalesce(${courses.title}, '（已删除的课程）')`,
    })
    .from(i)
    .innerJoin(individuals, and(eq(individuals.tenantId, i.tenantId), eq(individuals.id, i.individualId)))
    .leftJoin(courses, and(eq(courses.tenantId, i.tenantId), eq(courses.id, i.courseId)))
    .where(
      and(
        eq(i.tenantId, tenantId),
        sql`(${i.startedAt}, ${i.id}) > (${after.startedAt}::timestamptz, ${after.id})`,
        withinDays(i.startedAt, from, to),
      ),
    )
    .orderBy(asc(i.startedAt), asc(i.id))
    .limit(limit)
}
