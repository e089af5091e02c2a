// Message centre rules both sides share (zod-free, so the header bell can import it): limits, the badge text.
import type { MessageType } from './account-nav'

export { MESSAGE_TYPES, isMessageType, type MessageType } from './account-nav'

export const MESSAGE_TITLE_MAX = 100
export const MESSAGE_CONTENT_MAX = 2000
const MESSAGE_LINK_MAX = 200
export const MESSAGE_PAGE_SIZE = 20
export const MESSAGE_PAGE_SIZE_MAX = 50

/** The window event the message centre fires after a read or a delete, so the header bell re-counts. */
export const MESSAGES_CHANGED_EVENT = 'messages-changed'

/** docs/spec.md §9: no badge at 0, the number up to 99, `99...` above. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99...' : String(Math.floor(count))
}

/** The bell's accessible name: 消息, or 消息（3条未读）. */
export function messageLinkLabel(count: number): string {
  return count > 0 ? `消息（${count}条未读）` : '消息'
}

/** A link a message may carry: an internal path only (no scheme, no `//host`), so a message cannot send anyone away. */
export function isInternalLink(link: string): boolean {
  return link.length <= MESSAGE_LINK_MAX && /^\/(?!\/)[^\s\\]*$/.test(link)
}

export interface MessageSummary {
  /** Unread messages. */
  messageCount: number
  /** Type of the newest unread message, else of the newest message, else 0. */
  newestMessageType: MessageType
}

export interface MessageTypeCount {
  messageType: MessageType
  typeName: string
  totalCount: number
  unreadCount: number
}

export interface MessageItem {
  id: number
  messageType: MessageType
  title: string
  content: string
  link: string | null
  isRead: boolean
  createdAt: string
}

export interface MessagePage {
  items: MessageItem[]
  totalCount: number
  page: number
  pageSize: number
}
