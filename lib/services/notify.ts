// notify(): the one way a feature writes a message. It takes the caller's transaction, so the message and its event commit together.
import { isMessageType, type MessageType } from '@/lib/contract/account-nav'
import { formatDateTime } from '@/lib/contract/dates'
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, isInternalLink } from '@/lib/contract/message-rules'
import type { Db } from '@/lib/db/client'
import { insertAudienceMessages, type AudienceOf } from '@/lib/db/queries/announcements'
import { insertMessage } from '@/lib/db/queries/messages'
import type { RecipientKind } from '@/lib/db/schema'

export interface Notification {
  tenantId: number
  to: { kind: RecipientKind; id: number }
  type: MessageType
  title: string
  content: string
  /** An internal path (`/course/12`); anything else is a programming error. */
  link?: string | null
}

const cut = (text: string, max: number) => {
  const chars = Array.from(text.trim())
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : chars.join('')
}

/** Writes one message for one recipient; returns its id. Texts longer than the columns are cut, never refused. */
export async function notify(db: Db, n: Notification): Promise<number> {
  if (!isMessageType(n.type)) throw new Error(`notify: unknown message type ${String(n.type)}`)
  if (n.link && !isInternalLink(n.link)) throw new Error(`notify: not an internal link: ${n.link}`)
  return insertMessage(
    db,
    { tenantId: n.tenantId, kind: n.to.kind, id: n.to.id },
    {
      messageType: n.type,
      title: cut(n.title, MESSAGE_TITLE_MAX),
      content: cut(n.content, MESSAGE_CONTENT_MAX),
      link: n.link || null,
    },
  )
}

/**
 * One message to each member of an audience (every learner, or one company's staff: an announcement, issue 32), written
 * by one INSERT … SELECT in the caller's transaction; answers how many were written. The same cut as notify().
 */
export function notifyAudience(
  db: Db,
  n: AudienceOf & Pick<Notification, 'type' | 'title' | 'content'>,
): Promise<number> {
  if (!isMessageType(n.type)) throw new Error(`notifyAudience: unknown message type ${String(n.type)}`)
  return insertAudienceMessages(db, {
    tenantId: n.tenantId,
    audience: n.audience,
    companyId: n.companyId,
    messageType: n.type,
    title: cut(n.title, MESSAGE_TITLE_MAX),
    content: cut(n.content, MESSAGE_CONTENT_MAX),
  })
}

// The events that exist today. Company events (invitations, VIP) arrive with a later issue and call notify with type 1.

/** 系统通知 to a new individual, written with the account. */
export function notifyWelcome(
  db: Db,
  { tenantId, individualId, tenantName }: { tenantId: number; individualId: number; tenantName: string },
) {
  return notify(db, {
    tenantId,
    to: { kind: 'user', id: individualId },
    type: 0,
    title: `欢迎加入${tenantName}`,
    content:
      `您好，欢迎加入${tenantName}！您的账号已开通，现在就可以浏览课程、加入学习。` +
      '学习进度会自动保存，随时可在“我的课程”中继续；课程更新、学习提醒和企业通知都会发到这里。祝您学习愉快！',
    link: '/courselist',
  })
}

/** 系统通知 after a password change or reset, with the time, so the owner notices a change they did not make. */
export function notifyPasswordChanged(
  db: Db,
  { tenantId, to, at }: { tenantId: number; to: Notification['to']; at: Date },
) {
  return notify(db, {
    tenantId,
    to,
    type: 0,
    title: '登录密码已修改',
    content: `您的账号登录密码已于 ${formatDateTime(at)}（北京时间）修改成功，所有设备上的登录均已退出，请使用新密码重新登录。如非本人操作，请立即通过“忘记密码”重置密码。`,
  })
}

/** 学习提醒 when an individual joins a course for the first time. */
export function notifyCourseJoined(
  db: Db,
  {
    tenantId,
    individualId,
    courseId,
    title,
  }: { tenantId: number; individualId: number; courseId: number; title: string },
) {
  return notify(db, {
    tenantId,
    to: { kind: 'user', id: individualId },
    type: 2,
    title: `已加入课程《${title}》`,
    content: `您已成功加入课程《${title}》。现在就开始第一课吧，学习进度会自动保存，随时可在“我的课程”中继续学习。`,
    link: `/course/learn/${courseId}`,
  })
}

/** 学习提醒 when every lesson of a course is complete for the first time. */
export function notifyCourseCompleted(
  db: Db,
  {
    tenantId,
    individualId,
    courseId,
    title,
  }: { tenantId: number; individualId: number; courseId: number; title: string },
) {
  return notify(db, {
    tenantId,
    to: { kind: 'user', id: individualId },
    type: 2,
    title: `恭喜完成课程《${title}》`,
    content: `恭喜您完成了课程《${title}》的全部课时！可以在“我的课程 - 已完成”中回顾，也可以去课程讨论区分享您的收获。`,
    link: `/course/${courseId}`,
  })
}
