// Desktop /consultation (我的咨询): the signed-in account's requests, or one with its thread (?id=); 404 when switched off.
import { ConsultationView } from '@/components/consult/consultation-view'
import { QueryProvider } from '@/lib/client/query'
import { consultationMetadata, loadConsultation, type ConsultProps as Props } from '@/lib/pages/platform-services'

// The query names what to show, and the content is the account's own: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return consultationMetadata(props)
}

export default async function DesktopConsultationPage(props: Props) {
  const { id } = await loadConsultation(props)
  return (
    <QueryProvider>
      <div className="min-h-[60vh] bg-gray-50 px-4 py-6">
        <div className="mx-auto max-w-[880px]">
          <h1 className="mb-3 text-2xl font-semibold text-gray-900">我的咨询</h1>
          <ConsultationView id={id} variant="desktop" />
        </div>
      </div>
    </QueryProvider>
  )
}
