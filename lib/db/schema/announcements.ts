// Announcements (issue 32): a 系统通知 an operator sends to every learner of the tenant or to one company's staff. The
// messages themselves are rows of `messages`, written by one INSERT … SELECT in the announcement's transaction; this row
// records what was sent, to whom and how many, and the client's idempotency key that makes a repeated send answer the
// first one instead of sending again.
import { foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { companies } from './accounts'
import { tenants } from './tenants'

/** all: every learner (individual) of the tenant; company: the staff of `companyId`. */
export type AnnouncementAudience = 'all' | 'company'

export const announcements = pgTable(
  'announcements',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    audience: varchar('audience', { length: 10 }).$type<AnnouncementAudience>().notNull(),
    companyId: integer('company_id'),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** The sender as the 操作日志 names them (name and login name), kept if the operator is later removed. */
    sentBy: varchar('sent_by', { length: 80 }).notNull(),
    /** Made by the browser once per composed announcement; a second send with it answers the first's result. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('announcements_key_uq').on(t.tenantId, t.idempotencyKey),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete(
      'cascade',
    ),
    index('announcements_list_idx').on(t.tenantId, t.createdAt.desc()),
  ],
)
