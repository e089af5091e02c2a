/** @jest-environment node */
// The web session cookie: the sealed token comes back out, anything else is no session.
import { sealData, unsealData } from 'iron-session'
import {
  cookieValue,
  MAX_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionSecret,
  sessionTokenFromCookie,
} from './session-cookie'

// The real unseal, watched: an oversized cookie must be refused before any decryption (issue 23 L7).
jest.mock('iron-session', () => {
  const actual = jest.requireActual('iron-session')
  return { ...actual, unsealData: jest.fn(actual.unsealData) }
})
const unseal = unsealData as jest.MockedFunction<typeof unsealData>

const request = (cookie?: string) =>
  new Request('http://demo.localhost/', { headers: cookie === undefined ? {} : { cookie } })
const seal = (data: object, password = sessionSecret()) => sealData(data, { password })

describe('cookieValue', () => {
  it('finds a cookie among others, trimmed and decoded', () => {
    const req = request('a=1; qh_session = x%20y ;b=2')
    expect(cookieValue(req, 'qh_session')).toBe('x y')
    expect(cookieValue(req, 'a')).toBe('1')
    expect(cookieValue(req, 'b')).toBe('2')
  })

  it('keeps "=" inside the value and matches whole names only', () => {
    const req = request('xqh_session=no; qh_session=a=b==')
    expect(cookieValue(req, 'qh_session')).toBe('a=b==')
    expect(cookieValue(request('qh_sessionx=1'), 'qh_session')).toBeNull()
  })

  it('is null for a malformed escape instead of throwing, and for a value over the limit (not decoded)', () => {
    expect(cookieValue(request('qh_session=%ZZ; a=1'), 'qh_session')).toBeNull()
    expect(cookieValue(request('a=1; qh_session=%ZZ'), 'a')).toBe('1')
    expect(cookieValue(request(`qh_session=${'%41'.repeat(100)}`), 'qh_session', 299)).toBeNull()
    expect(cookieValue(request(`qh_session=${'%41'.repeat(100)}`), 'qh_session', 300)).toBe('A'.repeat(100))
  })

  it('is null without the cookie, without any cookie, or for a part with no name', () => {
    expect(cookieValue(request('a=1'), 'qh_session')).toBeNull()
    expect(cookieValue(request(), 'qh_session')).toBeNull()
    expect(cookieValue(request('=qh_session'), 'qh_session')).toBeNull()
    expect(cookieValue(request('qh_session'), 'qh_session')).toBeNull()
  })
})

describe('sessionTokenFromCookie', () => {
  it('unseals the token the server sealed', async () => {
    const sealed = await seal({ token: 'T'.repeat(43) })
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${sealed}`))).toBe('T'.repeat(43))
  })

  it('is null for no cookie, a tampered one, another secret, or a token that is not text', async () => {
    const sealed = await seal({ token: 'T'.repeat(43) })
    expect(await sessionTokenFromCookie(request())).toBeNull()
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${sealed.slice(0, -2)}xx`))).toBeNull()
    expect(
      await sessionTokenFromCookie(
        request(`${SESSION_COOKIE}=${await seal({ token: 'T' }, 'another-secret-another-secret-another-secret')}`),
      ),
    ).toBeNull()
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${await seal({ token: 42 })}`))).toBeNull()
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${await seal({})}`))).toBeNull()
  })
})

describe('an oversized session cookie (L7)', () => {
  beforeEach(() => unseal.mockClear())

  it('is no session, and nothing is unsealed', async () => {
    // A genuine seal by our own secret, 120 KB long: unsealing it would give the token.
    const huge = await seal({ token: 'T'.repeat(43), pad: 'x'.repeat(90 * 1024) })
    expect(huge.length).toBeGreaterThan(120 * 1024)
    expect(await sessionTokenFromCookie(request(`a=1; ${SESSION_COOKIE}=${huge}; b=2`))).toBeNull()
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${'x'.repeat(MAX_SESSION_COOKIE + 1)}`))).toBeNull()
    expect(unseal).not.toHaveBeenCalled()
  })

  it('leaves our own seal well inside the cap, among 100 KB of other cookies', async () => {
    const sealed = await seal({ token: 'T'.repeat(43) })
    expect(sealed.length).toBeLessThan(MAX_SESSION_COOKIE / 2)
    const others = Array.from({ length: 100 }, (_, i) => `c${i}=${'v'.repeat(1000)}`).join('; ')
    expect(await sessionTokenFromCookie(request(`${others}; ${SESSION_COOKIE}=${sealed}`))).toBe('T'.repeat(43))
    expect(unseal).toHaveBeenCalledTimes(1)
  })
})
