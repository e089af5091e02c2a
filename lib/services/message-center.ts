// MessageCenter/*: the signed-in account's own messages (individuals and companies alike), scoped by tenant and recipient.
import { noInput } from '@/lib/contract/fields'
import { notFound } from '@/lib/contract/errors'
import {
  MESSAGE_TYPES,
  isMessageType,
  type MessagePage,
  type MessageSummary,
  type MessageType,
  type MessageTypeCount,
} from '@/lib/contract/message-rules'
import { messageIdInput, messageListInput, messageReadInput } from '@/lib/contract/schemas/messages'
import {
  deleteMessage,
  listMessages,
  markAllRead,
  markMessageRead,
  messageTypeCounts,
  newestMessageType,
  unreadCount,
  type Recipient,
} from '@/lib/db/queries/messages'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { method } from './define'

// Another account's id and another tenant's id get the same answer as a missing one: nothing to probe.
const NOT_FOUND = '消息不存在'

function recipientOf(ctx: ServiceContext): Recipient {
  return { tenantId: requireSite(ctx).tenantId, kind: ctx.caller!.kind, id: ctx.caller!.accountId }
}

const asType = (n: number): MessageType => (isMessageType(n) ? n : 0)

export const messageCenterService = {
  /** The header icon: unread count and the type its link opens. */
  GetMessageCountByLogin: method({
    verb: 'GET',
    auth: 'signedIn',
    input: noInput,
    summary: '消息角标：未读消息数 messageCount，以及最新消息类型 newestMessageType（优先未读；无消息时为0）',
    description:
      '个人账号的消息图标跳转 /account?nav=newestMessageType+3，企业账号跳转 /corporate。类型：0 系统通知，1 企业消息，2 学习提醒。',
    handler: async (_input, ctx): Promise<MessageSummary> => {
      const r = recipientOf(ctx)
      const [messageCount, newest] = await Promise.all([unreadCount(ctx.db, r), newestMessageType(ctx.db, r)])
      return { messageCount, newestMessageType: asType(newest ?? 0) }
    },
  }),
  /** The tabs: every type, with its total and unread counts. */
  GetMessageTypeCountByLogin: method({
    verb: 'GET',
    auth: 'signedIn',
    input: noInput,
    summary: '各类型消息数：[{ messageType, typeName, totalCount, unreadCount }]，三种类型始终返回',
    handler: async (_input, ctx): Promise<MessageTypeCount[]> => {
      const rows = new Map((await messageTypeCounts(ctx.db, recipientOf(ctx))).map((row) => [row.messageType, row]))
      return MESSAGE_TYPES.map((t) => ({
        messageType: t.type,
        typeName: t.label,
        totalCount: rows.get(t.type)?.totalCount ?? 0,
        unreadCount: rows.get(t.type)?.unreadCount ?? 0,
      }))
    },
  }),
  /** The list, newest first, of one type or all. */
  GetMessageInfo: method({
    verb: 'GET',
    auth: 'signedIn',
    input: messageListInput,
    summary:
      '消息列表（按时间倒序）：messageType 可选（0 系统通知，1 企业消息，2 学习提醒），分页 page/pageSize（默认每页20，最多50）',
    handler: async ({ messageType, page, pageSize }, ctx): Promise<MessagePage> => {
      const { items, totalCount } = await listMessages(ctx.db, recipientOf(ctx), {
        messageType,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return {
        items: items.map((m) => ({
          id: m.id,
          messageType: asType(m.messageType),
          title: m.title,
          content: m.content,
          link: m.link,
          isRead: m.isRead,
          createdAt: m.createdAt.toISOString(),
        })),
        totalCount,
        page,
        pageSize,
      }
    },
  }),
  /** Marks one message read, or every unread one (of a type); answers the new unread count. */
  ChangeMessageReadStatus: method({
    verb: 'POST',
    auth: 'signedIn',
    input: messageReadInput,
    summary:
      '标为已读：{ id } 单条；{ all: true, messageType? } 全部（或某类型全部）标为已读。返回新的未读数 messageCount',
    description: '消息不属于当前账号（或不存在）时返回 404「消息不存在」。',
    handler: async (input, ctx): Promise<{ messageCount: number }> => {
      const r = recipientOf(ctx)
      if (input.id !== undefined) {
        if (!(await markMessageRead(ctx.db, r, input.id))) throw notFound(NOT_FOUND)
      } else {
        await markAllRead(ctx.db, r, input.messageType)
      }
      return { messageCount: await unreadCount(ctx.db, r) }
    },
  }),
  /** Deletes one of the caller's own messages for good. */
  DelMessageInfo: method({
    verb: 'POST',
    auth: 'signedIn',
    input: messageIdInput,
    summary: '删除一条消息（永久删除，仅限本人的消息）。返回新的未读数 messageCount',
    description: '消息不属于当前账号（或不存在）时返回 404「消息不存在」。',
    handler: async ({ id }, ctx): Promise<{ messageCount: number }> => {
      const r = recipientOf(ctx)
      if (!(await deleteMessage(ctx.db, r, id))) throw notFound(NOT_FOUND)
      return { messageCount: await unreadCount(ctx.db, r) }
    },
  }),
}
