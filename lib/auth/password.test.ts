/** @jest-environment node */
// Passwords: argon2id hashes that verify only the right password, and a refusal for accounts without one.
import { hashPassword, verifyPassword } from './password'

describe('passwords', () => {
  let stored: string
  beforeAll(async () => {
    stored = await hashPassword('Qihang2026')
  })

  it('are stored as argon2id with the OWASP baseline cost, salted', async () => {
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await hashPassword('Qihang2026')).not.toBe(stored)
  })

  it('verify the right password only', async () => {
    expect(await verifyPassword(stored, 'Qihang2026')).toBe(true)
    expect(await verifyPassword(stored, 'qihang2026')).toBe(false)
    expect(await verifyPassword(stored, '')).toBe(false)
  })

  it('refuse every password for an account without one, or with a broken hash', async () => {
    expect(await verifyPassword(null, 'Qihang2026')).toBe(false)
    expect(await verifyPassword(undefined, 'dummy-password-for-timing')).toBe(false)
    expect(await verifyPassword('', 'x')).toBe(false)
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
  })
})
