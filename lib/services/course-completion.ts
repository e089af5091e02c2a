// CourseLearn/GetCompletion: what the learning page's 恭喜完成课程 panel shows — the 学时 earned and what to take next.
import { forbidden } from '@/lib/contract/errors'
import { courseInput, type CourseCompletion } from '@/lib/contract/schemas/learning'
import { getEnrolment, listCourseProgress } from '@/lib/db/queries/learning'
import { nextCourseFor } from '@/lib/db/queries/learning-progress'
import { requireSite } from '@/lib/auth/context'
import { courseProgressOf, learnCourseOf } from './course-learn'
import { method } from './define'

export const courseCompletionMethods = {
  /** The end of a course for its learner: 学时 counted like the percent, and a suggested next course. */
  GetCompletion: method({
    verb: 'GET',
    auth: 'user',
    input: courseInput,
    summary:
      '课程完成情况：是否已完成、进度、获得的学时（秒，与进度同一算法：每课时计入不超过其时长的已学时长，已完成的课时计满）与推荐的下一门课程（本机构已上架、尚未学完的课程，同类优先）',
    handler: async ({ courseId }, ctx): Promise<CourseCompletion> => {
      const tenantId = requireSite(ctx).tenantId
      const individualId = ctx.caller!.accountId
      const { lessons } = await learnCourseOf(ctx.db, tenantId, courseId, individualId)
      const enrolment = await getEnrolment(ctx.db, { tenantId, individualId, courseId })
      if (!enrolment) throw forbidden('请先加入学习该课程')
      const rows = await listCourseProgress(ctx.db, { tenantId, individualId, courseId })
      const progress = courseProgressOf(
        lessons,
        new Map(rows.map((p) => [p.lessonId, p])),
        enrolment.completedAt != null,
      )
      return {
        courseId,
        completed: progress.completed,
        percent: progress.percent,
        creditedSeconds: Math.round(progress.coveredMs / 1000),
        nextCourse: await nextCourseFor(ctx.db, { tenantId, individualId, courseId }),
      }
    },
  }),
}
