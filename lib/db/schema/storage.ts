// What each tenant keeps in storage, in bytes (issue 30, item 5): a row per stored object, written by the services that
// put and delete them (lib/services/stored-objects.ts), because storage itself cannot list or sum a tenant's files.
// The quota is the tenant's (tenants.storage_quota_mb; the platform console sets it, STORAGE_QUOTA_MB by default).
import { bigint, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { StoredKind } from '../../contract/storage-quota'
import { tenants } from './tenants'

export type { StoredKind }

export const storedObjects = pgTable(
  'stored_objects',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<StoredKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
)
