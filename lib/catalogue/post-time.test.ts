// Post times in Chinese forum style, in Beijing time whatever the server's zone.
import { formatPostDateTime, formatPostTime } from './post-time'

const NOW = new Date('2026-11-22T12:00:00Z') // 20:00 in Beijing

describe('formatPostTime', () => {
  it('says 刚刚 under a minute (and for clocks a little ahead), then minutes, then hours', () => {
    expect(formatPostTime('2026-11-22T11:59:31Z', NOW)).toBe('刚刚')
    expect(formatPostTime('2026-11-22T12:00:05Z', NOW)).toBe('刚刚')
    expect(formatPostTime('2026-11-22T11:59:00Z', NOW)).toBe('1分钟前')
    expect(formatPostTime('2026-11-22T11:01:00Z', NOW)).toBe('59分钟前')
    expect(formatPostTime('2026-11-22T11:00:00Z', NOW)).toBe('1小时前')
    expect(formatPostTime('2026-11-21T12:00:01Z', NOW)).toBe('23小时前')
  })

  it('gives the Beijing date and time after a day, with the year only when it differs', () => {
    expect(formatPostTime('2026-11-21T12:00:00Z', NOW)).toBe('11月21日 20:00')
    expect(formatPostTime('2026-03-05T16:30:00Z', NOW)).toBe('3月6日 00:30')
    // 16:00 UTC on 31 December is already the new year in Beijing: same year as now, so no year.
    expect(formatPostTime('2025-12-31T16:00:00Z', NOW)).toBe('1月1日 00:00')
    expect(formatPostTime('2025-06-01T00:00:00Z', NOW)).toBe('2025年6月1日 08:00')
    expect(formatPostTime('not a date', NOW)).toBe('')
  })
})

describe('formatPostDateTime', () => {
  it('is the full Beijing time', () => {
    expect(formatPostDateTime('2026-11-22T16:05:00Z')).toBe('2026-11-23 00:05')
    expect(formatPostDateTime('')).toBe('')
  })
})
