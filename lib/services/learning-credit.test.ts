// The crediting rules on their own: pace, seeks, replays, no-skip frontier, union coverage, completion.
import {
  COMPLETE_RATIO,
  courseProgress,
  creditBeat,
  frontierOf,
  isLessonComplete,
  lessonPercent,
  measure,
  mergeRanges,
  PACE_SLACK_MS,
  TOLERANCE_MS,
  type PlayerAnchor,
  type Range,
} from './learning-credit'

const rules = { durationMs: 60_000, forbidSkip: false }
const anchor = (positionMs: number, lastBeatAt = 0, seq = 0) => ({ seq, positionMs, lastBeatAt })

describe('creditBeat', () => {
  it('credits 1× play in full and 2× play up to twice the wall time', () => {
    const one = creditBeat(anchor(0), [], { seq: 1, positionMs: 10_000 }, 10_000, rules)
    expect(one).toMatchObject({
      kind: 'accepted',
      segment: [0, 10_000],
      coveredMs: 10_000,
      newMs: 10_000,
      positionMs: 10_000,
    })
    const two = creditBeat(anchor(0), [], { seq: 1, positionMs: 20_000 }, 10_000, rules)
    expect(two).toMatchObject({ segment: [0, 20_000], coveredMs: 20_000 })
    // Within the slack, but never more than 2× the wall time: the rest waits at the anchor for the next beat.
    const slack = creditBeat(anchor(0), [], { seq: 1, positionMs: 21_000 }, 10_000, rules)
    expect(slack).toMatchObject({ segment: [0, 20_000], coveredMs: 20_000, positionMs: 21_000, anchorMs: 20_000 })
  })

  it('credits 2× play in full when beats arrive unevenly, never more than 2× the wall time, never rewinding', () => {
    // A 2× player beats every 10 s of its own time (20 s of video) and once more as it pauses at 2:00; each beat takes
    // 0–2.5 s to reach the server. Before the pause's beat, what is not yet credited waits at the anchor.
    const latency = [2.5, 0, 2.5, 0.3, 2.5, 0, 2.5]
    const beats = latency.map((l, i) => ({
      positionMs: Math.min(i + 1, 6) * 20_000,
      at: Math.min(i + 1, 6) * 10_000 + l * 1000,
    }))
    for (const forbidSkip of [false, true]) {
      let at: PlayerAnchor = anchor(0)
      let ranges: Range[] = []
      beats.forEach(({ positionMs, at: now }, i) => {
        const r = creditBeat(at, ranges, { seq: i + 1, positionMs }, now, { durationMs: 180_000, forbidSkip })
        if (r.kind !== 'accepted') throw new Error('stale')
        expect(r.coveredMs).toBeLessThanOrEqual(now * 2)
        expect(r.coveredMs).toBeGreaterThanOrEqual(positionMs - PACE_SLACK_MS)
        expect(r).toMatchObject({ rewindToMs: null, positionMs })
        at = { seq: i + 1, positionMs: r.anchorMs, lastBeatAt: now }
        ranges = r.ranges
      })
      expect(ranges).toEqual([[0, 120_000]])
    }
  })

  it('treats movement beyond the pace as a seek that earns nothing', () => {
    const jump = creditBeat(anchor(0), [], { seq: 1, positionMs: 20_000 + PACE_SLACK_MS + 1 }, 10_000, rules)
    expect(jump).toMatchObject({ segment: null, coveredMs: 0, newMs: 0, positionMs: 25_001, rewindToMs: null })
    expect(creditBeat(anchor(5_000), [], { seq: 1, positionMs: 5_000 }, 10_000, rules)).toMatchObject({
      segment: null,
      newMs: 0,
    })
    expect(creditBeat(anchor(30_000), [[0, 30_000]], { seq: 1, positionMs: 0 }, 10_000, rules)).toMatchObject({
      segment: null,
      coveredMs: 30_000,
    })
  })

  it('ignores beats whose sequence is not newer, and malformed ones', () => {
    expect(creditBeat(anchor(0, 0, 3), [], { seq: 3, positionMs: 10_000 }, 10_000, rules)).toEqual({ kind: 'stale' })
    expect(creditBeat(anchor(0, 0, 3), [], { seq: 2, positionMs: 10_000 }, 10_000, rules)).toEqual({ kind: 'stale' })
    expect(creditBeat(anchor(0, 0, 3), [], { seq: 3.5, positionMs: 10_000 }, 10_000, rules)).toEqual({ kind: 'stale' })
  })

  it('never credits past the lesson or before 0, and a clock going backwards earns nothing', () => {
    expect(creditBeat(anchor(55_000), [], { seq: 1, positionMs: 90_000 }, 10_000, rules)).toMatchObject({
      segment: [55_000, 60_000],
    })
    expect(creditBeat(anchor(0, 20_000), [], { seq: 1, positionMs: 1_000 }, 10_000, rules)).toMatchObject({
      segment: null,
    })
  })

  it('re-watching covered content earns nothing new; coverage never shrinks', () => {
    const r = creditBeat(anchor(0), [[0, 10_000]], { seq: 1, positionMs: 10_000 }, 10_000, rules)
    expect(r).toMatchObject({ newMs: 0, coveredMs: 10_000 })
    const more = creditBeat(anchor(5_000), [[0, 10_000]], { seq: 1, positionMs: 15_000 }, 10_000, rules)
    expect(more).toMatchObject({ newMs: 5_000, coveredMs: 15_000, ranges: [[0, 15_000]] })
  })

  it('on a no-skip course credits nothing beyond the frontier and says where to go back to', () => {
    const noSkip = { ...rules, forbidSkip: true }
    const ahead = creditBeat(anchor(40_000), [[0, 10_000]], { seq: 1, positionMs: 50_000 }, 10_000, noSkip)
    expect(ahead).toMatchObject({ segment: null, newMs: 0, rewindToMs: 10_000, positionMs: 10_000 })
    const jump = creditBeat(anchor(10_000), [[0, 10_000]], { seq: 1, positionMs: 50_000 }, 10_000, noSkip)
    expect(jump).toMatchObject({ segment: null, rewindToMs: 10_000 })
    const inOrder = creditBeat(anchor(10_000), [[0, 10_000]], { seq: 1, positionMs: 20_000 }, 10_000, noSkip)
    expect(inOrder).toMatchObject({ segment: [10_000, 20_000], frontierMs: 20_000, rewindToMs: null })
    // Going back to re-watch is always allowed.
    expect(creditBeat(anchor(20_000), [[0, 20_000]], { seq: 1, positionMs: 5_000 }, 10_000, noSkip)).toMatchObject({
      rewindToMs: null,
      positionMs: 5_000,
    })
  })
})

describe('ranges', () => {
  it('merges overlapping and touching ranges, drops empty ones, and measures the union', () => {
    const merged = mergeRanges([
      [20, 30],
      [0, 10],
      [10, 15],
      [25, 40],
      [50, 50],
    ])
    expect(merged).toEqual([
      [0, 15],
      [20, 40],
    ])
    expect(measure(merged)).toBe(35)
  })

  it('finds the in-order frontier across gaps shorter than the tolerance', () => {
    expect(frontierOf([])).toBe(0)
    expect(
      frontierOf([
        [0, 10_000],
        [10_000 + TOLERANCE_MS, 20_000],
      ]),
    ).toBe(20_000)
    expect(
      frontierOf([
        [0, 10_000],
        [10_000 + TOLERANCE_MS + 1, 20_000],
      ]),
    ).toBe(10_000)
    expect(frontierOf([[TOLERANCE_MS + 1, 20_000]])).toBe(0)
  })
})

describe('completion', () => {
  it('completes at 90 % of the duration, and shows whole percents below 100 until then', () => {
    expect(COMPLETE_RATIO).toBe(0.9)
    expect(isLessonComplete(54_000, 60_000)).toBe(true)
    expect(isLessonComplete(53_999, 60_000)).toBe(false)
    expect(isLessonComplete(10, 0)).toBe(false)
    expect(lessonPercent(53_999, 60_000, false)).toBe(89)
    expect(lessonPercent(60_000, 60_000, false)).toBe(99)
    expect(lessonPercent(0, 60_000, true)).toBe(100)
    expect(lessonPercent(5, 0, false)).toBe(0)
  })
})

describe('courseProgress', () => {
  const at = new Date()
  it('counts an untouched lesson as nothing, a partial one its covered time, a completed one whole, capped per lesson', () => {
    const lesson = (coveredMs?: number, completedAt?: Date) => ({ durationSeconds: 100, coveredMs, completedAt })
    expect(courseProgress([lesson(), lesson(undefined, undefined)])).toEqual({
      percent: 0,
      completed: false,
      coveredMs: 0,
      totalMs: 200_000,
    })
    expect(courseProgress([lesson(), lesson(30_000), lesson(95_000, at), lesson(150_000)])).toMatchObject({
      percent: 57,
      coveredMs: 230_000,
      completed: false,
    })
    // Everything watched but one lesson short of complete: 99, never 100, until it completes.
    expect(courseProgress([lesson(100_000), lesson(0, at)]).percent).toBe(99)
    expect(courseProgress([lesson(10, at), lesson(0, at)])).toMatchObject({ percent: 100, completed: true })
  })

  it('keeps a completed enrolment at 100 %, and a course without lessons or length at 0', () => {
    expect(courseProgress([{ durationSeconds: 100 }], true)).toMatchObject({ percent: 100, completed: true })
    expect(courseProgress([])).toMatchObject({ percent: 0, completed: false })
    expect(courseProgress([{ durationSeconds: 0, coveredMs: 5 }])).toMatchObject({ percent: 0, completed: false })
  })
})
