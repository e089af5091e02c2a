// Mobile /metalData (基本信息): the respondent profile before the first diagnosis, then on to ?next.
import { DiagnosisGate } from '@/components/diagnosis/diagnosis-gate'
import { ProfileForm } from '@/components/diagnosis/profile-form'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { metalDataPage } from '@/lib/pages/diagnosis'

export const generateMetadata = metalDataPage.metadata

export default metalDataPage.view(({ title, next }) => (
  <TopBarPage title={title} gate={DiagnosisGate} then="/metalData">
    <div className="py-4">
      <ProfileForm next={next} />
    </div>
  </TopBarPage>
))
