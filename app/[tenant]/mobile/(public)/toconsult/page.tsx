// Mobile /toconsult (我要咨询): the consultation request form under a back-arrow top bar; 404 when platform services are off.
import { TopBar } from '@/components/auth/top-bar'
import { ConsultForm } from '@/components/consultation/consultation-form'
import { toConsultPage } from '@/lib/pages/consultation'

export const generateMetadata = toConsultPage.metadata

export default toConsultPage.view(({ services }) => (
  <div className="min-h-screen bg-white">
    <TopBar title="我要咨询" />
    <div className="px-4 py-4">
      <p className="mb-4 text-sm text-gray-500">留下您的需求与联系方式，顾问将在您方便的时间联系您</p>
      <ConsultForm services={services.map((s) => ({ id: s.id, name: s.name }))} variant="mobile" />
    </div>
  </div>
))
