// Mobile /message (spec §2, login gate): the message centre under a page header; `?type=` picks the tab.
import { TopBar } from '@/components/auth/top-bar'
import { MessageCenter } from '@/components/messages/message-center'
import { loadMessage, MESSAGE_TITLE, messageMetadata, type MessageProps as Props } from '@/lib/pages/message'

// `?type=` is read on the server, and the page is per account anyway: rendered per request, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return messageMetadata(props)
}

export default async function MobileMessage(props: Props) {
  const { type } = await loadMessage(props)
  return (
    <div className="min-h-screen bg-gray-50">
      <TopBar title={MESSAGE_TITLE} />
      <MessageCenter key={type} variant="mobile" type={type} />
    </div>
  )
}
