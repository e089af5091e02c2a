// Course categories: a parent/child tree per tenant (header dropdown, course list filter).
import { boolean, foreignKey, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { tenants } from './tenants'

export const courseTypes = pgTable(
  'course_types',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    parentId: integer('parent_id'),
    typeName: varchar('type_name', { length: 30 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The parent lives in the same tenant: the key says so, not only the application.
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
    index('course_types_parent_idx').on(t.tenantId, t.parentId, t.sortOrder),
  ],
)
