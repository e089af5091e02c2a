// Desktop /consultation (我的咨询): the signed-in account's requests, or one with its thread (?id=); 404 when switched off.
import { ConsultationView } from '@/components/consultation/consultation-view'
import { consultationPage } from '@/lib/pages/my-consultations'

export const generateMetadata = consultationPage.metadata

export default consultationPage.view(({ id }) => (
  <div className="min-h-[60vh] bg-gray-50 px-4 py-6">
    <div className="mx-auto max-w-[880px]">
      <h1 className="mb-3 text-2xl font-semibold text-gray-900">我的咨询</h1>
      <ConsultationView id={id} variant="desktop" />
    </div>
  </div>
))
