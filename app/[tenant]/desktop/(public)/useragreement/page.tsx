// Desktop /useragreement: the tenant's 《用户协议》 in a centred card, linked from the footer and the consent checkboxes.
import { LegalDocument } from '@/components/legal/legal-document'
import { legalMetadata, loadLegal, type LegalProps as Props } from '@/lib/pages/legal'

// Rendered on first request per tenant, then served from the cache (ISR); ClearCache drops it with the tenant tag.
export function generateStaticParams() {
  return []
}

export async function generateMetadata(props: Props) {
  return legalMetadata('useragreement', props)
}

export default async function DesktopUserAgreementPage(props: Props) {
  const { doc, paragraphs, versionLine } = await loadLegal('useragreement', props)
  return (
    <div className="mx-auto max-w-[880px] px-4 py-8">
      <LegalDocument title={doc.title} paragraphs={paragraphs} versionLine={versionLine} variant="desktop" />
    </div>
  )
}
