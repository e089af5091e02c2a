// Desktop /diagnosis (在线诊断): the instruments with their progress and the learner's reports; individuals only.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { DiagnosisHome } from '@/components/diagnosis/diagnosis-home'
import { diagnosisHomePage } from '@/lib/pages/diagnosis'

export const generateMetadata = diagnosisHomePage.metadata

export default diagnosisHomePage.view(function DesktopDiagnosis() {
  return (
    <div className="min-h-[60vh] bg-gray-50 px-4">
      <div className="mx-auto max-w-content">
        <DiagnosisGate then="/diagnosis">
          <DiagnosisHome variant="desktop" />
        </DiagnosisGate>
      </div>
    </div>
  )
})
