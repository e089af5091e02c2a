// The console's view of lesson transcodes (AdminLessonVideo): each lesson's state and progress, polled while the outline
// editor is open, and 重试 for a failed one.
import { randomUUID } from 'node:crypto'
import { methodFor } from '@/lib/contract/define'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import { badRequest, notFound } from '@/lib/contract/errors'
import { courseTranscodesInput, retryTranscodeInput, type LessonTranscode } from '@/lib/contract/schemas/lesson-video'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  assignTranscodeJob,
  getTranscode,
  listCourseTranscodes,
  type Transcode,
} from '@/lib/db/queries/video-transcodes'
import { getEnv } from '@/lib/env'
import { ffmpegAvailable } from '@/lib/media/transcode'
import { CATALOGUE_EDITORS } from './admin-catalogue'
import { sendTranscode } from './video-transcode'

const method = methodFor<ServiceContext>()

export function transcodeView(
  t: Pick<Transcode, 'id' | 'lessonId' | 'state' | 'progress' | 'error' | 'renditions'>,
): LessonTranscode {
  return {
    id: t.id,
    lessonId: t.lessonId ?? 0,
    state: t.state,
    progress: t.progress,
    error: t.error,
    renditions: t.renditions.map((r) => r.name),
  }
}

export const lessonTranscodeMethods = {
  /** Every lesson of the course that has an uploaded video's transcode: its state, progress and renditions. */
  GetCourseTranscodes: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: courseTranscodesInput,
    summary: '课程各课时视频的转码状态与进度（等待转码、排队中、分析中、转码中 n%、已就绪、转码失败及原因）',
    handler: async ({ courseId }, ctx): Promise<LessonTranscode[]> => {
      const { tenantId } = requireSite(ctx)
      return (await listCourseTranscodes(ctx.db, { tenantId, courseId })).map(transcodeView)
    },
  }),

  /** 重试: a failed transcode gets a new job (the file is still stored). */
  RetryTranscode: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: retryTranscodeInput,
    summary: '重新转码失败的课时视频',
    handler: async ({ id }, ctx): Promise<LessonTranscode> => {
      const { tenantId } = requireSite(ctx)
      const row = await getTranscode(ctx.db, { tenantId, id })
      if (!row || row.lessonId === null) throw notFound('转码任务不存在')
      if (row.state !== 'failed') throw badRequest('只有转码失败的视频可以重试')
      const ready = await ffmpegAvailable(getEnv().ffmpegPath)
      const next = {
        ...row,
        jobId: ready ? randomUUID() : '',
        state: ready ? ('queued' as const) : ('waiting' as const),
      }
      await assignTranscodeJob(ctx.db, { tenantId, id, jobId: next.jobId, state: next.state })
      ctx.audit({
        target: `课时视频转码 #${id}`,
        before: { state: row.state, error: row.error },
        after: { state: next.state },
      })
      ctx.afterCommit(() => void sendTranscode(next).catch((e: Error) => console.error(`[jobs] ${e.message}`)))
      return transcodeView({ ...next, progress: 0, error: '' })
    },
  }),
}
