// A 学时证明 as it is shown (issue 31) — to its holder, their company and the public verification page: what it states,
// its number, code, dates and state, nothing else. Apart from certificate.ts so the page's bundle carries no pdfkit.
import type { CertificateView } from '@/lib/contract/schemas/certificate'
import { getDb } from '@/lib/db/client'
import type { learningCertificates } from '@/lib/db/schema'
import { certificateByCode } from '@/lib/db/queries/certificates'

type LearningCertificate = typeof learningCertificates.$inferSelect

/** A certificate as it is shown: what it states, its number, code, dates and state — nothing else. */
export function certificateView(row: LearningCertificate): CertificateView {
  const s = row.snapshot
  return {
    code: row.code,
    number: row.number,
    learnerName: s.learnerName,
    maskedPhone: s.maskedPhone,
    companyName: s.companyName,
    issuerName: s.issuerName,
    courses: s.courses,
    totalSeconds: s.totalSeconds,
    range: s.range,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    revokedReason: row.revokedReason,
  }
}

/** The verification page's read (issue 31): the tenant's certificate by code, or null — per request, never cached. */
export async function verifyCertificate(tenantId: number, code: string): Promise<CertificateView | null> {
  if (!/^[A-Za-z0-9]{16,24}$/.test(code)) return null
  const row = await certificateByCode(await getDb(), { tenantId, code })
  return row ? certificateView(row) : null
}
