// Accounts per tenant: individuals (phone), companies (login name), sessions, SMS codes, rate limits.
import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
/**
 * When the account agreed to 《用户协议》 and 《隐私政策》 and which versions (`useragreement@1.0;privacypolicy@1.0`).
 * Null for accounts created before consent was asked (seeded ones included).
 */
const consent = () => ({
  agreedAt: timestamp('agreed_at', { withTimezone: true }),
  agreedVersion: varchar('agreed_version', { length: 100 }),
})
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const individuals = pgTable(
  'individuals',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    introduction: varchar('introduction', { length: 500 }).notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    isThirdHeadImg: boolean('is_third_head_img').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * 删除账号（匿名化, issue 32): set once, with the phone replaced by a placeholder that is no phone (the number is
     * free to register anew), the profile cleared and the account disabled for good. The row stays so the learning kept
     * as hours per course (`learning_hour_totals`) and the discussion posts still have an owner.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...consent(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('individuals_phone_uq').on(t.tenantId, t.phone)],
)

export const companies = pgTable(
  'companies',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    loginName: varchar('login_name', { length: 16 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    companyName: varchar('company_name', { length: 50 }).notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    /** The person to call about training (联系人), the trade and headcount band (lib/contract/company-rules.ts). */
    contactName: varchar('contact_name', { length: 20 }).notNull().default(''),
    industry: varchar('industry', { length: 20 }).notNull().default(''),
    companySize: varchar('company_size', { length: 20 }).notNull().default(''),
    /** 企业简介: plain text, line breaks kept. */
    info: text('info').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * 企业认证: set by the tenant (operator API, later the console), never by the company itself. Until then a VIP
     * mark grants nothing paid (H1: a self-registered company must not open the paywall for its own staff).
     */
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    /** VIP seats the tenant grants this company: at most this many staff hold VIP at once. */
    vipSeats: integer('vip_seats').notNull().default(0),
    /** 学习提醒 by SMS as well as in the message centre (the company's setting, issue 31). */
    remindBySms: boolean('remind_by_sms').notNull().default(false),
    ...consent(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Login names are unique regardless of case: QiHang_HR and qihang_hr are one account.
    uniqueIndex('companies_login_name_uq').on(t.tenantId, sql`lower(${t.loginName})`),
    index('companies_contact_phone_idx').on(t.tenantId, t.contactPhone),
  ],
)

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantRef(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    accountKind: varchar('account_kind', { length: 10 }).$type<'user' | 'company'>().notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('sessions_account_idx').on(t.tenantId, t.accountKind, t.accountId),
    // The hourly purge (lib/services/jobs/maintenance.ts) finds a tenant's long-expired sessions without a scan.
    index('sessions_expiry_idx').on(t.tenantId, t.expiresAt),
  ],
)

/** One-time SMS codes (hashed), per phone and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_codes_lookup_idx').on(t.tenantId, t.phone, t.purpose, t.createdAt),
    index('sms_codes_expiry_idx').on(t.tenantId, t.expiresAt),
  ],
)

/** What the development SMS provider "sent": read back by /api/dev/sms-outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('sms_outbox_phone_idx').on(t.tenantId, t.phone, t.sentAt)],
)

/**
 * rate-limiter-flexible's RateLimiterDrizzle counters, shared by every server process. Keys begin with the
 * tenant id; the table is infrastructure, not tenant data (a reference table on Citus).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)

/**
 * 图形验证码 challenges (M3): asked only at a global ceiling (an account's password failures from everywhere, a phone's
 * code sends from everywhere), so a stranger's tries make the owner solve a picture instead of locking them out. Only
 * hashes are stored; each challenge answers once, within a few minutes.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    tenantId: tenantRef(),
    idHash: varchar('id_hash', { length: 64 }).notNull(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.idHash] }), index('captcha_challenges_expires_idx').on(t.expiresAt)],
)
