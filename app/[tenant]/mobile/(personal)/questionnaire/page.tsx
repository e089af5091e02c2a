// Mobile /questionnaire?id= (诊断问卷): answering, saved as the learner goes; submit leads to the report.
import { TopBar } from '@/components/auth/top-bar'
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

export default async function MobileQuestionnaire(props: Props) {
  const { title, id } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <DiagnosisGate then="/questionnaire">
          {id ? <Questionnaire id={id} variant="mobile" /> : <EmptyState text="诊断问卷不存在" />}
        </DiagnosisGate>
      </div>
    </QueryProvider>
  )
}
