// Mobile /consultation (我的咨询, login gate): the account's requests, or one with its thread (?id=).
import { ConsultationView } from '@/components/consultation/consultation-view'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { consultationPage } from '@/lib/pages/my-consultations'

export const generateMetadata = consultationPage.metadata

export default consultationPage.view(({ id }) => (
  <TopBarPage title={id ? '咨询详情' : '我的咨询'}>
    <ConsultationView id={id} variant="mobile" />
  </TopBarPage>
))
