// Desktop /privacypolicy: the tenant's 《隐私政策》 in a centred card, linked from the footer and the consent checkboxes.
import { LegalDocument } from '@/components/legal/legal-document'
import { privacyPolicyPage } from '@/lib/pages/legal'

export const generateMetadata = privacyPolicyPage.metadata

export default privacyPolicyPage.view(({ doc, paragraphs, versionLine }) => (
  <div className="mx-auto max-w-[880px] px-4 py-8">
    <LegalDocument title={doc.title} paragraphs={paragraphs} versionLine={versionLine} variant="desktop" />
  </div>
))
