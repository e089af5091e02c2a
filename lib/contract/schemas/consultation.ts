// Inputs and results of the consultation calls (Consultation/*, ConsultationOperator/*).
import { z } from 'zod'
import { id } from '../fields'
import { normalizePostText } from '../text'
import {
  checkCompanyName,
  checkContactName,
  checkDescription,
  checkFollowUp,
  checkReply,
  checkTopic,
  CONSULT_MSG,
  CONSULT_STATUS_TEXT,
  PREFERRED_TIMES,
  type ConsultStatus,
} from '../consultation-rules'
import { CONSULT_ERRORS } from '../consultation-errors'
import { keyOrLabel, optionsOf } from './labelled-choice'
import { code, phone } from './account'
import { pagedInput } from './catalogue'

/** A text checked by the form's own rule (which also trims and normalises it). */
function checked(label: string, rule: (v: string) => string, multiline: boolean) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? rule('') || `${label}格式不正确` : `${label}格式不正确`,
    })
    .transform((raw, ctx) => {
      const message = rule(raw)
      if (message) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return multiline ? normalizePostText(raw) : raw.trim()
    })
    .meta({ title: label })
}

/** One line of text; `optional`: absent or null reads as ''. */
function line(label: string, rule: (v: string) => string, optional = false) {
  const base = checked(label, rule, false)
  return optional ? z.preprocess((v) => (v === undefined || v === null ? '' : v), base) : base
}

/**
 * Texts keep their line breaks, which the dispatcher's last-line control-character check would refuse in a string:
 * after their own check (line feeds only) they travel to the handler as lines and are joined there.
 */
const lines = (label: string, rule: (v: string) => string) =>
  checked(label, rule, true).transform((text) => text.split('\n'))

/** The key (`anytime`) or the label the form shows (工作日均可); the handler gets the key. */
const preferredTime = keyOrLabel(PREFERRED_TIMES, '方便联系的时间', CONSULT_MSG.timeEmpty)

export const submitConsultInput = z.object({
  /** A service of /join; absent or null: 其他需求. */
  serviceId: z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    id('服务编号').optional(),
  ),
  topic: line('咨询主题', checkTopic),
  description: lines('需求描述', checkDescription),
  contactName: line('联系人', checkContactName),
  PhoneNumber: phone,
  /** Required unless the caller is signed in. */
  phoneCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), code.optional()),
  companyName: line('公司名称', checkCompanyName, true),
  preferredTime,
})

export const consultIdInput = z.object({ id: id('咨询编号') })
export const myConsultsInput = pagedInput
export const followUpInput = z.object({ id: id('咨询编号'), content: lines('补充内容', checkFollowUp) })
export const operatorListInput = pagedInput.extend({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    keyOrLabel(optionsOf(CONSULT_STATUS_TEXT), '咨询状态', '咨询状态不正确').optional(),
  ),
})
export const operatorReplyInput = z.object({ id: id('咨询编号'), content: lines('回复内容', checkReply) })
export const operatorStatusInput = z.object({
  id: id('咨询编号'),
  status: keyOrLabel(
    optionsOf({ accepted: CONSULT_STATUS_TEXT.accepted, closed: CONSULT_STATUS_TEXT.closed }),
    '咨询状态',
    CONSULT_ERRORS.statusBad,
  ),
})

export interface PlatformServiceItem {
  id: number
  slug: string
  name: string
  summary: string
  description: string
  audience: string
  steps: string[]
  deliverables: string[]
}

/** @public */
export interface ConsultThreadLine {
  id: number
  author: 'requester' | 'operator'
  content: string
  createdAt: string
}

export interface ConsultSummary {
  id: number
  requestNo: string
  serviceName: string
  topic: string
  status: ConsultStatus
  statusText: string
  createdAt: string
  updatedAt: string
  /** Lines in the thread after the description (replies and follow-ups). */
  messageCount: number
}

export interface ConsultDetail extends ConsultSummary {
  description: string
  contactName: string
  /** Masked (138****0001) for the requester's own view. */
  phone: string
  companyName: string
  preferredTime: string
  thread: ConsultThreadLine[]
}
