// AdminLessonVideo: a lesson's MP4 from the tenant console (issue 28). The body is the file itself (Content-Type
// video/mp4), streamed to a temporary file while counted against LESSON_VIDEO_MAX_MB — never held in memory — then
// accepted as every lesson video is (lib/services/lesson-video-accept.ts: ffprobe, storage, the lesson and its audit row
// in one transaction). A refused file leaves nothing behind: no temporary file, no stored object, no changed row.
// Large files go through the resumable upload instead (tus, lib/api/tus-lesson-video.ts); this stays for API clients.
import { methodFor } from '@/lib/contract/define'
import { ApiError, ErrorCode, badRequest, notFound } from '@/lib/contract/errors'
import {
  LESSON_NOT_FOUND,
  VIDEO_MSG,
  lessonVideoInput,
  videoTooLarge,
  type LessonVideoResult,
} from '@/lib/contract/schemas/admin-course-outline'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getLesson } from '@/lib/db/queries/admin-outline'
import { getEnv } from '@/lib/env'
import { looksLikeMp4 } from '@/lib/media/probe'
import { ReceiveError, receiveToTempFile, type ReceivedFile } from '@/lib/media/receive'
import { CATALOGUE_EDITORS } from './admin-catalogue'
import { acceptLessonVideo } from './lesson-video-accept'

const method = methodFor<ServiceContext>()

async function receive(ctx: ServiceContext, maxBytes: number): Promise<ReceivedFile> {
  try {
    return await receiveToTempFile(ctx.request.body, { maxBytes, head: looksLikeMp4 })
  } catch (e) {
    if (!(e instanceof ReceiveError)) throw e
    if (e.reason === 'tooLarge') throw new ApiError(ErrorCode.PayloadTooLarge, videoTooLarge(maxBytes), 413)
    throw badRequest(e.reason === 'badHead' ? VIDEO_MSG.notMp4 : VIDEO_MSG.incomplete)
  }
}

export const adminLessonVideoService = {
  /** The lesson's video: the raw MP4 as the body, `?lessonId=` in the query; answers its probed duration. */
  Upload: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
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
        return await acceptLessonVideo(ctx, { lessonId, path: file.path, bytes: file.bytes })
      } finally {
        await file.dispose()
      }
    },
  }),
}
