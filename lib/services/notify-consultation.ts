// Consultation events as 系统通知 to whoever asked (a visitor's request has no account to write to until it is claimed),
// each written in the transaction of its event through notify().
import { CONSULTATION_PATH, preferredTimeText } from '@/lib/contract/consultation-rules'
import type { Db } from '@/lib/db/client'
import type { consultRequests } from '@/lib/db/schema'
import { notify } from './notify'

type Request = Pick<
  typeof consultRequests.$inferSelect,
  'tenantId' | 'id' | 'requestNo' | 'topic' | 'requesterKind' | 'requesterId' | 'preferredTime'
>

async function toRequester(db: Db, r: Request, title: string, content: string) {
  if (!r.requesterKind || r.requesterId === null) return
  await notify(db, {
    tenantId: r.tenantId,
    to: { kind: r.requesterKind, id: r.requesterId },
    type: 0,
    title,
    content,
    link: `${CONSULTATION_PATH}?id=${r.id}`,
  })
}

export const notifyConsultSubmitted = (db: Db, r: Request) =>
  toRequester(
    db,
    r,
    `咨询已提交（${r.requestNo}）`,
    `您关于“${r.topic}”的咨询已提交，咨询编号 ${r.requestNo}。顾问将在您方便的时间（${preferredTimeText(r.preferredTime)}）与您联系，处理进展与回复会发到这里。`,
  )

export const notifyConsultAccepted = (db: Db, r: Request) =>
  toRequester(
    db,
    r,
    `咨询已受理（${r.requestNo}）`,
    `您关于“${r.topic}”的咨询已受理，顾问将在您方便的时间（${preferredTimeText(r.preferredTime)}）与您联系。`,
  )

export const notifyConsultReplied = (db: Db, r: Request, reply: string) =>
  toRequester(db, r, `咨询有新回复（${r.requestNo}）`, `顾问回复了您关于“${r.topic}”的咨询：${reply}`)

export const notifyConsultClosed = (db: Db, r: Request) =>
  toRequester(
    db,
    r,
    `咨询已关闭（${r.requestNo}）`,
    `您关于“${r.topic}”的咨询已关闭。感谢您的信任，如有新的需求，欢迎再次咨询。`,
  )
