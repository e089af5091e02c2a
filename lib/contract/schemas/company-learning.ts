// Inputs and results of company-assigned learning (issue 31): a company's groups (CompanyGroup) and the courses it
// assigns to people and groups (CompanyAssignment), and what a learner's 我的课程 says of an assignment.
import { z } from 'zod'
import { id } from '../fields'
import { PLAIN_TEXT_RE, controlCharMessage } from '../plain-text'
import { keyOrLabel, optionsOf } from './labelled-choice'

export const GROUP_NAME_MAX = 20
/** Courses in one assignment form; people and groups named at once (a company's whole staff fits). */
export const ASSIGN_COURSES_MAX = 20
const PEOPLE_MAX = 500
const GROUPS_MAX = 100

export const LEARNING_MSG = {
  groupNameMissing: '请输入部门名称',
  groupNameLong: `部门名称不能超过${GROUP_NAME_MAX}个字`,
  groupNameTaken: '已有同名部门',
  groupGone: '部门不存在',
  notStaff: '只能添加本企业的员工',
  coursesMissing: '请选择课程',
  coursesTooMany: `一次最多指派${ASSIGN_COURSES_MAX}门课程`,
  courseGone: '课程不存在或未发布',
  nobody: '请选择部门或员工',
  dateBad: '日期格式不正确',
  dueBeforeStart: '截止日期不能早于开始日期',
  duePast: '截止日期不能早于今天',
  assignmentGone: '学习任务不存在',
  alreadyCancelled: '该学习任务已取消',
} as const

/** 必修 / 选修 (the stored key and the label the pages show). */
export const ASSIGNMENT_KIND_TEXT = { required: '必修', elective: '选修' } as const
export type AssignmentKindName = keyof typeof ASSIGNMENT_KIND_TEXT

const groupName = z
  .string({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? LEARNING_MSG.groupNameMissing : '部门名称格式不正确',
  })
  .trim()
  .min(1, { error: LEARNING_MSG.groupNameMissing })
  .max(GROUP_NAME_MAX, { error: LEARNING_MSG.groupNameLong })
  .regex(PLAIN_TEXT_RE, { error: controlCharMessage('部门名称') })
  .meta({ title: '部门名称' })

/** A list of ids, deduplicated; absent or null is empty. */
const ids = (label: string, max: number) =>
  z
    .preprocess((v) => (v === undefined || v === null ? [] : v), z.array(id(label), { error: `${label}格式不正确` }))
    .pipe(z.array(z.number()).max(max, { error: `${label}最多${max}个` }))
    .transform((list) => [...new Set(list)])

/** Does the `YYYY-MM-DD` day exist (2026-02-30 and 2026-13-01 do not)? Never throws: a bad month is NaN, not a 500. */
function realDay(v: string): boolean {
  const ms = Date.parse(`${v}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v
}

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
const day = (title: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `请选择${title}` : LEARNING_MSG.dateBad) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: LEARNING_MSG.dateBad })
    .refine(realDay, { error: LEARNING_MSG.dateBad })
    .meta({ title, description: 'YYYY-MM-DD（北京时间的日期）' })

export const groupNameInput = z.object({ name: groupName })
export const groupRenameInput = z.object({ groupId: id('部门编号'), name: groupName })
export const groupIdInput = z.object({ groupId: id('部门编号') })
export const groupMembersInput = z.object({
  groupId: id('部门编号'),
  add: ids('员工编号', PEOPLE_MAX),
  remove: ids('员工编号', PEOPLE_MAX),
})

export const assignmentCreateInput = z
  .object({
    courseIds: z
      .preprocess(
        (v) => (v === undefined || v === null ? [] : v),
        z.array(id('课程编号'), { error: '课程编号格式不正确' }),
      )
      .pipe(
        z
          .array(z.number())
          .min(1, { error: LEARNING_MSG.coursesMissing })
          .max(ASSIGN_COURSES_MAX, { error: LEARNING_MSG.coursesTooMany }),
      )
      .transform((list) => [...new Set(list)]),
    groupIds: ids('部门编号', GROUPS_MAX),
    individualIds: ids('员工编号', PEOPLE_MAX),
    kind: keyOrLabel(optionsOf(ASSIGNMENT_KIND_TEXT), '任务类型', '任务类型须为必修或选修'),
    startsOn: day('开始日期'),
    dueOn: day('截止日期'),
  })
  .refine((v) => v.groupIds.length + v.individualIds.length > 0, {
    error: LEARNING_MSG.nobody,
    path: ['individualIds'],
  })
  .refine((v) => v.dueOn >= v.startsOn, { error: LEARNING_MSG.dueBeforeStart, path: ['dueOn'] })

export const assignmentIdInput = z.object({ assignmentId: id('学习任务编号') })

// ---- results ----

export interface GroupMember {
  userId: number
  userInCompanyName: string
}

export interface CompanyGroupRow {
  id: number
  name: string
  memberCount: number
  members: GroupMember[]
  createdAt: string
}

export interface SetMembersResult {
  groupId: number
  memberCount: number
  /** Allocations of the group's open assignments made for the people added. */
  allocated: number
}

export interface AssignmentRow {
  id: number
  course: { id: number; title: string }
  kind: AssignmentKindName
  kindText: string
  startsOn: string
  dueOn: string
  groups: { id: number; name: string }[]
  allocatedCount: number
  completedCount: number
  cancelled: boolean
  createdAt: string
}

/** What 我的课程 shows of an assignment of the learner's company. */
export interface MyAssignment {
  kind: AssignmentKindName
  startsOn: string
  dueOn: string
  /** Days from today (Asia/Shanghai) to the due date: 0 on the day, negative once it has passed. */
  daysLeft: number
}
