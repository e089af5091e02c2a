// The steps every successful login shares, and the account behind the current caller.
import { businessRule, tooManyRequests, unauthorized } from '@/lib/contract/errors'
import { getCompanyById, getIndividualById } from '@/lib/db/queries/accounts'
import { revokeAccountSessions } from '@/lib/db/queries/sessions'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { loginResult, type Account } from './accounts'
import { forgive, blockedFor, penalize, retryText } from './limits'
import { ABSOLUTE_SECONDS, clearedSessionCookie, createSession, endSession, sessionCookie } from './sessions'

/** A new session token at every login, in the cookie for the web and in the result for API clients. */
export async function signIn(ctx: ServiceContext, account: Account) {
  const site = requireSite(ctx)
  const { token } = await createSession(ctx.db, { tenantId: site.tenantId, kind: account.kind, accountId: account.row.id, userAgent: ctx.userAgent })
  ctx.setCookie(await sessionCookie(token))
  return loginResult(site, account, token, ABSOLUTE_SECONDS)
}

export async function signOut(ctx: ServiceContext): Promise<void> {
  const site = requireSite(ctx)
  if (ctx.token) await endSession(ctx.db, { tenantId: site.tenantId, token: ctx.token })
  ctx.setCookie(clearedSessionCookie())
}

/** After a password change or reset every session of the account ends, this one included. */
export async function endAllSessions(ctx: ServiceContext, account: Pick<Account, 'kind'> & { row: { id: number } }) {
  await revokeAccountSessions(ctx.db, { tenantId: requireSite(ctx).tenantId, accountKind: account.kind, accountId: account.row.id })
  ctx.setCookie(clearedSessionCookie())
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
 * Password guessing: at most 10 failures per account per 15 minutes. The key is what the caller typed, so
 * the limit (and its message) is the same whether that account exists or not.
 */
export async function withLoginLimit<T>(ctx: ServiceContext, who: string, attempt: () => Promise<T | null>, badMessage: string): Promise<T> {
  const key = `${requireSite(ctx).tenantId}:${who.toLowerCase()}`
  const wait = await blockedFor(ctx.db, 'loginFailures', key)
  if (wait > 0) {
    throw tooManyRequests(`登录失败次数过多，请稍后再试（${retryText(wait)}后可重新登录）`, wait / 1000)
  }
  const result = await attempt()
  if (result === null) {
    await penalize(ctx.db, 'loginFailures', key)
    throw businessRule(badMessage)
  }
  await forgive(ctx.db, 'loginFailures', key)
  return result
}
