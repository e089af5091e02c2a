/** @jest-environment node */
// The web session cookie: the sealed token comes back out, anything else is no session.
import { sealData } from 'iron-session'
import { cookieValue, SESSION_COOKIE, sessionSecret, sessionTokenFromCookie } from './session-cookie'

const request = (cookie?: string) => new Request('http://demo.localhost/', { headers: cookie === undefined ? {} : { cookie } })
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
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${await seal({ token: 'T' }, 'another-secret-another-secret-another-secret')}`))).toBeNull()
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${await seal({ token: 42 })}`))).toBeNull()
    expect(await sessionTokenFromCookie(request(`${SESSION_COOKIE}=${await seal({})}`))).toBeNull()
  })
})
