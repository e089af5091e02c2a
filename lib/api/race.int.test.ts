// The race suite (issue 23, C1 and "keep them caught"): thousands of parallel requests at every single-use value and every
// limit, through the real dispatcher. On PostgreSQL requests really run side by side (a pool of connections), which is
// where a read-compare-then-write lets a burst through; PGlite serialises statements, so there the suite only checks
// the answers. CI runs it on both.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import {
  companyInvites,
  companyMembers,
  individuals,
  smsCodes,
  thirdPartyIdentities,
  userCoupons,
} from '@/lib/db/schema'
import { createSession } from '@/lib/auth/sessions'
import { issueBindTicket } from '@/lib/auth/bind-ticket'
import { issuePhoneTicket } from '@/lib/auth/phone-ticket'
import { findOrCreateIndividual } from '@/lib/db/queries/accounts'
import { listOutbox } from '@/lib/sms/outbox'
import { FAKE_PATH } from '@/lib/oauth/config'
import { fakeProviderResponse } from '@/lib/oauth/fake-provider'
import { call, freshIp, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, usingPostgres, type SeededTestDatabase } from '@/tests/db'

/** The probe's burst: every 4-digit code at once. PGlite cannot race, so a tenth shows the answers there. */
const BURST = usingPostgres ? 10_000 : 1_000
/**
 * The other single-use values: enough parallel tries to beat any read-then-write (the issue asks for ≥ 200; 400 is
 * forty times the pool). Each holds by a conditional write or a row lock, so the count does not change the outcome: runs
 * with 1,000 and with 10,000 each passed on PostgreSQL too (10,000: 6 min on two loaded cores; 1,000: 20 s of every CI
 * run, where 400 takes ~8).
 */
const PARALLEL = usingPostgres ? 400 : 200

// 'use cache' stands in: four queries less per request, for thousands of requests (tests/tenant-site-memo.ts).
jest.mock('@/lib/services/tenant-site', () => jest.requireActual('@/tests/tenant-site-memo'))

let db: SeededTestDatabase
let demoId = 0
let seq = 0

const realFetch = global.fetch

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-race-${process.pid}`)
  delete process.env.SMS_PROVIDER
  // The OAuth trip goes to the development fake provider, in-process (as lib/services/third-party-login.int.test.ts).
  process.env.FAKE_OAUTH = '1'
  global.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    return (
      fakeProviderResponse(new Request(url), url.pathname.slice(FAKE_PATH.length + 1).split('/')) ??
      new Response('nf', { status: 404 })
    )
  }) as typeof fetch
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
}, 120_000)
afterAll(() => {
  global.fetch = realFetch
  delete process.env.FAKE_OAUTH
  return db.cleanup()
})

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length
const statuses = (answers: Answer[]) => [...new Set(answers.map((a) => a.status))].sort()
/** Runs `n` calls at once, the i-th made by `make(i)`; no answer may be a 500. */
async function burst(n: number, make: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => make(i)))
  expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([])
  return answers
}
async function newLearner(): Promise<{ id: number; phone: string; bearer: string }> {
  seq += 1
  const phone = `1370000${String(seq).padStart(4, '0')}`
  const u = await findOrCreateIndividual(db.db, { tenantId: demoId, phone, nickname: `并发${seq}` })
  const { token } = await createSession(db.db, { tenantId: demoId, kind: 'user', accountId: u.id, userAgent: 'race' })
  return { id: u.id, phone, bearer: token }
}
async function latestCode(phone: string, purpose: string) {
  const rows = await db.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.tenantId, demoId), eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
  return rows.sort((a, b) => b.id - a.id)[0]
}
const sessionMade = (a: Answer) => a.status === 200 && typeof a.body.result?.accessToken === 'string'

describe('C1: an SMS code is judged at most five times, however many guesses arrive at once', () => {
  const guesses = (sent: string) => {
    // Every code 0000–9999 but the real one, which comes last (a burst of them all, as the probe sent).
    const all = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((c) => c !== sent)
    return [...all.slice(0, BURST - 1), sent]
  }
  const login = (phone: string, code: string, ip: string) =>
    post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: phone, phoneCode: code, ispassword: false }, { ip })

  it(`${BURST} parallel guesses from one address: at most 5 judged, no sign-in, the code dead afterwards`, async () => {
    const victim = await newLearner()
    expect((await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: victim.phone })).status).toBe(200)
    const [{ code }] = await listOutbox(db.db, { tenantId: demoId, phone: victim.phone })
    const ip = freshIp()
    const tries = guesses(code)
    const answers = await burst(tries.length, (i) => login(victim.phone, tries[i], ip))
    expect(answers.filter(sessionMade)).toHaveLength(0)
    expect((await latestCode(victim.phone, 'login')).attempts).toBeLessThanOrEqual(5)
    // Refusals only: wrong (judged), spent (not judged), 429 past the address's limits, 428 past the phone's ceiling.
    expect(answers.every((a) => [400, 428, 429].includes(a.status))).toBe(true)
    expect((await login(victim.phone, code, freshIp())).status).not.toBe(200)
  }, 300_000)

  it(`${PARALLEL} parallel guesses from as many addresses: at most 5 judged, past the phone's ceiling a 图形验证码 is asked`, async () => {
    const victim = await newLearner()
    expect((await post('/api/TokenAuth/SendPhoneCode', { PhoneNumber: victim.phone })).status).toBe(200)
    const [{ code }] = await listOutbox(db.db, { tenantId: demoId, phone: victim.phone })
    const tries = guesses(code).slice(-PARALLEL)
    const answers = await burst(tries.length, (i) => login(victim.phone, tries[i], freshIp()))
    expect(answers.filter(sessionMade)).toHaveLength(0)
    expect((await latestCode(victim.phone, 'login')).attempts).toBeLessThanOrEqual(5)
    // 20 tries from everywhere pass the phone's ceiling (most find the code already spent); every other one is asked
    // for a 图形验证码 it cannot give.
    expect(count(answers, 400)).toBe(20)
    expect(count(answers, 428)).toBe(tries.length - 20)
  }, 300_000)
})

describe('every other single-use value and limit holds under a burst', () => {
  it(`${PARALLEL} parallel wrong passwords on one account from one address: 5 verdicts, the rest 429`, async () => {
    const answers = await burst(PARALLEL, () =>
      post(
        '/api/TokenAuth/Authenticate',
        { userNameOrEmailAddress: '13800000001', password: 'Wrong2026x', ispassword: true },
        { ip: '203.0.113.9' },
      ),
    )
    expect(count(answers, 400)).toBe(5)
    expect(count(answers, 429)).toBe(PARALLEL - 5)
  }, 120_000)

  it(`${PARALLEL} parallel wrong passwords on one account from as many addresses: 20 verdicts, then a 图形验证码 each`, async () => {
    const answers = await burst(PARALLEL, () =>
      post('/api/TokenAuth/Authenticate', {
        userNameOrEmailAddress: '13800000004',
        password: 'Wrong2026x',
        ispassword: true,
      }),
    )
    expect(count(answers, 400)).toBe(20)
    expect(count(answers, 428)).toBe(PARALLEL - 20)
  }, 120_000)

  it(`${PARALLEL} parallel redemptions of one 兑换码 by one learner: one coupon`, async () => {
    const me = await newLearner()
    const answers = await burst(PARALLEL, () =>
      post('/api/services/app/Coupon/Redeem', { code: 'QHKC-TY03' }, { bearer: me.bearer }),
    )
    expect(count(answers, 200)).toBe(1)
    const held = await db.db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.tenantId, demoId), eq(userCoupons.individualId, me.id)))
    expect(held).toHaveLength(1)
    // Wrong and used codes count: 10 judged an hour for the account (one was the success, given back).
    expect(count(answers, 400)).toBeLessThanOrEqual(10)
  }, 120_000)

  it(`${PARALLEL} parallel guesses at 兑换码 by one learner: at most 10 judged`, async () => {
    const me = await newLearner()
    const answers = await burst(PARALLEL, (i) =>
      post('/api/services/app/Coupon/Redeem', { code: `QHKC-X${String(i).padStart(4, '0')}` }, { bearer: me.bearer }),
    )
    expect(count(answers, 400)).toBeLessThanOrEqual(10)
    expect(count(answers, 429)).toBeGreaterThanOrEqual(PARALLEL - 10)
  }, 120_000)

  it(`${PARALLEL} parallel accepts of one invitation: one membership, one welcome`, async () => {
    const [zhang] = await db.db
      .select()
      .from(individuals)
      .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, '13800000005')))
    const [invite] = await db.db
      .select()
      .from(companyInvites)
      .where(
        and(
          eq(companyInvites.tenantId, demoId),
          eq(companyInvites.phone, '13800000005'),
          eq(companyInvites.status, 'pending'),
        ),
      )
    const { token } = await createSession(db.db, {
      tenantId: demoId,
      kind: 'user',
      accountId: zhang.id,
      userAgent: 'race',
    })
    const answers = await burst(PARALLEL, () =>
      post('/api/services/app/CompanyInviteUser/InviteUserAccept', { id: invite.id }, { bearer: token }),
    )
    expect(count(answers, 200)).toBe(1)
    expect(statuses(answers)).toEqual([200, 400])
    const members = await db.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.tenantId, demoId), eq(companyMembers.individualId, zhang.id)))
    expect(members).toHaveLength(1)
  }, 120_000)

  it(`${PARALLEL} parallel binds with one bind ticket and its code: one identity, one session`, async () => {
    const phone = `1370009${String(++seq).padStart(4, '0')}`
    const ticket = issueBindTicket({
      tenantId: demoId,
      provider: 'qq',
      openid: `race-openid-${seq}`,
      unionid: null,
      nickname: '并发QQ',
      avatarUrl: '',
      returnTo: '/',
    })
    expect(
      (await post('/api/TokenAuth/SendPhoneCodeForBindThirdAccount', { PhoneNumber: phone, bindTicket: ticket }))
        .status,
    ).toBe(200)
    const [{ code }] = await listOutbox(db.db, { tenantId: demoId, phone })
    const answers = await burst(PARALLEL, () =>
      post('/api/TokenAuth/BindPhoneByQQ', {
        PhoneNumber: phone,
        phoneCode: code,
        bindTicket: ticket,
        isAgreeProtocol: true,
      }),
    )
    expect(answers.filter(sessionMade)).toHaveLength(1)
    const bound = await db.db
      .select()
      .from(thirdPartyIdentities)
      .where(and(eq(thirdPartyIdentities.tenantId, demoId), eq(thirdPartyIdentities.openid, `race-openid-${seq}`)))
    expect(bound).toHaveLength(1)
  }, 120_000)

  it(`${PARALLEL} parallel phone changes with one ticket and its code: the number moves once`, async () => {
    const me = await newLearner()
    const { ticket } = issuePhoneTicket({ tenantId: demoId, accountId: me.id, phone: me.phone })
    const target = `1370008${String(++seq).padStart(4, '0')}`
    expect(
      (
        await post(
          '/api/services/app/FrontUser/SendResetNewPhoneNumberCode',
          { PhoneNumber: target, ticket },
          { bearer: me.bearer },
        )
      ).status,
    ).toBe(200)
    const [{ code }] = await listOutbox(db.db, { tenantId: demoId, phone: target })
    const answers = await burst(PARALLEL, () =>
      post(
        '/api/services/app/FrontUser/CheckResetNewPhoneNumberCode',
        { PhoneNumber: target, phoneCode: code, ticket },
        { bearer: me.bearer },
      ),
    )
    expect(count(answers, 200)).toBe(1)
    const [row] = await db.db
      .select()
      .from(individuals)
      .where(and(eq(individuals.tenantId, demoId), eq(individuals.id, me.id)))
    expect(row.phone).toBe(target)
  }, 120_000)

  it(`${PARALLEL} parallel callbacks with one OAuth state: one passes`, async () => {
    const links = await call('/api/TokenAuth/GetQzoneLink?returnUrl=%2F')
    const link = new URL(links.body.result.qzoneLimk)
    const p = link.searchParams
    p.set('decision', 'allow')
    p.set('user', 'race-state')
    const decide = fakeProviderResponse(new Request(`${link.origin}${FAKE_PATH}/qq/oauth2.0/decide?${p}`), [
      'qq',
      'oauth2.0',
      'decide',
    ])!
    const back = new URL(decide.headers.get('location')!)
    const cookie = links.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('qh_oauth='))!
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') }
    const answers = await burst(PARALLEL, () => post('/api/TokenAuth/Qzone', body, { cookie }))
    // The QQ account is bound to nobody: the one callback that spends the state gets its bind ticket, no session.
    expect(count(answers, 200)).toBe(1)
    expect(answers.find((a) => a.status === 200)!.body.result).toMatchObject({
      needBindPhone: true,
      bindTicket: expect.any(String),
    })
    expect(
      answers
        .filter((a) => a.status === 400)
        .every((a) => a.body.error.message === '登录请求已失效或不是从本浏览器发起的，请重新登录'),
    ).toBe(true)
    expect(count(answers, 400)).toBe(PARALLEL - 1)
  }, 120_000)

  it(`${PARALLEL} parallel wrong operator keys from one address: at most 20 judged`, async () => {
    const answers = await burst(PARALLEL, (i) =>
      call('/api/services/app/ConsultationOperator/GetRequests', {
        ip: '203.0.113.10',
        headers: { 'x-operator-key': `op_wrong_${i}` },
      }),
    )
    expect(count(answers, 401)).toBeLessThanOrEqual(20)
    expect(count(answers, 429)).toBeGreaterThanOrEqual(PARALLEL - 20)
  }, 120_000)
})
