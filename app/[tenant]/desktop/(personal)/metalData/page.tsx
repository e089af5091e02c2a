// Desktop /metalData (基本信息): the respondent profile before the first diagnosis, then on to ?next.
import { DesktopDiagnosisFrame } from '@/components/diagnosis/desktop-diagnosis-frame'
import { ProfileForm } from '@/components/diagnosis/profile-form'
import { metalDataPage } from '@/lib/pages/diagnosis'

export const generateMetadata = metalDataPage.metadata

export default metalDataPage.view(({ next }) => (
  <DesktopDiagnosisFrame then="/metalData">
    <div className="py-4">
      <ProfileForm next={next} />
    </div>
  </DesktopDiagnosisFrame>
))
