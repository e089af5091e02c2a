// CompanyAssignment: a company assigns courses to its people and groups with a start and a due date, 必修 or 选修. One
// assignment per course, one allocation per person (named, or a member of a named group), all in one transaction.
import { badRequest, businessRule, notFound } from '@/lib/contract/errors'
import { todayInZone } from '@/lib/contract/assignment-rules'
import {
  ASSIGNMENT_KIND_TEXT,
  LEARNING_MSG,
  assignmentCreateInput,
  assignmentIdInput,
  type AssignmentRow,
} from '@/lib/contract/schemas/company-learning'
import { pagedInput } from '@/lib/contract/schemas/catalogue'
import type { Paged } from '@/lib/contract/schemas/company'
import { companyGroupsAmong, listGroups, membersOfGroups, staffAmong } from '@/lib/db/queries/company-groups'
import {
  cancelAssignment,
  insertAllocations,
  insertAssignment,
  listAssignments,
  publishedCoursesAmong,
} from '@/lib/db/queries/course-assignments'
import { myCompany } from './company-centre'
import { method } from './define'

export const companyAssignmentService = {
  /** The company's assignments, newest first: course, kind, dates, groups, people allocated and those who completed. */
  GetList: method({
    verb: 'GET',
    auth: 'company',
    input: pagedInput,
    summary:
      '本企业的学习任务（倒序分页）：课程、必修/选修、开始与截止日期、部门、分配人数与已完成人数（完成课程的全部课时）',
    handler: async ({ page, pageSize }, ctx): Promise<Paged<AssignmentRow>> => {
      const { tenantId, company } = await myCompany(ctx)
      const who = { tenantId, companyId: company.id }
      const [{ items, totalCount }, groups] = await Promise.all([
        listAssignments(ctx.db, { ...who, limit: pageSize, offset: (page - 1) * pageSize }),
        listGroups(ctx.db, who),
      ])
      const names = new Map(groups.map((g) => [g.id, g.name]))
      return {
        items: items.map((a) => ({
          id: a.id,
          course: { id: a.courseId, title: a.title },
          kind: a.kind,
          kindText: ASSIGNMENT_KIND_TEXT[a.kind],
          startsOn: a.startsOn,
          dueOn: a.dueOn,
          // A deleted group drops out of the list; the people it brought keep their allocation.
          groups: a.groupIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
          allocatedCount: a.allocated,
          completedCount: a.completed,
          cancelled: a.cancelledAt !== null,
          createdAt: a.createdAt.toISOString(),
        })),
        totalCount,
        page,
        pageSize,
      }
    },
  }),

  /** Assigns courses to people and groups: one assignment per course, everyone named allocated once. */
  Create: method({
    verb: 'POST',
    auth: 'company',
    input: assignmentCreateInput,
    summary:
      '指派课程：courseIds（1–20门本机构已发布课程）、groupIds（本企业部门）与 individualIds（本企业员工）至少其一、' +
      'kind（required 必修 / elective 选修）、startsOn 与 dueOn（YYYY-MM-DD，北京时间）',
    description:
      '每门课程一条学习任务，部门成员与指定员工各得一份（去重）；之后加入这些部门的员工在截止前自动获得。' +
      '付费课程仅在企业已通过平台认证时对员工开放（与VIP相同）；免费课程任何时候可学。' +
      '截止日期早于今天返回 400「截止日期不能早于今天」；其他企业的部门返回 404，非本企业员工返回 400「只能添加本企业的员工」。',
    handler: async ({ courseIds, groupIds, individualIds, kind, startsOn, dueOn }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      const who = { tenantId, companyId: company.id }
      if (dueOn < todayInZone()) throw badRequest(LEARNING_MSG.duePast, ['dueOn'])
      return ctx.db.transaction(async (db) => {
        const found = await publishedCoursesAmong(db, { tenantId, courseIds })
        if (found.length !== courseIds.length) throw notFound(LEARNING_MSG.courseGone)
        const groups = await companyGroupsAmong(db, { ...who, groupIds })
        if (groups.length !== groupIds.length) throw notFound(LEARNING_MSG.groupGone)
        const staff = await staffAmong(db, { ...who, individualIds })
        if (individualIds.some((id) => !staff.has(id))) throw badRequest(LEARNING_MSG.notStaff, ['individualIds'])
        // Named people first (no group), then each group's members not yet in: one allocation per person.
        const people = new Map<number, number | null>(individualIds.map((id) => [id, null]))
        for (const m of await membersOfGroups(db, { tenantId, groupIds }))
          if (!people.has(m.individualId)) people.set(m.individualId, m.groupId)
        const allocations = [...people].map(([individualId, viaGroupId]) => ({ individualId, viaGroupId }))
        const ids: number[] = []
        for (const courseId of courseIds) {
          const assignmentId = await insertAssignment(db, { ...who, courseId, kind, startsOn, dueOn, groupIds })
          await insertAllocations(db, { tenantId, assignmentId, people: allocations })
          ids.push(assignmentId)
        }
        return { assignmentIds: ids, allocatedCount: allocations.length }
      })
    },
  }),

  /** Withdraws an assignment: it stops granting the course and leaves the learners' 我的课程 (progress is kept). */
  Cancel: method({
    verb: 'POST',
    auth: 'company',
    input: assignmentIdInput,
    summary: '取消学习任务：不再为员工开放该课程（经其他方式加入的不受影响），学习记录保留；其他企业的任务返回 404',
    handler: async ({ assignmentId }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      const result = await cancelAssignment(ctx.db, { tenantId, companyId: company.id, assignmentId })
      if (!result) throw notFound(LEARNING_MSG.assignmentGone)
      if (result === 'already') throw businessRule(LEARNING_MSG.alreadyCancelled)
      return true
    },
  }),
}
