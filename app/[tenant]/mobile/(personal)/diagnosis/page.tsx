// Mobile /diagnosis (在线诊断): the instruments with their progress and the learner's reports; individuals only.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { DiagnosisHome } from '@/components/diagnosis/diagnosis-home'
import { diagnosisHomePage } from '@/lib/pages/diagnosis'

export const generateMetadata = diagnosisHomePage.metadata

export default diagnosisHomePage.view(function MobileDiagnosis({ title }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <DiagnosisGate then="/diagnosis">
        <DiagnosisHome variant="mobile" />
      </DiagnosisGate>
    </div>
  )
})
