// LessonVideo: the AES key of an encrypted lesson video, for the player holding a key URL from a playlist it was allowed
// to open. iOS and WeChat play HLS natively and send no headers, so the URL itself carries who may use it: signed,
// valid minutes, bound to the viewer and the lesson; and the viewer must still be allowed to play that lesson now.
import { methodFor } from '@/lib/contract/define'
import { forbidden } from '@/lib/contract/errors'
import { NO_KEY, hlsKeyInput } from '@/lib/contract/schemas/lesson-video'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getLesson } from '@/lib/db/queries/admin-outline'
import { getReadyTranscodeByPrefix } from '@/lib/db/queries/video-transcodes'
import { HLS_KEY_MARKER, checkMediaGrant, parseViewerBinding } from '@/lib/storage/media-url'
import { learnCourseOf } from './course-learn'
import { hasAccess } from './enrolment'

const method = methodFor<ServiceContext>()

export const lessonVideoService = {
  /** The 16-byte key of the ladder `p`, for the viewer and lesson `v` the signed URL names. */
  GetHlsKey: method({
    verb: 'GET',
    auth: 'anonymous',
    input: hlsKeyInput,
    output: { kind: 'file', contentType: 'application/octet-stream' },
    summary: '加密课时视频的解密密钥（地址由播放列表给出，几分钟内有效，绑定观看者与课时）',
    description:
      '免费试看课时任何持有效地址的观看者可取；其他课时仅限地址所绑定、且此刻仍可学习该课程的学员。地址无效、过期、' +
      '被改动或不属于本机构时返回 403。应答不缓存。',
    handler: async ({ p, v, e, s }, ctx) => {
      const { tenantId, slug } = requireSite(ctx)
      const now = Math.floor(Date.now() / 1000)
      const grant = checkMediaGrant(slug, `${p}${HLS_KEY_MARKER}`, new URLSearchParams({ e, s, v }), now)
      const who = grant.ok ? parseViewerBinding(grant.binding) : null
      if (!who) throw forbidden(NO_KEY)
      const [ladder, lesson] = await Promise.all([
        getReadyTranscodeByPrefix(ctx.db, { tenantId, prefix: p }),
        getLesson(ctx.db, { tenantId, id: who.lessonId }),
      ])
      // The lesson must play this very ladder (not merely have played it once), and the viewer must be let in.
      if (!ladder || !lesson || lesson.videoUrl !== `${p}master.m3u8`) throw forbidden(NO_KEY)
      if (!lesson.isFreePreview) {
        if (who.kind !== 'user') throw forbidden(NO_KEY)
        const { course } = await learnCourseOf(ctx.db, tenantId, lesson.courseId, who.accountId)
        if (!(await hasAccess(ctx.db, tenantId, who.accountId, course)).access) throw forbidden(NO_KEY)
      }
      return { body: new Uint8Array(Buffer.from(ladder.aesKey, 'hex')), filename: 'video.key' }
    },
  }),
}
