// The message centre (issue 12): one row per message and recipient, individual or company, hard-deleted by its owner.
import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'
import { tenants } from './tenants'

/** Who a message is for: an individual (`user`) or a company account, by its id within the tenant. */
export type RecipientKind = 'user' | 'company'

/**
 * No foreign key to the recipient: the id names a row in `individuals` or `companies` depending on the kind. Rows of an
 * account that disappears are left; no account of that tenant can read them (ids are identities, never reused).
 */
export const messages = pgTable(
  'messages',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    recipientKind: varchar('recipient_kind', { length: 10 }).$type<RecipientKind>().notNull(),
    recipientId: integer('recipient_id').notNull(),
    /** 0 系统通知, 1 企业消息, 2 学习提醒 (`lib/contract/account-nav.ts`). */
    messageType: smallint('message_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Plain text, shown as written (line breaks kept); 2,000 characters at most. */
    content: varchar('content', { length: 2000 }).notNull(),
    /** An internal path such as `/course/12`, or null. */
    link: varchar('link', { length: 200 }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The list (per recipient, per type, newest first) and the counts read this index.
    index('messages_recipient_idx').on(
      t.tenantId,
      t.recipientKind,
      t.recipientId,
      t.messageType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
)
