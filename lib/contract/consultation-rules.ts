// Platform services and consulting: statuses, preferred times, limits and the Chinese messages, zod-free so the
// /toconsult form and the thread boxes check exactly what the Consultation API checks.
import { normalizePostText, textLength } from './text'
import { CONTROL_CHAR_RE, controlCharMessage } from './plain-text'
import { compactDate } from './dates'

/** 已提交 → 已受理 → 已回复 (a follow-up sends it back to 已受理) → 已关闭. */
export type ConsultStatus = 'submitted' | 'accepted' | 'replied' | 'closed'
export const CONSULT_STATUS_TEXT: Record<ConsultStatus, string> = {
  submitted: '已提交',
  accepted: '已受理',
  replied: '已回复',
  closed: '已关闭',
}

/** The statuses an operator sets by hand (the thread's reply makes 已回复). */
export type OperatorStatus = 'accepted' | 'closed'

/**
 * Where an operator may move a request from `status`, the same for the key API and the console's desk: 已受理 unless it
 * is already, 已关闭 from any open status; a closed request stays closed (the requester files a new one).
 */
export function operatorMoves(status: ConsultStatus): OperatorStatus[] {
  if (status === 'closed') return []
  return status === 'accepted' ? ['closed'] : ['accepted', 'closed']
}

/** When the requester would like to be called back (a consultant calls within the chosen window). */
export const PREFERRED_TIMES = [
  { key: 'anytime', label: '工作日均可' },
  { key: 'morning', label: '工作日上午（9:00–12:00）' },
  { key: 'afternoon', label: '工作日下午（14:00–18:00）' },
  { key: 'evening', label: '工作日晚上（18:00–21:00）' },
  { key: 'weekend', label: '周末' },
] as const
export const preferredTimeText = (key: string) => PREFERRED_TIMES.find((t) => t.key === key)?.label ?? key

/** The service a request names when none of the listed ones fits. */
export const OTHER_SERVICE = '其他需求'

export const CONSULT_LIMITS = {
  topicMin: 4,
  topicMax: 50,
  descriptionMin: 10,
  descriptionMax: 1000,
  contactNameMax: 20,
  companyNameMax: 50,
  followUpMax: 500,
  replyMax: 1000,
} as const

const L = CONSULT_LIMITS
export const CONSULT_MSG = {
  topicEmpty: '请输入咨询主题',
  topicShort: `咨询主题至少${L.topicMin}个字`,
  topicLong: `咨询主题不能超过${L.topicMax}个字`,
  descriptionEmpty: '请描述您的需求',
  descriptionShort: `需求描述至少${L.descriptionMin}个字，便于顾问提前准备`,
  descriptionLong: `需求描述不能超过${L.descriptionMax}个字`,
  contactEmpty: '请输入联系人姓名',
  contactLong: `联系人姓名不能超过${L.contactNameMax}个字`,
  companyLong: `公司名称不能超过${L.companyNameMax}个字`,
  timeEmpty: '请选择方便联系的时间',
  followUpEmpty: '请输入补充内容',
  followUpLong: `补充内容不能超过${L.followUpMax}个字`,
  replyEmpty: '请输入回复内容',
  replyLong: `回复内容不能超过${L.replyMax}个字`,
} as const

type Check = (value: string) => string

/** One rule for one-line fields (trimmed, no control characters) and one for texts that keep their line breaks. */
function rule(
  label: string,
  opts: { min: number; max: number; multiline: boolean; empty: string; short?: string; long: string },
): Check {
  return (raw) => {
    const value = opts.multiline ? normalizePostText(raw) : raw.trim()
    const length = textLength(value)
    if (length === 0 && opts.min > 0) return opts.empty
    if (length < opts.min) return opts.short ?? opts.empty
    if (length > opts.max) return opts.long
    const control = opts.multiline ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/ : CONTROL_CHAR_RE
    return control.test(value) ? controlCharMessage(label) : ''
  }
}

const M = CONSULT_MSG
export const checkTopic = rule('咨询主题', {
  min: L.topicMin,
  max: L.topicMax,
  multiline: false,
  empty: M.topicEmpty,
  short: M.topicShort,
  long: M.topicLong,
})
export const checkDescription = rule('需求描述', {
  min: L.descriptionMin,
  max: L.descriptionMax,
  multiline: true,
  empty: M.descriptionEmpty,
  short: M.descriptionShort,
  long: M.descriptionLong,
})
export const checkContactName = rule('联系人', {
  min: 1,
  max: L.contactNameMax,
  multiline: false,
  empty: M.contactEmpty,
  long: M.contactLong,
})
export const checkCompanyName = rule('公司名称', {
  min: 0,
  max: L.companyNameMax,
  multiline: false,
  empty: '',
  long: M.companyLong,
})
export const checkFollowUp = rule('补充内容', {
  min: 1,
  max: L.followUpMax,
  multiline: true,
  empty: M.followUpEmpty,
  long: M.followUpLong,
})
export const checkReply = rule('回复内容', {
  min: 1,
  max: L.replyMax,
  multiline: true,
  empty: M.replyEmpty,
  long: M.replyLong,
})

/** `ZX` + the date in the tenant's zone + four random digits, e.g. ZX202611250417: short enough to read out on the phone. */
export function requestNumber(now: Date, random: number): string {
  return `ZX${compactDate(now)}${String(Math.floor(random * 10000) % 10000).padStart(4, '0')}`
}

/** Where a requester reads their consultations (messages link here). */
export const CONSULTATION_PATH = '/consultation'
