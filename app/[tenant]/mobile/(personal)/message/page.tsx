// Mobile /message (spec §2, login gate): the message centre under a page header; `?type=` picks the tab.
import { TopBar } from '@/components/auth/top-bar'
import { MessageCenter } from '@/components/messages/message-center'
import { MESSAGE_TITLE, messagePage } from '@/lib/pages/message'

export const generateMetadata = messagePage.metadata

export default messagePage.view(function MobileMessage({ type }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={MESSAGE_TITLE} />
      <MessageCenter key={type} variant="mobile" type={type} />
    </div>
  )
})
