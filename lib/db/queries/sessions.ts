// Session rows, looked up by the token's hash within the tenant.
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, individuals, sessions } from '../schema'

type Scope = { tenantId: number }
export type AccountKind = 'user' | 'company'

export async function insertSession(
  db: Db,
  values: Scope & {
    tokenHash: string
    accountKind: AccountKind
    accountId: number
    expiresAt: Date
    userAgent: string
  },
) {
  await db.insert(sessions).values(values)
}

/**
 * The session with its account's `disabled` flag (null: the account is gone) in one statement: every signed-in API
 * call pays for this look-up, so it is one primary-key join rather than a second query for the account, prepared once
 * per connection.
 */
export async function getSessionByHash(db: Db, { tenantId, tokenHash }: Scope & { tokenHash: string }) {
  const [row] = await db
    .select({
      ...getTableColumns(sessions),
      accountDisabled: sql<boolean | null>`coalesce(${individuals.disabled}, ${companies.disabled})`,
    })
    .from(sessions)
    .leftJoin(
      individuals,
      and(
        eq(sessions.accountKind, 'user'),
        eq(individuals.tenantId, sessions.tenantId),
        eq(individuals.id, sessions.accountId),
      ),
    )
    .leftJoin(
      companies,
      and(
        eq(sessions.accountKind, 'company'),
        eq(companies.tenantId, sessions.tenantId),
        eq(companies.id, sessions.accountId),
      ),
    )
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)))
    .limit(1)
    .prepare('session_by_hash')
    .execute()
  return row ?? null
}

export async function touchSession(db: Db, { tenantId, tokenHash, at }: Scope & { tokenHash: string; at: Date }) {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)))
}

export async function revokeSession(db: Db, { tenantId, tokenHash }: Scope & { tokenHash: string }) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/** Ends every session of one account (password change or reset); `exceptTokenHash` keeps the caller's (phone change). */
export async function revokeAccountSessions(
  db: Db,
  {
    tenantId,
    accountKind,
    accountId,
    exceptTokenHash,
  }: Scope & { accountKind: AccountKind; accountId: number; exceptTokenHash?: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.accountKind, accountKind),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    )
}
