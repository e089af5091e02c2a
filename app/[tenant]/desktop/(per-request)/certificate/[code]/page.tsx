// Desktop /certificate/{code}: a 学时证明's public verification (有效 / 已撤销 and what it states), per request, noindex.
import { CertificateVerify } from '@/components/certificate/certificate-verify'
import { certificatePage } from '@/lib/pages/certificate'

export const generateMetadata = certificatePage.metadata

export default certificatePage.view(({ certificate }) => (
  <div className="mx-auto max-w-[880px] px-4 py-8">
    <CertificateVerify certificate={certificate} variant="desktop" />
  </div>
))
