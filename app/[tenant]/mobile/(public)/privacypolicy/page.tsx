// Mobile /privacypolicy: the tenant's 《隐私政策》 full width under a back-arrow top bar.
import { TopBar } from '@/components/auth/top-bar'
import { LegalDocument } from '@/components/legal/legal-document'
import { privacyPolicyPage } from '@/lib/pages/legal'

export const generateMetadata = privacyPolicyPage.metadata

export default privacyPolicyPage.view(({ doc, paragraphs, versionLine }) => (
  <div className="min-h-screen bg-white">
    <TopBar title="隐私政策" />
    <LegalDocument title={doc.title} paragraphs={paragraphs} versionLine={versionLine} variant="mobile" />
  </div>
))
