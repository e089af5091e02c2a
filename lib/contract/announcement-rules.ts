// Announcements (issue 32), zod-free so the console's form, its preview and AdminAnnouncement share the words and limits.
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from './message-rules'

export const ANNOUNCEMENT_LIMITS = { title: MESSAGE_TITLE_MAX, content: MESSAGE_CONTENT_MAX } as const

export const AUDIENCES = ['all', 'company'] as const
export type Audience = (typeof AUDIENCES)[number]
export const AUDIENCE_LABELS: Record<Audience, string> = { all: '全部学员', company: '指定企业的员工' }

/** A client-made key: letters, digits, - and _ (a UUID fits), long enough not to be guessed or reused by chance. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/

export const ANNOUNCEMENT_MSG = {
  companyMissing: '企业不存在',
  pickCompany: '请选择企业',
  /** The same key with other words: a client bug, never a second announcement. */
  keyReused: '该通知已发送过，内容不同，请刷新页面后重新编写',
  noRecipients: '没有可接收通知的学员',
  /** Said under the form: where it arrives and that it cannot be taken back. */
  howItArrives: '以「系统通知」发送到学员的消息中心，消息图标的未读数随之增加。发送后不能撤回或修改。',
} as const

/** What 预览 answers: who would receive it now. */
export interface AnnouncementPreview {
  recipientCount: number
  /** The company's name when sent to one company's staff. */
  companyName: string | null
}

/** A sent announcement, as the list shows it and as 确认发送 answers (a repeated send answers the first). */
export interface AnnouncementRow {
  id: number
  audience: Audience
  companyId: number | null
  companyName: string | null
  title: string
  content: string
  recipientCount: number
  sentBy: string
  createdAt: string
}

export interface AnnouncementPage {
  totalCount: number
  items: AnnouncementRow[]
}

export interface AnnouncementCompanyChoice {
  id: number
  companyName: string
  staffCount: number
}
