// AdminAnnouncement (issue 32): a 系统通知 from the tenant to every learner or to one company's staff, delivered into the
// message centre (the bell's badge counts it) by one INSERT … SELECT in the same transaction as the announcement row.
// The browser sends a key made once per composed announcement: a second send with it (a double click, a retried
// request, two tabs) answers the first's result and writes nothing. 管理员 and 运营 send; every role reads.
import { methodFor } from '@/lib/contract/define'
import { conflict, notFound } from '@/lib/contract/errors'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  ANNOUNCEMENT_MSG as MSG,
  AUDIENCE_LABELS,
  type AnnouncementCompanyChoice,
  type AnnouncementPage,
  type AnnouncementPreview,
  type AnnouncementRow,
  type Audience,
} from '@/lib/contract/announcement-rules'
import {
  announcementAudienceInput,
  announcementCompanySearchInput,
  announcementListInput,
  sendAnnouncementInput,
} from '@/lib/contract/schemas/admin-announcement'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { actorName } from '@/lib/auth/operator-sessions'
import {
  announcementByKey,
  announcementCompany,
  claimAnnouncement,
  countAudience,
  listAnnouncements,
  searchAnnouncementCompanies,
  setRecipientCount,
} from '@/lib/db/queries/announcements'
import { notifyAudience } from './notify'

const method = methodFor<ServiceContext>()

/** Who speaks for the tenant to its learners: the roles that change what the tenant publishes. */
const ANNOUNCERS: readonly OperatorRole[] = ['admin', 'operations']

/** The audience as the tenant names it; a company not the tenant's is "not found", like any other id. */
async function audienceOf(ctx: ServiceContext, audience: Audience, companyId?: number) {
  const tenantId = requireSite(ctx).tenantId
  if (audience === 'all') return { tenantId, audience, companyId: null, companyName: null }
  const company = await announcementCompany(ctx.db, { tenantId, id: companyId! })
  if (!company) throw notFound(MSG.companyMissing)
  return { tenantId, audience, companyId: company.id, companyName: company.companyName }
}

type Stored = NonNullable<Awaited<ReturnType<typeof announcementByKey>>>
const asRow = (r: Stored): AnnouncementRow => ({
  id: r.id,
  audience: r.audience,
  companyId: r.companyId,
  companyName: r.companyName,
  title: r.title,
  content: r.content,
  recipientCount: r.recipientCount,
  sentBy: r.sentBy,
  createdAt: r.createdAt.toISOString(),
})

export const adminAnnouncementService = {
  /** The sent announcements, newest first, with their recipient counts. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: announcementListInput,
    summary: '已发送的通知（分页，最新在前；含接收人数、发送人）',
    handler: async ({ page, pageSize }, ctx): Promise<AnnouncementPage> => {
      const { rows, totalCount } = await listAnnouncements(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        page,
        pageSize,
      })
      return { totalCount, items: rows.map(asRow) }
    },
  }),

  /** 预览: how many would receive it now. */
  Preview: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: announcementAudienceInput,
    summary: '预览通知的接收人数（全部学员，或指定企业的员工；已停用的账号不计）',
    handler: async ({ audience, companyId }, ctx): Promise<AnnouncementPreview> => {
      const who = await audienceOf(ctx, audience, companyId)
      return { recipientCount: await countAudience(ctx.db, who), companyName: who.companyName }
    },
  }),

  /** Companies by name for the picker, with their staff counts. */
  FindCompanies: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: announcementCompanySearchInput,
    summary: '按名称查找本机构的企业（发送通知选企业用，最多20家，含员工数）',
    handler: async ({ keyword }, ctx): Promise<{ items: AnnouncementCompanyChoice[] }> => ({
      items: await searchAnnouncementCompanies(ctx.db, { tenantId: requireSite(ctx).tenantId, keyword }),
    }),
  }),

  /** Sends once per key: the announcement row, then every recipient's message in one statement, in one transaction. */
  Send: method({
    verb: 'POST',
    auth: 'operator',
    roles: ANNOUNCERS,
    input: sendAnnouncementInput,
    summary: '发送系统通知（全部学员或指定企业的员工；同一 idempotencyKey 只发送一次，重复请求返回第一次的结果）',
    description:
      'idempotencyKey 由客户端为每条待发送的通知生成一次（如 UUID），重试和重复点击沿用同一个；内容不同而 key 相同返回 409。' +
      '没有接收人时返回 409「没有可接收通知的学员」，不会记录通知。',
    handler: async ({ audience, companyId, title, content: lines, idempotencyKey }, ctx): Promise<AnnouncementRow> => {
      const content = lines.join('\n')
      const who = await audienceOf(ctx, audience, companyId)
      const tenantId = who.tenantId
      const target = `系统通知「${title}」`
      const id = await claimAnnouncement(ctx.db, {
        tenantId,
        audience,
        companyId: who.companyId,
        title,
        content,
        sentBy: actorName(ctx.operator!),
        idempotencyKey,
      })
      if (id === null) {
        const first = (await announcementByKey(ctx.db, { tenantId, key: idempotencyKey }))!
        if (
          first.title !== title ||
          first.content !== content ||
          first.audience !== audience ||
          first.companyId !== who.companyId
        )
          throw conflict(MSG.keyReused)
        ctx.audit({ target, before: null, after: { repeatedRequest: true, sentBefore: first.createdAt.toISOString() } })
        return asRow(first)
      }
      const n = await notifyAudience(ctx.db, { tenantId, audience, companyId: who.companyId, type: 0, title, content })
      // Thrown inside the transaction: the announcement row goes too, and the key stays free.
      if (n === 0) throw conflict(MSG.noRecipients)
      await setRecipientCount(ctx.db, { tenantId, id, n })
      ctx.audit({
        target,
        before: null,
        after: { audience: AUDIENCE_LABELS[audience], company: who.companyName, title, content, recipientCount: n },
      })
      return asRow((await announcementByKey(ctx.db, { tenantId, key: idempotencyKey }))!)
    },
  }),
}
