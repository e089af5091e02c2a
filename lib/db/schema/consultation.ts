// Platform services and consulting (issue 16): the services a tenant offers (/join), consultation requests with their
// thread (/toconsult, /consultation) with who handles them in the console (issue 32), and the keys of integrations.
import { sql } from 'drizzle-orm'
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ConsultStatus } from '@/lib/contract/consultation-rules'
import { operators } from './operators'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** 已提交 / 已受理 / 已回复 / 已关闭 (labels in lib/contract/consultation-rules.ts). */
export type { ConsultStatus }
/** Who wrote a line of a request's thread: the one who asked, or the tenant's operator. */
export type ConsultAuthor = 'requester' | 'operator'
/** Who asked while signed in; a visitor's request has none and belongs to its verified phone. */
export type ConsultRequesterKind = 'user' | 'company'

/** One service of the tenant's /join page: what it is, who it is for and how it runs. */
export const platformServices = pgTable(
  'platform_services',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    slug: varchar('slug', { length: 40 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    summary: varchar('summary', { length: 120 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    /** Who it is for, one line. */
    audience: varchar('audience', { length: 200 }).notNull(),
    /** The process, step by step (短句). */
    steps: text('steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the client gets (交付成果). */
    deliverables: text('deliverables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: smallint('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('platform_services_slug_uq').on(t.tenantId, t.slug)],
)

/**
 * A consultation request. `requestNo` is what the requester quotes on the phone; the service's name is kept as it was
 * asked about. A visitor's request has no requester and shows to whoever signs in with its (SMS-verified) phone.
 */
export const consultRequests = pgTable(
  'consult_requests',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    requestNo: varchar('request_no', { length: 20 }).notNull(),
    serviceId: integer('service_id'),
    serviceName: varchar('service_name', { length: 30 }).notNull(),
    topic: varchar('topic', { length: 50 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    companyName: varchar('company_name', { length: 50 }).notNull().default(''),
    /** A key of PREFERRED_TIMES (lib/contract/consultation-rules.ts). */
    preferredTime: varchar('preferred_time', { length: 20 }).notNull(),
    requesterKind: varchar('requester_kind', { length: 10 }).$type<ConsultRequesterKind>(),
    requesterId: integer('requester_id'),
    status: varchar('status', { length: 10 }).$type<ConsultStatus>().notNull().default('submitted'),
    /** The console operator handling it (issue 32: 分配给 / 认领); null: 未分配. Operators are disabled, never deleted. */
    assigneeId: integer('assignee_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('consult_requests_no_uq').on(t.tenantId, t.requestNo),
    foreignKey({
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [platformServices.tenantId, platformServices.id],
    }),
    foreignKey({ columns: [t.tenantId, t.assigneeId], foreignColumns: [operators.tenantId, operators.id] }),
    index('consult_requests_assignee_idx').on(t.tenantId, t.assigneeId, t.updatedAt.desc()),
    index('consult_requests_requester_idx').on(t.tenantId, t.requesterKind, t.requesterId, t.createdAt.desc()),
    index('consult_requests_phone_idx').on(t.tenantId, t.phone, t.createdAt.desc()),
    index('consult_requests_status_idx').on(t.tenantId, t.status, t.updatedAt.desc()),
  ],
)

/** The thread of a request after its description: follow-ups from the requester, replies from the operator. */
export const consultMessages = pgTable(
  'consult_messages',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    requestId: integer('request_id').notNull(),
    author: varchar('author', { length: 10 }).$type<ConsultAuthor>().notNull(),
    /** The console operator who wrote an operator line (issue 32); null for the requester's and the key API's lines. */
    operatorId: integer('operator_id'),
    content: varchar('content', { length: 1000 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [consultRequests.tenantId, consultRequests.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }),
    index('consult_messages_request_idx').on(t.tenantId, t.requestId, t.id),
  ],
)

/** A tenant operator's API key (sent as `X-Operator-Key`): only its SHA-256 is stored; revoked keys stop at once. */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    label: varchar('label', { length: 40 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('operator_keys_hash_uq').on(t.tenantId, t.keyHash)],
)
