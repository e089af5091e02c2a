// Desktop /report?id= (诊断报告): scores, radar, interpretations and recommended courses.
import { DesktopDiagnosisFrame } from '@/components/diagnosis/desktop-diagnosis-frame'
import { ReportView } from '@/components/diagnosis/report-view'
import { EmptyState } from '@/components/ui/empty-state'
import { reportPage } from '@/lib/pages/diagnosis'

export const generateMetadata = reportPage.metadata

export default reportPage.view(({ id }) => (
  <DesktopDiagnosisFrame then="/report">
    {id ? <ReportView id={id} variant="desktop" /> : <EmptyState text="诊断报告不存在" />}
  </DesktopDiagnosisFrame>
))
