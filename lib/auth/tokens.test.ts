/** @jest-environment node */
// Secrets as they leave the server: session tokens and SMS codes, and the comparison of stored hashes.
import { hashesEqual, newSessionToken, newSmsCode, sha256Hex } from './tokens'

describe('newSessionToken', () => {
  it('is 256 random bits in URL-safe base64, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSessionToken))
    expect(tokens.size).toBe(50)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
  })
})

describe('newSmsCode', () => {
  it('is always four digits, leading zeros kept, and covers the whole range', () => {
    const codes = Array.from({ length: 3000 }, newSmsCode)
    for (const code of codes) expect(code).toMatch(/^\d{4}$/)
    const values = codes.map(Number)
    // Uniform over 0000–9999: with 3000 draws both ends of the range show up with near certainty.
    expect(Math.min(...values)).toBeLessThan(1000)
    expect(Math.max(...values)).toBeGreaterThan(9000)
    expect(new Set(codes).size).toBeGreaterThan(2000)
  })
})

describe('sha256Hex', () => {
  it('is the hex SHA-256 of the UTF-8 text', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('hashesEqual', () => {
  const a = sha256Hex('a')
  it('is true only for the same hash', () => {
    expect(hashesEqual(a, sha256Hex('a'))).toBe(true)
    expect(hashesEqual(a, sha256Hex('b'))).toBe(false)
  })

  it('is false, without throwing, for hashes of different lengths', () => {
    expect(hashesEqual(a, a.slice(0, 62))).toBe(false)
    expect(hashesEqual(a, '')).toBe(false)
  })
})
