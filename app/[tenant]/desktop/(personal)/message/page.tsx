// Desktop /message (docs/spec.md §2 我的消息): the message centre on its own page; `?type=` picks the tab.
import { MessageCenter } from '@/components/messages/message-center'
import { MESSAGE_TITLE, messagePage } from '@/lib/pages/message'

export const generateMetadata = messagePage.metadata

export default messagePage.view(({ type }) => (
  <div className="bg-gray-50">
    <div className="mx-auto max-w-content px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold text-gray-900">{MESSAGE_TITLE}</h1>
      {/* Keyed by the tab, so following another ?type= link starts on that tab. */}
      <MessageCenter key={type} variant="desktop" type={type} />
    </div>
  </div>
))
