// AdminAuth: the console's sign-in — password, then an SMS code to the operator's phone unless this browser is
// remembered — its sign-out, the signed-in operator and their password (issue 28). Served only under /admin/api.
import { methodFor } from '@/lib/contract/define'
import { ApiError, ErrorCode, unauthorized } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { maskPhone } from '@/lib/contract/phone-rules'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import {
  adminChangePasswordInput,
  adminLoginInput,
  adminResendInput,
  adminVerifyInput,
  type AdminLoginResult,
  type OperatorSelf,
} from '@/lib/contract/schemas/admin'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { consume, refund } from '@/lib/auth/limits'
import {
  clearedOperatorCookie,
  createOperatorSession,
  endOperatorSession,
  issueOperatorToken,
  OPERATOR_COOKIE,
  operatorCookie,
  operatorOfToken,
  operatorTokenFromCookie,
  spendOperatorToken,
  TRUSTED_BROWSER_COOKIE,
  actorName,
} from '@/lib/auth/operator-sessions'
import { hashPassword, verifyPassword } from '@/lib/auth/password'
import { BAD_CREDENTIALS_COMPANY, withLoginLimit } from '@/lib/auth/sign-in'
import { issueSmsCode, verifySmsCode } from '@/lib/auth/sms-codes'
import { insertAudit } from '@/lib/db/queries/audit-log'
import { getOperator, getOperatorByLoginName, updateOperator } from '@/lib/db/queries/operators'

const method = methodFor<ServiceContext>()
const CHALLENGE_GONE = '登录已失效，请重新输入密码'
const DISABLED = '该账号已停用，请联系机构管理员'

type OperatorRow = NonNullable<Awaited<ReturnType<typeof getOperator>>>

function self(ctx: ServiceContext, op: OperatorRow): OperatorSelf {
  return {
    id: op.id,
    loginName: op.loginName,
    name: op.name,
    role: op.role,
    mustChangePassword: op.mustChangePassword,
    tenantName: requireSite(ctx).settings.tenantName,
    tenantOpen: requireSite(ctx).available,
  }
}

/**
 * Opens the console: the session, the operator's last sign-in time and the sign-in's row in the log commit together
 * (with the spent challenge, when there is one); the cookie is set once they have.
 */
async function signIn(
  ctx: ServiceContext,
  op: OperatorRow,
  how: string,
  first?: (tx: ServiceContext['db']) => Promise<void>,
): Promise<OperatorSelf> {
  const tenantId = requireSite(ctx).tenantId
  const token = await ctx.db.transaction(async (tx) => {
    await first?.(tx)
    const opened = await createOperatorSession(tx, {
      tenantId,
      operatorId: op.id,
      ip: ctx.clientIp,
      userAgent: ctx.userAgent,
    })
    await updateOperator(tx, { tenantId, id: op.id }, { lastLoginAt: new Date() })
    await recordSignIn(tx, ctx, op, how)
    return opened
  })
  ctx.setCookie(await operatorCookie(OPERATOR_COOKIE, token, { overHttps: ctx.secureTransport }))
  return self(ctx, op)
}

function recordSignIn(db: ServiceContext['db'], ctx: ServiceContext, op: OperatorRow, how: string) {
  return insertAudit(db, {
    tenantId: op.tenantId,
    operatorId: op.id,
    actor: actorName(op),
    ip: ctx.clientIp,
    kind: 'AdminAuth/Login',
    label: '登录管理后台',
    target: op.loginName,
    before: null,
    after: { how },
  })
}

/** The operator a live challenge belongs to (enabled, credentials unchanged since), or the refusal to start again. */
async function challengedOperator(ctx: ServiceContext, challenge: string): Promise<OperatorRow> {
  const tenantId = requireSite(ctx).tenantId
  const op = await operatorOfToken(ctx.db, { tenantId, token: challenge, kind: 'challenge' })
  if (!op) throw new ApiError(ErrorCode.BusinessRule, CHALLENGE_GONE, 400)
  return op
}

export const adminAuthService = {
  /** Step one: login name and password. A remembered browser signs in at once; otherwise a code goes to the phone. */
  Login: method({
    verb: 'POST',
    auth: 'anonymous',
    closedTenant: 'answer',
    input: adminLoginInput,
    summary: '管理后台登录（第一步：登录名与密码）→ 已记住的浏览器直接登录，否则向操作员手机发送验证码',
    handler: async ({ loginName, password }, ctx): Promise<AdminLoginResult> => {
      const tenantId = requireSite(ctx).tenantId
      const op = await withLoginLimit(
        ctx,
        `operator:${loginName}`,
        async () => {
          const found = await getOperatorByLoginName(ctx.db, { tenantId, loginName })
          return (await verifyPassword(found?.passwordHash, password)) && found ? found : null
        },
        BAD_CREDENTIALS_COMPANY,
      )
      if (op.disabled) throw new ApiError(ErrorCode.BusinessRule, DISABLED, 403)
      const remembered = await operatorTokenFromCookie(ctx.request, TRUSTED_BROWSER_COOKIE)
      const browserOf = remembered && (await operatorOfToken(ctx.db, { tenantId, token: remembered, kind: 'browser' }))
      if (browserOf && browserOf.id === op.id)
        return { status: 'signedIn', operator: await signIn(ctx, op, '密码（已记住的浏览器）') }
      const challenge = await issueOperatorToken(ctx.db, { tenantId, operatorId: op.id, kind: 'challenge' })
      const sent = await issueSmsCode(ctx, { phone: op.phone, purpose: 'operator-login' })
      return { status: 'secondFactor', challenge, maskedPhone: maskPhone(op.phone), ...sent }
    },
  }),

  /** Step two: the SMS code. Optionally this browser skips the code for 30 days (until the password changes). */
  VerifyCode: method({
    verb: 'POST',
    auth: 'anonymous',
    closedTenant: 'answer',
    input: adminVerifyInput,
    summary: '管理后台登录（第二步：短信验证码）→ 登录成功，可选记住此浏览器30天',
    handler: async ({ challenge, code, rememberBrowser }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const op = await challengedOperator(ctx, challenge)
      await verifySmsCode(ctx, { phone: op.phone, purpose: 'operator-login', code, consume: true })
      let remembered: string | null = null
      const how = rememberBrowser ? '密码 + 短信验证码（记住此浏览器）' : '密码 + 短信验证码'
      const operator = await signIn(ctx, op, how, async (tx) => {
        // Of two parallel second steps with one challenge, one signs in.
        if (!(await spendOperatorToken(tx, { tenantId, token: challenge })))
          throw new ApiError(ErrorCode.BusinessRule, CHALLENGE_GONE, 400)
        if (rememberBrowser) remembered = await issueOperatorToken(tx, { tenantId, operatorId: op.id, kind: 'browser' })
      })
      if (remembered)
        ctx.setCookie(await operatorCookie(TRUSTED_BROWSER_COOKIE, remembered, { overHttps: ctx.secureTransport }))
      return { operator }
    },
  }),

  /** Another code for the same challenge, under the usual sending limits. */
  ResendCode: method({
    verb: 'POST',
    auth: 'anonymous',
    closedTenant: 'answer',
    input: adminResendInput,
    summary: '重新发送管理后台登录验证码',
    handler: async ({ challenge }, ctx) => {
      const op = await challengedOperator(ctx, challenge)
      return issueSmsCode(ctx, { phone: op.phone, purpose: 'operator-login' })
    },
  }),

  /** Ends this console session; the remembered browser stays remembered. */
  Logout: method({
    verb: 'POST',
    auth: 'anonymous',
    session: 'optional',
    closedTenant: 'answer',
    input: noInput,
    summary: '退出管理后台',
    handler: async (_input, ctx) => {
      if (ctx.token) await endOperatorSession(ctx.db, { tenantId: requireSite(ctx).tenantId, token: ctx.token })
      ctx.setCookie(clearedOperatorCookie(OPERATOR_COOKIE, ctx.secureTransport))
      return null
    },
  }),

  /** The signed-in operator: name, role, and whether an initial password must be replaced first. */
  GetMe: method({
    verb: 'GET',
    auth: 'operator',
    scope: 'both',
    roles: ANY_ROLE,
    input: noInput,
    summary: '当前登录的操作员（姓名、角色、是否需修改初始密码）',
    handler: async (_input, ctx): Promise<OperatorSelf> => {
      const op = await getOperator(ctx.db, { tenantId: requireSite(ctx).tenantId, id: ctx.operator!.accountId })
      if (!op) throw unauthorized()
      return self(ctx, op)
    },
  }),

  /** A new password by the current one; every other console session of the operator ends, this one continues. */
  ChangePassword: method({
    verb: 'POST',
    auth: 'operator',
    scope: 'both',
    roles: ANY_ROLE,
    // Also on a closed tenant: an operator with an initial password could otherwise not see the console at all.
    closedTenant: 'answer',
    input: adminChangePasswordInput,
    summary: '修改操作员密码（需当前密码；其他已登录的浏览器随之退出）',
    handler: async ({ password, newPassword }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const operator = ctx.operator!
      const key = `${tenantId}:operator:${operator.accountId}`
      await consume(ctx.db, [{ rule: 'changePswAccount', key, message: (w) => `密码错误次数过多，请${w}后再试` }])
      const op = await getOperator(ctx.db, { tenantId, id: operator.accountId })
      if (!op || !(await verifyPassword(op.passwordHash, password)))
        throw new ApiError(ErrorCode.BusinessRule, '当前密码不正确', 400)
      await refund(ctx.db, 'changePswAccount', key)
      if (newPassword === password) throw new ApiError(ErrorCode.BusinessRule, '新密码不能与当前密码相同', 400)
      await updateOperator(
        ctx.db,
        { tenantId, id: op.id },
        { passwordHash: await hashPassword(newPassword), mustChangePassword: false, endSessions: true },
      )
      // Every session from before the change is void, this one too: it continues as a new one.
      const token = await createOperatorSession(ctx.db, {
        tenantId,
        operatorId: op.id,
        ip: ctx.clientIp,
        userAgent: ctx.userAgent,
      })
      ctx.setCookie(await operatorCookie(OPERATOR_COOKIE, token, { overHttps: ctx.secureTransport }))
      ctx.audit({ target: op.loginName, before: null, after: { changed: '登录密码' } })
      return null
    },
  }),
}
