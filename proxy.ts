// Thin by design: refuse malformed targets, host → tenant (unknown or closed ones: the 403 view with HTTP 403), user
// agent → device, query-string lists → one canonical segment, then a rewrite to /{tenant}/{device}{path}. The
// decisions themselves are lib/proxy/rewrite.ts.
import { NextResponse, type NextRequest } from 'next/server'
import { errorEnvelope } from '@/lib/contract/envelope'
import { decideRewrite, isPassThrough, refusalFor, type Refusal } from '@/lib/proxy/rewrite'
import { tenantDirectory } from '@/lib/services/tenant-directory'

function refuse({ status, message, api }: Refusal): Response {
  const headers = { 'Cache-Control': 'no-store' }
  if (!api)
    return new NextResponse(message, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } })
  return NextResponse.json(errorEnvelope({ code: status, message, details: null, validationErrors: null }), {
    status,
    headers,
  })
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const refusal = refusalFor(pathname, search)
  if (refusal) return refuse(refusal)
  // The API, files and Next's own paths go on untouched, without the tenant look-up.
  if (isPassThrough(pathname)) return NextResponse.next()
  const directory = await tenantDirectory()
  const decision = decideRewrite({
    host: request.headers.get('host'),
    userAgent: request.headers.get('user-agent'),
    pathname,
    search,
    knownTenants: directory?.known,
    closedTenants: directory?.closed,
  })
  if (decision.kind === 'pass') return NextResponse.next()
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.nextUrl), 307)
  const url = request.nextUrl.clone()
  url.pathname = decision.pathname
  return NextResponse.rewrite(url, decision.status ? { status: decision.status } : undefined)
}

export const config = {
  // /api and /storage are matched too, only so that malformed or oversized targets get a readable 4xx (issue 9, L7;
  // issue 23, L3: `/storage/%ZZ` was a 500), and /_next/image so that it answers 404 (M1). The health check stays out:
  // it is the static baseline `npm run bench` compares every page with. So does a lesson video's upload: Next copies a
  // request body for the proxy up to 10 MB and hands the route only that much (a longer one silently cut short), and the
  // resumable upload's chunks (admin/api/uploads/). Both find their tenant from the Host header in the route itself.
  matcher: ['/((?!_next/static|favicon.ico|api/health|admin/api/services/app/AdminLessonVideo/|admin/api/uploads/).*)'],
}
