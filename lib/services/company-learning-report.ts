// CompanyLearningReport (issue 31, Deliver 4): the company's 学习看板 — each assignment's 已完成 / 学习中 / 未开始 /
// 已逾期, each person's 学时 and progress, filtered by group — one person's credited sessions, and the records as an
// xlsx an auditor can read, streamed so that a year of a large company's learning never sits in memory. Everything is
// the caller's own company: a group or person of another company (or tenant) is 404.
import { notFound } from '@/lib/contract/errors'
import { COMPANY_MSG } from '@/lib/contract/company-rules'
import { formatDate } from '@/lib/contract/dates'
import type { FileResult } from '@/lib/contract/define'
import {
  dashboardInput,
  exportInput,
  personSessionsInput,
  type DashboardResult,
  type PersonSessionsResult,
} from '@/lib/contract/schemas/company-learning-report'
import { consume } from '@/lib/auth/limits'
import { getStaff } from '@/lib/db/queries/company'
import {
  assignmentProgress,
  completedAssignedCourses,
  personIntervals,
  staffProgress,
} from '@/lib/db/queries/company-learning-report'
import { companyGroupOf } from '@/lib/db/queries/assignment-reminders'
import { method } from './define'
import { myCompany } from './company-centre'
import { learningWorkbook } from './learning-workbook'

const SESSIONS_PAGE = 20
const GROUP_GONE = '部门不存在'

/** The caller's company, and the group it names (if any) checked to be its own. */
async function scope(ctx: Parameters<typeof myCompany>[0], groupId: number | undefined) {
  const { tenantId, company } = await myCompany(ctx)
  if (groupId !== undefined && !(await companyGroupOf(ctx.db, { tenantId, companyId: company.id, id: groupId })))
    throw notFound(GROUP_GONE)
  return { tenantId, company, filter: { tenantId, companyId: company.id, groupId } }
}

export const companyLearningReportMethods = {
  /** 学习看板: where each assignment stands and each person's 学时 and progress (optionally one group's). */
  GetDashboard: method({
    verb: 'GET',
    auth: 'company',
    input: dashboardInput,
    summary: '学习看板：各学习任务的已完成/学习中/未开始/已逾期人数，员工的学时与完成情况（可按部门筛选）',
    handler: async ({ groupId }, ctx): Promise<DashboardResult> => {
      const { filter } = await scope(ctx, groupId)
      const today = formatDate(new Date())
      const [assignments, people] = await Promise.all([
        assignmentProgress(ctx.db, { ...filter, today }),
        staffProgress(ctx.db, filter),
      ])
      return {
        today,
        assignments: assignments.map(({ cancelledAt, ...a }) => ({ ...a, cancelled: cancelledAt !== null })),
        people: people.map(({ creditedMs, ...p }) => ({
          ...p,
          creditedSeconds: Math.round(Number(creditedMs) / 1000),
        })),
      }
    },
  }),

  /**
   * One staff member's credited sessions on the assigned courses: day, course, lesson, time — newest first; and the
   * assigned courses they completed, each of which the company may certify.
   */
  GetPersonSessions: method({
    verb: 'GET',
    auth: 'company',
    input: personSessionsInput,
    summary:
      '员工学习记录：指派课程上经服务器认定的每段学习（日期、课程、课时、时长），按时间倒序分页；并列出其已完成的指派课程（可按课程开具学时证明）',
    handler: async ({ individualId, page }, ctx): Promise<PersonSessionsResult> => {
      const { tenantId, company } = await myCompany(ctx)
      const member = await getStaff(ctx.db, { tenantId, companyId: company.id, individualId })
      if (!member) throw notFound(COMPANY_MSG.staffGone)
      const scope = { tenantId, companyId: company.id, individualId }
      const rows = await personIntervals(ctx.db, {
        ...scope,
        limit: SESSIONS_PAGE + 1,
        offset: (page - 1) * SESSIONS_PAGE,
      })
      // The first page carries them: 加载更多 asks for sessions only.
      const completed = page === 1 ? await completedAssignedCourses(ctx.db, scope) : null
      return {
        name: member.nameInCompany,
        ...(completed && {
          completedCourses: completed.map((c) => ({
            courseId: c.courseId,
            title: c.title,
            completedDay: formatDate(c.completedAt!),
          })),
        }),
        hasMore: rows.length > SESSIONS_PAGE,
        items: rows.slice(0, SESSIONS_PAGE).map((r) => ({
          id: r.id,
          day: formatDate(r.startedAt),
          courseTitle: r.courseTitle,
          lessonTitle: r.lessonTitle,
          startedAt: r.startedAt.toISOString(),
          endedAt: r.endedAt.toISOString(),
          creditedSeconds: Math.round(r.newMs / 1000),
        })),
      }
    },
  }),

  /** The records as an xlsx: every credited stretch in the date range, and where each assignment stands. */
  Export: method({
    verb: 'GET',
    auth: 'company',
    input: exportInput,
    output: { kind: 'file', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    summary:
      '导出学习记录（xlsx）：日期范围内每段经认定的学习（员工、部门、课程、课时、起止时间、学时）与学习任务完成情况',
    description: '流式生成，不在内存中保留全部记录；一次最多366天；每个企业每小时最多导出20次。',
    handler: async ({ groupId, from, to }, ctx): Promise<FileResult> => {
      const { tenantId, company, filter } = await scope(ctx, groupId)
      await consume(ctx.db, [
        { rule: 'exportHour', key: `${tenantId}:${company.id}`, message: (wait) => `导出过于频繁，请${wait}后再试` },
      ])
      const today = formatDate(new Date())
      const [assignments, people] = await Promise.all([
        assignmentProgress(ctx.db, { ...filter, today }),
        staffProgress(ctx.db, filter),
      ])
      return {
        body: learningWorkbook({ filter, from, to, assignments, people }),
        filename: `${company.companyName}-学习记录-${from}至${to}.xlsx`,
      }
    },
  }),
}
