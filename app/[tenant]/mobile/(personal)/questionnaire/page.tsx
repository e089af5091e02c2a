// Mobile /questionnaire?id= (诊断问卷): answering, saved as the learner goes; submit leads to the report.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { Questionnaire } from '@/components/diagnosis/questionnaire'
import { EmptyState } from '@/components/ui/empty-state'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { questionnairePage } from '@/lib/pages/diagnosis'

export const generateMetadata = questionnairePage.metadata

export default questionnairePage.view(({ title, id }) => (
  <TopBarPage title={title} gate={DiagnosisGate} then="/questionnaire">
    {id ? <Questionnaire id={id} variant="mobile" /> : <EmptyState text="诊断问卷不存在" />}
  </TopBarPage>
))
