// Mobile /report?id= (诊断报告): scores, radar, interpretations and recommended courses.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ReportView } from '@/components/diagnosis/report-view'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryProvider } from '@/lib/client/query'
import { reportPage as page, type DiagnosisProps as Props } from '@/lib/pages/diagnosis'

// The query names what to show, and the content is the learner's own: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileReport(props: Props) {
  const { title, id } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <DiagnosisGate then="/report">
          {id ? <ReportView id={id} variant="mobile" /> : <EmptyState text="诊断报告不存在" />}
        </DiagnosisGate>
      </div>
    </QueryProvider>
  )
}
