// 学习提醒 (issue 31): who is due a reminder at a stage on a day, and the reminder rows whose key makes each stage
// happen once per person and assignment — whichever sender (an instance's job, a company's 一键提醒) inserts it first.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import {
  ALLOCATION_OF_ASSIGNMENT,
  COURSE_OF_ASSIGNMENT,
  ENROLMENT_OF_ALLOCATION,
  STILL_IN_COMPANY,
} from './assignment-joins'
import {
  assignmentAllocations,
  assignmentReminders,
  companies,
  companyGroups,
  companyMembers,
  courseAssignments,
  courses,
  enrolments,
  individuals,
  type ReminderStage,
} from '../schema'

type Scope = { tenantId: number }

/** Which assignments a stage concerns on `today` (YYYY-MM-DD in the tenant's zone). */
function stageWhen(stage: ReminderStage, today: string): SQL {
  const day = sql`${today}::date`
  if (stage === 'dueSoon') return sql`${courseAssignments.dueOn} > ${day} and ${courseAssignments.dueOn} - 3 <= ${day}`
  if (stage === 'dueToday') return sql`${courseAssignments.dueOn} = ${day}`
  return sql`${courseAssignments.dueOn} < ${day}`
}

export interface DueReminder {
  assignmentId: number
  individualId: number
  courseId: number
  courseTitle: string
  dueOn: string
  companyName: string
  remindBySms: boolean
  phone: string
}

/**
 * The unfinished, still-employed people of open 必修 assignments at `stage` on `today` who have not had it yet — or,
 * with `assignmentId` and a manual stage, everyone unfinished on that assignment who has not had that stage.
 */
export async function listDueReminders(
  db: Db,
  {
    tenantId,
    today,
    stage,
    assignmentId,
    companyId,
  }: Scope & { today: string; stage: string; assignmentId?: number; companyId?: number },
): Promise<DueReminder[]> {
  const automatic = (['dueSoon', 'dueToday', 'overdue'] as string[]).includes(stage)
  return db
    .select({
      assignmentId: courseAssignments.id,
      individualId: assignmentAllocations.individualId,
      courseId: courses.id,
      courseTitle: courses.title,
      dueOn: courseAssignments.dueOn,
      companyName: companies.companyName,
      remindBySms: companies.remindBySms,
      phone: individuals.phone,
    })
    .from(courseAssignments)
    .innerJoin(assignmentAllocations, ALLOCATION_OF_ASSIGNMENT)
    .innerJoin(companyMembers, STILL_IN_COMPANY)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, courseAssignments.tenantId), eq(companies.id, courseAssignments.companyId)),
    )
    .innerJoin(courses, COURSE_OF_ASSIGNMENT)
    .innerJoin(
      individuals,
      and(eq(individuals.tenantId, courseAssignments.tenantId), eq(individuals.id, assignmentAllocations.individualId)),
    )
    .leftJoin(enrolments, ENROLMENT_OF_ALLOCATION)
    .leftJoin(
      assignmentReminders,
      and(
        eq(assignmentReminders.tenantId, courseAssignments.tenantId),
        eq(assignmentReminders.assignmentId, courseAssignments.id),
        eq(assignmentReminders.individualId, assignmentAllocations.individualId),
        eq(assignmentReminders.stage, stage),
      ),
    )
    .where(
      and(
        eq(courseAssignments.tenantId, tenantId),
        isNull(courseAssignments.cancelledAt),
        eq(companies.disabled, false),
        isNull(enrolments.completedAt),
        isNull(assignmentReminders.stage),
        sql`${courseAssignments.startsOn} <= ${today}::date`,
        assignmentId === undefined ? undefined : eq(courseAssignments.id, assignmentId),
        companyId === undefined ? undefined : eq(courseAssignments.companyId, companyId),
        automatic ? eq(courseAssignments.kind, 'required') : undefined,
        automatic ? stageWhen(stage as ReminderStage, today) : undefined,
      ),
    )
}

/** The reminder's row, if nobody sent this stage yet: true when this call is the one that sends it. */
export async function claimReminder(
  db: Db,
  {
    tenantId,
    assignmentId,
    individualId,
    stage,
    bySms,
  }: Scope & {
    assignmentId: number
    individualId: number
    stage: string
    bySms: boolean
  },
): Promise<boolean> {
  const rows = await db
    .insert(assignmentReminders)
    .values({ tenantId, assignmentId, individualId, stage, bySms })
    .onConflictDoNothing()
    .returning({ stage: assignmentReminders.stage })
  return rows.length > 0
}

/** An assignment of this company (cancelled or not), or null: another company's or tenant's id finds nothing. */
export async function getCompanyAssignment(
  db: Db,
  { tenantId, companyId, id }: Scope & { companyId: number; id: number },
) {
  const [row] = await db
    .select()
    .from(courseAssignments)
    .where(
      and(
        eq(courseAssignments.tenantId, tenantId),
        eq(courseAssignments.companyId, companyId),
        eq(courseAssignments.id, id),
      ),
    )
  return row ?? null
}

export async function setRemindBySms(db: Db, { tenantId, companyId, on }: Scope & { companyId: number; on: boolean }) {
  await db
    .update(companies)
    .set({ remindBySms: on })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
}

/** A group of this company, or null. */
export async function companyGroupOf(db: Db, { tenantId, companyId, id }: Scope & { companyId: number; id: number }) {
  const [row] = await db
    .select({ id: companyGroups.id, name: companyGroups.name })
    .from(companyGroups)
    .where(and(eq(companyGroups.tenantId, tenantId), eq(companyGroups.companyId, companyId), eq(companyGroups.id, id)))
  return row ?? null
}
