// Desktop /useragreement: the tenant's 《用户协议》 in a centred card, linked from the footer and the consent checkboxes.
import { LegalDocument } from '@/components/legal/legal-document'
import { userAgreementPage } from '@/lib/pages/legal'

export const generateMetadata = userAgreementPage.metadata

export default userAgreementPage.view(({ doc, paragraphs, versionLine }) => (
  <div className="mx-auto max-w-[880px] px-4 py-8">
    <LegalDocument title={doc.title} paragraphs={paragraphs} versionLine={versionLine} variant="desktop" />
  </div>
))
