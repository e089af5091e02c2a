// The company events' messages (企业消息), each written in the transaction of its event through notify().
import { COMPANY_MESSAGE_TYPE as type } from '@/lib/contract/company-rules'
import type { Db } from '@/lib/db/client'
import { notify } from './notify'

type Who = { tenantId: number; companyId: number; companyName: string }
type Member = Who & { individualId: number; name: string }

const toUser = (w: Member) => ({ tenantId: w.tenantId, to: { kind: 'user' as const, id: w.individualId }, type })
const toCompany = (w: Who) => ({ tenantId: w.tenantId, to: { kind: 'company' as const, id: w.companyId }, type })

/** To the invitee's account, if the phone has one (else the popup after its first login is the news). */
export function notifyInvited(db: Db, w: Member) {
  return notify(db, {
    ...toUser(w),
    title: `${w.companyName}邀请您加入企业`,
    content: `${w.companyName}邀请您以“${w.name}”的身份加入企业。加入后可参加企业安排的学习，企业设置为VIP学员后可免费学习付费课程。点击查看并处理邀请。`,
    link: '/?Detection=1',
  })
}

export async function notifyAccepted(db: Db, w: Member) {
  await notify(db, {
    ...toCompany(w),
    title: `${w.name}接受了您的邀请`,
    content: `${w.name}已接受邀请，成为${w.companyName}的员工。您可以在员工管理中为其设置VIP。`,
    link: '/EnterprisePersonnel',
  })
  await notify(db, {
    ...toUser(w),
    title: `您已加入${w.companyName}`,
    content: `您已成功加入${w.companyName}，企业内姓名为“${w.name}”。企业设置您为VIP学员后，即可免费学习付费课程。`,
    link: '/Business',
  })
}

export function notifyRefused(db: Db, w: Member) {
  return notify(db, {
    ...toCompany(w),
    title: `${w.name}拒绝了您的邀请`,
    content: `${w.name}拒绝了加入${w.companyName}的邀请。如有需要，可在员工管理中重新邀请。`,
    link: '/EnterprisePersonnel?tab=invites',
  })
}

export function notifyCancelled(db: Db, w: Member) {
  return notify(db, {
    ...toUser(w),
    title: `${w.companyName}已取消邀请`,
    content: `${w.companyName}已取消邀请您加入企业的申请，无需再处理。`,
  })
}

export function notifyRemoved(db: Db, w: Member & { wasVip: boolean }) {
  const vip = w.wasVip ? '您的企业VIP学员权益同时结束，付费课程将无法继续学习。' : ''
  return notify(db, {
    ...toUser(w),
    title: `您已被移出${w.companyName}`,
    content: `${w.companyName}已将您移出企业。${vip}已加入的免费课程和学习记录不受影响。`,
  })
}

export function notifyExited(db: Db, w: Member) {
  return notify(db, {
    ...toCompany(w),
    title: `${w.name}已退出企业`,
    content: `${w.name}已退出${w.companyName}，其VIP学员权益（如有）已同时结束。`,
    link: '/EnterprisePersonnel',
  })
}

export function notifyVip(db: Db, w: Member & { isVip: boolean }) {
  return w.isVip
    ? notify(db, {
        ...toUser(w),
        title: '您已成为企业VIP学员',
        content: `${w.companyName}已将您设为VIP学员，现在可以免费学习本站全部付费课程。`,
        link: '/courselist',
      })
    : notify(db, {
        ...toUser(w),
        title: '您的企业VIP学员资格已取消',
        content: `${w.companyName}已取消您的VIP学员资格，付费课程将无法继续学习；免费课程不受影响。`,
      })
}
