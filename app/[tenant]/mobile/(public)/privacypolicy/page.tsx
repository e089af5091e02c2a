// Mobile /privacypolicy: the tenant's 《隐私政策》 full width under a back-arrow top bar.
import { TopBar } from '@/components/auth/top-bar'
import { LegalDocument } from '@/components/legal/legal-document'
import { legalMetadata, loadLegal, type LegalProps as Props } from '@/lib/pages/legal'

// Rendered on first request per tenant, then served from the cache (ISR); ClearCache drops it with the tenant tag.
export function generateStaticParams() {
  return []
}

export async function generateMetadata(props: Props) {
  return legalMetadata('privacypolicy', props)
}

export default async function MobilePrivacyPolicyPage(props: Props) {
  const { doc, paragraphs, versionLine } = await loadLegal('privacypolicy', props)
  return (
    <div className="min-h-screen bg-white">
      <TopBar title="隐私政策" />
      <LegalDocument title={doc.title} paragraphs={paragraphs} versionLine={versionLine} variant="mobile" />
    </div>
  )
}
