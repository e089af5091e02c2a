// argon2id password hashing; a dummy verify keeps "no such account" as slow as "wrong password".
import { randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~30 ms here.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/** Verifies against the stored hash, or against a throwaway hash when there is none (timing parity). */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/**
 * A password the administrator passes on once and the operator replaces at first sign-in: 10 characters from letters
 * and digits without look-alikes (0/O, 1/l/I), always both classes, so it meets the password rule of spec §5.
 */
export function initialPassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
  const digits = '23456789'
  const all = letters + digits
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]]
  while (chars.length < 10) chars.push(all[randomInt(all.length)])
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j], chars[i]]
  }
  return chars.join('')
}
