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
import { deleteTranscodes, listLessonTranscodes } from '@/lib/db/queries/video-transcodes'
import { getEnv } from '@/lib/env'
import { ffprobeAvailable, looksLikeMp4, probeVideo } from '@/lib/media/probe'
import { ReceiveError, receiveToTempFile, type ReceivedFile } from '@/lib/media/receive'
import { getStorage } from '@/lib/storage'
import { consoleUploadPrefix, isConsoleUpload } from '@/lib/storage/upload-keys'
import { outlineChanged, removeStoredVideo } from './admin-course-outline'
import { createTranscode, sendTranscode } from './video-transcode'
import { removeLadder } from './video-ladder'
import { transcodeView } from './lesson-transcodes'

type Measured = { durationSeconds: number; width: number; height: number }

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

/**
 * In the upload's transaction: the lesson plays the measured MP4 at once (a file nobody measured waits for ffmpeg
 * instead), earlier uploads' transcodes go (their jobs stop at their next report) and a new one is queued after the
 * commit. Answers the transcode and what the lesson no longer plays.
 */
async function saveUpload(
  tx: ServiceContext,
  { lessonId, key, bytes, measured }: { lessonId: number; key: string; bytes: number; measured: Measured | null },
) {
  const { tenantId } = requireSite(tx)
  // The lesson may have been deleted while its file was on its way.
  const lesson = await getLesson(tx.db, { tenantId, id: lessonId })
  if (!lesson) throw notFound(LESSON_NOT_FOUND)
  const older = measured ? await listLessonTranscodes(tx.db, { tenantId, lessonId }) : []
  await deleteTranscodes(tx.db, { tenantId, ids: older.map((t) => t.id) })
  if (measured) {
    await setLessonVideo(tx.db, { tenantId, id: lessonId, videoUrl: key, durationSeconds: measured.durationSeconds })
    outlineChanged(tx)
  }
  const transcode = await createTranscode(tx.db, { tenantId, sourceKey: key, lessonId })
  if (!transcode) throw new Error(`a transcode for the fresh key ${key} exists`)
  tx.afterCommit(() => void sendTranscode(transcode).catch((e: Error) => console.error(`[jobs] ${e.message}`)))
  tx.audit({
    target: `课时「${lesson.title}」视频`,
    before: { videoUrl: lesson.videoUrl, durationSeconds: lesson.durationSeconds },
    after: measured
      ? { videoUrl: key, durationSeconds: measured.durationSeconds, bytes, hls: transcode.state }
      : { upload: key, bytes, hls: transcode.state },
  })
  const replaced = measured
    ? [lesson.videoUrl, ...older.flatMap((t) => [t.sourceKey, t.hlsPrefix && `${t.hlsPrefix}master.m3u8`])]
    : []
  return { transcode, replaced: replaced.filter((k): k is string => !!k && k !== key) }
}

/** Files of earlier uploads no lesson plays any more: MP4s and ladders (seeded clips are shared and stay). */
async function removeReplaced(slug: string, keys: string[]) {
  for (const key of new Set(keys)) {
    if (!isConsoleUpload(key, slug)) continue
    if (key.endsWith('/master.m3u8')) await removeLadder(key.slice(0, -'master.m3u8'.length))
    else await removeStoredVideo(key)
  }
}

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
      // Refused before a byte is read: an unknown lesson.
      if (!(await getLesson(ctx.db, { tenantId: site.tenantId, id: lessonId }))) throw notFound(LESSON_NOT_FOUND)
      const file = await receive(ctx, env.lessonVideoMaxBytes)
      try {
        // Fewer bytes than announced: the body was cut short on its way (a proxy's copy limit, a dropped connection).
        const declared = ctx.request.headers.get('content-length')
        if (declared !== null && Number(declared) !== file.bytes) throw badRequest(VIDEO_MSG.incomplete)
        if (file.bytes === 0) throw badRequest(VIDEO_MSG.empty)
        // Without ffprobe (no ffmpeg on this machine) the file is kept and waits as 等待转码; the lesson plays what it did.
        const probe = (await ffprobeAvailable(env.ffprobePath)) ? await probeVideo(file.path, env.ffprobePath) : null
        if (probe && !probe.ok && probe.reason !== 'unavailable') throw badRequest(PROBE_REFUSALS[probe.reason])
        const measured = probe?.ok ? probe : null
        const key = videoKey(site.slug, lessonId)
        await getStorage().putObjectStream(key, createReadStream(file.path), {
          size: file.bytes,
          contentType: 'video/mp4',
        })
        let saved: Awaited<ReturnType<typeof saveUpload>>
        try {
          saved = await ctx.commit((tx) => saveUpload(tx, { lessonId, key, bytes: file.bytes, measured }))
        } catch (e) {
          await removeStoredVideo(key)
          throw e
        }
        await removeReplaced(site.slug, saved.replaced)
        return {
          lessonId,
          durationSeconds: measured?.durationSeconds ?? 0,
          width: measured?.width ?? 0,
          height: measured?.height ?? 0,
          transcode: transcodeView(saved.transcode),
        }
      } finally {
        await file.dispose()
      }
    },
  }),
}
