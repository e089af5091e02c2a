// AdminLearningData (issue 32, Deliver 2): the tenant's 学习数据 in the console — learning per day of a range, top
// courses, one course's funnel and drop-off by lesson, and xlsx exports of learners, enrolments and credited hours.
// 管理员, 运营 and 只读 read and export; 客服 does not (its work is one learner's question, on 学员 and 咨询, not the
// tenant's figures or lists of personal data). Exports hold personal data, so each one writes an audit row (who, when,
// which range, whether phones were masked) though it changes nothing; phones are masked for every role below 管理员.
import { methodFor, type FileResult } from '@/lib/contract/define'
import { notFound } from '@/lib/contract/errors'
import { EXPORT_KINDS, eachDay, recentRange } from '@/lib/contract/learning-data-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import {
  courseDataInput,
  dashboardInput,
  exportInput,
  type CourseLearningData,
  type LearningDashboard,
} from '@/lib/contract/schemas/admin-learning-data'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume } from '@/lib/auth/limits'
import { actorName } from '@/lib/auth/operator-sessions'
import { insertAudit } from '@/lib/db/queries/audit-log'
import {
  activeLearnersIn,
  courseFunnel,
  courseOf,
  enrolmentsByDay,
  intervalsByDay,
  lessonDropOff,
  topCourses,
} from '@/lib/db/queries/learning-data'
import { learningDataWorkbook, type ExportKind } from './learning-data-workbook'

const method = methodFor<ServiceContext>()

/** Who reads the figures and exports them (客服 not: see the file's head). */
const LEARNING_DATA_ROLES: readonly OperatorRole[] = ['admin', 'operations', 'readonly']
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const TOP_COURSES = 10
const COURSE_GONE = '课程不存在'
const seconds = (ms: number) => Math.round(ms / 1000)

/** An export: the per-operator limit, the audit row, then the stream (read after this request's work is done). */
async function exportFile(
  kind: ExportKind,
  label: string,
  { from, to }: { from: string; to: string },
  ctx: ServiceContext,
) {
  const { tenantId } = requireSite(ctx)
  const operator = ctx.operator!
  await consume(ctx.db, [
    {
      rule: 'exportHour',
      key: `console:${tenantId}:${operator.accountId}`,
      message: (wait) => `导出过于频繁，请${wait}后再试`,
    },
  ])
  const maskPhones = operator.role !== 'admin'
  // A read is not audited by the dispatcher (only writes are); a copy of personal data leaving the console is.
  await insertAudit(ctx.db, {
    tenantId,
    operatorId: operator.accountId,
    actor: actorName(operator),
    ip: ctx.clientIp,
    kind: `AdminLearningData/${kind}`,
    label,
    target: `${EXPORT_KINDS[kind]}（${from} 至 ${to}）`,
    before: null,
    after: { from, to, phones: maskPhones ? '隐藏中间四位' : '完整' },
  })
  return {
    body: learningDataWorkbook(kind, { tenantId, from, to, maskPhones }),
    filename: `${EXPORT_KINDS[kind]}-${from}至${to}.xlsx`,
  }
}

const exportMethod = (kind: ExportKind, label: string, what: string) =>
  method({
    verb: 'GET',
    auth: 'operator',
    roles: LEARNING_DATA_ROLES,
    input: exportInput,
    output: { kind: 'file', contentType: XLSX },
    summary: `${label}（xlsx；${what}；管理员以下角色的手机号隐藏中间四位）`,
    description:
      '流式生成，按页读取数据库，不在内存中保留全部记录；一次最多366天；每位操作员每小时最多导出20次；每次导出记入操作日志。',
    handler: (range, ctx): Promise<FileResult> => exportFile(kind, label, range, ctx),
  })

export const adminLearningDataService = {
  /** The tenant's learning per day of a range (default: the last 30 days), its totals, and the top courses. */
  GetDashboard: method({
    verb: 'GET',
    auth: 'operator',
    roles: LEARNING_DATA_ROLES,
    input: dashboardInput,
    summary: '学习数据看板（日期范围内每天的活跃学员、选课、完成、学时，合计与热门课程；默认最近30天）',
    handler: async (input, ctx): Promise<LearningDashboard> => {
      const { tenantId } = requireSite(ctx)
      const { from, to } = input.from && input.to ? { from: input.from, to: input.to } : recentRange()
      const range = { tenantId, from, to }
      const [learning, enrolled, completed, active, top] = await Promise.all([
        intervalsByDay(ctx.db, range),
        enrolmentsByDay(ctx.db, range, 'enrolled'),
        enrolmentsByDay(ctx.db, range, 'completed'),
        activeLearnersIn(ctx.db, range),
        topCourses(ctx.db, { ...range, by: input.topBy, limit: TOP_COURSES }),
      ])
      const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]))
      const [l, e, c] = [byDay(learning), byDay(enrolled), byDay(completed)]
      const days = eachDay(from, to).map((day) => ({
        day,
        activeLearners: l.get(day)?.activeLearners ?? 0,
        enrolments: e.get(day)?.n ?? 0,
        completions: c.get(day)?.n ?? 0,
        creditedSeconds: seconds(l.get(day)?.creditedMs ?? 0),
      }))
      const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((s, d) => s + pick(d), 0)
      return {
        from,
        to,
        topBy: input.topBy,
        totals: {
          activeLearners: active,
          enrolments: sum((d) => d.enrolments),
          completions: sum((d) => d.completions),
          creditedSeconds: seconds(learning.reduce((s, r) => s + r.creditedMs, 0)),
        },
        days,
        topCourses: top.map((t) => ({
          courseId: t.courseId,
          title: t.title,
          learners: t.learners,
          creditedSeconds: seconds(t.creditedMs),
        })),
      }
    },
  }),

  /** One course: enrolled, in progress, completed, mean progress, and how many reached and completed each lesson. */
  GetCourse: method({
    verb: 'GET',
    auth: 'operator',
    roles: LEARNING_DATA_ROLES,
    input: courseDataInput,
    summary: '课程学习数据（选课、学习中、已完成、平均进度，按大纲顺序每个课时的到达与完成人数）',
    handler: async ({ id }, ctx): Promise<CourseLearningData> => {
      const { tenantId } = requireSite(ctx)
      const course = await courseOf(ctx.db, { tenantId, id })
      if (!course) throw notFound(COURSE_GONE)
      const scope = { tenantId, courseId: id }
      const [funnel, lessons] = await Promise.all([courseFunnel(ctx.db, scope), lessonDropOff(ctx.db, scope)])
      return {
        courseId: course.id,
        title: course.title,
        isPublished: course.isPublished,
        enrolled: funnel.enrolled,
        inProgress: funnel.inProgress,
        notStarted: funnel.enrolled - funnel.completed - funnel.inProgress,
        completed: funnel.completed,
        averageProgress: Math.round(funnel.averageProgress * 10) / 10,
        creditedSeconds: seconds(funnel.creditedMs),
        lessons,
      }
    },
  }),

  /** 学员: accounts registered in the range, with their enrolments, completions and hours. */
  ExportLearners: exportMethod('ExportLearners', '导出学员', '注册时间在范围内的学员及其选课数、完成数、累计学时'),
  /** 选课记录: enrolments made in the range, with progress and hours. */
  ExportEnrolments: exportMethod('ExportEnrolments', '导出选课记录', '选课时间在范围内的选课及其进度、完成时间、学时'),
  /** 学时记录: credited time per learner, course and day of the range. */
  ExportHours: exportMethod('ExportHours', '导出学时记录', '范围内每位学员每门课程每天经认定的学时'),
}
