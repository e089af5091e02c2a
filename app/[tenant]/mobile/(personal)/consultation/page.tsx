// Mobile /consultation (我的咨询, login gate): the account's requests, or one with its thread (?id=).
import { TopBar } from '@/components/auth/top-bar'
import { ConsultationView } from '@/components/consult/consultation-view'
import { consultationPage } from '@/lib/pages/platform-services'

export const generateMetadata = consultationPage.metadata

export default consultationPage.view(function MobileConsultationPage({ id }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={id ? '咨询详情' : '我的咨询'} />
      <ConsultationView id={id} variant="mobile" />
    </div>
  )
})
