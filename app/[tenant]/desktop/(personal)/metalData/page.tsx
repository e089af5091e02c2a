// Desktop /metalData (基本信息): the respondent profile before the first diagnosis, then on to ?next.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ProfileForm } from '@/components/diagnosis/profile-form'
import { metalDataPage } from '@/lib/pages/diagnosis'

export const generateMetadata = metalDataPage.metadata

export default metalDataPage.view(function DesktopMetalData({ next }) {
  return (
    <div className="min-h-[60vh] bg-gray-50 px-4">
      <div className="mx-auto max-w-content">
        <DiagnosisGate then="/metalData">
          <div className="py-4">
            <ProfileForm next={next} />
          </div>
        </DiagnosisGate>
      </div>
    </div>
  )
})
