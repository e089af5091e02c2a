// The company's 学习看板 and its export (issue 31, Deliver 4): inputs and answers.
import { z } from 'zod'
import { id } from '../fields'
import { page } from './admin'

const optionalGroup = z.preprocess((v) => (v === '' || v === null ? undefined : v), id('部门').optional())
const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式不正确` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label}格式不正确` })

const EXPORT_MAX_DAYS = 366

export const dashboardInput = z.object({ groupId: optionalGroup })
export const personSessionsInput = z.object({ individualId: id('员工'), page })
export const exportInput = z
  .object({ groupId: optionalGroup, from: day('开始日期'), to: day('结束日期') })
  .refine((v) => v.from <= v.to, { error: '结束日期不能早于开始日期', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= (EXPORT_MAX_DAYS - 1) * 86_400_000, {
    error: `一次最多导出${EXPORT_MAX_DAYS}天的记录`,
    path: ['from'],
  })

/** 已完成 / 学习中 / 未开始 / 已逾期: each allocation is in exactly one. */
export interface AssignmentProgressRow {
  id: number
  courseId: number
  courseTitle: string
  kind: 'required' | 'elective'
  startsOn: string
  dueOn: string
  cancelled: boolean
  total: number
  completed: number
  inProgress: number
  notStarted: number
  overdue: number
}

interface StaffProgressRow {
  individualId: number
  name: string
  phone: string
  groups: string[]
  assigned: number
  completed: number
  /** Credited time on the assigned courses since joining, in seconds. */
  creditedSeconds: number
}

export interface DashboardResult {
  /** The day the counts are for (Asia/Shanghai): overdue means due before it. */
  today: string
  assignments: AssignmentProgressRow[]
  people: StaffProgressRow[]
}

interface CreditedSession {
  id: number
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: string
  courseTitle: string
  lessonTitle: string
  startedAt: string
  endedAt: string
  creditedSeconds: number
}

/** A course the company assigned the person and they completed: one 学时证明 each may be issued for it. */
export interface CompletedAssignedCourse {
  courseId: number
  title: string
  /** YYYY-MM-DD in Asia/Shanghai. */
  completedDay: string
}

export interface PersonSessionsResult {
  name: string
  items: CreditedSession[]
  hasMore: boolean
  /** On the first page only: the courses the certificate form offers (加载更多 asks for sessions only). */
  completedCourses?: CompletedAssignedCourse[]
}
