// FrontCourse/JoinCourse and FrontCourse/GetMyCourses: taking a course, and the learner's own list of them.
import { forbidden } from '@/lib/contract/errors'
import { courseInput, myCoursesInput, type LearnState, type MyCourses } from '@/lib/contract/schemas/learning'
import { insertEnrolment, lessonTitles, listMyEnrolments } from '@/lib/db/queries/learning'
import { listLessonWatches } from '@/lib/db/queries/learning-progress'
import { requireSite } from '@/lib/auth/context'
import { learnCourseOf, learnState } from './course-learn'
import { canEnrol, hasAccess } from './enrolment'
import { courseProgress, type LessonWatch } from './learning-credit'
import { spendVoucherOn } from './vouchers'
import { learnerAssignments } from './my-assignments'
import { method } from './define'
import { notifyCourseJoined } from './notify'
import { offeredChannels } from './order-channels'

export const myCourseMethods = {
  /** Enrols the signed-in individual when canEnrol allows it (spending one voucher if that is the way in); joining twice changes nothing. */
  JoinCourse: method({
    verb: 'POST',
    auth: 'user',
    input: courseInput,
    summary:
      '加入学习：免费课程任何个人用户可加入，付费课程需为本机构企业的VIP学员或持有适用的课程券；重复加入无副作用',
    description:
      '返回与 CourseLearn/GetLearnState 相同的学习状态（enrolVia 说明将以何种方式加入）。经课程券加入时在同一事务内使用恰好一张课程券' +
      '（指定本课程的优先，其次限额最低的通用券，再次最早到期的），已加入的课程不再使用。企业账号与不符合条件的用户返回 403 与中文原因（如 该课程为企业VIP专享）。',
    handler: async ({ courseId }, ctx): Promise<LearnState> => {
      const tenantId = requireSite(ctx).tenantId
      const individualId = ctx.caller!.accountId
      const account = { kind: 'user' as const, individualId }
      await ctx.db.transaction(async (db) => {
        const { course } = await learnCourseOf(db, tenantId, courseId, individualId)
        if ((await hasAccess(db, tenantId, individualId, course)).access) return
        const decision = await canEnrol(db, tenantId, account, course)
        if (!decision.ok) throw forbidden(decision.message)
        const joined = await insertEnrolment(db, { tenantId, individualId, courseId, source: decision.source })
        // A parallel join got there first: it holds the course, and no second voucher is spent.
        if (!joined && (await hasAccess(db, tenantId, individualId, course)).access) return
        // Exactly one voucher, in this transaction: a refusal here undoes the enrolment too.
        if (decision.source === 'voucher') await spendVoucherOn(db, tenantId, individualId, course, !joined)
        if (joined) await notifyCourseJoined(db, { tenantId, individualId, courseId, title: course.title })
      })
      return learnState(ctx.db, requireSite(ctx), account, courseId, () => offeredChannels(ctx))
    },
  }),
  /** 我的课程: enrolled courses by tab (学习中 / 已完成) with progress and last lesson; assigned ones with their due date. */
  GetMyCourses: method({
    verb: 'GET',
    auth: 'user',
    input: myCoursesInput,
    summary:
      '我的课程：state=learning（学习中）| completed（已完成），含进度百分比、最近学习时间与课时，分页（默认每页20）；' +
      '企业指派的课程带 assignment（必修/选修、开始与截止日期、剩余天数），学习中首先列出尚未加入的指派课程（enrolled=false）',
    handler: async ({ state, page, pageSize }, ctx): Promise<MyCourses> => {
      const tenantId = requireSite(ctx).tenantId
      const individualId = ctx.caller!.accountId
      const offset = (page - 1) * pageSize
      const assigned = await learnerAssignments(ctx.db, { tenantId, individualId })
      // 学习中 opens on the assigned courses not joined yet, then the enrolments: one list, paged across both.
      const pending = state === 'completed' ? [] : assigned.pending
      const pendingPage = pending.slice(offset, offset + pageSize)
      const { items, totalCount } = await listMyEnrolments(ctx.db, {
        tenantId,
        individualId,
        completed: state === 'completed',
        limit: pageSize - pendingPage.length,
        offset: Math.max(0, offset - pending.length),
      })
      // Each course's lessons with this learner's progress, counted by courseProgress like the learning page.
      const courseIds = [...pendingPage.map((p) => p.courseId), ...items.map((i) => i.courseId)]
      const watches = new Map<number, LessonWatch[]>(courseIds.map((id) => [id, []]))
      for (const w of await listLessonWatches(ctx.db, { tenantId, individualId, courseIds }))
        watches.get(w.courseId)?.push(w)
      const titles = await lessonTitles(ctx.db, {
        tenantId,
        ids: items.map((i) => i.lastLessonId).filter((v): v is number => v !== null),
      })
      const card = (courseId: number, completed: boolean) => {
        const lessons = watches.get(courseId) ?? []
        const progress = courseProgress(lessons, completed)
        return {
          lessonCount: lessons.length,
          totalDurationSeconds: Math.round(progress.totalMs / 1000),
          percent: progress.percent,
          assignment: assigned.assignmentOf(courseId),
        }
      }
      return {
        items: [
          ...pendingPage.map((p) => ({
            courseId: p.courseId,
            title: p.title,
            coverUrl: p.coverUrl,
            ...card(p.courseId, false),
            enrolled: false,
            enrolledAt: p.allocatedAt.toISOString(),
            lastLearnedAt: null,
            completedAt: null,
            lastLesson: null,
          })),
          ...items.map((item) => {
            const lastTitle = item.lastLessonId !== null ? titles.get(item.lastLessonId) : undefined
            return {
              courseId: item.courseId,
              title: item.title,
              coverUrl: item.coverUrl,
              ...card(item.courseId, item.completedAt !== null),
              enrolled: true,
              enrolledAt: item.enrolledAt.toISOString(),
              lastLearnedAt: item.lastLearnedAt?.toISOString() ?? null,
              completedAt: item.completedAt?.toISOString() ?? null,
              lastLesson: item.lastLessonId !== null && lastTitle ? { id: item.lastLessonId, title: lastTitle } : null,
            }
          }),
        ],
        totalCount: totalCount + pending.length,
        page,
        pageSize,
      }
    },
  }),
}
