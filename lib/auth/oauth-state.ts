// The OAuth `state` of one authorise trip: 256 random bits, single use, ≤ 10 minutes, bound to this browser by a nonce
// cookie, naming the provider and the same-origin path to return to. Only hashes are stored.
import { randomBytes } from 'node:crypto'
import { businessRule } from '@/lib/contract/errors'
import type { OAuthProvider } from '@/lib/db/schema'
import { insertOAuthState, spendOAuthState } from '@/lib/db/queries/oauth-states'
import { requireSite, type ServiceContext } from './context'
import { hashesEqual, sha256Hex } from './tokens'

const STATE_TTL_SECONDS = 10 * 60
const OAUTH_COOKIE = 'qh_oauth'
const STATE_INVALID = '登录请求已失效或不是从本浏览器发起的，请重新登录'

/**
 * The return path of a trip started from 账号关联 by a signed-in individual: the callback then binds the identity to
 * the session it arrives with instead of signing in (the state row has no intent column, so the path carries it).
 */
export const BIND_RETURN = '/AccountAssociation?bind=1'

/** A same-origin path (`/x…`, not `//host`, no backslash or control characters), else `/`. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 200) return '/'
  return /^\/(?![/\\])[^\s\\\u0000-\u001f]*$/.test(value) ? value : '/'
}

function browserNonce(ctx: ServiceContext): string | null {
  const m = new RegExp(`(?:^|;\\s*)${OAUTH_COOKIE}=([A-Za-z0-9_-]{43})`).exec(ctx.request.headers.get('cookie') ?? '')
  return m ? m[1] : null
}

/** One nonce per request, however many states it issues (GetQzoneLink issues one per provider). */
const issuedNonce = new WeakMap<ServiceContext, string>()

/** A new state for `provider`; the browser's nonce cookie is set (or kept) for the callback to prove where it started. */
export async function issueState(ctx: ServiceContext, provider: OAuthProvider, returnTo: string): Promise<string> {
  const tenantId = requireSite(ctx).tenantId
  let nonce = issuedNonce.get(ctx) ?? browserNonce(ctx)
  if (!nonce) nonce = randomBytes(32).toString('base64url')
  issuedNonce.set(ctx, nonce)
  const secure = ctx.secureTransport ? '; Secure' : ''
  ctx.setCookie(`${OAUTH_COOKIE}=${nonce}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${STATE_TTL_SECONDS}${secure}`)
  const state = randomBytes(32).toString('base64url')
  await insertOAuthState(ctx.db, {
    tenantId,
    stateHash: sha256Hex(state),
    provider,
    browserHash: sha256Hex(nonce),
    returnTo: safeReturnPath(returnTo),
    expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
  })
  return state
}

/**
 * Spends a state: it must exist on this tenant for this provider, be unexpired and unused, and come back to the browser
 * that asked for it. Answers where to return; anything else is refused with one message (nothing to tell apart).
 */
export async function consumeState(
  ctx: ServiceContext,
  providers: OAuthProvider[],
  state: string,
): Promise<{ provider: OAuthProvider; returnTo: string }> {
  const tenantId = requireSite(ctx).tenantId
  const nonce = browserNonce(ctx)
  if (!nonce || !/^[A-Za-z0-9_-]{43}$/.test(state)) throw businessRule(STATE_INVALID)
  const row = await spendOAuthState(ctx.db, { tenantId, stateHash: sha256Hex(state) })
  if (!row || !providers.includes(row.provider) || !hashesEqual(row.browserHash, sha256Hex(nonce)))
    throw businessRule(STATE_INVALID)
  return { provider: row.provider, returnTo: row.returnTo }
}
