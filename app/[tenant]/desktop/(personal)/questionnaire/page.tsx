// Desktop /questionnaire?id= (诊断问卷): answering, saved as the learner goes; submit leads to the report.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { Questionnaire } from '@/components/diagnosis/questionnaire'
import { EmptyState } from '@/components/ui/empty-state'
import { questionnairePage } from '@/lib/pages/diagnosis'

export const generateMetadata = questionnairePage.metadata

export default questionnairePage.view(function DesktopQuestionnaire({ id }) {
  return (
    <div className="min-h-[60vh] bg-gray-50 px-4">
      <div className="mx-auto max-w-content">
        <DiagnosisGate then="/questionnaire">
          {id ? <Questionnaire id={id} variant="desktop" /> : <EmptyState text="诊断问卷不存在" />}
        </DiagnosisGate>
      </div>
    </div>
  )
})
