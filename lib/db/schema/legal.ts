// Per-tenant legal texts (《用户协议》, 《隐私政策》): what a new account agrees to, shown at /useragreement and /privacypolicy.
import { date, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { tenants } from './tenants'

/** One row per tenant and kind; the version an account agreed to is copied onto the account when it is created. */
export const tenantDocuments = pgTable(
  'tenant_documents',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<'useragreement' | 'privacypolicy'>().notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    /** Plain text, paragraphs separated by blank lines; never HTML (pages render it as text). */
    body: text('body').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
)
