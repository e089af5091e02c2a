// Who sends a resumable lesson-video request (lib/api/tus-lesson-video.ts), settled as the dispatcher settles it for
// AdminLessonVideo/Upload: the host's tenant, a same-origin write, the console's cookie, an editor's role, an open
// tenant for writes. Refusals are tus errors with a Chinese body; an upload of another tenant answers 404.
import { ApiError, MESSAGES } from '@/lib/contract/errors'
import type { ServiceContext } from '@/lib/auth/context'
import { OPERATOR_COOKIE, operatorTokenFromCookie, type OperatorCaller } from '@/lib/auth/operator-sessions'
import { getDb } from '@/lib/db/client'
import { CATALOGUE_EDITORS } from '@/lib/services/admin-catalogue'
import { getTenantSite } from '@/lib/services/tenant-site'
import { resolveOperator } from './operator-calls'
import { clientIpOf, requestScheme, tenantSlugOf, writeOrigin } from './request-info'

type Base = Omit<ServiceContext, 'caller' | 'operator'>
export interface TusCaller {
  base: Base
  operator: OperatorCaller
}

/** What @tus/server sends back for a thrown error: this status and body (text/plain, set by the route). */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body)
  }
}

export const UPLOAD_GONE = '上传记录不存在或已过期，请重新选择文件上传'
const CROSS_SITE = '跨站请求已被拒绝'
const TENANT_CLOSED = '该机构已停用'
/** An upload id: the tenant's id, then 32 random hex digits. */
export const UPLOAD_ID = /^(\d+)-[0-9a-f]{32}$/

/** An ApiError as the same refusal in tus's terms; anything else as it is. */
export const refusalOf = (e: unknown) => (e instanceof ApiError ? new TusRefusal(e.status, e.message) : e)

/** The host's tenant, or a 404. */
export async function hostSite(request: Request) {
  const site = await getTenantSite(tenantSlugOf(request))
  if (!site) throw new TusRefusal(404, MESSAGES.tenantNotFound)
  return site
}

/**
 * The caller of one tus request for upload `id` (null for the creating POST before it has one): refuses a stranger
 * (401), a reading role or a cross-site write (403), a closed tenant's writes (403) and another tenant's upload (404).
 */
export async function tusCaller(request: Request, id: string | null): Promise<TusCaller> {
  const site = await hostSite(request)
  const tenantSlug = site.slug
  const reads = request.method === 'HEAD'
  // The console's cookie rides on every request; a write must come from the console's own origin, as in dispatch.
  if (!reads && writeOrigin(request, tenantSlug) !== 'same') throw new TusRefusal(403, CROSS_SITE)
  const base: Base = {
    db: await getDb(),
    tenantSlug,
    site,
    token: await operatorTokenFromCookie(request, OPERATOR_COOKIE),
    clientIp: clientIpOf(request),
    secureTransport: requestScheme(request) === 'https',
    userAgent: request.headers.get('user-agent') ?? '',
    request,
    setCookie: () => undefined,
    audit: () => undefined,
    afterCommit: (run) => run(),
    commit: (run) => run({ ...base, caller: null, operator: null }),
  }
  const operator = await resolveOperator(base, { roles: CATALOGUE_EDITORS }, 'AdminLessonVideo').catch((e) => {
    throw refusalOf(e)
  })
  if (!site.available && !reads) throw new TusRefusal(403, TENANT_CLOSED)
  if (id !== null && UPLOAD_ID.exec(id)?.[1] !== String(site.tenantId)) throw new TusRefusal(404, UPLOAD_GONE)
  return { base, operator }
}
