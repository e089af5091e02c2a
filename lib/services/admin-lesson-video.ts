// AdminLessonVideo: a lesson's MP4 from the tenant console (issue 28). The body is the file itself (Content-Type
// video/mp4), streamed to a temporary file while counted against LESSON_VIDEO_MAX_MB — never held in memory — then
// measured with ffprobe, streamed into storage, and only then set on the lesson with its duration, in one transaction
// with the audit row. A refused file leaves nothing behind: no temporary file, no stored object, no changed row.
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { methodFor } from '@/lib/contract/define'
import { ApiError, ErrorCode, badRequest, notFound } from '@/lib/contract/errors'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import {
  LESSON_NOT_FOUND,
  VIDEO_MSG,
  lessonVideoInput,
  videoTooLarge,
  type LessonVideoResult,
} from '@/lib/contract/schemas/admin-course-outline'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getLesson, setLessonVideo } from '@/lib/db/queries/admin-outline'
import { getEnv } from '@/lib/env'
import { ffprobeAvailable, looksLikeMp4, probeVideo } from '@/lib/media/probe'
import { ReceiveError, receiveToTempFile, type ReceivedFile } from '@/lib/media/receive'
import { getStorage } from '@/lib/storage'
import { consoleUploadPrefix, isConsoleUpload } from '@/lib/storage/upload-keys'
import { outlineChanged, removeStoredVideo } from './admin-course-outline'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

const PROBE_REFUSALS = {
  corrupt: VIDEO_MSG.corrupt,
  noVideo: VIDEO_MSG.noVideo,
  noDuration: VIDEO_MSG.noDuration,
} as const

async function receive(ctx: ServiceContext, maxBytes: number): Promise<ReceivedFile> {
  try {
    return await receiveToTempFile(ctx.request.body, { maxBytes, head: looksLikeMp4 })
  } catch (e) {
    if (!(e instanceof ReceiveError)) throw e
    if (e.reason === 'tooLarge') throw new ApiError(ErrorCode.PayloadTooLarge, videoTooLarge(maxBytes), 413)
    throw badRequest(e.reason === 'badHead' ? VIDEO_MSG.notMp4 : VIDEO_MSG.incomplete)
  }
}

/** Where an uploaded video lives: the tenant's console folder (signed URLs only, like every .mp4), a fresh name each time. */
const videoKey = (slug: string, lessonId: number) =>
  `${consoleUploadPrefix(slug)}videos/${lessonId}-${randomBytes(8).toString('hex')}.mp4`

export const adminLessonVideoService = {
  /** The lesson's video: the raw MP4 as the body, `?lessonId=` in the query; answers its probed duration. */
  Upload: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    body: {
      kind: 'stream',
      maxBytes: () => getEnv().lessonVideoMaxBytes,
      tooLarge: () => videoTooLarge(getEnv().lessonVideoMaxBytes),
      contentType: 'video/mp4',
      wrongType: VIDEO_MSG.wrongType,
    },
    input: lessonVideoInput,
    summary: '上传课时视频（MP4，不超过 LESSON_VIDEO_MAX_MB；替换原视频）',
    description:
      '请求体即 MP4 文件本身（Content-Type: video/mp4），lessonId 在查询字符串中。服务器边接收边写入临时文件并计数，' +
      '超过上限立即返回 413；用 ffprobe 读取时长并确认含视频画面，随后写入存储，再在同一事务中更新课时与操作日志。',
    handler: async ({ lessonId }, ctx): Promise<LessonVideoResult> => {
      const site = requireSite(ctx)
      const env = getEnv()
      // Refused before a byte is read: an unknown lesson, or a server that cannot measure videos.
      if (!(await getLesson(ctx.db, { tenantId: site.tenantId, id: lessonId }))) throw notFound(LESSON_NOT_FOUND)
      if (!(await ffprobeAvailable(env.ffprobePath)))
        throw new ApiError(ErrorCode.ServiceUnavailable, VIDEO_MSG.noFfprobe, 503)
      const file = await receive(ctx, env.lessonVideoMaxBytes)
      try {
        // Fewer bytes than announced: the body was cut short on its way (a proxy's copy limit, a dropped connection).
        const declared = ctx.request.headers.get('content-length')
        if (declared !== null && Number(declared) !== file.bytes) throw badRequest(VIDEO_MSG.incomplete)
        if (file.bytes === 0) throw badRequest(VIDEO_MSG.empty)
        const probe = await probeVideo(file.path, env.ffprobePath)
        if (!probe.ok) {
          if (probe.reason === 'unavailable') throw new ApiError(ErrorCode.ServiceUnavailable, VIDEO_MSG.noFfprobe, 503)
          throw badRequest(PROBE_REFUSALS[probe.reason])
        }
        const key = videoKey(site.slug, lessonId)
        await getStorage().putObjectStream(key, createReadStream(file.path), {
          size: file.bytes,
          contentType: 'video/mp4',
        })
        let previous: string
        try {
          previous = await ctx.commit(async (tx) => {
            // The lesson may have been deleted while its file was on its way.
            const lesson = await getLesson(tx.db, { tenantId: site.tenantId, id: lessonId })
            if (!lesson) throw notFound(LESSON_NOT_FOUND)
            await setLessonVideo(tx.db, {
              tenantId: site.tenantId,
              id: lessonId,
              videoUrl: key,
              durationSeconds: probe.durationSeconds,
            })
            tx.audit({
              target: `课时「${lesson.title}」视频`,
              before: { videoUrl: lesson.videoUrl, durationSeconds: lesson.durationSeconds },
              after: { videoUrl: key, durationSeconds: probe.durationSeconds, bytes: file.bytes },
            })
            outlineChanged(tx)
            return lesson.videoUrl
          })
        } catch (e) {
          await removeStoredVideo(key)
          throw e
        }
        // The replaced upload is no longer referenced (seeded clips are shared and stay).
        if (previous !== key && isConsoleUpload(previous, site.slug)) await removeStoredVideo(previous)
        return { lessonId, durationSeconds: probe.durationSeconds, width: probe.width, height: probe.height }
      } finally {
        await file.dispose()
      }
    },
  }),
}
