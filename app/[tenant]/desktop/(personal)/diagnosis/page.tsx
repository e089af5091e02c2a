// Desktop /diagnosis (在线诊断): the instruments with their progress and the learner's reports; individuals only.
import { DesktopDiagnosisFrame } from '@/components/diagnosis/desktop-diagnosis-frame'
import { DiagnosisHome } from '@/components/diagnosis/diagnosis-home'
import { diagnosisHomePage } from '@/lib/pages/diagnosis'

export const generateMetadata = diagnosisHomePage.metadata

export default diagnosisHomePage.view(() => (
  <DesktopDiagnosisFrame then="/diagnosis">
    <DiagnosisHome variant="desktop" />
  </DesktopDiagnosisFrame>
))
