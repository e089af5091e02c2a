// Mobile /consultation (我的咨询, login gate): the account's requests, or one with its thread (?id=).
import { TopBar } from '@/components/auth/top-bar'
import { ConsultationView } from '@/components/consult/consultation-view'
import { QueryProvider } from '@/lib/client/query'
import { consultationMetadata, loadConsultation, type ConsultProps as Props } from '@/lib/pages/platform-services'

// The query names what to show, and the content is the account's own: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return consultationMetadata(props)
}

export default async function MobileConsultationPage(props: Props) {
  const { id } = await loadConsultation(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={id ? '咨询详情' : '我的咨询'} />
        <ConsultationView id={id} variant="mobile" />
      </div>
    </QueryProvider>
  )
}
