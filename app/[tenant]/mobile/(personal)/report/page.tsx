// Mobile /report?id= (诊断报告): scores, radar, interpretations and recommended courses.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ReportView } from '@/components/diagnosis/report-view'
import { EmptyState } from '@/components/ui/empty-state'
import { reportPage } from '@/lib/pages/diagnosis'

export const generateMetadata = reportPage.metadata

export default reportPage.view(function MobileReport({ title, id }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <DiagnosisGate then="/report">
        {id ? <ReportView id={id} variant="mobile" /> : <EmptyState text="诊断报告不存在" />}
      </DiagnosisGate>
    </div>
  )
})
