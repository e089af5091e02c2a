// Mobile /toconsult (我要咨询): the consultation request form under a back-arrow top bar; 404 when platform services are off.
import { TopBar } from '@/components/auth/top-bar'
import { ConsultForm } from '@/components/consult/consult-form'
import { loadJoin, toConsultMetadata, type JoinProps as Props } from '@/lib/pages/platform-services'

// Rendered on first request per tenant, then served from the cache (ISR); ?serviceId= is read by the form in the browser.
export function generateStaticParams() {
  return []
}

export async function generateMetadata(props: Props) {
  return toConsultMetadata(props)
}

export default async function MobileToConsultPage(props: Props) {
  const { services } = await loadJoin(props)
  return (
    <div className="min-h-screen bg-white">
      <TopBar title="我要咨询" />
      <div className="px-4 py-4">
        <p className="mb-4 text-sm text-gray-500">留下您的需求与联系方式，顾问将在您方便的时间联系您</p>
        <ConsultForm services={services.map((s) => ({ id: s.id, name: s.name }))} variant="mobile" />
      </div>
    </div>
  )
}
