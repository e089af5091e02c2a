// Mobile /useragreement: the tenant's 《用户协议》 full width under a back-arrow top bar.
import { TopBar } from '@/components/auth/top-bar'
import { LegalDocument } from '@/components/legal/legal-document'
import { userAgreementPage } from '@/lib/pages/legal'

export const generateMetadata = userAgreementPage.metadata

export default userAgreementPage.view(({ doc, paragraphs, versionLine }) => (
  <div className="min-h-screen bg-white">
    <TopBar title="用户协议" />
    <LegalDocument title={doc.title} paragraphs={paragraphs} versionLine={versionLine} variant="mobile" />
  </div>
))
