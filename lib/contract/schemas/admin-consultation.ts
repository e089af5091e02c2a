// The console's consulting desk (issue 32): the queue's filters, assignment, and what the desk reads. Replies and status
// moves take the key API's own inputs (operatorReplyInput, operatorStatusInput), so both check the same rules.
import { z } from 'zod'
import type { ConsultStatus } from '../consultation-rules'
import { id, optionalText } from '../fields'
import type { OperatorRole } from '../operator-roles'
import { day, page, pageSize } from './admin'
import type { ConsultThreadLine } from './consultation'

/** The queue's tabs: every status, and 待回复 (lib/db/queries/consultation-desk.ts says which requests). */
export const DESK_TABS = ['pending', 'submitted', 'accepted', 'replied', 'closed'] as const
export type DeskTab = (typeof DESK_TABS)[number]
export const DESK_TAB_TEXT: Record<DeskTab, string> = {
  pending: '待回复',
  submitted: '已提交',
  accepted: '已受理',
  replied: '已回复',
  closed: '已关闭',
}
/** 我的: assigned to the caller; 未分配: to nobody. */
export const DESK_ASSIGNEE = { mine: '我的', none: '未分配' } as const
const DESK_LIMITS = { batch: 100 } as const
export const DESK_MSG = {
  missingOperator: '所选处理人不存在、已停用或无权处理咨询',
  noneSelected: '请选择要分配的咨询',
  tooMany: `一次最多分配${DESK_LIMITS.batch}条咨询`,
  repeated: '咨询不能重复',
  missing: '咨询记录不存在',
} as const

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)

export const deskListInput = z.object({
  page,
  pageSize,
  status: z.preprocess(blank, z.enum(DESK_TABS, { error: '咨询状态不正确' }).optional()).meta({ title: '状态' }),
  /** A platform service; 0: 其他需求 (none of them). */
  serviceId: z
    .preprocess(
      (v) => (blank(v) === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number({ error: '服务格式不正确' })
        .int({ error: '服务格式不正确' })
        .min(0, { error: '服务格式不正确' })
        .max(2147483647, { error: '服务格式不正确' })
        .optional(),
    )
    .meta({ title: '服务' }),
  assignee: z
    .preprocess(blank, z.enum(['mine', 'none'], { error: '处理人筛选不正确' }).optional())
    .meta({ title: '处理人' }),
  keyword: optionalText('关键词', 30),
  from: day('开始日期'),
  to: day('结束日期'),
})

export const deskIdInput = z.object({ id: id('咨询编号') })

export const deskAssignInput = z.object({
  ids: z
    .array(id('咨询编号'), { error: DESK_MSG.noneSelected })
    .min(1, { error: DESK_MSG.noneSelected })
    .max(DESK_LIMITS.batch, { error: DESK_MSG.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: DESK_MSG.repeated })
    .meta({ title: '咨询' }),
  /** null: 取消分配. */
  operatorId: z.preprocess((v) => (v === '' || v === 0 ? null : v), id('处理人').nullable()),
})

/** @public */
export interface DeskAssignee {
  id: number
  name: string
}

/** @public */
export interface DeskRow {
  id: number
  requestNo: string
  serviceName: string
  topic: string
  status: ConsultStatus
  statusText: string
  contactName: string
  /** In full for those who answer; masked (138****0001) for 只读. */
  phone: string
  companyName: string
  assignee: DeskAssignee | null
  /** 待回复: new, or the requester wrote after the last reply. */
  needsAnswer: boolean
  messageCount: number
  createdAt: string
  updatedAt: string
}

/** @public */
export interface DeskCounts {
  all: number
  pending: number
  submitted: number
  accepted: number
  replied: number
  closed: number
}

export interface DeskPage {
  items: DeskRow[]
  totalCount: number
  /** Each tab's count under the other filters. */
  counts: DeskCounts
}

/** @public */
export interface DeskThreadLine extends ConsultThreadLine {
  /** The console operator who wrote an operator line; null for the requester's and the key API's lines. */
  operatorName: string | null
}

export interface DeskDetail extends DeskRow {
  description: string
  preferredTime: string
  /** Who asked while signed in (a visitor's request has none until that phone signs in). */
  requesterKind: 'user' | 'company' | null
  thread: DeskThreadLine[]
}

/** @public */
export interface DeskAnswerer {
  id: number
  name: string
  loginName: string
  role: OperatorRole
}

export interface DeskOptions {
  /** The tenant's platform services, hidden ones too (old requests name them). */
  services: { id: number; name: string }[]
  /** Enabled operators whose role answers (分配给). */
  assignees: DeskAnswerer[]
}
