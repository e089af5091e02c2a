// What one heartbeat earns — pure, so every rule against "刷课" (skipping, speeding, replaying) is tested on its own.

/** Content plays at most this fast: credited content time ≤ server wall time × MAX_RATE. */
const MAX_RATE = 2
/** Slack for rounding and for a timer firing a little late; never enough to earn anything by itself. */
export const TOLERANCE_MS = 1500
/**
 * How far a beat may run ahead of the pace (wall time × MAX_RATE) and still be playing, not a seek. At 2× the pace has
 * no room of its own: a beat that reaches the server sooner after the one before than it left the player (the network,
 * a queued request) is "too fast" by twice that difference — 2.5 s of it is allowed. What the pace does not cover yet
 * waits for the next beat (the anchor), so it is never more than 2× the wall time and never lost.
 */
export const PACE_SLACK_MS = 5000
/** A lesson completes when this share of its duration is covered. */
export const COMPLETE_RATIO = 0.9

export type Range = [number, number]

/** The active player's last accepted heartbeat, as the server saw it. */
export interface PlayerAnchor {
  seq: number
  positionMs: number
  /** Server time of the previous heartbeat (or of the player's start), ms since the epoch. */
  lastBeatAt: number
}

export interface Beat {
  seq: number
  positionMs: number
}

export interface CreditRules {
  durationMs: number
  forbidSkip: boolean
}

export type CreditOutcome =
  | { kind: 'stale' }
  | {
      kind: 'accepted'
      /** The content range credited by this beat (null: a seek, a pause, or nothing earned). */
      segment: Range | null
      ranges: Range[]
      coveredMs: number
      /** Content time first covered by this beat. */
      newMs: number
      frontierMs: number
      /** Where the learner is now: the lesson resumes here. */
      positionMs: number
      /** The player's new anchor, where the next beat's credit starts: behind positionMs by what is not yet credited. */
      anchorMs: number
      /** No-skip course: where the player must go back to (the credited frontier). */
      rewindToMs: number | null
    }

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** Sorted, merged ranges (touching or overlapping ones join); empty ones dropped. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0])
  const out: Range[] = []
  for (const [a, b] of sorted) {
    const last = out[out.length - 1]
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

export const measure = (ranges: readonly Range[]) => ranges.reduce((sum, [a, b]) => sum + (b - a), 0)

/** How far the learner has watched in order from the start; gaps shorter than the tolerance do not stop it. */
export function frontierOf(ranges: readonly Range[]): number {
  let frontier = 0
  for (const [a, b] of ranges) {
    if (a > frontier + TOLERANCE_MS) break
    frontier = Math.max(frontier, b)
  }
  return frontier
}

/**
 * One heartbeat against the player's anchor. A beat whose sequence is not newer is stale and changes nothing (a replay
 * or one overtaken on the network). Forward movement earns min(movement, wall time × MAX_RATE), and what that leaves
 * uncredited (at most PACE_SLACK_MS) stays ahead of the anchor for the next beat, so 2× play earns all it plays even
 * when beats arrive unevenly; movement beyond the pace and the slack is a seek and earns nothing. Either way a player
 * earns at most MAX_RATE × its wall time. On a no-skip course nothing starting past the credited frontier earns, and
 * the player is told to go back to it. Coverage is a union, so re-watching earns nothing new and it never shrinks.
 */
export function creditBeat(
  anchor: PlayerAnchor,
  ranges: readonly Range[],
  beat: Beat,
  nowMs: number,
  rules: CreditRules,
): CreditOutcome {
  if (!Number.isInteger(beat.seq) || beat.seq <= anchor.seq) return { kind: 'stale' }
  const durationMs = Math.max(0, rules.durationMs)
  const from = clamp(anchor.positionMs, 0, durationMs)
  const to = clamp(beat.positionMs, 0, durationMs)
  const wallMs = Math.max(0, nowMs - anchor.lastBeatAt)
  const before = mergeRanges(ranges)
  const frontierBefore = frontierOf(before)
  const delta = to - from
  const pace = wallMs * MAX_RATE
  const skipped = rules.forbidSkip && from > frontierBefore + TOLERANCE_MS
  // Playing (in order on a no-skip course): credited up to the pace, the rest carried by the anchor.
  const playing = delta > 0 && delta <= pace + PACE_SLACK_MS && !skipped
  const end = playing ? from + Math.min(delta, pace) : to
  const segment: Range | null = playing && end > from ? [from, end] : null
  const after = segment ? mergeRanges([...before, segment]) : before
  const coveredMs = measure(after)
  const frontierMs = frontierOf(after)
  const rewindToMs = rules.forbidSkip && !playing && to > frontierMs + TOLERANCE_MS ? frontierMs : null
  return {
    kind: 'accepted',
    segment,
    ranges: after,
    coveredMs,
    newMs: coveredMs - measure(before),
    frontierMs,
    positionMs: rewindToMs ?? to,
    anchorMs: rewindToMs ?? end,
    rewindToMs,
  }
}

/** Whether covered time completes a lesson of this duration (a lesson without a duration never completes by time). */
export function isLessonComplete(coveredMs: number, durationMs: number): boolean {
  return durationMs > 0 && coveredMs >= durationMs * COMPLETE_RATIO
}

/** Whole-percent progress of one lesson, 100 once complete. */
export function lessonPercent(coveredMs: number, durationMs: number, completed: boolean): number {
  if (completed) return 100
  if (durationMs <= 0) return 0
  return Math.min(99, Math.floor((coveredMs / durationMs) * 100))
}

/** One lesson as course progress counts it: its length and the learner's row for it (none: never played). */
export interface LessonWatch {
  durationSeconds: number
  coveredMs?: number | null
  completedAt?: Date | null
}

/**
 * Course progress — the one computation My Courses, the learning page, the heartbeat's answer and the completion panel
 * share, so they agree to the percent: each lesson's covered time up to its duration (a completed lesson counts whole,
 * one never played counts nothing), floored to a whole percent and held at 99 until every lesson is complete. A course
 * once completed stays complete (100 %) even if a lesson is added later: My Courses keeps it under 已完成.
 */
export function courseProgress(lessons: readonly LessonWatch[], enrolmentCompleted = false) {
  let totalMs = 0
  let coveredMs = 0
  let done = 0
  for (const lesson of lessons) {
    const durationMs = Math.max(0, lesson.durationSeconds * 1000)
    const finished = lesson.completedAt != null
    totalMs += durationMs
    if (finished) done += 1
    coveredMs += finished ? durationMs : Math.min(Math.max(0, lesson.coveredMs ?? 0), durationMs)
  }
  const completed = enrolmentCompleted || (lessons.length > 0 && done === lessons.length)
  const percent = completed ? 100 : totalMs > 0 ? Math.min(99, Math.floor((coveredMs / totalMs) * 100)) : 0
  return { percent, completed, coveredMs, totalMs }
}
