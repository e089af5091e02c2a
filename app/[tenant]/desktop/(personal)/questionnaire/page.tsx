// Desktop /questionnaire?id= (诊断问卷): answering, saved as the learner goes; submit leads to the report.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { Questionnaire } from '@/components/diagnosis/questionnaire'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryProvider } from '@/lib/client/query'
import { questionnairePage as page, type DiagnosisProps as Props } from '@/lib/pages/diagnosis'

// The query names what to show, and the content is the learner's own: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function DesktopQuestionnaire(props: Props) {
  const { id } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-[60vh] bg-gray-50 px-4">
        <div className="mx-auto max-w-content">
          <DiagnosisGate then="/questionnaire">
            {id ? <Questionnaire id={id} variant="desktop" /> : <EmptyState text="诊断问卷不存在" />}
          </DiagnosisGate>
        </div>
      </div>
    </QueryProvider>
  )
}
