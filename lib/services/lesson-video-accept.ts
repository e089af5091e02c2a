// What becomes of a lesson video once all its bytes are in a local file — the same for the single-request upload
// (AdminLessonVideo/Upload) and the resumable one (tus, lib/api/tus-lesson-video.ts): the head must be an MP4's, ffprobe
// measures it, it is streamed into storage under the console's key, and only then set on the lesson with its duration,
// in one transaction with the audit row; the files it replaces go after the commit and its transcode is queued. A
// refused file leaves nothing in storage and no changed row; the caller removes its own local file.
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { badRequest, notFound } from '@/lib/contract/errors'
import { LESSON_NOT_FOUND, VIDEO_MSG, type LessonVideoResult } from '@/lib/contract/schemas/admin-course-outline'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getLesson, setLessonVideo } from '@/lib/db/queries/admin-outline'
import { deleteTranscodes, listLessonTranscodes } from '@/lib/db/queries/video-transcodes'
import { getEnv } from '@/lib/env'
import { ffprobeAvailable, looksLikeMp4, probeVideo } from '@/lib/media/probe'
import { consoleUploadPrefix } from '@/lib/storage/upload-keys'
import { outlineChanged } from './admin-course-outline'
import { removeVideoFiles } from './lesson-files'
import { assertStorageRoom, deleteTenantObject, putTenantStream } from './stored-objects'
import { createTranscode, sendTranscode } from './video-transcode'
import { transcodeView } from './lesson-transcodes'

type Measured = { durationSeconds: number; width: number; height: number }

const PROBE_REFUSALS = {
  corrupt: VIDEO_MSG.corrupt,
  noVideo: VIDEO_MSG.noVideo,
  noDuration: VIDEO_MSG.noDuration,
} as const

/** Where an uploaded video lives: the tenant's console folder (signed URLs only, like every .mp4), a fresh name each time. */
const videoKey = (slug: string, lessonId: number) =>
  `${consoleUploadPrefix(slug)}videos/${lessonId}-${randomBytes(8).toString('hex')}.mp4`

/** The file's first bytes: an upload that arrived whole was never judged by its head on the way. */
async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

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

/**
 * The received file (`path`, `bytes` long) becomes the lesson's video. `ctx.commit` must run its write in one
 * transaction with the operator's audit row (the dispatcher's `runAudited`, or the tus route's).
 */
export async function acceptLessonVideo(
  ctx: ServiceContext,
  { lessonId, path, bytes }: { lessonId: number; path: string; bytes: number },
): Promise<LessonVideoResult> {
  const site = requireSite(ctx)
  const env = getEnv()
  if (bytes === 0) throw badRequest(VIDEO_MSG.empty)
  // The quota first: a file that cannot be kept is not worth measuring.
  await assertStorageRoom(ctx.db, site.tenantId, bytes)
  if (!looksLikeMp4(await headOf(path))) throw badRequest(VIDEO_MSG.notMp4)
  // Without ffprobe (no ffmpeg on this machine) the file is kept and waits as 等待转码; the lesson plays what it did.
  const probe = (await ffprobeAvailable(env.ffprobePath)) ? await probeVideo(path, env.ffprobePath) : null
  if (probe && !probe.ok && probe.reason !== 'unavailable') throw badRequest(PROBE_REFUSALS[probe.reason])
  const measured = probe?.ok ? probe : null
  const key = videoKey(site.slug, lessonId)
  const stored = { tenantId: site.tenantId, key, kind: 'video', contentType: 'video/mp4' } as const
  await putTenantStream(ctx.db, stored, createReadStream(path), bytes)
  let saved: Awaited<ReturnType<typeof saveUpload>>
  try {
    saved = await ctx.commit((tx) => saveUpload(tx, { lessonId, key, bytes, measured }))
  } catch (e) {
    await deleteTenantObject(ctx.db, site.tenantId, key)
    throw e
  }
  // Files of earlier uploads no lesson plays any more: MP4s and ladders (seeded clips are shared and stay).
  await removeVideoFiles(ctx.db, site, saved.replaced)
  return {
    lessonId,
    durationSeconds: measured?.durationSeconds ?? 0,
    width: measured?.width ?? 0,
    height: measured?.height ?? 0,
    transcode: transcodeView(saved.transcode),
  }
}
