// Company invitations (issue 13): a company asks a phone number to join; the phone's individual answers. Membership
// itself is `company_members` (learning.ts), which accepting an invitation creates.
import { sql } from 'drizzle-orm'
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { companies } from './accounts'
import { tenants } from './tenants'

/** 待接受 / 已接受 / 已拒绝 / 已取消 (labels in lib/contract/company-rules.ts). */
export type InviteStatus = 'pending' | 'accepted' | 'refused' | 'cancelled'

/**
 * Addressed to a phone, not an account: the phone may have no account yet, and the invitation waits for its first
 * login. `individualId` records who answered. At most one pending invitation per company and phone.
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    companyId: integer('company_id').notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    nameInCompany: varchar('name_in_company', { length: 20 }).notNull(),
    /** The 部门 the company files the person under; copied to the membership on acceptance. */
    department: varchar('department', { length: 20 }),
    status: varchar('status', { length: 10 }).$type<InviteStatus>().notNull().default('pending'),
    /** The invitee has seen it (FrontUserReadInvite): the company's list shows 已查看. */
    isRead: boolean('is_read').notNull().default(false),
    individualId: integer('individual_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('company_invites_pending_uq')
      .on(t.tenantId, t.companyId, t.phone)
      .where(sql`${t.status} = 'pending'`),
    index('company_invites_phone_idx').on(t.tenantId, t.phone, t.status),
    index('company_invites_company_idx').on(t.tenantId, t.companyId, t.createdAt.desc()),
  ],
)
