// Individuals and companies of one tenant.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, individuals } from '../schema'

type Scope = { tenantId: number }

export async function getIndividualByPhone(db: Db, { tenantId, phone }: Scope & { phone: string }) {
  const [row] = await db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
    .limit(1)
  return row ?? null
}

export async function getIndividualById(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id)))
    .limit(1)
  return row ?? null
}

/** What a new account agreed to: the time and the versions of 《用户协议》 and 《隐私政策》. */
export type Consent = { agreedAt: Date; agreedVersion: string }

/**
 * Creates the individual on first code login, with the consent given; a concurrent first login for the same phone
 * wins once (the loser's consent is the winner's: both ticked the same box).
 */
export async function findOrCreateIndividual(
  db: Db,
  { tenantId, phone, nickname, consent }: Scope & { phone: string; nickname: string; consent?: Consent },
) {
  const inserted = await db
    .insert(individuals)
    .values({ tenantId, phone, nickname, ...consent })
    .onConflictDoNothing()
    .returning({ id: individuals.id })
  return { ...(await getIndividualByPhone(db, { tenantId, phone }))!, created: inserted.length > 0 }
}

export async function setIndividualPassword(
  db: Db,
  { tenantId, id, passwordHash }: Scope & { id: number; passwordHash: string },
) {
  await db
    .update(individuals)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id)))
}

/** Postgres' unique_violation, as node-postgres and PGlite report it (drizzle may wrap it in `cause`). */
function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; cause?: { code?: unknown } } | null
  return err?.code === '23505' || err?.cause?.code === '23505'
}

/**
 * Moves an individual to a new phone; false when the tenant's unique index says the phone is taken (a racing sign-up
 * or change won). Inside a transaction the failed statement aborts it, so the caller must throw, not carry on.
 */
export async function setIndividualPhone(
  db: Db,
  { tenantId, id, phone }: Scope & { id: number; phone: string },
): Promise<boolean> {
  try {
    await db
      .update(individuals)
      .set({ phone, updatedAt: sql`now()` })
      .where(and(eq(individuals.tenantId, tenantId), eq(individuals.id, id)))
    return true
  } catch (e) {
    if (isUniqueViolation(e)) return false
    throw e
  }
}

export async function getCompanyByLoginName(db: Db, { tenantId, loginName }: Scope & { loginName: string }) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), sql`lower(${companies.loginName}) = lower(${loginName})`))
    .limit(1)
  return row ?? null
}

export async function listCompaniesByContactPhone(db: Db, { tenantId, phone }: Scope & { phone: string }) {
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.contactPhone, phone)))
    .limit(2)
}

export async function getCompanyById(db: Db, { tenantId, id }: Scope & { id: number }) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    .limit(1)
  return row ?? null
}

/** Null when the login name is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function createCompany(
  db: Db,
  values: Scope & {
    loginName: string
    passwordHash: string
    companyName: string
    contactPhone: string
  } & Partial<Consent>,
) {
  const [row] = await db.insert(companies).values(values).onConflictDoNothing().returning({ id: companies.id })
  return row ?? null
}

export async function setCompanyPassword(
  db: Db,
  { tenantId, id, passwordHash }: Scope & { id: number; passwordHash: string },
) {
  await db
    .update(companies)
    .set({ passwordHash })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
}
