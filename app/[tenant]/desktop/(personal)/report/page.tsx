// Desktop /report?id= (诊断报告): scores, radar, interpretations and recommended courses.
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

export default async function DesktopReport(props: Props) {
  const { id } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-[60vh] bg-gray-50 px-4">
        <div className="mx-auto max-w-content">
          <DiagnosisGate then="/report">
            {id ? <ReportView id={id} variant="desktop" /> : <EmptyState text="诊断报告不存在" />}
          </DiagnosisGate>
        </div>
      </div>
    </QueryProvider>
  )
}
