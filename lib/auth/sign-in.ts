// The steps every successful login shares, and the account behind the current caller.
import { businessRule, unauthorized } from '@/lib/contract/errors'
import { getCompanyById, getIndividualById } from '@/lib/db/queries/accounts'
import { revokeAccountSessions } from '@/lib/db/queries/sessions'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { loginResult, type Account } from './accounts'
import { limitWithChallenge } from './captcha'
import { forgive, refund } from './limits'
import { ABSOLUTE_SECONDS, clearedSessionCookie, createSession, endSession, sessionCookie } from './sessions'

/** A new session token at every login, in the cookie for the web and in the result for API clients. */
export async function signIn(ctx: ServiceContext, account: Account) {
  const site = requireSite(ctx)
  const { token } = await createSession(ctx.db, {
    tenantId: site.tenantId,
    kind: account.kind,
    accountId: account.row.id,
    userAgent: ctx.userAgent,
  })
  ctx.setCookie(await sessionCookie(token, { overHttps: ctx.secureTransport }))
  return loginResult(site, account, token, ABSOLUTE_SECONDS)
}

export async function signOut(ctx: ServiceContext): Promise<void> {
  const site = requireSite(ctx)
  if (ctx.token) await endSession(ctx.db, { tenantId: site.tenantId, token: ctx.token })
  ctx.setCookie(clearedSessionCookie({ overHttps: ctx.secureTransport }))
}

/** After a password change or reset every session of the account ends, this one included. */
export async function endAllSessions(ctx: ServiceContext, account: Pick<Account, 'kind'> & { row: { id: number } }) {
  await revokeAccountSessions(ctx.db, {
    tenantId: requireSite(ctx).tenantId,
    accountKind: account.kind,
    accountId: account.row.id,
  })
  ctx.setCookie(clearedSessionCookie({ overHttps: ctx.secureTransport }))
}

export async function callerAccount(ctx: ServiceContext): Promise<Account> {
  const site = requireSite(ctx)
  const caller = ctx.caller
  if (!caller) throw unauthorized()
  if (caller.kind === 'user') {
    const row = await getIndividualById(ctx.db, { tenantId: site.tenantId, id: caller.accountId })
    if (row) return { kind: 'user', row }
  } else {
    const row = await getCompanyById(ctx.db, { tenantId: site.tenantId, id: caller.accountId })
    if (row) return { kind: 'company', row }
  }
  throw unauthorized()
}

export const BAD_CREDENTIALS_USER = '手机号或密码错误'
export const BAD_CREDENTIALS_COMPANY = '登录名或密码错误'

/**
 * Password guessing (L2). Every attempt takes its points before the password is checked — one atomic upsert per rule —
 * so parallel guesses cannot all read "not yet blocked"; a success gives them back. Per address (spraying) and per
 * account and address (a guesser is stopped without touching the owner's own address) refuse; per account from
 * anywhere is a ceiling (M3): past it each try needs a 图形验证码, so a botnet cannot lock the owner out — it can only
 * make her read a picture. Keys are what the caller typed, so the answers are the same whether the account exists.
 */
export async function withLoginLimit<T>(
  ctx: ServiceContext,
  who: string,
  attempt: () => Promise<T | null>,
  badMessage: string,
): Promise<T> {
  const t = requireSite(ctx).tenantId
  const account = `${t}:${who.toLowerCase()}`
  const keys = { loginIp: `${t}:${ctx.clientIp}`, loginAccountIp: `${account}@${ctx.clientIp}`, loginAccount: account }
  await limitWithChallenge(
    ctx,
    [
      { rule: 'loginIp', key: keys.loginIp, message: (w) => `登录尝试过于频繁，请${w}后再试` },
      {
        rule: 'loginAccountIp',
        key: keys.loginAccountIp,
        message: (w) => `登录失败次数过多，请稍后再试（${w}后可重新登录）`,
      },
    ],
    [{ rule: 'loginAccount', key: keys.loginAccount }],
  )
  const result = await attempt()
  if (result === null) throw businessRule(badMessage)
  await Promise.all([
    refund(ctx.db, 'loginIp', keys.loginIp),
    forgive(ctx.db, 'loginAccountIp', keys.loginAccountIp),
    refund(ctx.db, 'loginAccount', keys.loginAccount),
  ])
  return result
}
