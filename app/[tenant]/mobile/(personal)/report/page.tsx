// Mobile /report?id= (诊断报告): scores, radar, interpretations and recommended courses.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ReportView } from '@/components/diagnosis/report-view'
import { EmptyState } from '@/components/ui/empty-state'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { reportPage } from '@/lib/pages/diagnosis'

export const generateMetadata = reportPage.metadata

export default reportPage.view(({ title, id }) => (
  <TopBarPage title={title} gate={DiagnosisGate} then="/report">
    {id ? <ReportView id={id} variant="mobile" /> : <EmptyState text="诊断报告不存在" />}
  </TopBarPage>
))
