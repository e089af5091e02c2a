// Desktop /questionnaire?id= (诊断问卷): answering, saved as the learner goes; submit leads to the report.
import { DesktopDiagnosisFrame } from '@/components/diagnosis/desktop-diagnosis-frame'
import { Questionnaire } from '@/components/diagnosis/questionnaire'
import { EmptyState } from '@/components/ui/empty-state'
import { questionnairePage } from '@/lib/pages/diagnosis'

export const generateMetadata = questionnairePage.metadata

export default questionnairePage.view(({ id }) => (
  <DesktopDiagnosisFrame then="/questionnaire">
    {id ? <Questionnaire id={id} variant="desktop" /> : <EmptyState text="诊断问卷不存在" />}
  </DesktopDiagnosisFrame>
))
