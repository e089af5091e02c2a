// Courses a company assigns and the allocations they make (one per person and assignment). Scoped by tenant and, where
// a company acts, by its id; what a learner reads is scoped by the company they are in now.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  ALLOCATION_OF_ASSIGNMENT,
  COURSE_OF_ASSIGNMENT,
  ENROLMENT_OF_ALLOCATION,
  STILL_IN_COMPANY,
} from './assignment-joins'
import {
  assignmentAllocations,
  companies,
  companyMembers,
  courseAssignments,
  courses,
  enrolments,
  type AssignmentKind,
} from '../schema'

type Company = { tenantId: number; companyId: number }

/** The tenant's published courses among these ids (an assignment names only what learners can find). */
export async function publishedCoursesAmong(
  db: Db,
  { tenantId, courseIds }: { tenantId: number; courseIds: number[] },
) {
  if (courseIds.length === 0) return []
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), inArray(courses.id, courseIds), eq(courses.isPublished, true)))
}

export async function insertAssignment(
  db: Db,
  row: Company & { courseId: number; kind: AssignmentKind; startsOn: string; dueOn: string; groupIds: number[] },
) {
  const [created] = await db.insert(courseAssignments).values(row).returning({ id: courseAssignments.id })
  return created.id
}

/** Allocations for these people (a person already allocated keeps the first); answers how many were made. */
export async function insertAllocations(
  db: Db,
  {
    tenantId,
    assignmentId,
    people,
  }: { tenantId: number; assignmentId: number; people: { individualId: number; viaGroupId: number | null }[] },
): Promise<number> {
  if (people.length === 0) return 0
  const rows = await db
    .insert(assignmentAllocations)
    .values(people.map((p) => ({ tenantId, assignmentId, ...p })))
    .onConflictDoNothing()
    .returning({ id: assignmentAllocations.individualId })
  return rows.length
}

/** The group's open assignments: not cancelled and not past due (`today` in the tenant's zone). */
export async function openAssignmentsOfGroup(db: Db, who: Company & { groupId: number; today: string }) {
  return db
    .select({ id: courseAssignments.id })
    .from(courseAssignments)
    .where(
      and(
        eq(courseAssignments.tenantId, who.tenantId),
        eq(courseAssignments.companyId, who.companyId),
        isNull(courseAssignments.cancelledAt),
        gte(courseAssignments.dueOn, who.today),
        sql`${courseAssignments.groupIds} @> ${JSON.stringify([who.groupId])}::jsonb`,
      ),
    )
}

// The people an assignment counts: its allocations of people still in the company (as the dashboard counts them).
const counted = sql`from ${assignmentAllocations} join ${companyMembers} on ${STILL_IN_COMPANY}
  where ${ALLOCATION_OF_ASSIGNMENT}`

/** The company's assignments, newest first, with its staff allocated and those of them who completed the course. */
export async function listAssignments(db: Db, who: Company & { limit: number; offset: number }) {
  const where = and(eq(courseAssignments.tenantId, who.tenantId), eq(courseAssignments.companyId, who.companyId))
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: courseAssignments.id,
        courseId: courseAssignments.courseId,
        title: courses.title,
        kind: courseAssignments.kind,
        startsOn: courseAssignments.startsOn,
        dueOn: courseAssignments.dueOn,
        groupIds: courseAssignments.groupIds,
        cancelledAt: courseAssignments.cancelledAt,
        createdAt: courseAssignments.createdAt,
        allocated: sql<number>`(select count(*) ${counted})`.mapWith(Number),
        completed: sql<number>`(select count(*) ${counted} and exists (select 1 from ${enrolments}
          where ${ENROLMENT_OF_ALLOCATION} and ${isNotNull(enrolments.completedAt)}))`.mapWith(Number),
      })
      .from(courseAssignments)
      .innerJoin(courses, COURSE_OF_ASSIGNMENT)
      .where(where)
      .orderBy(desc(courseAssignments.id))
      .limit(who.limit)
      .offset(who.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(courseAssignments)
      .where(where),
  ])
  return { items, totalCount: total.n }
}

/** Withdraws the company's assignment; null when it is not the company's, 'already' when it was cancelled before. */
export async function cancelAssignment(db: Db, who: Company & { assignmentId: number }) {
  const mine = and(
    eq(courseAssignments.tenantId, who.tenantId),
    eq(courseAssignments.companyId, who.companyId),
    eq(courseAssignments.id, who.assignmentId),
  )
  const [row] = await db
    .update(courseAssignments)
    .set({ cancelledAt: sql`now()` })
    .where(and(mine, isNull(courseAssignments.cancelledAt)))
    .returning({ id: courseAssignments.id })
  if (row) return 'cancelled' as const
  const [exists] = await db.select({ id: courseAssignments.id }).from(courseAssignments).where(mine).limit(1)
  return exists ? ('already' as const) : null
}

/**
 * The learner's live allocations: not cancelled, of the company they are in now (leaving a company ends them). `granting`
 * adds the rule that opens a paid course: the company is certified (企业认证) and not disabled.
 */
function liveAllocations(db: Db, { tenantId, individualId }: { tenantId: number; individualId: number }) {
  return db
    .select({
      courseId: courseAssignments.courseId,
      kind: courseAssignments.kind,
      startsOn: courseAssignments.startsOn,
      dueOn: courseAssignments.dueOn,
      allocatedAt: assignmentAllocations.allocatedAt,
      granting: sql<boolean>`(${companies.certifiedAt} is not null and not ${companies.disabled})`,
    })
    .from(assignmentAllocations)
    .innerJoin(courseAssignments, ALLOCATION_OF_ASSIGNMENT)
    .innerJoin(companyMembers, STILL_IN_COMPANY)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, companyMembers.tenantId), eq(companies.id, companyMembers.companyId)),
    )
    .where(
      and(
        eq(assignmentAllocations.tenantId, tenantId),
        eq(assignmentAllocations.individualId, individualId),
        isNull(courseAssignments.cancelledAt),
      ),
    )
}

/** Does the learner's company assign them this course in a way that opens it (certified, enabled, not cancelled)? */
export async function holdsAssignedCourse(
  db: Db,
  who: { tenantId: number; individualId: number; courseId: number },
): Promise<boolean> {
  const rows = await liveAllocations(db, who)
  return rows.some((r) => r.courseId === who.courseId && r.granting)
}

/** Every live allocation of the learner (我的课程's 必修/选修 and due dates), the most pressing first. */
export async function myAllocations(db: Db, who: { tenantId: number; individualId: number }) {
  const rows = await liveAllocations(db, who)
  const weight = (k: AssignmentKind) => (k === 'required' ? 0 : 1)
  return rows.sort((a, b) => weight(a.kind) - weight(b.kind) || a.dueOn.localeCompare(b.dueOn))
}

/** The courses among these the learner is enrolled in. */
export async function enrolledAmong(
  db: Db,
  { tenantId, individualId, courseIds }: { tenantId: number; individualId: number; courseIds: number[] },
): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set()
  const rows = await db
    .select({ id: enrolments.courseId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.tenantId, tenantId),
        eq(enrolments.individualId, individualId),
        inArray(enrolments.courseId, courseIds),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Cards for assigned courses the learner has not joined yet (published ones, in the given order). */
export async function courseCards(db: Db, { tenantId, courseIds }: { tenantId: number; courseIds: number[] }) {
  if (courseIds.length === 0) return []
  const rows = await db
    .select({ courseId: courses.id, title: courses.title, coverUrl: courses.coverUrl, priceCents: courses.priceCents })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), inArray(courses.id, courseIds), eq(courses.isPublished, true)))
    .orderBy(asc(courses.id))
  const byId = new Map(rows.map((r) => [r.courseId, r]))
  return courseIds.map((id) => byId.get(id)).filter((r) => r !== undefined)
}
