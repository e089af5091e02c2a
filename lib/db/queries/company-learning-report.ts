// The company's learning dashboard and export (issue 31, Deliver 4): where each assignment stands, each person's 学时
// and progress, one person's credited sessions, and the credited stretches an auditor reads. Scope, by choice: the
// courses the company assigned to the person, learned since they joined the company — not the rest of their learning.
import { and, asc, eq, gt, sql, type AnyColumn } from 'drizzle-orm'
import type { Db } from '../client'
import {
  ALLOCATION_OF_ASSIGNMENT,
  COURSE_OF_ASSIGNMENT,
  ENROLMENT_OF_ALLOCATION,
  STILL_IN_COMPANY,
} from './assignment-joins'
import {
  assignmentAllocations,
  companyGroupMembers,
  companyGroups,
  companyMembers,
  courseAssignments,
  courses,
  enrolments,
  individuals,
  learningIntervals,
  lessons,
} from '../schema'

type Scope = { tenantId: number; companyId: number }
type GroupFilter = Scope & { groupId?: number }

/** Staff in the group, when one is named (a person may be in several). */
const inGroup = (tenantId: number, groupId: number | undefined, individualId: AnyColumn) =>
  groupId === undefined
    ? undefined
    : sql`exists (select 1 from ${companyGroupMembers} where ${companyGroupMembers.tenantId} = ${tenantId}
        and ${companyGroupMembers.groupId} = ${groupId} and ${companyGroupMembers.individualId} = ${individualId})`

/** Credited stretches of a person on a course the company assigned them, since they joined. */
const creditedForCompany = (tenantId: number, companyId: number) => sql`
  ${learningIntervals.tenantId} = ${tenantId}
  and ${learningIntervals.startedAt} >= ${companyMembers.joinedAt}
  and exists (select 1 from ${assignmentAllocations} al join ${courseAssignments} a
    on a.tenant_id = al.tenant_id and a.id = al.assignment_id
    where al.tenant_id = ${tenantId} and al.individual_id = ${learningIntervals.individualId}
      and a.company_id = ${companyId} and a.course_id = ${learningIntervals.courseId})`

/** Per assignment: how many of its (current) staff finished, are learning, have not started, or are past due. */
export async function assignmentProgress(
  db: Db,
  { tenantId, companyId, groupId, today }: GroupFilter & { today: string },
) {
  const unfinished = sql`${enrolments.completedAt} is null`
  const open = sql`${courseAssignments.dueOn} >= ${today}::date`
  return (
    db
      .select({
        id: courseAssignments.id,
        courseId: courseAssignments.courseId,
        courseTitle: courses.title,
        kind: courseAssignments.kind,
        startsOn: courseAssignments.startsOn,
        dueOn: courseAssignments.dueOn,
        cancelledAt: courseAssignments.cancelledAt,
        total: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) filter (where ${enrolments.completedAt} is not null))::int`,
        inProgress: sql<number>`(count(*) filter (where ${unfinished} and ${open} and ${enrolments.individualId} is not null))::int`,
        notStarted: sql<number>`(count(*) filter (where ${unfinished} and ${open} and ${enrolments.individualId} is null))::int`,
        overdue: sql<number>`(count(*) filter (where ${unfinished} and not ${open}))::int`,
      })
      .from(courseAssignments)
      .innerJoin(assignmentAllocations, ALLOCATION_OF_ASSIGNMENT)
      .innerJoin(companyMembers, STILL_IN_COMPANY)
      .innerJoin(courses, COURSE_OF_ASSIGNMENT)
      .leftJoin(enrolments, ENROLMENT_OF_ALLOCATION)
      .where(
        and(
          eq(courseAssignments.tenantId, tenantId),
          eq(courseAssignments.companyId, companyId),
          inGroup(tenantId, groupId, assignmentAllocations.individualId),
        ),
      )
      // The whole key, so the assignment's other columns follow from it.
      .groupBy(courseAssignments.tenantId, courseAssignments.id, courses.title)
      .orderBy(courseAssignments.dueOn, courseAssignments.id)
  )
}

/** Each person of the company (or group): groups, assigned and finished open assignments, credited time on them. */
export async function staffProgress(db: Db, { tenantId, companyId, groupId }: GroupFilter) {
  const mine = sql`a.tenant_id = ${tenantId} and a.company_id = ${companyId} and a.cancelled_at is null`
  return db
    .select({
      individualId: companyMembers.individualId,
      name: sql<string>`coalesce(nullif(${companyMembers.nameInCompany}, ''), ${individuals.nickname})`,
      phone: individuals.phone,
      groups: sql<string[]>`coalesce((select array_agg(g.name order by g.name) from ${companyGroupMembers} gm
        join ${companyGroups} g on g.tenant_id = gm.tenant_id and g.id = gm.group_id
        where gm.tenant_id = ${tenantId} and gm.individual_id = ${companyMembers.individualId}), '{}')`,
      assigned: sql<number>`(select count(*)::int from ${assignmentAllocations} al join ${courseAssignments} a
        on a.tenant_id = al.tenant_id and a.id = al.assignment_id
        where al.tenant_id = ${tenantId} and al.individual_id = ${companyMembers.individualId} and ${mine})`,
      completed: sql<number>`(select count(*)::int from ${assignmentAllocations} al join ${courseAssignments} a
        on a.tenant_id = al.tenant_id and a.id = al.assignment_id
        join ${enrolments} e on e.tenant_id = a.tenant_id and e.individual_id = al.individual_id and e.course_id = a.course_id
        where al.tenant_id = ${tenantId} and al.individual_id = ${companyMembers.individualId} and ${mine}
          and e.completed_at is not null)`,
      creditedMs: sql<string>`(select coalesce(sum(${learningIntervals.newMs}), 0) from ${learningIntervals}
        where ${learningIntervals.individualId} = ${companyMembers.individualId} and ${creditedForCompany(tenantId, companyId)})`,
    })
    .from(companyMembers)
    .innerJoin(
      individuals,
      and(eq(individuals.tenantId, companyMembers.tenantId), eq(individuals.id, companyMembers.individualId)),
    )
    .where(
      and(
        eq(companyMembers.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        inGroup(tenantId, groupId, companyMembers.individualId),
      ),
    )
    .orderBy(asc(companyMembers.nameInCompany), asc(companyMembers.individualId))
}

/** One staff member's credited stretches on the company's assigned courses, newest first, a page at a time. */
export async function personIntervals(
  db: Db,
  { tenantId, companyId, individualId, limit, offset }: Scope & { individualId: number; limit: number; offset: number },
) {
  return intervalsQuery(db)
    .where(
      and(
        eq(learningIntervals.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        eq(learningIntervals.individualId, individualId),
        creditedForCompany(tenantId, companyId),
      ),
    )
    .orderBy(sql`${learningIntervals.startedAt} desc`, sql`${learningIntervals.id} desc`)
    .limit(limit)
    .offset(offset)
}

/**
 * The courses this company assigned the person that they have completed, newest completion first: what the company may
 * certify one by one (a 学时证明 per course states only that course's credited learning).
 */
export async function completedAssignedCourses(
  db: Db,
  { tenantId, companyId, individualId }: Scope & { individualId: number },
) {
  return db
    .selectDistinct({ courseId: courses.id, title: courses.title, completedAt: enrolments.completedAt })
    .from(courseAssignments)
    .innerJoin(assignmentAllocations, ALLOCATION_OF_ASSIGNMENT)
    .innerJoin(courses, COURSE_OF_ASSIGNMENT)
    .innerJoin(enrolments, ENROLMENT_OF_ALLOCATION)
    .where(
      and(
        eq(courseAssignments.tenantId, tenantId),
        eq(courseAssignments.companyId, companyId),
        eq(assignmentAllocations.individualId, individualId),
        sql`${enrolments.completedAt} is not null`,
      ),
    )
    .orderBy(sql`${enrolments.completedAt} desc`, asc(courses.id))
}

/** The stretches with who, course and lesson; each caller adds its tenant-scoped filter. */
function intervalsQuery(db: Db) {
  return db
    .select({
      id: learningIntervals.id,
      individualId: learningIntervals.individualId,
      name: sql<string>`coalesce(nullif(${companyMembers.nameInCompany}, ''), ${individuals.nickname})`,
      phone: individuals.phone,
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      startedAt: learningIntervals.startedAt,
      endedAt: learningIntervals.endedAt,
      newMs: learningIntervals.newMs,
    })
    .from(learningIntervals)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.tenantId, learningIntervals.tenantId),
        eq(companyMembers.individualId, learningIntervals.individualId),
      ),
    )
    .innerJoin(
      individuals,
      and(eq(individuals.tenantId, learningIntervals.tenantId), eq(individuals.id, learningIntervals.individualId)),
    )
    .innerJoin(
      courses,
      and(eq(courses.tenantId, learningIntervals.tenantId), eq(courses.id, learningIntervals.courseId)),
    )
    .innerJoin(
      lessons,
      and(eq(lessons.tenantId, learningIntervals.tenantId), eq(lessons.id, learningIntervals.lessonId)),
    )
    .$dynamic()
}

/**
 * The export's rows after `afterId` (keyset: the interval id), `limit` at a time, oldest first: each credited stretch of
 * the company's staff (or group) on their assigned courses, from `from` to `to` (calendar days, Asia/Shanghai).
 */
export async function exportIntervals(
  db: Db,
  {
    tenantId,
    companyId,
    groupId,
    from,
    to,
    afterId,
    limit,
  }: GroupFilter & { from: string; to: string; afterId: number; limit: number },
) {
  const day = sql`(${learningIntervals.startedAt} at time zone 'Asia/Shanghai')::date`
  return intervalsQuery(db)
    .where(
      and(
        eq(learningIntervals.tenantId, tenantId),
        eq(companyMembers.companyId, companyId),
        gt(learningIntervals.id, afterId),
        sql`${day} between ${from}::date and ${to}::date`,
        creditedForCompany(tenantId, companyId),
        inGroup(tenantId, groupId, learningIntervals.individualId),
      ),
    )
    .orderBy(asc(learningIntervals.id))
    .limit(limit)
}
