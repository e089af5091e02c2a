// Mobile /questionnaire?id= (诊断问卷): answering, saved as the learner goes; submit leads to the report.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { Questionnaire } from '@/components/diagnosis/questionnaire'
import { EmptyState } from '@/components/ui/empty-state'
import { questionnairePage } from '@/lib/pages/diagnosis'

export const generateMetadata = questionnairePage.metadata

export default questionnairePage.view(function MobileQuestionnaire({ title, id }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <DiagnosisGate then="/questionnaire">
        {id ? <Questionnaire id={id} variant="mobile" /> : <EmptyState text="诊断问卷不存在" />}
      </DiagnosisGate>
    </div>
  )
})
