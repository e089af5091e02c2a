// Dates are shown in the tenant's zone (Asia/Shanghai, UTC+8) whatever the server's or the browser's own zone: around
// Beijing's 08:00 the UTC date is a day behind, which is where cut UTC strings showed yesterday (issue 27).
import { compactDate, DEFAULT_TIME_ZONE, formatChineseDateTime, formatDate, formatDateTime, zonedParts } from './dates'

describe('formatDate and formatDateTime in Beijing', () => {
  it('07:59 Beijing is 23:59 UTC of the day before: Beijing’s date', () => {
    expect(formatDate('2026-11-24T23:59:00.000Z')).toBe('2026-11-25')
    expect(formatDateTime('2026-11-24T23:59:00.000Z')).toBe('2026-11-25 07:59')
  })

  it('08:01 Beijing is 00:01 UTC of the same day', () => {
    expect(formatDate('2026-11-25T00:01:00.000Z')).toBe('2026-11-25')
    expect(formatDateTime(new Date('2026-11-25T00:01:00Z'))).toBe('2026-11-25 08:01')
  })

  it('crosses months and years, and shows midnight as 00', () => {
    expect(formatDateTime('2025-12-31T16:00:00Z')).toBe('2026-01-01 00:00')
    expect(formatDate('2026-02-28T16:30:00Z')).toBe('2026-03-01')
  })

  it('answers an empty string for something that is not a time', () => {
    expect(formatDate('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
    expect(zonedParts(new Date(Number.NaN))).toBeNull()
  })
})

describe('the zone is a parameter', () => {
  it('defaults to the tenant zone and takes another', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Shanghai')
    expect(formatDateTime('2026-11-24T23:59:00Z', 'UTC')).toBe('2026-11-24 23:59')
    expect(formatDate('2026-07-01T03:00:00Z', 'America/New_York')).toBe('2026-06-30')
  })
})

describe('the other spellings', () => {
  it('Chinese month and day, the year on request', () => {
    expect(formatChineseDateTime('2026-03-05T16:30:00Z', false)).toBe('3月6日 00:30')
    expect(formatChineseDateTime('2025-06-01T00:00:00Z', true)).toBe('2025年6月1日 08:00')
  })

  it('digits only', () => {
    expect(compactDate('2026-11-24T23:59:00Z')).toBe('20261125')
  })
})
