// Opaque secrets: 256-bit session tokens and 4-digit SMS codes from the CSPRNG; only hashes are stored.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function newSmsCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0')
}

export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
