// A tenant's 《用户协议》 and 《隐私政策》: cached for the pages ('use cache', tenant tag), read fresh when an account is created.
import { cacheLife, cacheTag } from 'next/cache'
import { badRequest } from '@/lib/contract/errors'
import { agreedVersion, CONSENT_FIELD, CONSENT_REQUIRED, LEGAL_KINDS, type LegalKind } from '@/lib/contract/legal'
import { defaultLegalText, type LegalText } from '@/lib/contract/legal-defaults'
import type { Db } from '@/lib/db/client'
import { getDb } from '@/lib/db/client'
import { getTenantDocument, listTenantDocuments } from '@/lib/db/queries/legal'
import type { Consent } from '@/lib/db/queries/accounts'
import { getTenantSite, tenantTag } from './tenant-site'

export type { LegalText }

/** The stored text, or the default naming the tenant: a consent link must never lead to a 404. */
async function readLegalText(db: Db, tenantId: number, tenantName: string, kind: LegalKind): Promise<LegalText> {
  const row = await getTenantDocument(db, { tenantId, kind })
  if (!row) return defaultLegalText(kind, tenantName)
  return { kind, title: row.title, version: row.version, effectiveDate: row.effectiveDate, body: row.body }
}

/** The cached read for /useragreement and /privacypolicy; null for an unknown or unavailable tenant. */
export async function getLegalText(slug: string, kind: LegalKind): Promise<LegalText | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const site = await getTenantSite(slug)
  if (!site?.available) return null
  return readLegalText(await getDb(), site.tenantId, site.settings.tenantName, kind)
}

/**
 * What a new account records: now and the versions in force, read inside the creating transaction (not from the
 * page cache) so the account names the text the database held when it was created.
 */
export async function consentNow(db: Db, tenantId: number, tenantName: string): Promise<Consent> {
  const rows = await listTenantDocuments(db, { tenantId })
  const versions = Object.fromEntries(
    LEGAL_KINDS.map((kind) => [
      kind,
      rows.find((r) => r.kind === kind)?.version ?? defaultLegalText(kind, tenantName).version,
    ]),
  ) as Record<LegalKind, string>
  return { agreedAt: new Date(), agreedVersion: agreedVersion(versions) }
}

/** The refusal when an account would be created without consent: 400, code 400, the field named. */
export function consentRequired() {
  return badRequest(CONSENT_REQUIRED, [CONSENT_FIELD])
}
