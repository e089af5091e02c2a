// Desktop /report?id= (诊断报告): scores, radar, interpretations and recommended courses.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ReportView } from '@/components/diagnosis/report-view'
import { EmptyState } from '@/components/ui/empty-state'
import { reportPage } from '@/lib/pages/diagnosis'

export const generateMetadata = reportPage.metadata

export default reportPage.view(function DesktopReport({ id }) {
  return (
    <div className="min-h-[60vh] bg-gray-50 px-4">
      <div className="mx-auto max-w-content">
        <DiagnosisGate then="/report">
          {id ? <ReportView id={id} variant="desktop" /> : <EmptyState text="诊断报告不存在" />}
        </DiagnosisGate>
      </div>
    </div>
  )
})
