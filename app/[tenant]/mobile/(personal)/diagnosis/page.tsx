// Mobile /diagnosis (在线诊断): the instruments with their progress and the learner's reports; individuals only.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { DiagnosisHome } from '@/components/diagnosis/diagnosis-home'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { diagnosisHomePage } from '@/lib/pages/diagnosis'

export const generateMetadata = diagnosisHomePage.metadata

export default diagnosisHomePage.view(({ title }) => (
  <TopBarPage title={title} gate={DiagnosisGate} then="/diagnosis">
    <DiagnosisHome variant="mobile" />
  </TopBarPage>
))
