// How an announcement will look in a learner's 消息中心: the list row of /account's 系统通知 tab, opened — unread dot,
// title, time, the whole text as written (line breaks kept) — drawn without its buttons, since nothing here is live.
import { formatDateTime } from '@/lib/contract/dates'

export function AnnouncementPreview({ title, content, at }: { title: string; content: string; at: Date }) {
  return (
    <figure className="rounded-lg border border-gray-200 bg-gray-50 p-3">
      <figcaption className="mb-2 text-xs text-gray-500">学员在「消息中心 · 系统通知」中看到：</figcaption>
      <div className="rounded-md bg-white px-5 py-4 shadow-sm" data-testid="announcement-preview">
        <div className="flex items-start gap-3">
          <span className="mt-[7px] size-2 shrink-0 rounded-full bg-red-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate text-[15px] font-semibold text-gray-900">
                <span className="sr-only">未读：</span>
                {title}
              </span>
              <span className="shrink-0 text-xs text-gray-500">{formatDateTime(at)}</span>
            </div>
            <p className="mt-2 rounded-md bg-gray-50 p-3 text-sm leading-6 break-words whitespace-pre-line text-gray-700">
              {content}
            </p>
          </div>
        </div>
      </div>
    </figure>
  )
}
