// POST /api/dev/content: development-only content edits (rename a course), so ClearCache can be tried and e2e-tested.
import { z } from 'zod'
import { ApiError, badRequest, ErrorCode, MESSAGES, notFound } from '@/lib/contract/errors'
import { okEnvelope } from '@/lib/contract/envelope'
import { id, text } from '@/lib/contract/fields'
import { getDb } from '@/lib/db/client'
import { renameCourse } from '@/lib/db/queries/catalogue'
import { getEnv } from '@/lib/env'
import { tenantSlugOf } from '@/lib/api/request-info'
import { getTenantSite } from '@/lib/services/tenant-site'
import { logError } from '@/lib/db/error-log'

const renameInput = z.object({ courseId: id('课程编号'), title: text('课程名称', { max: 80 }) })

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

async function rename(request: Request) {
  // Switched off it must look like any unknown API path: nothing to probe.
  if (!getEnv().devTools) throw new ApiError(ErrorCode.NotFound, MESSAGES.unknownMethod, 404)
  const site = await getTenantSite(tenantSlugOf(request))
  if (!site) throw notFound(MESSAGES.tenantNotFound)
  const body = await request.json().catch(() => null)
  const parsed = renameInput.safeParse(body)
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? '参数错误', [String(parsed.error.issues[0]?.path[0] ?? '')])
  // Read-after-write on purpose: the edit is in the database, the cached pages still show the old title until ClearCache.
  const updated = await renameCourse(await getDb(), {
    tenantId: site.tenantId,
    id: parsed.data.courseId,
    title: parsed.data.title,
  })
  if (updated === null) throw notFound('课程不存在')
  return { id: updated, title: parsed.data.title }
}

/** Renames one of this host's tenant's courses; the public pages change only after ClearCache. */
export async function POST(request: Request): Promise<Response> {
  try {
    return json(okEnvelope(await rename(request)), 200)
  } catch (error) {
    if (error instanceof ApiError) return json(error.toEnvelope(), error.status, error.headers)
    logError('[dev-content] failed:', error)
    return json(new ApiError(ErrorCode.Internal, MESSAGES.internal, 500).toEnvelope(), 500)
  }
}
