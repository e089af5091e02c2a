// Mobile /metalData (基本信息): the respondent profile before the first diagnosis, then on to ?next.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ProfileForm } from '@/components/diagnosis/profile-form'
import { QueryProvider } from '@/lib/client/query'
import { metalDataPage as page, type DiagnosisProps as Props } from '@/lib/pages/diagnosis'

// The query names what to show, and the content is the learner's own: rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return page.metadata(props)
}

export default async function MobileMetalData(props: Props) {
  const { title, next } = await page.load(props)
  return (
    <QueryProvider>
      <div className="min-h-screen bg-gray-50">
        <TopBar title={title} />
        <DiagnosisGate then="/metalData">
          <div className="py-4">
            <ProfileForm next={next} />
          </div>
        </DiagnosisGate>
      </div>
    </QueryProvider>
  )
}
