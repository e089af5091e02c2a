// Inputs of AdminAnnouncement (issue 32): a 系统通知 to every learner or to one company's staff, its preview, the list.
import { z } from 'zod'
import { ANNOUNCEMENT_LIMITS as L, ANNOUNCEMENT_MSG, AUDIENCES, IDEMPOTENCY_KEY_RE } from '../announcement-rules'
import { id, optionalText, text } from '../fields'
import { page, pageSize } from './admin'
import { paragraphsText } from './admin-catalogue'

const audienceFields = {
  audience: z.enum(AUDIENCES, { error: '请选择发送对象' }).meta({ title: '发送对象' }),
  companyId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('企业').optional()),
}
const needsCompany = (v: { audience: string; companyId?: number }, ctx: z.RefinementCtx) => {
  if (v.audience === 'company' && v.companyId === undefined)
    ctx.addIssue({ code: 'custom', message: ANNOUNCEMENT_MSG.pickCompany, path: ['companyId'] })
}

const formFields = {
  ...audienceFields,
  title: text('通知标题', { max: L.title }),
  // Line breaks are kept (the message centre shows the body as written): parsed into lines, joined by the service.
  content: paragraphsText('通知内容', L.content).refine((lines) => lines.join('').trim() !== '', {
    error: '请输入通知内容',
  }),
}

/** The form's fields (the browser adds the key when it sends). */
export const announcementFormInput = z.object(formFields).superRefine(needsCompany)

/** One key per composed announcement: a second call with it (a double click, a retry) answers the first's result. */
export const sendAnnouncementInput = z
  .object({
    ...formFields,
    idempotencyKey: z
      .string({ error: '请求标识格式不正确' })
      .regex(IDEMPOTENCY_KEY_RE, { error: '请求标识格式不正确' })
      .meta({ title: '请求标识' }),
  })
  .superRefine(needsCompany)

export const announcementAudienceInput = z.object(audienceFields).superRefine(needsCompany)
export const announcementListInput = z.object({ page, pageSize })
export const announcementCompanySearchInput = z.object({ keyword: optionalText('企业名称', 50) })
