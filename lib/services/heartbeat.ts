// CourseLearn/Heartbeat's work: one read, the pure credit rule in memory, one conditional write — one transaction.
import { conflict, forbidden, notFound } from '@/lib/contract/errors'
import type { z } from 'zod'
import { SUPERSEDED_MESSAGE, type HeartbeatResult, type heartbeatInput } from '@/lib/contract/schemas/learning'
import type { Db } from '@/lib/db/client'
import { completeEnrolment, lockPlayer } from '@/lib/db/queries/learning'
import { readBeat, writeBeat, type BeatState } from '@/lib/db/queries/learning-beat'
import { courseProgress, creditBeat, isLessonComplete, lessonPercent } from './learning-credit'
import { notifyCourseCompleted } from './notify'

const seconds = (ms: number) => Math.round(ms / 100) / 10

type Learner = { tenantId: number; individualId: number }
type HeartbeatInput = z.infer<typeof heartbeatInput>

/** The player must be this beat's, and the learner may play the lesson — else the refusals StartPlay gives. */
function playable(state: BeatState | null, beat: HeartbeatInput) {
  const player = state?.player
  if (!state || !player || player.playerId !== beat.playToken) throw conflict(SUPERSEDED_MESSAGE)
  if (player.courseId !== beat.courseId || player.lessonId !== beat.lessonId) throw conflict(SUPERSEDED_MESSAGE)
  if (!state.course) throw notFound('课程不存在或已下架')
  if (!state.lesson) throw notFound('课时不存在')
  if (!state.access) throw forbidden('请先加入学习该课程')
  return { ...state, course: state.course, lesson: state.lesson }
}

/** Course progress with this lesson's row as the write leaves it (GREATEST covered, completion kept). */
function courseTotal(
  state: BeatState,
  lessonId: number,
  current: { coveredMs: number; completedAt: Date | null } | null,
) {
  const lessons = state.outline.map((l) => (l.lessonId === lessonId && current ? { ...l, ...current } : l))
  return courseProgress(lessons, state.enrolment?.completedAt != null)
}

/**
 * Credits one beat. The read takes no lock; the write advances the player only if it still holds the sequence read
 * (compare and set), so two beats of one learner never both credit one stretch. When another beat got there first
 * (rare: one learner's overlapping requests), the player is locked and the beat read and judged again. Why not lock in
 * the read: a `SELECT … FOR UPDATE` that waits for another beat returns the player's new row but, under READ COMMITTED,
 * joined with the progress row as it was before that beat — the second beat would overwrite the first one's ranges.
 *
 * Most beats need no transaction at all: the read is one statement (one snapshot) and the write one statement that
 * applies whole or not at all, so BEGIN and COMMIT would only add two round trips to the busiest method. A transaction
 * is opened only for what is more than that one write: the retry under the player's lock, and the beat that completes
 * the course (its enrolment's completion and 系统通知 are written together with the beat that earned them).
 */
export async function creditHeartbeat(db: Db, who: Learner, beat: HeartbeatInput): Promise<HeartbeatResult> {
  const fast = await judge(db, who, beat, false)
  if (fast) return fast
  return db.transaction(async (tx) => {
    const first = await judge(tx, who, beat, true)
    if (first) return first
    // Under the lock nobody else can move the player, so the second try's write cannot miss.
    await lockPlayer(tx, who)
    const second = await judge(tx, who, beat, true)
    if (!second) throw new Error('heartbeat: the locked player changed')
    return second
  })
}

/**
 * One try: null when the write lost the race (the player changed after the read), or — outside a transaction — when
 * the beat would complete the course, before anything is written.
 */
async function judge(
  db: Db,
  who: Learner,
  beat: HeartbeatInput,
  inTransaction: boolean,
): Promise<HeartbeatResult | null> {
  const state = playable(await readBeat(db, { ...who, courseId: beat.courseId, lessonId: beat.lessonId }), beat)
  const { player, course, lesson, progress: before } = state
  const now = new Date()
  const durationMs = lesson.durationSeconds * 1000
  const outcome = creditBeat(
    { seq: player.seq, positionMs: player.positionMs, lastBeatAt: player.lastBeatAt.getTime() },
    before?.ranges ?? [],
    { seq: beat.seq, positionMs: Math.round(beat.position * 1000) },
    now.getTime(),
    { durationMs, forbidSkip: course.forbidSkip },
  )
  const wasDone = before?.completedAt != null
  if (outcome.kind === 'stale') {
    const covered = before?.coveredMs ?? 0
    const total = courseTotal(state, beat.lessonId, null)
    return {
      accepted: false,
      creditedSeconds: 0,
      coveredSeconds: seconds(covered),
      frontierSeconds: seconds(before?.frontierMs ?? 0),
      percent: lessonPercent(covered, durationMs, wasDone),
      lessonCompleted: wasDone,
      coursePercent: total.percent,
      courseCompleted: total.completed,
      rewindTo: null,
    }
  }
  const done = wasDone || isLessonComplete(outcome.coveredMs, durationMs)
  const completedAt = done ? (before?.completedAt ?? now) : null
  const total = courseTotal(state, beat.lessonId, {
    coveredMs: Math.max(before?.coveredMs ?? 0, outcome.coveredMs),
    completedAt,
  })
  // Set once, never cleared: a course the read saw completed needs no statement to find that out again.
  const completes = total.completed && state.enrolment?.completedAt == null
  if (completes && !inTransaction) return null
  const written = await writeBeat(db, {
    ...who,
    playerId: player.playerId,
    fromSeq: player.seq,
    seq: beat.seq,
    anchorMs: outcome.anchorMs,
    courseId: beat.courseId,
    lessonId: beat.lessonId,
    ranges: outcome.ranges,
    coveredMs: outcome.coveredMs,
    frontierMs: outcome.frontierMs,
    positionMs: outcome.positionMs,
    completedAt,
    interval: outcome.segment && {
      fromMs: outcome.segment[0],
      toMs: outcome.segment[1],
      newMs: outcome.newMs,
      startedAt: player.lastBeatAt,
    },
    at: now,
  })
  if (!written) return null
  if (completes && (await completeEnrolment(db, { ...who, courseId: beat.courseId, at: now }))) {
    await notifyCourseCompleted(db, { ...who, courseId: beat.courseId, title: course.title })
  }
  return {
    accepted: true,
    creditedSeconds: seconds(outcome.newMs),
    coveredSeconds: seconds(outcome.coveredMs),
    frontierSeconds: seconds(outcome.frontierMs),
    percent: lessonPercent(outcome.coveredMs, durationMs, done),
    lessonCompleted: done,
    coursePercent: total.percent,
    courseCompleted: total.completed,
    rewindTo: outcome.rewindToMs === null ? null : seconds(outcome.rewindToMs),
  }
}
