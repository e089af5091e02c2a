/** @jest-environment node */
// Sessions and sign-in on stand-in storage: what a login stores and answers, the session checks (absolute and idle
// lifetime, the five-minute touch), the cookies, and the password-guessing limits around an attempt.
import type { ServiceContext } from '@/lib/auth/context'
import type { TenantSite } from '@/lib/contract/site'
import * as accountQueries from '@/lib/db/queries/accounts'
import * as sessionQueries from '@/lib/db/queries/sessions'
import { limitWithChallenge } from './captcha'
import { forgive, refund } from './limits'
import { SESSION_COOKIE, sessionTokenFromCookie } from './session-cookie'
import {
  ABSOLUTE_SECONDS,
  clearedSessionCookie,
  createSession,
  endSession,
  IDLE_SECONDS,
  lookupSession,
  sessionCookie,
} from './sessions'
import { BAD_CREDENTIALS_USER, callerAccount, endAllSessions, signIn, signOut, withLoginLimit } from './sign-in'
import { sha256Hex } from './tokens'

jest.mock('@/lib/db/queries/sessions', () => ({
  insertSession: jest.fn(),
  getSessionByHash: jest.fn(),
  touchSession: jest.fn(),
  revokeSession: jest.fn(),
  revokeAccountSessions: jest.fn(),
}))
jest.mock('@/lib/db/queries/accounts', () => ({ getIndividualById: jest.fn(), getCompanyById: jest.fn() }))
jest.mock('./limits', () => ({ refund: jest.fn(), forgive: jest.fn() }))
jest.mock('./captcha', () => ({ limitWithChallenge: jest.fn() }))

const sq = sessionQueries as jest.Mocked<typeof sessionQueries>
const aq = accountQueries as jest.Mocked<typeof accountQueries>
const db = { stand: 'in db' } as unknown as ServiceContext['db']
const NOW = 1_700_000_000_000
const MINUTE = 60_000
const site = { tenantId: 7, settings: { tenantLogoUrl: 'logo.png', icoUrl: 'ico.png' } } as TenantSite
const user = {
  id: 5,
  nickname: '学员0000',
  avatarUrl: '',
  isThirdHeadImg: false,
  phone: '13800000000',
  disabled: false,
}
const company = { id: 9, companyName: '启航', logoUrl: '', contactPhone: '13900000000', disabled: false }

function context(overrides: Partial<ServiceContext> = {}) {
  const cookies: string[] = []
  const ctx = {
    db,
    site,
    token: null,
    caller: null,
    clientIp: '1.2.3.4',
    secureTransport: false,
    userAgent: 'UA',
    setCookie: (c: string) => void cookies.push(c),
    ...overrides,
  } as ServiceContext
  return { ctx, cookies }
}

beforeEach(() => {
  jest.resetAllMocks()
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  delete process.env.COOKIE_SECURE
})
afterEach(() => jest.restoreAllMocks())

describe('createSession', () => {
  it('stores the hash of a fresh token with its 30-day expiry and the user agent cut to 300 characters', async () => {
    const { token, expiresAt } = await createSession(db, {
      tenantId: 7,
      kind: 'user',
      accountId: 5,
      userAgent: 'x'.repeat(400),
    })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(ABSOLUTE_SECONDS).toBe(30 * 24 * 3600)
    expect(expiresAt).toEqual(new Date(NOW + ABSOLUTE_SECONDS * 1000))
    expect(sq.insertSession).toHaveBeenCalledWith(db, {
      tenantId: 7,
      tokenHash: sha256Hex(token),
      accountKind: 'user',
      accountId: 5,
      expiresAt,
      userAgent: 'x'.repeat(300),
    })
  })
})

describe('lookupSession', () => {
  const row = (overrides: Record<string, unknown> = {}) => ({
    accountKind: 'user',
    accountId: 5,
    revokedAt: null,
    expiresAt: new Date(NOW + MINUTE),
    lastSeenAt: new Date(NOW - MINUTE),
    accountDisabled: false,
    ...overrides,
  })
  const look = () => lookupSession(db, { tenantId: 7, token: 'tok' })

  it('finds the session by its token’s hash within the tenant, and its caller, in one look-up', async () => {
    sq.getSessionByHash.mockResolvedValue(row() as never)
    expect(await look()).toEqual({
      status: 'active',
      caller: { kind: 'user', accountId: 5, sessionId: sha256Hex('tok') },
    })
    expect(sq.getSessionByHash).toHaveBeenCalledWith(db, { tenantId: 7, tokenHash: sha256Hex('tok') })
    expect(aq.getIndividualById).not.toHaveBeenCalled()
  })

  it('finds a company caller', async () => {
    sq.getSessionByHash.mockResolvedValue(row({ accountKind: 'company', accountId: 9 }) as never)
    expect(await look()).toMatchObject({ status: 'active', caller: { kind: 'company', accountId: 9 } })
    expect(aq.getCompanyById).not.toHaveBeenCalled()
  })

  it('is unknown without a row, ended when revoked or its account is gone or disabled (saying which)', async () => {
    expect(await look()).toEqual({ status: 'unknown' })
    sq.getSessionByHash.mockResolvedValue(row({ revokedAt: new Date(NOW - 1) }) as never)
    expect(await look()).toEqual({ status: 'ended', disabled: false })
    sq.getSessionByHash.mockResolvedValue(row({ accountDisabled: null }) as never)
    expect(await look()).toEqual({ status: 'ended', disabled: false })
    sq.getSessionByHash.mockResolvedValue(row({ accountDisabled: true }) as never)
    expect(await look()).toEqual({ status: 'ended', disabled: true })
    // Disabling revokes the sessions too: the reason shown is still the disabling.
    sq.getSessionByHash.mockResolvedValue(row({ accountDisabled: true, revokedAt: new Date(NOW - 1) }) as never)
    expect(await look()).toEqual({ status: 'ended', disabled: true })
  })

  it('expires at its absolute end and after seven idle days, to the millisecond', async () => {
    expect(IDLE_SECONDS).toBe(7 * 24 * 3600)
    sq.getSessionByHash.mockResolvedValue(row({ expiresAt: new Date(NOW) }) as never)
    expect(await look()).toEqual({ status: 'expired' })
    sq.getSessionByHash.mockResolvedValue(row({ expiresAt: new Date(NOW + 1) }) as never)
    expect((await look()).status).toBe('active')
    sq.getSessionByHash.mockResolvedValue(row({ lastSeenAt: new Date(NOW - IDLE_SECONDS * 1000) }) as never)
    expect(await look()).toEqual({ status: 'expired' })
    sq.getSessionByHash.mockResolvedValue(row({ lastSeenAt: new Date(NOW - IDLE_SECONDS * 1000 + 1) }) as never)
    expect((await look()).status).toBe('active')
  })

  it('writes last seen only when it is more than five minutes old', async () => {
    sq.getSessionByHash.mockResolvedValue(row({ lastSeenAt: new Date(NOW - 5 * MINUTE) }) as never)
    await look()
    expect(sq.touchSession).not.toHaveBeenCalled()
    sq.getSessionByHash.mockResolvedValue(row({ lastSeenAt: new Date(NOW - 5 * MINUTE - 1) }) as never)
    await look()
    expect(sq.touchSession).toHaveBeenCalledWith(db, { tenantId: 7, tokenHash: sha256Hex('tok'), at: new Date(NOW) })
  })
})

describe('session cookies', () => {
  it('seal the token for 30 days, HttpOnly and Lax, Secure over https or when configured', async () => {
    const plain = await sessionCookie('tok-123')
    expect(plain).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=${ABSOLUTE_SECONDS}$`),
    )
    const sealed = plain.split(';')[0]
    expect(await sessionTokenFromCookie(new Request('http://x/', { headers: { cookie: sealed } }))).toBe('tok-123')
    expect(await sessionCookie('tok', { overHttps: true })).toMatch(/; Max-Age=2592000; Secure$/)
    process.env.COOKIE_SECURE = '1'
    expect(await sessionCookie('tok')).toMatch(/; Secure$/)
  })

  it('are cleared with an empty value and Max-Age 0', () => {
    expect(clearedSessionCookie()).toBe(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
    expect(clearedSessionCookie({ overHttps: true })).toBe(
      `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`,
    )
  })

  it('endSession revokes by the token’s hash within the tenant', async () => {
    await endSession(db, { tenantId: 7, token: 'tok' })
    expect(sq.revokeSession).toHaveBeenCalledWith(db, { tenantId: 7, tokenHash: sha256Hex('tok') })
  })
})

describe('signIn, signOut, endAllSessions', () => {
  it('signIn opens a session for the account, sets its cookie and answers the login result with the token', async () => {
    const { ctx, cookies } = context({ secureTransport: true, userAgent: 'Phone/1' })
    const result = await signIn(ctx, { kind: 'user', row: user } as never)
    const stored = sq.insertSession.mock.calls[0][1]
    expect(stored).toMatchObject({ tenantId: 7, accountKind: 'user', accountId: 5, userAgent: 'Phone/1' })
    expect(stored.tokenHash).toBe(sha256Hex(result.accessToken))
    expect(result).toMatchObject({ expireInSeconds: ABSOLUTE_SECONDS, userId: 5, logoUrl: 'logo.png' })
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(/; Secure$/)
    const sealed = cookies[0].split(';')[0]
    expect(await sessionTokenFromCookie(new Request('http://x/', { headers: { cookie: sealed } }))).toBe(
      result.accessToken,
    )
  })

  it('signOut ends the caller’s session when there is one, and always clears the cookie', async () => {
    const signedIn = context({ token: 'tok', secureTransport: true })
    await signOut(signedIn.ctx)
    expect(sq.revokeSession).toHaveBeenCalledWith(db, { tenantId: 7, tokenHash: sha256Hex('tok') })
    expect(signedIn.cookies).toEqual([clearedSessionCookie({ overHttps: true })])
    const visitor = context()
    await signOut(visitor.ctx)
    expect(sq.revokeSession).toHaveBeenCalledTimes(1)
    expect(visitor.cookies).toEqual([clearedSessionCookie()])
  })

  it('endAllSessions revokes every session of the account and clears the cookie', async () => {
    const { ctx, cookies } = context()
    await endAllSessions(ctx, { kind: 'company', row: { id: 9 } })
    expect(sq.revokeAccountSessions).toHaveBeenCalledWith(db, { tenantId: 7, accountKind: 'company', accountId: 9 })
    expect(cookies).toEqual([clearedSessionCookie()])
  })
})

describe('callerAccount', () => {
  it('loads the caller’s own account, of its kind, within the tenant', async () => {
    aq.getIndividualById.mockResolvedValue(user as never)
    const asUser = context({ caller: { kind: 'user', accountId: 5, sessionId: 'h' } })
    expect(await callerAccount(asUser.ctx)).toEqual({ kind: 'user', row: user })
    expect(aq.getIndividualById).toHaveBeenCalledWith(db, { tenantId: 7, id: 5 })
    aq.getCompanyById.mockResolvedValue(company as never)
    const asCompany = context({ caller: { kind: 'company', accountId: 9, sessionId: 'h' } })
    expect(await callerAccount(asCompany.ctx)).toEqual({ kind: 'company', row: company })
    expect(aq.getCompanyById).toHaveBeenCalledWith(db, { tenantId: 7, id: 9 })
  })

  it('refuses to run without the tenant the dispatcher should have required', async () => {
    await expect(
      callerAccount(context({ site: null, caller: { kind: 'user', accountId: 5, sessionId: 'h' } }).ctx),
    ).rejects.toThrow('tenant required but missing: the dispatcher should have refused')
    expect(aq.getIndividualById).not.toHaveBeenCalled()
  })

  it('answers 401 without a caller or when the account is gone', async () => {
    await expect(callerAccount(context().ctx)).rejects.toMatchObject({ status: 401, code: 401 })
    await expect(
      callerAccount(context({ caller: { kind: 'user', accountId: 5, sessionId: 'h' } }).ctx),
    ).rejects.toMatchObject({ status: 401 })
    await expect(
      callerAccount(context({ caller: { kind: 'company', accountId: 9, sessionId: 'h' } }).ctx),
    ).rejects.toMatchObject({ status: 401 })
  })
})

describe('withLoginLimit', () => {
  const checksOf = () =>
    (limitWithChallenge as jest.Mock).mock.calls[0][1] as {
      rule: string
      key: string
      message: (w: string) => string
    }[]

  it('takes a point per address and per account and address, then passes the account ceiling (lower-cased), before the attempt', async () => {
    const { ctx } = context()
    const attempt = jest.fn(async () => {
      expect(limitWithChallenge).toHaveBeenCalled()
      return 'ok'
    })
    expect(await withLoginLimit(ctx, 'QiHang_HR', attempt, BAD_CREDENTIALS_USER)).toBe('ok')
    expect(checksOf().map(({ rule, key }) => [rule, key])).toEqual([
      ['loginIp', '7:1.2.3.4'],
      ['loginAccountIp', '7:qihang_hr@1.2.3.4'],
    ])
    expect(checksOf().map((c) => c.message('15分钟'))).toEqual([
      '登录尝试过于频繁，请15分钟后再试',
      '登录失败次数过多，请稍后再试（15分钟后可重新登录）',
    ])
    expect((limitWithChallenge as jest.Mock).mock.calls[0][2]).toEqual([{ rule: 'loginAccount', key: '7:qihang_hr' }])
  })

  it('tries nothing when the account ceiling asks for a 图形验证码 that is not given', async () => {
    ;(limitWithChallenge as jest.Mock).mockRejectedValue(Object.assign(new Error('captcha'), { status: 428 }))
    const attempt = jest.fn(async () => 'ok')
    await expect(withLoginLimit(context().ctx, 'hr', attempt, BAD_CREDENTIALS_USER)).rejects.toMatchObject({
      status: 428,
    })
    expect(attempt).not.toHaveBeenCalled()
  })

  it('gives the points back on success (the account-and-address count is wiped)', async () => {
    await withLoginLimit(context().ctx, 'hr', async () => 1, BAD_CREDENTIALS_USER)
    expect(refund).toHaveBeenCalledWith(db, 'loginIp', '7:1.2.3.4')
    expect(forgive).toHaveBeenCalledWith(db, 'loginAccountIp', '7:hr@1.2.3.4')
    expect(refund).toHaveBeenCalledWith(db, 'loginAccount', '7:hr')
  })

  it('answers a failed attempt with the given message and keeps the points', async () => {
    await expect(withLoginLimit(context().ctx, 'hr', async () => null, BAD_CREDENTIALS_USER)).rejects.toMatchObject({
      code: 0,
      status: 400,
      message: '手机号或密码错误',
    })
    expect(refund).not.toHaveBeenCalled()
    expect(forgive).not.toHaveBeenCalled()
  })
})
