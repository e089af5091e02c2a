// 清晰度 from an HLS ladder (issue 30): which rendition each of 流畅/标清/高清 plays, and a choice that outlives a level.
import { createVideoQuality, levelFor, qualityOf, type LevelInfo } from './hls-quality'

const level = (height: number, kbps: number): LevelInfo => ({ height, bitrate: kbps * 1000 })

it('puts 360p and below in 流畅, 480p to 540p in 标清, 720p and up in 高清, and a level without a height nowhere', () => {
  expect([240, 360, 432, 480, 540, 576, 720, 1080, 2160].map(qualityOf)).toEqual([
    'low',
    'low',
    'low',
    'sd',
    'sd',
    'sd',
    'hd',
    'hd',
    'hd',
  ])
  expect(qualityOf(0)).toBeNull()
})

it('plays the lightest level of 流畅 and the best of 标清 and 高清; -1 where the ladder has none', () => {
  const ladder = [level(1080, 5000), level(360, 900), level(720, 2800), level(360, 600), level(0, 128)]
  expect(levelFor(ladder, 'low')).toBe(3)
  expect(levelFor(ladder, 'hd')).toBe(0)
  expect(levelFor(ladder, 'sd')).toBe(-1)
})

it('follows a manual choice to its new index when hls.js drops a level, and falls back to 自动 when its band is gone', () => {
  let levels = [level(360, 800), level(540, 1400), level(720, 2800)]
  const next: number[] = []
  const q = createVideoQuality({ levels: () => levels, setNextLevel: (i) => next.push(i) })
  const seen: string[] = []
  q.quality.subscribe(() => seen.push(q.quality.get().choice))
  q.levelsChanged()
  q.quality.set('hd')
  expect(next).toEqual([2])
  levels = [level(540, 1400), level(720, 2800)] // 360p failed and was removed
  q.levelsChanged()
  expect(next).toEqual([2, 1])
  expect(q.quality.get()).toMatchObject({ available: ['sd', 'hd'], choice: 'hd' })
  levels = [level(540, 1400)]
  q.levelsChanged()
  expect(next).toEqual([2, 1, -1])
  expect(q.quality.get()).toMatchObject({ available: ['sd'], choice: 'auto' })
  expect(seen.at(-1)).toBe('auto')
})

it('hands useSyncExternalStore the same state until something changes, and refuses a band the ladder lacks', () => {
  const q = createVideoQuality({ levels: () => [level(360, 800)], setNextLevel: () => {} })
  q.levelsChanged()
  const before = q.quality.get()
  expect(q.quality.get()).toBe(before)
  q.quality.set('hd')
  expect(q.quality.get()).toBe(before)
  q.switched(0)
  expect(q.quality.get()).not.toBe(before)
  expect(q.quality.get().playing).toBe('low')
})
