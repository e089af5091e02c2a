// 清晰度 for a lesson hls.js plays (issue 30): the ladder's renditions named as Chinese players name them — 流畅 the
// lowest (≤360p), 标清 around 540p, 高清 720p and up — and 自动, hls.js's own choice by bandwidth. Free of hls.js itself
// (video-source.ts wires its events here), so the quality menu's chunk never carries the player library.

/** A rendition the menu offers. */
export type QualityKey = 'low' | 'sd' | 'hd'
/** A choice in the menu: a rendition, or 自动 (adaptive bitrate). */
export type QualityChoice = QualityKey | 'auto'

/** What the menu says, lowest first. */
export const QUALITY_LABELS: Record<QualityKey, string> = { low: '流畅', sd: '标清', hd: '高清' }
const KEYS = Object.keys(QUALITY_LABELS) as QualityKey[]

/** The part of an hls.js level the menu reads. */
export interface LevelInfo {
  height: number
  bitrate: number
}

export interface QualityState {
  /** The renditions this lesson's ladder has, lowest first (empty until its master playlist is read). */
  available: QualityKey[]
  /** What the learner chose. */
  choice: QualityChoice
  /** The rendition playing now (null before the first one loads): 自动 shows it, 自动（标清）. */
  playing: QualityKey | null
}

/** The quality of one attached lesson; get() returns the same object until something changes (useSyncExternalStore). */
export interface VideoQuality {
  get: () => QualityState
  set: (choice: QualityChoice) => void
  subscribe: (listener: () => void) => () => void
}

/** The rendition a level's height falls in; a level without a height (audio only, unknown) is none. */
export function qualityOf(height: number): QualityKey | null {
  if (!(height > 0)) return null
  return height >= 720 ? 'hd' : height >= 480 ? 'sd' : 'low'
}

/**
 * The level a choice plays: 流畅 the lightest of its band (the point of it is a weak link), 标清 and 高清 the best of
 * theirs (1080p over 720p). -1 when the ladder has none.
 */
export function levelFor(levels: readonly LevelInfo[], key: QualityKey): number {
  let best = -1
  levels.forEach((level, i) => {
    if (qualityOf(level.height) !== key) return
    const b = levels[best]
    const heavier = b ? level.height - b.height || level.bitrate - b.bitrate : 0
    if (!b || (key === 'low' ? heavier < 0 : heavier > 0)) best = i
  })
  return best
}

export interface QualityDriver {
  /** hls.js's levels now (they change when hls.js drops a failing one). */
  levels: () => readonly LevelInfo[]
  /** Sets hls.nextLevel: switches at the next segment without interrupting playback; -1 is 自动. */
  setNextLevel: (index: number) => void
}

/**
 * The quality of one hls.js instance. `levelsChanged` and `switched` are its MANIFEST_PARSED/LEVELS_UPDATED and
 * LEVEL_SWITCHED events. `initial` is the learner's last choice, kept from lesson to lesson where this ladder has it.
 */
export function createVideoQuality(driver: QualityDriver, initial: QualityChoice = 'auto') {
  const listeners = new Set<() => void>()
  let state: QualityState = { available: [], choice: 'auto', playing: null }
  let pending: QualityChoice | null = initial
  let playingIndex = -1

  const update = (next: Partial<QualityState>) => {
    state = { ...state, ...next }
    listeners.forEach((l) => l())
  }
  const playingKey = () => qualityOf(driver.levels()[playingIndex]?.height ?? 0)

  const quality: VideoQuality = {
    get: () => state,
    set(choice) {
      const index = choice === 'auto' ? -1 : levelFor(driver.levels(), choice)
      if (choice !== 'auto' && index < 0) return
      driver.setNextLevel(index)
      update({ choice })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }

  return {
    quality,
    levelsChanged() {
      const levels = driver.levels()
      const available = KEYS.filter((k) => levelFor(levels, k) >= 0)
      update({ available, playing: playingKey() })
      // A manual choice follows its rendition to its new index; one the ladder lost (or never had) falls back to 自动.
      const choice = pending ?? state.choice
      pending = null
      if (choice === 'auto' || !available.includes(choice)) {
        if (state.choice !== 'auto') quality.set('auto')
      } else quality.set(choice)
    },
    switched(index: number) {
      playingIndex = index
      update({ playing: playingKey() })
    },
  }
}
