// /api/services/app/CourseLearn/{Method}: what a learner may play, and progress the server itself credits.
import { randomBytes } from 'node:crypto'
import { forbidden, notFound } from '@/lib/contract/errors'
import {
  courseInput,
  heartbeatInput,
  startPlayInput,
  type HeartbeatResult,
  type LearnState,
  type PlayStart,
} from '@/lib/contract/schemas/learning'
import { maskPhone } from '@/lib/contract/phone-rules'
import type { Db } from '@/lib/db/client'
import { getIndividualById } from '@/lib/db/queries/accounts'
import { openOrderFor } from '@/lib/db/queries/orders'
import { getTenantSettings } from '@/lib/db/queries/tenants'
import {
  getEnrolment,
  getLearnCourse,
  getLessonProgress,
  listCourseProgress,
  listLearnLessons,
  replacePlayer,
  touchEnrolment,
  type LearnCourse,
  type LearnLesson,
} from '@/lib/db/queries/learning'
import { optionalCaller } from '@/lib/auth/optional-caller'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { mediaUrl, type MediaViewer } from '@/lib/storage/media-url'
import { canEnrol, hasAccess, type LearnerAccount } from './enrolment'
import { pickVoucher } from './vouchers'
import { courseProgress, lessonPercent } from './learning-credit'
import { creditHeartbeat } from './heartbeat'
import { method } from './define'
import { offeredChannels } from './order-channels'

/** The learn state's reason for a paid course the learner may buy (issue 33). */
const PURCHASE_REASON = '该课程需购买后学习'

const seconds = (ms: number) => Math.round(ms / 100) / 10

type Progress = Awaited<ReturnType<typeof listCourseProgress>>[number]

/**
 * A course of the host's tenant with its lessons, or 404 (unknown, another tenant's, or not published — unless the
 * individual named is enrolled: a course taken down stays open to the learners who joined it).
 */
export async function learnCourseOf(
  db: Db,
  tenantId: number,
  courseId: number,
  individualId?: number,
): Promise<{ course: LearnCourse; lessons: LearnLesson[] }> {
  const course = await getLearnCourse(db, { tenantId, courseId })
  const open =
    course &&
    (course.isPublished ||
      (individualId !== undefined && (await getEnrolment(db, { tenantId, individualId, courseId })) !== null))
  if (!open) throw notFound('课程不存在或已下架')
  return { course, lessons: await listLearnLessons(db, { tenantId, courseId }) }
}

/** This learner's progress in the course: courseProgress, the one computation every view of progress shares. */
export const courseProgressOf = (
  lessons: LearnLesson[],
  progress: Map<number, Progress>,
  enrolmentCompleted: boolean,
) =>
  courseProgress(
    lessons.map((l) => ({ durationSeconds: l.durationSeconds, ...progress.get(l.id) })),
    enrolmentCompleted,
  )

function accountOf(caller: ServiceContext['caller']): LearnerAccount {
  if (!caller) return { kind: 'visitor' }
  return caller.kind === 'company' ? { kind: 'company' } : { kind: 'user', individualId: caller.accountId }
}

function viewerOf(account: LearnerAccount): MediaViewer {
  return account.kind === 'user' ? { kind: 'user', accountId: account.individualId } : { kind: account.kind }
}

/**
 * The 跑马灯 over the player: the viewer's masked phone and nickname, so a recording shows whose account leaked it;
 * null where the tenant turned it off (机构设置).
 */
async function watermarkOf(db: Db, tenantId: number, individualId: number): Promise<string | null> {
  const [settings, person] = await Promise.all([
    getTenantSettings(db, { tenantId }),
    getIndividualById(db, { tenantId, id: individualId }),
  ])
  if (!person || settings?.videoWatermark === false) return null
  return `${maskPhone(person.phone)} ${person.nickname}`.trim()
}

/** The tenant a learning call runs on: its id for queries, its slug for the media signatures (the host's tenant). */
export interface LearnSite {
  tenantId: number
  slug: string
}

/**
 * The learner's view of a course: who may play what, per-lesson progress, where to go on. A lesson's video is handed
 * out only when the caller may play it (a free preview to anyone), and only as mediaUrl's signed, expiring address.
 */
export async function learnState(
  db: Db,
  { tenantId, slug }: LearnSite,
  account: LearnerAccount,
  courseId: number,
  /** The payment channels the caller could use (立即购买 shows only when there is one). */
  channels: () => Promise<readonly string[]> = async () => [],
): Promise<LearnState> {
  const { course, lessons } = await learnCourseOf(
    db,
    tenantId,
    courseId,
    account.kind === 'user' ? account.individualId : undefined,
  )
  let access: LearnState['access'] = account.kind === 'visitor' ? 'visitor' : 'company'
  let reason: string | null = null
  let enrolVia: LearnState['enrolVia'] = null
  let voucher: LearnState['voucher'] = null
  let enrolment = null
  let buyable = false
  let progress = new Map<number, Progress>()
  if (account.kind === 'user') {
    const held = await hasAccess(db, tenantId, account.individualId, course)
    enrolment = held.enrolment
    if (held.access) access = 'enrolled'
    else {
      const decision = await canEnrol(db, tenantId, account, course)
      access = decision.ok ? 'canEnrol' : 'refused'
      reason = decision.ok ? null : decision.message
      enrolVia = decision.ok ? decision.source : null
      const picked = enrolVia === 'voucher' ? await pickVoucher(db, tenantId, account.individualId, course) : null
      voucher = picked && { id: picked.id, title: picked.title }
      buyable = !decision.ok && decision.reason === 'paid'
    }
    if (enrolment)
      progress = new Map(
        (await listCourseProgress(db, { tenantId, individualId: account.individualId, courseId })).map((p) => [
          p.lessonId,
          p,
        ]),
      )
  } else {
    const decision = await canEnrol(db, tenantId, account, course)
    reason = decision.ok ? null : decision.message
    buyable = account.kind === 'visitor' && course.priceCents > 0
  }
  const purchase: LearnState['purchase'] =
    buyable && (await channels()).length > 0
      ? {
          priceCents: course.priceCents,
          openOrderNo:
            account.kind === 'user'
              ? ((await openOrderFor(db, { tenantId, individualId: account.individualId, courseId }))?.orderNo ?? null)
              : null,
        }
      : null
  // A course the learner can buy says so (the learning page points to the course page's 立即购买), not 企业VIP专享.
  if (purchase && account.kind === 'user') reason = PURCHASE_REASON
  const playable = (l: LearnLesson) => l.videoUrl !== '' && (l.isFreePreview || access === 'enrolled')
  const viewer = viewerOf(account)
  const { percent, completed } = courseProgressOf(lessons, progress, enrolment?.completedAt != null)
  const last = lessons.find((l) => l.id === enrolment?.lastLessonId) ?? null
  return {
    courseId: course.id,
    title: course.title,
    forbidSkip: course.forbidSkip,
    access,
    reason,
    enrolVia,
    voucher,
    purchase,
    enrolled: enrolment !== null,
    percent,
    completed,
    lastLesson: last ? { id: last.id, title: last.title } : null,
    watermark:
      account.kind === 'user' && lessons.some(playable) ? await watermarkOf(db, tenantId, account.individualId) : null,
    lessons: lessons.map((l) => {
      const p = progress.get(l.id)
      const done = p?.completedAt != null
      return {
        id: l.id,
        chapterId: l.chapterId,
        chapterTitle: l.chapterTitle,
        title: l.title,
        durationSeconds: l.durationSeconds,
        isFreePreview: l.isFreePreview,
        videoUrl: playable(l) ? mediaUrl(slug, l.videoUrl, { viewer, lessonId: l.id }) : null,
        percent: lessonPercent(p?.coveredMs ?? 0, l.durationSeconds * 1000, done),
        completed: done,
        positionSeconds: seconds(p?.positionMs ?? 0),
      }
    }),
  }
}

/** The enrolled learner's lesson of this course, or a refusal in Chinese. */
async function playableLesson(db: Db, tenantId: number, individualId: number, courseId: number, lessonId: number) {
  const { course, lessons } = await learnCourseOf(db, tenantId, courseId, individualId)
  const lesson = lessons.find((l) => l.id === lessonId)
  if (!lesson) throw notFound('课时不存在')
  const { access, enrolment } = await hasAccess(db, tenantId, individualId, course)
  if (!access) throw forbidden('请先加入学习该课程')
  return { course, lessons, lesson, finished: enrolment?.completedAt != null }
}

// Picking up a lesson played to its end starts it over; anything else resumes where the learner left it.
const resumeAt = (positionMs: number, durationMs: number) =>
  durationMs > 0 && positionMs >= durationMs - 1000 ? 0 : positionMs

export const courseLearnService = {
  /** The learning page's state for the caller: visitors see free previews; enrolled learners every lesson and their progress. */
  GetLearnState: method({
    verb: 'GET',
    auth: 'anonymous',
    session: 'optional',
    input: courseInput,
    summary: '学习页状态：可播放的课时（试看/已加入）、每课时进度、继续学习的课时、不能学习的原因',
    description:
      'videoUrl 仅对可播放的课时给出：存储文件为带签名的限时地址（?e=&s=，3–6小时内有效，同一时段内地址不变），拼在 qiNiuUrl 之后使用。',
    handler: async ({ courseId }, ctx) =>
      learnState(ctx.db, requireSite(ctx), accountOf(await optionalCaller(ctx)), courseId, () => offeredChannels(ctx)),
  }),
  /** Opens a player for one lesson; it replaces the learner's player on any other tab or device. */
  StartPlay: method({
    verb: 'POST',
    auth: 'user',
    input: startPlayInput,
    summary: '开始播放某课时：返回播放标识与续播位置；同一账号仅一个播放器有效，其他设备的播放器随即失效',
    handler: async ({ courseId, lessonId }, ctx): Promise<PlayStart> => {
      const tenantId = requireSite(ctx).tenantId
      const individualId = ctx.caller!.accountId
      return ctx.db.transaction(async (db) => {
        const { course, lessons, lesson, finished } = await playableLesson(
          db,
          tenantId,
          individualId,
          courseId,
          lessonId,
        )
        const progress = await getLessonProgress(db, { tenantId, individualId, lessonId })
        const durationMs = lesson.durationSeconds * 1000
        const positionMs = resumeAt(progress?.positionMs ?? 0, durationMs)
        const playerId = randomBytes(16).toString('hex')
        const at = new Date()
        await replacePlayer(db, { tenantId, individualId, playerId, courseId, lessonId, positionMs, at })
        await touchEnrolment(db, { tenantId, individualId, courseId, lessonId, at })
        const all = new Map(
          (await listCourseProgress(db, { tenantId, individualId, courseId })).map((p) => [p.lessonId, p]),
        )
        const completed = progress?.completedAt != null
        return {
          playToken: playerId,
          lessonId,
          positionSeconds: seconds(positionMs),
          frontierSeconds: seconds(progress?.frontierMs ?? 0),
          durationSeconds: lesson.durationSeconds,
          forbidSkip: course.forbidSkip,
          percent: lessonPercent(progress?.coveredMs ?? 0, durationMs, completed),
          completed: courseProgressOf(lessons, all, finished).completed,
        }
      })
    },
  }),
  /** Credits watched time from the server's own clock; stale, replayed, too-fast or skipped-ahead beats earn nothing. */
  Heartbeat: method({
    verb: 'POST',
    auth: 'user',
    input: heartbeatInput,
    summary:
      '播放心跳（约每10秒及暂停/拖动/结束时）：按服务器时间计入学时，倍速上限2倍；首次学习禁止快进的课程返回 rewindTo',
    description:
      '409：播放器已被同一账号在其他标签页或设备上新开的播放器取代（您已在其他设备继续学习），此后该播放器的心跳不再计入。' +
      '序号不大于上次的心跳（重放、乱序）返回 accepted=false 且不计入。课时已学时长 ≥ 时长的90% 即完成；全部课时完成即课程完成。',
    handler: (beat, ctx): Promise<HeartbeatResult> =>
      creditHeartbeat(ctx.db, { tenantId: requireSite(ctx).tenantId, individualId: ctx.caller!.accountId }, beat),
  }),
}
