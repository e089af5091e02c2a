// Messages of one recipient in one tenant: every query is scoped by tenant AND recipient, so no id reaches another's row.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { messages, type RecipientKind } from '../schema'

export interface Recipient {
  tenantId: number
  kind: RecipientKind
  id: number
}

export interface NewMessage {
  messageType: number
  title: string
  content: string
  link?: string | null
  isRead?: boolean
  createdAt?: Date
}

function ofRecipient(r: Recipient, ...more: (SQL | undefined)[]) {
  return and(
    eq(messages.tenantId, r.tenantId),
    eq(messages.recipientKind, r.kind),
    eq(messages.recipientId, r.id),
    ...more,
  )
}

export async function insertMessage(db: Db, r: Recipient, m: NewMessage): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({
      tenantId: r.tenantId,
      recipientKind: r.kind,
      recipientId: r.id,
      messageType: m.messageType,
      title: m.title,
      content: m.content,
      link: m.link ?? null,
      isRead: m.isRead ?? false,
      readAt: m.isRead ? (m.createdAt ?? sql`now()`) : null,
      ...(m.createdAt ? { createdAt: m.createdAt } : {}),
    })
    .returning({ id: messages.id })
  return row.id
}

/** Per type: how many and how many unread. Types without rows are absent. */
export async function messageTypeCounts(db: Db, r: Recipient) {
  const rows = await db
    .select({
      messageType: messages.messageType,
      totalCount: count(),
      unreadCount: sql<number>`count(*) filter (where not ${messages.isRead})`.mapWith(Number),
    })
    .from(messages)
    .where(ofRecipient(r))
    .groupBy(messages.messageType)
  return rows
}

/** The newest message of the recipient, unread ones first; null when there is none. */
export async function newestMessageType(db: Db, r: Recipient): Promise<number | null> {
  const [row] = await db
    .select({ messageType: messages.messageType })
    .from(messages)
    .where(ofRecipient(r))
    .orderBy(messages.isRead, desc(messages.createdAt), desc(messages.id))
    .limit(1)
  return row?.messageType ?? null
}

export async function unreadCount(db: Db, r: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(ofRecipient(r, eq(messages.isRead, false)))
  return row.n
}

/** One page, newest first, optionally of one type. */
export async function listMessages(
  db: Db,
  r: Recipient,
  { messageType, limit, offset }: { messageType?: number; limit: number; offset: number },
) {
  const where = ofRecipient(r, messageType === undefined ? undefined : eq(messages.messageType, messageType))
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        messageType: messages.messageType,
        title: messages.title,
        content: messages.content,
        link: messages.link,
        isRead: messages.isRead,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(messages).where(where),
  ])
  return { items, totalCount: total.n }
}

/** Marks one message read; false when the recipient has no message with that id. Reading twice keeps the first time. */
export async function markMessageRead(db: Db, r: Recipient, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ isRead: true, readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(ofRecipient(r, eq(messages.id, id)))
    .returning({ id: messages.id })
  return rows.length > 0
}

/** Marks every unread message read, of one type or all; returns how many changed. */
export async function markAllRead(db: Db, r: Recipient, messageType?: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true, readAt: sql`now()` })
    .where(
      ofRecipient(
        r,
        eq(messages.isRead, false),
        messageType === undefined ? undefined : eq(messages.messageType, messageType),
      ),
    )
    .returning({ id: messages.id })
  return rows.length
}

/** Hard-deletes the recipient's own message; false when there is none with that id. */
export async function deleteMessage(db: Db, r: Recipient, id: number): Promise<boolean> {
  const rows = await db
    .delete(messages)
    .where(ofRecipient(r, eq(messages.id, id)))
    .returning({ id: messages.id })
  return rows.length > 0
}
