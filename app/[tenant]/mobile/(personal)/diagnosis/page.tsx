// Mobile /diagnosis (在线诊断): the instruments with their progress and the learner's reports; individuals only.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { DiagnosisHome } from '@/components/diagnosis/diagnosis-home'
import { QueryProvider } from '@/lib/client/query'
import { diagnosisHomePage as page, type DiagnosisProps as Props } from '@/lib/pages/diagnosis'

// The query names what to show, and the content is the learner's own: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileDiagnosis(props: Props) {
  const { title } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <DiagnosisGate then="/diagnosis">
          <DiagnosisHome variant="mobile" />
        </DiagnosisGate>
      </div>
    </QueryProvider>
  )
}
