// The tenant console's accounts (issue 28): operators, their own sessions, the second factor's state, and the audit log.
// Operators are a kind of their own — not individuals, not companies — so no learner's session can become one.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
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
import type { OperatorRole } from '../../contract/operator-roles'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

export const operators = pgTable(
  'operators',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    loginName: varchar('login_name', { length: 16 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    /** Where the second factor's code goes. */
    phone: varchar('phone', { length: 11 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).$type<OperatorRole>().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Set by an administrator (invitation, reset): the console asks for the operator's own password first. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Sessions and remembered browsers from before this instant are void (password changed, disabled, re-roled). */
    credentialsChangedAt: at('credentials_changed_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('operators_login_name_uq').on(t.tenantId, sql`lower(${t.loginName})`),
  ],
)

/** A signed-in console: idle 30 minutes, at most 12 hours (lib/auth/operator-sessions.ts). Only the token's hash. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tenantId: tenantRef(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    operatorId: integer('operator_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('operator_sessions_operator_idx').on(t.tenantId, t.operatorId),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }).onDelete(
      'cascade',
    ),
  ],
)

/**
 * The steps of a sign-in: `challenge` (password accepted, waiting for the code; minutes) and `browser` (a browser
 * whose second factor is remembered; at most 30 days). One table: both are a hashed random token for one operator.
 */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    tenantId: tenantRef(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<'challenge' | 'browser'>().notNull(),
    operatorId: integer('operator_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('operator_tokens_operator_idx').on(t.tenantId, t.operatorId),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }).onDelete(
      'cascade',
    ),
  ],
)

/**
 * Every operator write: who, when, from where, which method, on what, before and after. Append-only — the migration
 * gives the table a trigger that refuses UPDATE and DELETE, so not even a bug in the app can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: at('at').notNull().defaultNow(),
    /** Null for the integration key (X-Operator-Key) and for sign-ins that named no operator. */
    operatorId: integer('operator_id'),
    actor: varchar('actor', { length: 80 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    kind: varchar('kind', { length: 80 }).notNull(),
    /** What the kind means, as its method's summary said when the row was written (修改操作员角色). */
    label: varchar('label', { length: 120 }).notNull().default(''),
    target: varchar('target', { length: 200 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_at_idx').on(t.tenantId, t.at),
    index('audit_log_operator_idx').on(t.tenantId, t.operatorId, t.at),
    index('audit_log_kind_idx').on(t.tenantId, t.kind, t.at),
  ],
)
