/** @jest-environment node */
// Merchant secrets at rest: a round trip, a fresh IV each time, and any change or another key refused.
import { randomBytes } from 'node:crypto'
import { openSecret, SealedSecretError, sealSecret } from './secrets'

const KEY = randomBytes(32)
const PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvQ…\n-----END PRIVATE KEY-----\n商户密钥'

describe('sealSecret / openSecret', () => {
  it('round-trips, with a versioned prefix and a new IV each time', () => {
    const sealed = sealSecret(PEM, KEY)
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/)
    expect(sealed).not.toContain('MIIEvQ')
    expect(sealSecret(PEM, KEY)).not.toBe(sealed)
    expect(openSecret(sealed, KEY)).toBe(PEM)
  })

  it('uses PAYMENT_SECRET_KEY (here derived from SESSION_SECRET) by default', () => {
    expect(openSecret(sealSecret('abc'))).toBe('abc')
  })

  it('refuses any altered byte, a cut value, another version and another key', () => {
    const sealed = sealSecret(PEM, KEY)
    const raw = Buffer.from(sealed.slice(3), 'base64')
    for (const i of [0, 12, raw.length - 1]) {
      const altered = Buffer.from(raw)
      altered[i] ^= 1
      expect(() => openSecret(`v1:${altered.toString('base64')}`, KEY)).toThrow(SealedSecretError)
    }
    expect(() => openSecret(`v1:${raw.subarray(0, 20).toString('base64')}`, KEY)).toThrow(SealedSecretError)
    expect(() => openSecret(`v2:${sealed.slice(3)}`, KEY)).toThrow(SealedSecretError)
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(SealedSecretError)
  })
})
