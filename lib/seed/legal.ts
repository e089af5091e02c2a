// Default 《用户协议》 and 《隐私政策》 per demo tenant, naming the tenant. Inserted once; a text edited later is left alone.
import { defaultLegalText } from '@/lib/contract/legal-defaults'
import { LEGAL_KINDS } from '@/lib/contract/legal'
import type { Db } from '@/lib/db/client'
import { insertTenantDocumentIfMissing } from '@/lib/db/queries/legal'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export async function seedLegalTexts(tx: Tx, tenantId: number, tenantName: string): Promise<number> {
  let changes = 0
  for (const kind of LEGAL_KINDS) {
    const { title, version, effectiveDate, body } = defaultLegalText(kind, tenantName)
    changes += await insertTenantDocumentIfMissing(tx, { tenantId, kind, title, version, effectiveDate, body })
  }
  return changes
}
