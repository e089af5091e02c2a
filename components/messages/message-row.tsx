'use client'
// One message in the list: unread dot, title, Beijing time and a preview; opened, the whole text and its link.
import Link from 'next/link'
import { formatDateTime } from '@/lib/contract/dates'
import type { MessageItem } from '@/lib/contract/message-rules'

export interface MessageRowProps {
  message: MessageItem
  open: boolean
  compact: boolean
  onToggle: () => void
  onDelete: () => void
}

export function MessageRow({ message, open, compact, onToggle, onDelete }: MessageRowProps) {
  const panelId = `message-${message.id}-body`
  return (
    <li
      data-testid="message-row"
      data-read={message.isRead ? 'true' : 'false'}
      className={`bg-white ${compact ? 'px-4 py-3' : 'px-6 py-4'}`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`mt-[7px] size-2 shrink-0 rounded-full ${message.isRead ? 'bg-transparent' : 'bg-red-600'}`}
          aria-hidden="true"
        />
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          className="min-w-0 flex-1 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span className={`flex gap-3 ${compact ? 'flex-col gap-0.5' : 'items-baseline justify-between'}`}>
            <span
              className={`min-w-0 truncate text-[15px] ${message.isRead ? 'text-gray-700' : 'font-semibold text-gray-900'}`}
            >
              {message.isRead ? null : <span className="sr-only">未读：</span>}
              {message.title}
            </span>
            <time dateTime={message.createdAt} className="shrink-0 text-xs text-gray-500">
              {formatDateTime(message.createdAt)}
            </time>
          </span>
          {open ? null : (
            <span className="mt-1 line-clamp-1 block break-all text-sm text-gray-500">{message.content}</span>
          )}
        </button>
        {compact ? null : (
          <button
            type="button"
            onClick={onDelete}
            className="shrink-0 rounded px-2 py-0.5 text-sm text-gray-500 hover:bg-red-50 hover:text-red-700"
            aria-label={`删除消息：${message.title}`}
          >
            删除
          </button>
        )}
      </div>
      {open ? (
        <div id={panelId} className={`mt-2 ${compact ? 'pl-5' : 'pl-5 pr-14'}`}>
          <p
            data-testid="message-content"
            className="whitespace-pre-line break-words rounded-md bg-gray-50 p-3 text-sm leading-6 text-gray-700"
          >
            {message.content}
          </p>
          <div className="mt-2 flex items-center gap-4 text-sm">
            {message.link ? (
              <Link href={message.link} className="text-primary hover:underline">
                查看详情
              </Link>
            ) : null}
            {compact ? (
              <button
                type="button"
                onClick={onDelete}
                className="ml-auto text-gray-500 active:text-red-700"
                aria-label={`删除消息：${message.title}`}
              >
                删除
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  )
}
