/** @jest-environment node */
// Fen and yuan without floats, China time as both gateways write it, and a UTF-8 cut between characters.
import { chinaDateTime, chinaRfc3339, cutUtf8, fenToYuan, parseChinaDateTime, yuanToFen } from './amounts'

describe('amounts', () => {
  it('turns fen into yuan text and back exactly', () => {
    expect([29900, 1, 10, 0, 1999999].map(fenToYuan)).toEqual(['299.00', '0.01', '0.10', '0.00', '19999.99'])
    expect(['299.00', '0.01', '0.1', '299', '19999.99'].map(yuanToFen)).toEqual([29900, 1, 10, 29900, 1999999])
    for (const bad of ['', '1.001', '-1.00', '01.00', '1e3', ' 1.00', '1,00']) expect(yuanToFen(bad)).toBeNull()
    expect(() => fenToYuan(1.5)).toThrow(RangeError)
  })

  it('writes and reads China time whatever the server zone', () => {
    const at = new Date('2025-12-31T16:30:05Z')
    expect(chinaRfc3339(at)).toBe('2026-01-01T00:30:05+08:00')
    expect(chinaDateTime(at)).toBe('2026-01-01 00:30:05')
    expect(parseChinaDateTime('2026-01-01 00:30:05')).toEqual(at)
    expect(parseChinaDateTime('2026-01-01T00:30:05')).toBeNull()
  })

  it('cuts UTF-8 between characters', () => {
    expect(cutUtf8('课程abc', 4)).toBe('课')
    expect(cutUtf8('课程abc', 6)).toBe('课程')
    expect(cutUtf8('a😀b', 4)).toBe('a')
    expect(cutUtf8('a😀b', 5)).toBe('a😀')
  })
})
