// QQ and WeChat sign-in (issue 14): identities bound to individuals, and the single-use `state` of each authorise trip.
import { foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { individuals } from './accounts'
import { tenants } from './tenants'

/** qq: QQ Connect; wechat: WeChat website login (QR); wechat_mp: the official account's authorise flow inside WeChat. */
export type OAuthProvider = 'qq' | 'wechat' | 'wechat_mp'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })

/**
 * One provider account (openid per app) bound to one individual of one tenant. WeChat's two apps give one person two
 * openids under one unionid, so a unionid match links the second openid to the same individual.
 */
export const thirdPartyIdentities = pgTable(
  'third_party_identities',
  {
    tenantId: tenantRef(),
    provider: varchar('provider', { length: 12 }).$type<OAuthProvider>().notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    individualId: integer('individual_id').notNull(),
    nickname: varchar('nickname', { length: 60 }).notNull().default(''),
    avatarUrl: varchar('avatar_url', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.provider, t.openid] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    // One QQ (and one WeChat per app) per individual.
    uniqueIndex('third_party_identities_individual_uq').on(t.tenantId, t.provider, t.individualId),
    index('third_party_identities_unionid_idx').on(t.tenantId, t.unionid),
  ],
)

/**
 * The `state` of one authorise trip: only its SHA-256 is stored, with the hash of the browser's nonce cookie, the
 * provider, where to return, and when it stops counting. `usedAt` makes it single use.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    tenantId: tenantRef(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 12 }).$type<OAuthProvider>().notNull(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    returnTo: varchar('return_to', { length: 200 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stateHash] }), index('oauth_states_expiry_idx').on(t.expiresAt)],
)

/**
 * A tenant's own QQ / WeChat app (each organisation registers its own with the providers); absent rows fall back to the
 * environment's app. Read only by the server when it builds a link or exchanges a code — never part of the settings the
 * browser gets.
 */
export const tenantOAuthApps = pgTable(
  'tenant_oauth_apps',
  {
    tenantId: tenantRef(),
    provider: varchar('provider', { length: 12 }).$type<OAuthProvider>().notNull(),
    appId: varchar('app_id', { length: 64 }).notNull(),
    appSecret: varchar('app_secret', { length: 128 }).notNull(),
    authorizeBase: varchar('authorize_base', { length: 200 }),
    apiBase: varchar('api_base', { length: 200 }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider] })],
)
