// What stays of an anonymised learner's learning (issue 32, PIPL 删除账号): credited hours per course, nothing per day,
// lesson or device. The detail rows (enrolments, progress, intervals) go in the same transaction that writes these.
import { boolean, foreignKey, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { individuals } from './accounts'
import { courses } from './catalogue'
import { tenants } from './tenants'

export const learningHourTotals = pgTable(
  'learning_hour_totals',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    individualId: integer('individual_id').notNull(),
    courseId: integer('course_id').notNull(),
    /** The sum of the credited stretches' new time (learning_intervals.new_ms), in whole seconds. */
    creditedSeconds: integer('credited_seconds').notNull(),
    completed: boolean('completed').notNull().default(false),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId, t.courseId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
  ],
)
