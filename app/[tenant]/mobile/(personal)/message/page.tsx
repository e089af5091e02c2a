// Mobile /message (docs/spec.md §2, login gate): the message centre under a page header; `?type=` picks the tab.
import { MessageCenter } from '@/components/messages/message-center'
import { TopBarPage } from '@/components/shell/top-bar-page'
import { MESSAGE_TITLE, messagePage } from '@/lib/pages/message'

export const generateMetadata = messagePage.metadata

export default messagePage.view(({ type }) => (
  <TopBarPage title={MESSAGE_TITLE}>
    <MessageCenter key={type} variant="mobile" type={type} />
  </TopBarPage>
))
