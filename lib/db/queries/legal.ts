// A tenant's legal texts (tenant_documents).
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { tenantDocuments } from '../schema'

type Scope = { tenantId: number }
type TenantDocument = typeof tenantDocuments.$inferSelect
export type LegalDocumentKind = TenantDocument['kind']

export async function getTenantDocument(db: Db, { tenantId, kind }: Scope & { kind: LegalDocumentKind }) {
  const [row] = await db
    .select()
    .from(tenantDocuments)
    .where(and(eq(tenantDocuments.tenantId, tenantId), eq(tenantDocuments.kind, kind)))
    .limit(1)
  return row ?? null
}

export async function listTenantDocuments(db: Db, { tenantId }: Scope) {
  return db.select().from(tenantDocuments).where(eq(tenantDocuments.tenantId, tenantId))
}

/** Seeds a default; a text the tenant already has (edited or not) is left alone. 1 when inserted. */
export async function insertTenantDocumentIfMissing(db: Db, row: typeof tenantDocuments.$inferInsert): Promise<number> {
  const inserted = await db
    .insert(tenantDocuments)
    .values(row)
    .onConflictDoNothing()
    .returning({ kind: tenantDocuments.kind })
  return inserted.length
}

/**
 * Publishes a new version in place of `fromVersion` (the console's save): the row is replaced only while it still holds
 * that version (or, with `fromVersion` null, only when the tenant has no row yet and showed the default), so two
 * editors saving over the same version cannot both win. False when someone else's save came first.
 */
export async function replaceTenantDocument(
  db: Db,
  { tenantId, kind, fromVersion }: Scope & { kind: LegalDocumentKind; fromVersion: string | null },
  row: Pick<TenantDocument, 'version' | 'title' | 'body' | 'effectiveDate'>,
): Promise<boolean> {
  if (fromVersion === null) {
    const inserted = await db
      .insert(tenantDocuments)
      .values({ tenantId, kind, ...row })
      .onConflictDoNothing()
      .returning({ kind: tenantDocuments.kind })
    return inserted.length === 1
  }
  const updated = await db
    .update(tenantDocuments)
    .set({ ...row, updatedAt: new Date() })
    .where(
      and(
        eq(tenantDocuments.tenantId, tenantId),
        eq(tenantDocuments.kind, kind),
        eq(tenantDocuments.version, fromVersion),
      ),
    )
    .returning({ kind: tenantDocuments.kind })
  return updated.length === 1
}
