// Mobile /metalData (基本信息): the respondent profile before the first diagnosis, then on to ?next.
import { TopBar } from '@/components/auth/top-bar'
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ProfileForm } from '@/components/diagnosis/profile-form'
import { metalDataPage } from '@/lib/pages/diagnosis'

export const generateMetadata = metalDataPage.metadata

export default metalDataPage.view(function MobileMetalData({ title, next }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={title} />
      <DiagnosisGate then="/metalData">
        <div className="py-4">
          <ProfileForm next={next} />
        </div>
      </DiagnosisGate>
    </div>
  )
})
