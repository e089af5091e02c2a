// Desktop /message (spec §2 我的消息): the message centre on its own page; `?type=` picks the tab.
import { MessageCenter } from '@/components/messages/message-center'
import { loadMessage, MESSAGE_TITLE, messageMetadata, type MessageProps as Props } from '@/lib/pages/message'

// `?type=` is read on the server, and the page is per account anyway: rendered per request, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return messageMetadata(props)
}

export default async function DesktopMessage(props: Props) {
  const { type } = await loadMessage(props)
  return (
    <div className="bg-gray-50">
      <div className="mx-auto max-w-content px-4 py-6">
        <h1 className="mb-4 text-xl font-semibold text-gray-900">{MESSAGE_TITLE}</h1>
        {/* Keyed by the tab, so following another ?type= link starts on that tab. */}
        <MessageCenter key={type} variant="desktop" type={type} />
      </div>
    </div>
  )
}
