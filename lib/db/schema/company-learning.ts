// Company-assigned learning (issue 31): a company's groups (部门/小组) and their members, courses it assigns to people or
// groups with a start and a due date, one allocation per person and assignment (Moodle Workplace's model: what the
// dashboard counts and the reminders address), the reminders sent (at most once per stage: the key), and the 学时证明
// certificates issued to learners, verifiable by their code on the tenant's host and revocable by the tenant.
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { companies, individuals } from './accounts'
import { courses } from './catalogue'
import { companyMembers } from './learning'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** A company's department or group; a person may be in several. Names are unique within the company. */
export const companyGroups = pgTable(
  'company_groups',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    companyId: integer('company_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('company_groups_name_uq').on(t.tenantId, t.companyId, t.name),
  ],
)

/** Who is in a group: staff only — leaving the company (the membership row going) takes them out of its groups. */
export const companyGroupMembers = pgTable(
  'company_group_members',
  {
    tenantId: tenantRef(),
    groupId: integer('group_id').notNull(),
    individualId: integer('individual_id').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.individualId] }),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [companyGroups.tenantId, companyGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [companyMembers.tenantId, companyMembers.individualId],
    }).onDelete('cascade'),
    index('company_group_members_person_idx').on(t.tenantId, t.individualId),
  ],
)

/** 必修 or 选修: whether the dashboard and the reminders hold the person to the due date. */
export type AssignmentKind = 'required' | 'elective'

/**
 * A course a company assigns, from a start date to a due date (calendar days in the tenant's zone, Asia/Shanghai).
 * `groupIds` are the groups it was given to: whoever joins one of them later, while the assignment is open (not past
 * due), is allocated it too. People named one by one have an allocation and no group.
 */
export const courseAssignments = pgTable(
  'course_assignments',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    companyId: integer('company_id').notNull(),
    courseId: integer('course_id').notNull(),
    kind: varchar('kind', { length: 10 }).$type<AssignmentKind>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    /** Withdrawn by the company: its allocations stop granting the course and stop being reminded. */
    cancelledAt: at('cancelled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    index('course_assignments_company_idx').on(t.tenantId, t.companyId, t.dueOn),
    index('course_assignments_due_idx').on(t.tenantId, t.dueOn),
  ],
)

/** One person's part in an assignment: what grants the course, what the dashboard counts, whom the reminders address. */
export const assignmentAllocations = pgTable(
  'assignment_allocations',
  {
    tenantId: tenantRef(),
    assignmentId: integer('assignment_id').notNull(),
    individualId: integer('individual_id').notNull(),
    /** The group that brought the person in (null: named one by one). */
    viaGroupId: integer('via_group_id'),
    allocatedAt: at('allocated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.assignmentId, t.individualId] }),
    foreignKey({
      columns: [t.tenantId, t.assignmentId],
      foreignColumns: [courseAssignments.tenantId, courseAssignments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    index('assignment_allocations_person_idx').on(t.tenantId, t.individualId),
  ],
)

/** 学习提醒's stages: three days before the due date, on it, and the day after it passed unfinished. */
export type ReminderStage = 'dueSoon' | 'dueToday' | 'overdue'

/**
 * A reminder sent: the key makes each stage happen once per person and assignment, whichever instance's job (or a
 * company's 一键提醒, stage 'manual' with its own day) inserts it first — the message goes in the same transaction.
 */
export const assignmentReminders = pgTable(
  'assignment_reminders',
  {
    tenantId: tenantRef(),
    assignmentId: integer('assignment_id').notNull(),
    individualId: integer('individual_id').notNull(),
    stage: varchar('stage', { length: 20 }).notNull(),
    bySms: boolean('by_sms').notNull().default(false),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.assignmentId, t.individualId, t.stage] }),
    foreignKey({
      columns: [t.tenantId, t.assignmentId, t.individualId],
      foreignColumns: [
        assignmentAllocations.tenantId,
        assignmentAllocations.assignmentId,
        assignmentAllocations.individualId,
      ],
    }).onDelete('cascade'),
  ],
)

/** What a certificate states, frozen when issued: the verification page shows exactly this, never more. */
export interface CertificateSnapshot {
  learnerName: string
  /** The phone masked (138****0001): enough to tell two namesakes apart, not enough to call. */
  maskedPhone: string
  companyName: string | null
  issuerName: string
  /** One row per course: credited seconds and the first and last credited day (YYYY-MM-DD, the tenant's zone). */
  courses: { title: string; seconds: number; firstDay: string; lastDay: string; completedDay: string | null }[]
  totalSeconds: number
  /** The date range asked for, or null for one completed course. */
  range: { from: string; to: string } | null
}

/** A 学时证明: its public code (the QR's URL), whose it is, what it states, and whether the tenant revoked it. */
export const learningCertificates = pgTable(
  'learning_certificates',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    /** Unguessable, printed and in the QR: /certificate/{code} on the tenant's host. */
    code: varchar('code', { length: 24 }).notNull(),
    /** The printed number: QH-2026-000123 style, per tenant. */
    number: varchar('number', { length: 32 }).notNull(),
    individualId: integer('individual_id').notNull(),
    companyId: integer('company_id'),
    courseId: integer('course_id'),
    snapshot: jsonb('snapshot').$type<CertificateSnapshot>().notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('learning_certificates_code_uq').on(t.tenantId, t.code),
    uniqueIndex('learning_certificates_number_uq').on(t.tenantId, t.number),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    index('learning_certificates_person_idx').on(t.tenantId, t.individualId, t.issuedAt.desc()),
  ],
)
