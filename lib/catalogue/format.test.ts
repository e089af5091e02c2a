/** @jest-environment node */
import { formatCount, formatDuration, formatPrice, formatTotalDuration } from './format'

it('formats durations as mm:ss under an hour and hh:mm:ss otherwise', () => {
  expect(formatDuration(0)).toBe('00:00')
  expect(formatDuration(59)).toBe('00:59')
  expect(formatDuration(3599)).toBe('59:59')
  expect(formatDuration(3600)).toBe('01:00:00')
  expect(formatDuration(3725)).toBe('01:02:05')
})

it('formats totals, prices, counts and dates', () => {
  expect(formatTotalDuration(45 * 60)).toBe('45分钟')
  expect(formatTotalDuration(200 * 60)).toBe('3小时20分钟')
  expect(formatTotalDuration(120 * 60)).toBe('2小时')
  expect(formatPrice(0, '元')).toBe('免费')
  expect(formatPrice(99, '元')).toBe('¥99')
  expect(formatPrice(19.9, '元')).toBe('¥19.90')
  expect(formatPrice(30, '学币')).toBe('30学币')
  expect(formatCount(9999)).toBe('9999')
  expect(formatCount(12345)).toBe('1.2万')
  expect(formatCount(20000)).toBe('2万')
})
