// Mobile /certificate/{code}: a 学时证明's public verification (有效 / 已撤销 and what it states), per request, noindex.
import { TopBar } from '@/components/auth/top-bar'
import { CertificateVerify } from '@/components/certificate/certificate-verify'
import { certificatePage } from '@/lib/pages/certificate'

export const generateMetadata = certificatePage.metadata

export default certificatePage.view(({ certificate }) => (
  <div className="min-h-screen bg-white">
    <TopBar title="学时证明验证" />
    <CertificateVerify certificate={certificate} variant="mobile" />
  </div>
))
